/**
 * Antenna reads, by table mode (DESIGN.md §5: read → tag → card → reducer action). The adapter
 * reports a tag when it arrives at an antenna; a tag read again where it already lies changes nothing.
 * In a hand, seat antennas deal hole cards, the board antenna the board, the burn antenna burns and
 * the muck antenna folds, discards and mucks. A read that cannot be right — a card already seen
 * elsewhere, a card at a seat not in the hand, more cards than the variation deals — puts the table in
 * its error state, naming antenna and card, and changes nothing else until an operator clears it.
 */
import type { Card, HandAction, RuleViolation } from '@railbird/poker';
import type { Antenna, TableError } from '@railbird/protocol';
import { antennasOf } from './antennas.js';
import { actorOf, optionsOf, playerOfSeat, seatOfPlayer, toChips } from './hand.js';
import { DECK_ORDER, type HandRun, SCAN_LENGTH, type TableModel } from './model.js';
import {
  accept,
  applyHandActions,
  inTableWords,
  refuse,
  type StepContext,
  type StepResult,
  seatName,
  tableError,
} from './steps.js';

export function onRead(model: TableModel, ctx: StepContext, antennaId: number, tagId: string): StepResult {
  const antenna = antennasOf(model.settings).byId.get(antennaId);
  if (!antenna) {
    return refuse(
      'BAD_REQUEST',
      `There is no antenna ${antennaId} at this table: its antennas are 0 to ${model.settings.antennas.length - 1}.`,
    );
  }
  // The error state holds everything still until an operator has looked at it.
  if (model.error) return accept(model);
  const card = model.registry.cards[tagId] ?? null;
  switch (model.mode) {
    case 'SCAN':
      return accept({
        ...model,
        scan: [...model.scan, { antennaId, tagId, card, time: ctx.time }].slice(-SCAN_LENGTH),
      });
    case 'RECORD':
      return model.recording
        ? accept({
            ...model,
            recording: {
              ...model.recording,
              reads: [...model.recording.reads, { antennaId, tagId, card, time: ctx.time }],
            },
          })
        : accept(model);
    case 'REGISTER_DECK':
    case 'REGISTER_CHIPS':
    case 'REGISTER_CUT_CARD':
    case 'REGISTER_BUTTON':
    case 'REGISTER_ALL_IN':
      return registerRead(model, ctx, antenna, tagId);
    case 'GAME':
    case 'DEMO':
      return gameRead(model, ctx, antenna, tagId, card);
    default:
      return accept(model);
  }
}

// ── Registration ──────────────────────────────────────────────────────────────────────────────────

/** What a tag is already registered as, in words, or null. */
function knownAs(model: TableModel, tagId: string): string | null {
  const r = model.registry;
  if (r.cards[tagId]) return `the card ${r.cards[tagId]}`;
  if (r.chips[tagId]) return `a ${r.chips[tagId].colour} chip (${r.chips[tagId].value})`;
  if (r.cutCards.includes(tagId)) return 'a cut card';
  if (r.buttons.includes(tagId)) return 'a dealer button';
  if (r.allIns.includes(tagId)) return 'an all-in button';
  return null;
}

