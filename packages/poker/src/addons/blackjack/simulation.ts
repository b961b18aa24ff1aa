import type { Card } from '../../cards/cards.js';
import type { Random } from '../../cards/deck.js';
import { blackjackOptions } from './options.js';
import { basicStrategyAction } from './strategy.js';
import type { BlackjackGameAction, BlackjackState } from './types.js';

/**
 * What a simulated table does next (demo tables, tests): the dealer's moves, the simulated antennas'
 * reads and every seated bot's decision by basic strategy. `shoe` is the shuffled shoe in dealing order
 * (see `shuffledShoe`); the card read is `shoe[state.shoe.dealt]`, so after a `shuffle` the caller
 * passes a freshly shuffled one. The cut card comes out at the rules' penetration. `null` when the
 * table cannot go on (nobody can cover the minimum, or the shoe ran out). It never seats anyone: who
 * sits where is the table's (BJ-19).
 */
export function simulatedTableAction(
  state: BlackjackState,
  shoe: readonly Card[],
  random: Random,
): BlackjackGameAction | null {
  const options = blackjackOptions(state);
  if (options.nextCard) {
    if (options.cutCard && state.shoe.dealt >= state.shoe.cutCardAt) return { type: 'cutCard' };
    const card = shoe[state.shoe.dealt];
    return card ? { type: 'dealCard', card } : null;
  }
  if (options.nextRound) return { type: 'nextRound' };
  if (state.roundState === 'WAITING_FOR_BETS' && state.shoe.shuffleDue) return { type: 'shuffle' };
  const bettor = options.bets[0];
  if (bettor) return basicStrategyAction(state, bettor.seatIndex, random);
  if (options.deal) return { type: 'deal' };
  const insurer = options.insurance[0];
  if (insurer) return basicStrategyAction(state, insurer.seatIndex, random);
  if (options.turn) return basicStrategyAction(state, options.turn.seatIndex, random);
  return null;
}
