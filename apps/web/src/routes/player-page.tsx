import { useParams } from 'react-router';
import { useShell } from '../app/shell-context.js';
import { PlayerPage } from '../features/players/player-page.js';

/** /players/{id}: one player's page (issue 16). Merging records is for MANAGER and ADMIN. */
export function PlayerPageRoute() {
  const { playerId = '' } = useParams();
  const { admin } = useShell();
  return (
    <PlayerPage
      key={playerId}
      playerId={playerId}
      canMerge={admin.adminType === 'MANAGER' || admin.adminType === 'ADMIN'}
    />
  );
}
