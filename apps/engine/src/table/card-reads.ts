/**
 * A card read during a hand (GAME and DEMO modes): a seat antenna deals a hole card (a draw's
 * replacement completes the discard), the board antenna the board, the burn antenna burns, and the
 * muck antenna folds, discards and mucks. A card that cannot be right there puts the table in its error
 * state, naming antenna and card; the same card read again where it lies changes nothing.
 */
import type { Card, HandAction, RuleViolation } from '@railbird/poker';
import type { Antenna, TableError } from '@railbird/protocol';
import type { HandRun, TableModel } from './model.js';
import { accept, inTableWords, type StepContext, type StepResult, tableError } from './results.js';
import { actorOf, playerOfSeat, seatName, seatOfPlayer } from './seats.js';
import { applyHandActions, standPatsAhead } from './steps.js';

type CardPlace =
  | { where: 'hole'; player: number }
  | { where: 'board' }
  | { where: 'out' }
  | { where: 'discarding'; player: number };

/** Where a card is in the hand, if it has been seen this hand. */
function placeOf(run: HandRun, card: Card): CardPlace | null {
  const s = run.state;
  // A folded or mucked hand is out of play: its cards are dead, like discards and burns.
  for (const [i, p] of s.players.entries()) {
    if (p.status === 'inHand' && p.hole.includes(card)) return { where: 'hole', player: i };
  }
  for (const b of s.boards) if (b.includes(card)) return { where: 'board' };
  for (const [i, cards] of Object.entries(run.pendingDiscards)) {
    if (cards.includes(card)) return { where: 'discarding', player: Number(i) };
  }
  if (s.deck.dead.includes(card)) return { where: 'out' };
  return null;
}

function where(antenna: Antenna): string {
  switch (antenna.role) {
    case 'SEAT':
      return `the antenna of ${seatName(antenna.seatIndex ?? 0)} (${antenna.id})`;
    default:
      return `the ${antenna.role.toLowerCase().replace('_', ' ')} antenna (${antenna.id})`;
  }
}

/** A refused deal as the table's error: which antenna, which card, what the reducer said. */
function readError(model: TableModel, ctx: StepContext, antenna: Antenna, card: Card, error: RuleViolation) {
  const run = model.hand!;
  const code: TableError['code'] =
    error.code === 'DUPLICATE_CARD'
      ? 'CARD_ALREADY_SEEN'
      : error.code === 'TOO_MANY_CARDS'
        ? 'TOO_MANY_CARDS'
        : error.code === 'PLAYER_NOT_IN_HAND'
          ? 'SEAT_NOT_IN_HAND'
          : 'UNEXPECTED_CARD';
  return tableError(model, ctx, {
    code,
    antennaId: antenna.id,
    card,
    message: `${card} read on ${where(antenna)}: ${inTableWords(error.message, run)}. Take the card back, then clear the error.`,
  });
}

