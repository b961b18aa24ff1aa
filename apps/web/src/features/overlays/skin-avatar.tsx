import type { Player } from '@railbird/protocol';
import { Avatar } from '../../ui/poker-table/avatar.js';

/** A player's picture (or initials) in the skin's accent colours, as every overlay shows a player. */
export function SkinAvatar({
  player,
  size,
}: {
  player: Pick<Player, 'displayName' | 'profileUrl'>;
  size: number;
}) {
  return (
    <Avatar
      name={player.displayName}
      url={player.profileUrl}
      size={size}
      style={{ background: 'var(--skin-accent)', color: 'var(--skin-on-accent)' }}
    />
  );
}