function registerRead(model: TableModel, ctx: StepContext, antenna: Antenna, tagId: string): StepResult {
  const registration = model.registration;
  if (!registration) return accept(model);
  const known = knownAs(model, tagId);
  const r = model.registry;
  const learnt = (registry: TableModel['registry']) =>
    accept({
      ...model,
      registry,
      registration: { ...registration, registered: registration.registered + 1 },
    });
  switch (registration.mode) {
    case 'REGISTER_DECK': {
      const count = Object.keys(r.cards).length;
      if (known) {
        return tableError(model, ctx, {
          code: 'CARD_ALREADY_SEEN',
          antennaId: antenna.id,
          card: r.cards[tagId] ?? null,
          message: `Tag ${tagId} on antenna ${antenna.id} is already registered as ${known}: take it away and read ${DECK_ORDER[count] ?? 'no more cards'}${count < 52 ? ' next' : ''}.`,
        });
      }
      if (count >= 52) {
        return tableError(model, ctx, {
          code: 'TOO_MANY_CARDS',
          antennaId: antenna.id,
          card: null,
          message: `The deck is complete (52 cards registered): tag ${tagId} on antenna ${antenna.id} would be a 53rd card. Take it away; switch to GAME to play.`,
        });
      }
      return learnt({ ...r, cards: { ...r.cards, [tagId]: DECK_ORDER[count]! } });
    }
    case 'REGISTER_CHIPS': {
      const denominations = model.gameSettings.denominations;
      const denomination = antenna.role === 'SEAT' ? denominations[antenna.seatIndex ?? -1] : undefined;
      if (!denomination) {
        return tableError(model, ctx, {
          code: 'UNEXPECTED_CARD',
          antennaId: antenna.id,
          card: null,
          message: `Chips are registered on seat antennas: seat 1 for ${denominations[0]?.colour ?? 'the first denomination'}, seat 2 for the next (${denominations.length} denominations). Antenna ${antenna.id} names none.`,
        });
      }
      const chip = r.chips[tagId];
      if (chip && chip.colour === denomination.colour && chip.value === denomination.value)
        return accept(model);
      if (known) {
        return tableError(model, ctx, {
          code: 'CARD_ALREADY_SEEN',
          antennaId: antenna.id,
          card: r.cards[tagId] ?? null,
          message: `Tag ${tagId} on antenna ${antenna.id} is already registered as ${known}. Take it away.`,
        });
      }
      return learnt({
        ...r,
        chips: { ...r.chips, [tagId]: { colour: denomination.colour, value: denomination.value } },
      });
    }
    default: {
      const list =
        registration.mode === 'REGISTER_CUT_CARD'
          ? 'cutCards'
          : registration.mode === 'REGISTER_BUTTON'
            ? 'buttons'
            : 'allIns';
      if (r[list].includes(tagId)) return accept(model);
      if (known) {
        return tableError(model, ctx, {
          code: 'CARD_ALREADY_SEEN',
          antennaId: antenna.id,
          card: r.cards[tagId] ?? null,
          message: `Tag ${tagId} on antenna ${antenna.id} is already registered as ${known}. Take it away.`,
        });
      }
      return learnt({ ...r, [list]: [...r[list], tagId] });
    }
  }
}

// ── Game ──────────────────────────────────────────────────────────────────────────────────────────

function gameRead(
  model: TableModel,
  ctx: StepContext,
  antenna: Antenna,
  tagId: string,
  card: Card | null,
): StepResult {
  const inRound = model.gameState === 'IN ROUND' && model.hand !== null;
  if (card) return inRound ? cardRead(model, ctx, antenna, card) : accept(model);
  const r = model.registry;
  if (r.chips[tagId]) return inRound ? chipRead(model, ctx, antenna, tagId) : accept(model);
  if (r.allIns.includes(tagId)) return inRound ? allInRead(model, antenna) : accept(model);
  if (r.buttons.includes(tagId)) {
    // The dealer button placed at a seat between hands moves the button there.
    if (inRound || antenna.role !== 'SEAT' || antenna.seatIndex === null) return accept(model);
    return accept({ ...model, buttonSeat: antenna.seatIndex });
  }
  if (r.cutCards.includes(tagId) || !inRound) return accept(model);
  return tableError(model, ctx, {
    code: 'UNKNOWN_TAG',
    antennaId: antenna.id,
    card: null,
    message: `Antenna ${antenna.id} read tag ${tagId}, which is not registered as a card, chip or button. Take it away, or register it (REGISTER_DECK, REGISTER_CHIPS…).`,
  });
}

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