export function cardRead(model: TableModel, ctx: StepContext, antenna: Antenna, card: Card): StepResult {
  const run = model.hand!;
  const state = run.state;
  const place = placeOf(run, card);
  const fail = (code: TableError['code'], message: string) =>
    tableError(model, ctx, {
      code,
      antennaId: antenna.id,
      card,
      message: `${card} read on ${where(antenna)}: ${message}`,
    });
  const attempt = (actions: HandAction[]) => {
    const step = applyHandActions(model, ctx, actions);
    return step.ok ? accept(step.model) : readError(model, ctx, antenna, card, step.error);
  };

  if (place && antenna.role === 'MUCK') return muckRead(model, card, place, attempt, fail);
  if (place) {
    if (run.cardAt[card] === antenna.id) return accept(model);
    // A card out of play can come back only once the stub has run out (draw games): the reducer knows.
    if (place.where !== 'out' || antenna.role !== 'SEAT') {
      const at =
        place.where === 'hole'
          ? seatName(seatOfPlayer(run, place.player))
          : place.where === 'board'
            ? 'the board'
            : 'the muck';
      return fail(
        'CARD_ALREADY_SEEN',
        `it was already seen this hand (${at}). Take it back, then clear the error.`,
      );
    }
  }

  switch (antenna.role) {
    case 'SEAT': {
      const seat = antenna.seatIndex ?? -1;
      const player = playerOfSeat(run, seat);
      if (player === undefined || state.players[player]!.status !== 'inHand') {
        return fail(
          'SEAT_NOT_IN_HAND',
          `${seatName(seat)} is not in this hand. Take the card back, then clear the error.`,
        );
      }
      const dealing = state.dealing;
      if (state.phase !== 'dealing' || !dealing) {
        return fail(
          'TOO_MANY_CARDS',
          `${seatName(seat)} is owed no card now. Take the card back, then clear the error.`,
        );
      }
      const pats = standPatsAhead(run, player);
      if (!pats.ok) return fail('UNEXPECTED_CARD', replacementsFirst(run, pats.blockedBy));
      const discards = run.pendingDiscards[player];
      const actions: HandAction[] = [...pats.actions];
      if (discards && dealing.drawers.includes(player))
        actions.push({ type: 'discard', player, cards: discards });
      else if (dealing.drawers.includes(player) && state.players[player]!.pendingHole.length === 0) {
        return fail(
          'TOO_MANY_CARDS',
          `${seatName(seat)} has not thrown away a card to replace yet. Take the card back, then clear the error.`,
        );
      }
      actions.push({ type: 'dealHole', player, cards: [card] });
      return attempt(actions);
    }
    case 'BOARD': {
      const dealing = state.dealing;
      if (state.phase !== 'dealing' || !dealing || !dealing.boardPending.some((n) => n > 0)) {
        return fail(
          state.phase === 'betting' ? 'UNEXPECTED_CARD' : 'TOO_MANY_CARDS',
          state.phase === 'betting'
            ? 'the betting is not over yet. Take the card back, then clear the error.'
            : 'no board card is due now. Take the card back, then clear the error.',
        );
      }
      const pats = standPatsAhead(run, undefined);
      if (!pats.ok) return fail('UNEXPECTED_CARD', replacementsFirst(run, pats.blockedBy));
      const board = dealing.boardPending.findIndex((n) => n > 0);
      // The burn was not read (it missed the antenna): it is recorded as a card nobody saw.
      const burn: HandAction[] =
        dealing.burnPending && run.config.burnsRecorded ? [{ type: 'burn', card: null }] : [];
      return attempt([...pats.actions, ...burn, { type: 'dealBoard', board, cards: [card] }]);
    }
    case 'BURN': {
      if (state.phase !== 'dealing' || !state.dealing?.burnPending || !run.config.burnsRecorded) {
        return fail('UNEXPECTED_CARD', 'no burn card is due now. Take the card back, then clear the error.');
      }
      return attempt([{ type: 'burn', card }]);
    }
    case 'MUCK':
      return fail(
        'UNEXPECTED_CARD',
        'nobody was dealt this card this hand. Take it back, then clear the error.',
      );
    default:
      return accept(model);
  }
}

function replacementsFirst(run: HandRun, drawer: number): string {
  return `${seatName(seatOfPlayer(run, drawer))} threw cards away and gets the replacements first. Take the card back, then clear the error.`;
}

function muckRead(
  model: TableModel,
  card: Card,
  place: CardPlace,
  attempt: (actions: HandAction[]) => StepResult,
  fail: (code: TableError['code'], message: string) => StepResult,
): StepResult {
  const run = model.hand!;
  const state = run.state;
  if (place.where !== 'hole') return accept(model);
  const player = place.player;
  const p = state.players[player]!;
  if (p.status !== 'inHand') return accept(model);
  const seat = seatOfPlayer(run, player);
  switch (state.phase) {
    case 'showdown':
      return attempt([{ type: 'muck', player }]);
    case 'discarding':
      return state.discarders.includes(player)
        ? attempt([{ type: 'discard', player, cards: [card] }])
        : accept(model);
    case 'betting': {
      if (actorOf(run) === player) return attempt([{ type: 'fold', player }]);
      return fail(
        'UNEXPECTED_CARD',
        `${seatName(seat)} mucked out of turn (${seatName(seatOfPlayer(run, actorOf(run)!))} is to act). Give the cards back, then clear the error.`,
      );
    }
    case 'dealing': {
      const dealing = state.dealing!;
      if (dealing.drawers.includes(player)) {
        const current = run.pendingDiscards[player] ?? [];
        return accept({
          ...model,
          hand: { ...run, pendingDiscards: { ...run.pendingDiscards, [player]: [...current, card] } },
        });
      }
      return fail(
        'UNEXPECTED_CARD',
        `${seatName(seat)} cannot throw cards away now. Give them back, then clear the error.`,
      );
    }
    default:
      return accept(model);
  }
}
