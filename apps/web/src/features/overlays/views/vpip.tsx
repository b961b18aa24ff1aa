import { sourcesLine } from '../all-time.js';
import { VIEW_TITLES } from '../overlay-config.js';
import { vpipRows } from '../view-data.js';
import { PlayerRows, Title, type ViewProps } from './parts.js';

/** VPIP per player, loosest first, with PFR drawn inside the same bar. */
export function Vpip({ players }: ViewProps) {
  return (
    <>
      <Title sub={`Voluntarily put money in the pot pre-flop · PFR beside it · ${sourcesLine(players)}`}>
        {VIEW_TITLES.vpip}
      </Title>
      <PlayerRows
        rows={vpipRows(players)}
        columns="140px 1fr 72px 96px minmax(92px, auto)"
        hands={(row) => row.sample}
        cells={(row) => (
          <>
            <span className="rb-bar-track">
              <span
                className="rb-bar absolute inset-y-0 left-0"
                style={{ width: `${row.percent ?? 0}%`, background: 'var(--skin-accent)' }}
              />
              {row.second.percent !== null ? (
                <span
                  className="absolute inset-y-0 left-0"
                  style={{ width: `${row.second.percent}%`, background: 'rgb(0 0 0 / 0.35)' }}
                />
              ) : null}
            </span>
            <span className="text-right" style={{ fontSize: 28, fontWeight: 800 }}>
              {row.text}
            </span>
            <span
              className="text-right rb-muted"
              style={{ fontSize: 20, fontWeight: 700, whiteSpace: 'nowrap' }}
            >
              PFR {row.second.text}
            </span>
          </>
        )}
      />
    </>
  );
}
