import { isTwoCardHoldem, plural } from '../../../ui/poker-table/table-view.js';
import { VIEW_TITLES } from '../overlay-config.js';
import { featuredPlayer, handGrid } from '../view-data.js';
import { Empty, Legend, Title, type ViewProps } from './parts.js';

/** The featured player's 13×13 starting-hand grid: how often each class was played when dealt. */
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
  const dealt = cells.reduce((s, c) => s + c.dealt, 0);
  const played = cells.reduce((s, c) => s + c.played, 0);
  const size = 40;
  return (
    <>
      <Title sub={`${plural(dealt, 'hand')} with known cards · ${played} played`}>
        {player.displayName}: starting hands
      </Title>
      <div
        role="img"
        aria-label={`Starting hands of ${player.displayName}: ${played} played of ${dealt} dealt`}
        className="grid"
        style={{ gridTemplateColumns: `repeat(13, ${size}px)`, gap: 2, justifyContent: 'center' }}
      >
        {cells.map((cell) => {
          const rate = cell.dealt === 0 ? 0 : cell.played / cell.dealt;
          return (
            <div
              key={cell.handClass}
              aria-hidden="true"
              title={`${cell.handClass}: dealt ${cell.dealt}, played ${cell.played}`}
              data-class={cell.handClass}
              className="flex items-center justify-center"
              style={{
                height: size - 12,
                borderRadius: 4,
                fontSize: 13,
                fontWeight: 700,
                background:
                  cell.dealt === 0
                    ? 'rgb(0 0 0 / 0.18)'
                    : `color-mix(in srgb, var(--skin-accent) ${Math.round(25 + rate * 75)}%, rgb(0 0 0 / 0.3))`,
                color: cell.dealt === 0 ? 'var(--skin-muted)' : 'var(--skin-on-accent)',
                outline: cell.kind === 'pair' ? '1px solid rgb(255 255 255 / 0.25)' : undefined,
              }}
            >
              {cell.handClass}
            </div>
          );
        })}
      </div>
      <Legend>Brighter: played more often when dealt · grey: not dealt yet</Legend>
    </>
  );
}
