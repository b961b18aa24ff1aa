import { formatStack } from '@railbird/poker/format';
import { positionLabel } from '../../../ui/poker-table/table-view.js';
import { sourceOf, statsLabel } from '../all-time.js';
import { SkinAvatar } from '../skin-avatar.js';
import { featuredPlayer, profileTiles } from '../view-data.js';
import { Empty, Sample, type ViewProps } from './parts.js';

/** The featured player: picture, stack and position, bio, and their statistics with samples. */
export function PlayerProfile({ state, seat }: ViewProps) {
  const player = featuredPlayer(state, seat);
  if (!player) return <Empty>No player seated.</Empty>;
  const a = player.analytics;
  return (
    <>
      <div className="mb-4 flex items-center gap-4">
        <SkinAvatar player={player} size={84} />
        <div className="min-w-0">
          <h2 className="rb-ellipsis" style={{ fontSize: 40, fontWeight: 800, lineHeight: 1.05, margin: 0 }}>
            {player.displayName}
          </h2>
          {player.handle ? (
            <p className="rb-muted" style={{ fontSize: 22, fontWeight: 600, margin: '2px 0 0' }}>
              {player.handle}
            </p>
          ) : null}
          <p style={{ fontSize: 24, fontWeight: 700, margin: '4px 0 0' }}>
            Stack {formatStack(player.stack)}
            {player.roundStatus?.position ? ` · ${positionLabel(player.roundStatus.position)}` : ''}
          </p>
        </div>
      </div>
      {player.bio ? (
        <p style={{ fontSize: 22, margin: '0 0 14px', lineHeight: 1.3 }} className="rb-muted">
          {player.bio}
        </p>
      ) : null}
      {a ? (
        <p
          data-testid="stats-source"
          data-stats-source={sourceOf(player)}
          className="rb-muted"
          style={{ fontSize: 20, fontWeight: 700, margin: '0 0 8px' }}
        >
          {statsLabel(sourceOf(player), a.handsPlayed)}
        </p>
      ) : null}
      {a ? (
        <div className="grid grid-cols-3 gap-2">
          {profileTiles(a).map(({ label, figure }) => (
            <div
              key={label}
              data-stat={label}
              data-enough={figure.enough}
              className="flex flex-col"
              style={{ background: 'rgb(0 0 0 / 0.18)', borderRadius: 10, padding: '6px 12px' }}
            >
              <span className="rb-muted" style={{ fontSize: 18, fontWeight: 700 }}>
                {label}
              </span>
              <span style={{ fontSize: 30, fontWeight: 800, lineHeight: 1.1 }}>{figure.value}</span>
              <Sample>{figure.sample}</Sample>
            </div>
          ))}
        </div>
      ) : (
        <Empty>No statistics for this player yet.</Empty>
      )}
    </>
  );
}
