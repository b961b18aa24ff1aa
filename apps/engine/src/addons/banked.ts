/**
 * The banked games (blackjack, UTH) dealt through the antennas: while one is on, a card read in GAME
 * or DEMO goes to the game's next card (`nextCardFor`), the cut card's tag brings the shuffle, and the
 * chips its settlement moves reach the seats. A read no card is due for is ignored, as between poker
 * hands; a card the shoe cannot hold puts the table in its error state.
 */
import type { Card } from '@railbird/poker';
import { blackjack, uth } from '@railbird/poker/addons';
import type { Antenna } from '@railbird/protocol';
import type { TableModel } from '../table/model.js';
import { accept, type StepContext, type StepResult, tableError } from '../table/results.js';
import { blackjackDelta, moveStacks, uthDelta } from './chips.js';
import { bankedGame } from './model.js';

/** The simulated shoe's cut card: DEMO tables know it as they know the simulated deck. */
export const SIMULATED_CUT_CARD_TAG = 'SIM-CUT-CARD';

/** A read at a table dealing a banked game: a card (or null for a tag that is no card), or the cut card. */
export function bankedRead(
  model: TableModel,
  ctx: StepContext,
  antenna: Antenna,
  read: { card: Card } | { cutCard: true },
): StepResult {
  const addOns = model.addOns!;
  const game = bankedGame(addOns);
  if (game === 'blackjack') {
    const state = addOns.blackjack!;
    const action: blackjack.BlackjackAction =
      'card' in read ? { type: 'dealCard', card: read.card } : { type: 'cutCard' };
    if ('card' in read && !blackjack.nextCardFor(state)) return accept(model);
    const r = blackjack.applyBlackjack(state, action);
    if (!r.ok) {
      if (!('card' in read)) return accept(model);
      return tableError(model, ctx, {
        code: r.error.code === 'CARD_NOT_IN_SHOE' ? 'CARD_ALREADY_SEEN' : 'UNEXPECTED_CARD',
        antennaId: antenna.id,
        card: read.card,
        message: `Blackjack: ${r.error.message} (rule ${r.error.rule}). Take the card back, then clear the error.`,
      });
    }
    return accept({
      ...model,
      addOns: { ...addOns, blackjack: r.state },
      seats: moveStacks(model.seats, blackjackDelta(state, r.state, r.events)),
    });
  }
  if (game === 'uth') {
    const state = addOns.uth!;
    if (!('card' in read) || !uth.nextCardFor(state)) return accept(model);
    const r = uth.applyUth(state, { type: 'dealCard', card: read.card });
    if (!r.ok) {
      return tableError(model, ctx, {
        code: r.error.code === 'CARD_ALREADY_OUT' ? 'CARD_ALREADY_SEEN' : 'UNEXPECTED_CARD',
        antennaId: antenna.id,
        card: read.card,
        message: `Ultimate Texas hold’em: ${r.error.message} (rule ${r.error.rule}). Take the card back, then clear the error.`,
      });
    }
    return accept({
      ...model,
      addOns: { ...addOns, uth: r.state },
      seats: moveStacks(model.seats, uthDelta(state, r.state)),
    });
  }
  return accept(model);
}