function cardRead(model: TableModel, ctx: StepContext, antenna: Antenna, card: Card): StepResult {
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

  if (place && antenna.role === 'MUCK') return muckRead(model, ctx, antenna, card, place, attempt, fail);
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
      const pats = standPatsBefore(run, player);
      if (!pats.ok) return fail('UNEXPECTED_CARD', pats.message);
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
      const pats = standPatsBefore(run, undefined);
      if (!pats.ok) return fail('UNEXPECTED_CARD', pats.message);
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

/**
 * Draws: players ahead of `player` in the draw order who threw nothing away stand pat (the dealer
 * has moved on past them). A player ahead who did throw cards away must get the replacements first.
 */
function standPatsBefore(
  run: HandRun,
  player: number | undefined,
): { ok: true; actions: HandAction[] } | { ok: false; message: string } {
  const drawers = run.state.dealing?.drawers ?? [];
  const actions: HandAction[] = [];
  // A player who already threw away (and now gets replacements) passes nobody.
  if (player !== undefined && !drawers.includes(player)) return { ok: true, actions };
  for (const d of drawers) {
    if (d === player) break;
    if (run.pendingDiscards[d]) {
      return {
        ok: false,
        message: `${seatName(seatOfPlayer(run, d))} threw cards away and gets the replacements first. Take the card back, then clear the error.`,
      };
    }
    actions.push({ type: 'discard', player: d, cards: [] });
  }
  return { ok: true, actions };
}

function muckRead(
  model: TableModel,
  _ctx: StepContext,
  _antenna: Antenna,
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

// ── Chips ─────────────────────────────────────────────────────────────────────────────────────────

/** Chips at the acting seat make a bet the operator confirms (CALL / RAISE / ALL IN CONFIRMATION). */
function chipRead(model: TableModel, ctx: StepContext, antenna: Antenna, tagId: string): StepResult {
  void ctx;
  const run = model.hand!;
  if (!model.settings.isChipsEnabled || antenna.role !== 'SEAT' || antenna.seatIndex === null)
    return accept(model);
  const seat = antenna.seatIndex;
  const tags = run.chipTags[seat] ?? [];
  if (tags.includes(tagId)) return accept(model);
  const chipTags: Record<string, readonly string[]> = { ...run.chipTags, [seat]: [...tags, tagId] };
  const withChips: HandRun = { ...run, chipTags };
  const player = playerOfSeat(run, seat);
  if (player === undefined || actorOf(run) !== player) return accept({ ...model, hand: withChips });
  const amount = chipTags[seat]!.reduce((sum, tag) => sum + (model.registry.chips[tag]?.value ?? 0), 0);
  return accept({
    ...model,
    hand: { ...withChips, inference: inferred(withChips, player, toChips(amount, run.unit)) },
  });
}

function allInRead(model: TableModel, antenna: Antenna): StepResult {
  const run = model.hand!;
  if (antenna.role !== 'SEAT' || antenna.seatIndex === null) return accept(model);
  const player = playerOfSeat(run, antenna.seatIndex);
  if (player === undefined || actorOf(run) !== player) return accept(model);
  const p = run.state.players[player]!;
  return accept({
    ...model,
    hand: { ...run, inference: { seatIndex: antenna.seatIndex, kind: 'allIn', to: p.stack + p.bet } },
  });
}

/** What chips worth `amount` in front of the actor mean: a call, a raise to that total, or all in. */
function inferred(run: HandRun, player: number, amount: number): HandRun['inference'] {
  const options = optionsOf(run);
  const p = run.state.players[player]!;
  if (!options) return null;
  const to = Math.max(amount, p.bet);
  const seatIndex = seatOfPlayer(run, player);
  if (to >= p.stack + p.bet) return { seatIndex, kind: 'allIn', to: p.stack + p.bet };
  if (to > options.currentBet) return { seatIndex, kind: 'raise', to };
  if (to === options.currentBet && options.callAmount > 0) return { seatIndex, kind: 'call', to };
  return null;
}
