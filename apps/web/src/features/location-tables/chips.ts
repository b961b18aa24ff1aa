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
