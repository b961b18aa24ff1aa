import { formatNumber } from '@railbird/poker/format';
import { signedMoney } from '../../../ui/figures.js';
import { isTwoCardHoldem } from '../../../ui/poker-table/table-view.js';
import { sourcesLine } from '../all-time.js';
import { VIEW_TITLES } from '../overlay-config.js';
import { strongestHands } from '../view-data.js';
import { Empty, Sample, Title, type ViewProps } from './parts.js';

/** The starting hands that won the most at this table, with who won most with each. */
export function StrongestHands({ players, state }: ViewProps) {
  const rows = strongestHands(players);
  return (
    <>
      <Title sub={`Starting hands that won the most · ${sourcesLine(players)}`}>
        {VIEW_TITLES.strongestHands}
      </Title>
      {rows.length === 0 ? (
        <Empty>
          {isTwoCardHoldem(state.gameSettings.variation)
            ? 'No winning starting hands recorded yet.'
            : 'Starting-hand records are kept for two-card hold\u2019em.'}
        </Empty>
      ) : null}
      <ol className="m-0 flex list-none flex-col gap-2 p-0">
        {rows.map((row) => (
          <li
            key={row.handClass}
            className="grid items-center gap-3"
            style={{ gridTemplateColumns: '90px 1fr 110px' }}
          >
            <span style={{ fontSize: 32, fontWeight: 800 }}>{row.handClass}</span>
            <span className="flex flex-col">
              <span style={{ fontSize: 22, fontWeight: 700 }}>
                won {formatNumber(row.won)} of {formatNumber(row.played)} played
              </span>
              <Sample>
                dealt {formatNumber(row.dealt)}
                {row.topPlayer ? ` · best: ${row.topPlayer}` : ''}
              </Sample>
            </span>
            <span className="text-right" style={{ fontSize: 28, fontWeight: 800 }}>
              {signedMoney(row.earnings)}
            </span>
          </li>
        ))}
      </ol>
    </>
  );
}
