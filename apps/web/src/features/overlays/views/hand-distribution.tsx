import { formatNumber } from '@railbird/poker/format';
import { plural, signedMoney } from '../../../ui/figures.js';
import { isTwoCardHoldem } from '../../../ui/poker-table/table-view.js';
import { sourcesLine } from '../all-time.js';
import { VIEW_TITLES } from '../overlay-config.js';
import {
  featuredPlayer,
  GRID_LEGEND,
  GRID_TONE_COLOURS,
  type GridCell,
  gridCellColour,
  gridTone,
  handGrid,
  handSummary,
} from '../view-data.js';
import { Empty, Legend, Sample, Title, type ViewProps } from './parts.js';

/**
 * The featured player's starting hands. The corner panel reads the grid for the viewer: how often pairs,
 * suited and offsuit hands were played, and the hands played most. Stream-pro, where it fits at a
 * readable size, adds the full 13×13 grid with its legend (views.css shows it only there).
 */
export function HandDistribution({ state, seat }: ViewProps) {
  if (!isTwoCardHoldem(state.gameSettings.variation)) {
    return (
      <>
        <Title>{VIEW_TITLES.handDistribution}</Title>
        <Empty>
          The 13×13 grid is for two-card hold&apos;em; this table plays {state.gameSettings.variation}.
        </Empty>
      </>
    );
  }
  const player = featuredPlayer(state, seat);
  if (!player) return <Empty>No player seated.</Empty>;
  const cells = handGrid(player.analytics?.startingHandStrengths);
  const summary = handSummary(cells);
  return (
    <>
      <Title
        sub={`${sourcesLine([player])} · ${plural(summary.dealt, 'hand')} with known cards · ${formatNumber(summary.played)} played`}
      >
        {/* One line whatever the name: a second would push the corner panel past its height. */}
        <span className="rb-ellipsis block">{player.displayName}: starting hands</span>
      </Title>
      {summary.dealt === 0 ? (
        <Empty>No starting hands with known cards yet.</Empty>
      ) : (
        <div className="rb-hd">
          <div className="rb-hd-grid-column">
            <Grid cells={cells} name={player.displayName} dealt={summary.dealt} played={summary.played} />
            <ul
              className="rb-hd-legend m-0 list-none flex-wrap p-0"
              data-testid="hand-legend"
              style={{ gap: '6px 18px', marginTop: 10, maxWidth: 520 }}
            >
              {GRID_LEGEND.map((item) => (
                <li
                  key={item.tone}
                  data-tone={item.tone}
                  className="rb-muted flex items-center gap-2"
                  style={{ fontSize: 16, fontWeight: 600 }}
                >
                  <span className="rb-hd-swatch" style={{ background: GRID_TONE_COLOURS[item.tone] }} />
                  {item.text}
                </li>
              ))}
            </ul>
          </div>
          <div className="rb-hd-summary" data-testid="hand-summary">
            <div className="grid grid-cols-3 gap-2">
              {summary.kinds.map((k) => (
                <div
                  key={k.kind}
                  data-kind={k.kind}
                  className="flex flex-col"
                  style={{ background: 'rgb(0 0 0 / 0.18)', borderRadius: 10, padding: '6px 12px' }}
                >
                  <span className="rb-muted" style={{ fontSize: 18, fontWeight: 700 }}>
                    {k.label} played
                  </span>
                  <span
                    style={{
                      fontSize: 30,
                      fontWeight: 800,
                      lineHeight: 1.1,
                      opacity: k.figure.enough ? 1 : 0.8,
                    }}
                  >
                    {k.figure.value}
                  </span>
                  <Sample>{k.figure.sample}</Sample>
                </div>
              ))}
            </div>
            <p className="rb-muted" style={{ fontSize: 18, fontWeight: 700, margin: '14px 0 4px' }}>
              {summary.top.length > 0 ? 'Played most' : 'No hand played yet: every one folded'}
            </p>
            <ol className="m-0 flex list-none flex-col p-0" style={{ gap: 4 }}>
              {summary.top.map((cell) => (
                <li
                  key={cell.handClass}
                  data-class={cell.handClass}
                  className="grid items-center gap-3"
                  style={{ gridTemplateColumns: '76px 1fr auto', height: 38 }}
                >
                  <span style={{ fontSize: 28, fontWeight: 800 }}>{cell.handClass}</span>
                  <span style={{ fontSize: 22, fontWeight: 700 }}>
                    {formatNumber(cell.played)} of {formatNumber(cell.dealt)} dealt
                  </span>
                  <span className="text-right" style={{ fontSize: 24, fontWeight: 800 }}>
                    {signedMoney(cell.earnings)}
                  </span>
                </li>
              ))}
            </ol>
            <Legend>Played: put money in voluntarily (VPIP) · ± net won with it</Legend>
          </div>
        </div>
      )}
    </>
  );
}

function Grid({
  cells,
  name,
  dealt,
  played,
}: {
  cells: readonly GridCell[];
  name: string;
  dealt: number;
  played: number;
}) {
  return (
    <div
      role="img"
      aria-label={`Starting hands of ${name}: ${played} played of ${dealt} dealt`}
      className="rb-hd-grid"
      data-testid="hand-grid"
    >
      {cells.map((cell) => {
        const tone = gridTone(cell);
        return (
          <div
            key={cell.handClass}
            aria-hidden="true"
            title={`${cell.handClass}: dealt ${cell.dealt}, played ${cell.played}`}
            data-class={cell.handClass}
            data-tone={tone}
            className="rb-hd-cell"
            style={{ background: gridCellColour(cell) }}
          >
            {cell.handClass}
          </div>
        );
      })}
    </div>
  );
}
