import { signedMoney } from '../../../ui/figures.js';
import { sourcesLine } from '../all-time.js';
import { VIEW_TITLES } from '../overlay-config.js';
import { earningsRows } from '../view-data.js';
import { PlayerRows, Title, type ViewProps } from './parts.js';

/** Net won per player (all-time for checked-in players, else this session), biggest winner first, as bars either side of zero. */
export function Earnings({ players }: ViewProps) {
  const rows = earningsRows(players);
  const max = Math.max(1, ...rows.map((r) => Math.abs(r.earnings)));
  return (
    <>
      <Title sub={`Net won · ${sourcesLine(players)}`}>{VIEW_TITLES.earnings}</Title>
      <PlayerRows
        rows={rows}
        columns="150px 1fr 100px minmax(92px, auto)"
        hands={(row) => row.hands}
        cells={(row) => (
          <>
            <span className="rb-bar-track">
              <span
                className="rb-bar absolute inset-y-0"
                style={{
                  left: row.earnings >= 0 ? '50%' : `${50 - (Math.abs(row.earnings) / max) * 50}%`,
                  width: `${(Math.abs(row.earnings) / max) * 50}%`,
                  background: row.earnings >= 0 ? 'var(--skin-accent)' : '#ef4444',
                }}
              />
            </span>
            <span className="text-right" style={{ fontSize: 26, fontWeight: 800 }}>
              {signedMoney(row.earnings)}
            </span>
          </>
        )}
      />
    </>
  );
}
