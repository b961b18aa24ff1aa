import type { TableState } from '@railbird/protocol';

/**
 * Chips in play at a table: every seated stack plus what is in the middle (the pots and the bets of
 * the street being played, `pot.total`). Once the hand is paid (`payout` set) the winners' stacks
 * already hold the pot, which is then not counted twice. Chips, not money: shown without a `$` even at a
 * cash table (spec §9 gives the dollar sign to a cash game's blinds).
 */
export function chipsInPlay(state: Pick<TableState, 'playerGroup' | 'pot' | 'payout'>): number {
  const stacks = state.playerGroup.players.reduce((sum, p) => sum + p.stack, 0);
  return state.payout ? stacks : stacks + state.pot.total;
}

/**
 * Players seated at a table, as the room counts them: a player left out of the overlays (`isHidden`,
 * privacy on the stream) still holds a seat. The home page's total and each table's row both count so.
 */
export function seatedCount(state: Pick<TableState, 'playerGroup'>): number {
  return state.playerGroup.players.length;
}
