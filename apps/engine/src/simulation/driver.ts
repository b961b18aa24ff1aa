/**
 * The simulated dealer and players of a DEMO table. `nextSimStep(model)` says what happens next — a
 * card placed on an antenna, a bot's action, the operator's confirmation — and how long after the
 * last step it happens at a realistic pace. It reads only the model and seeds every choice from the
 * hand's id, so it needs no memory of its own: after a restart it carries on from the journaled table.
 */
import {
  ALL_CARDS,
  actionOptions,
  awaitingShowdown,
  type Card,
  type HandState,
  type Random,
  seededRandom,
  shuffledDeck,
} from '@railbird/poker';
import type { EventClockData, PlayableAddOn, SetEventData } from '@railbird/protocol';
import { bankedGame } from '../addons/model.js';
import { simulatedCardTag } from '../rfid/tags.js';
import { antennasOf } from '../table/antennas.js';
import { nextClock } from '../table/clock.js';
import type { TableInput } from '../table/inputs.js';
import type { HandRun, SeatModel, TableModel } from '../table/model.js';
import { eligibleSeats, seatOfPlayer } from '../table/seats.js';
import { levelOf, toChips, toUnits, unitOf } from '../table/units.js';
import { bankedRefill, bankedStep, hasAddOns, roomStep, setAddOnsStep } from './addons.js';
import { decideBet, decideDiscards, decidePineappleDiscard, styleOf, tournamentStyle } from './bots.js';
import {
  finished,
  startingStack,
  startTournament,
  tournamentNumber,
  WINNER_PAUSE_MS,
  withEliminations,
} from './demo-tournament.js';
import { freeNames } from './names.js';

export interface SimOptions {
  /** Players the table fills up to (default 6, at most the capacity). */
  players?: number;
  /** Monte Carlo samples per bot decision (default 120; tests use fewer). */
  samples?: number;
  /** Names seated at the engine's other tables (names.ts): a new bot takes none of them. */
  takenNames?: ReadonlySet<string>;
  /**
   * The time now, epoch ms, for a tournament's clock (demo-tournament.ts): the runner's clock, or a
   * test's. Default 0: a clock that never runs out (tests that play hands only).
   */
  now?: number;
  /** A simulation this many times faster than real time has levels that much shorter (default 1). */
  timeScale?: number;
  /** `--addons`: the add-on games each table (by key) plays with its bots (simulation/addons.ts). */
  addOns?: Readonly<Record<string, readonly PlayableAddOn[]>>;
}

export interface SimStep {
  input: TableInput;
  /** How long after the previous step a real table would take to get here, ms. */
  delayMs: number;
}

/** A 32-bit hash of a string (FNV-1a), to seed choices from ids. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const command = (event: string, data: object): TableInput =>
  ({ kind: 'command', command: { event, data } }) as TableInput;
const read = (antennaId: number, card: Card): TableInput => ({
  kind: 'read',
  antennaId,
  tagId: simulatedCardTag(card),
});

/** Whether the table plays a tournament (its players leave when they have no chips). */
const isTournament = (model: TableModel) =>
  model.gameSettings.mode !== 'CASH' && model.gameSettings.mode !== 'SOCIAL';

/** The next step of the simulation, or null when it has nothing to do (not DEMO, paused). */
export function nextSimStep(model: TableModel, options: SimOptions = {}): SimStep | null {
  const step = plannedStep(model, options);
  // A tournament's clock keeps time, in a hand or not: when its level (or break) ends before the step
  // would come, the next level comes first, on the dot (delays are a real table's, the clock scaled).
  const manager = model.eventManager;
  const clock = manager?.clock;
  if (!step || !manager?.event?.isRunning || !clock || clock.levelEndTime === null || !isTournament(model))
    return step;
  const now = options.now ?? 0;
  const scale = options.timeScale ?? 1;
  const dueIn = Math.max(0, clock.levelEndTime - now);
  if (step.delayMs / scale < dueIn) return step;
  // The same input the engine's clock timer sends (event/clock-timer.ts), on the simulation's clock.
  return { input: clockTick(clock.levelEndTime), delayMs: dueIn * scale };
}

function plannedStep(model: TableModel, options: SimOptions): SimStep | null {
  if (model.mode !== 'DEMO' || model.paused) return null;
  // The simulation never misreads; if someone else put the table in error, the "dealer" fixes it.
  if (model.error) return { input: command('undo', {}), delayMs: 2500 };
  const tournament = isTournament(model);
  const now = options.now ?? 0;
  const scale = options.timeScale ?? 1;
  const running = tournament && model.eventManager?.event?.isRunning === true;
  const level = levelOf(model);
  const unit = unitOf(level);
  if (model.gameState === 'IN ROUND' && model.hand) return handStep(model, model.hand, options);
  const addOnStep = addOnsStep(model, options, unit, level.blinds[1] || level.smallBet || 2);
  if (addOnStep !== undefined) return addOnStep;
  if (model.eliminations.length > 0) {
    // The places of the players knocked out go into the results before they leave.
    const results = running ? withEliminations(model) : null;
    if (results) return { input: setEvent({ event: results.event }), delayMs: 1500 };
    return { input: command('confirmAction', {}), delayMs: 2500 };
  }
  if (model.gameState === 'CLEARING') return { input: command('confirmAction', {}), delayMs: 4500 };

  // Between hands: players come and go.
  const busted = model.seats.find((s) => toChips(s.stack, unit) === 0);
  if (busted) return { input: command('unseatPlayer', { seatIndex: busted.seatIndex }), delayMs: 2000 };
  const eligible = eligibleSeats(model.seats, unitOf(level));
  const target = Math.min(options.players ?? 6, model.settings.capacity);
  if (tournament) return tournamentStep(model, eligible, target, now, scale, options);
  if (model.seats.length < target)
    return seatBot(model, unit, level.blinds[1] || level.smallBet || 2, options);
  if (model.gameState === 'STANDBY') return { input: command('startRound', {}), delayMs: 2500 };
  return null;
}

/**
 * Between poker hands, the add-on games' part (simulation/addons.ts): switch the wanted ones on once the
 * bots are seated; a banked game is all the table deals; the room games' moves and confirmations come
 * before the next hand. `undefined` when the add-ons leave the step to poker.
 */
function addOnsStep(
  model: TableModel,
  options: SimOptions,
  unit: number,
  bigBlind: number,
): SimStep | null | undefined {
  const wanted = options.addOns?.[model.key] ?? [];
  const target = Math.min(options.players ?? 6, model.settings.capacity);
  if (wanted.length > 0 && !hasAddOns(model, wanted)) {
    if (model.seats.length < target) return seatBot(model, unit, bigBlind, options);
    if (model.eliminations.length === 0) return setAddOnsStep(wanted);
  }
  if (bankedGame(model.addOns)) {
    if (model.seats.length < target) return seatBot(model, unit, bigBlind, options);
    return bankedStep(model) ?? bankedRefill(model);
  }
  return roomStep(model) ?? undefined;
}

/** The operator's commands of an event (table/event-commands.ts), as the simulation sends them. */
const setEvent = (data: SetEventData): TableInput => ({
  kind: 'command',
  command: { event: 'setEvent', data },
});
const eventClock = (data: EventClockData, at: number): TableInput => ({
  kind: 'command',
  command: { event: 'eventClock', data: { ...data, at } },
});
const clockTick = (at: number): TableInput => ({
  kind: 'command',
  command: { event: 'clockTick', data: { at } },
});

/**
 * Between hands of a demo tournament (demo-tournament.ts): play while two can, then the winner is
 * shown alone for a while, leaves, a full field sits down with fresh stacks and the next tournament
 * starts at level 1. A table with no demo tournament yet (or one from before them) is cleared first.
 */
function tournamentStep(
  model: TableModel,
  eligible: readonly SeatModel[],
  target: number,
  now: number,
  scale: number,
  options: SimOptions,
): SimStep | null {
  const manager = model.eventManager;
  const event = manager?.event ?? null;
  // Delays are a real table's (the runner divides them by its speed); the clock's times are scaled.
  const after = (delayMs: number) => Math.round(now + delayMs / scale);
  if (manager && event?.isRunning) {
    const clock = manager.clock;
    const demo = tournamentNumber(event) > 0;
    if (eligible.length <= 1) {
      // One player left (or nobody who can play): the tournament is over, its clock stopped first.
      if (clock && demo) return { input: eventClock({ action: 'stop' }, after(2000)), delayMs: 2000 };
      return { input: setEvent(finished(manager, eligible[0], now)), delayMs: 0 };
    }
    // A demo tournament just attached: its clock starts when it does.
    if (!clock && demo) return { input: eventClock({ action: 'start' }, event.startTime), delayMs: 0 };
    if (clock?.isOnBreak && clock.levelEndTime !== null) {
      // On a break: nothing is dealt until it ends (the clock's step then comes first).
      const next = nextClock(clock, model.eventLevels ?? model.gameSettings.blindLevels, clock.levelEndTime);
      if (next)
        return {
          input: clockTick(clock.levelEndTime),
          delayMs: Math.max(0, clock.levelEndTime - now) * scale,
        };
    }
    if (model.gameState === 'STANDBY') return { input: command('startRound', {}), delayMs: 2500 };
    return null;
  }
  // Over, or never started here: the players of the last one leave — the winner after being shown
  // alone for a while — and a full field sits down with fresh stacks for the next.
  const recorded = new Set(event?.results.map((r) => r.uid) ?? []);
  const leftover = model.seats.find((s) => recorded.has(s.sessionId) || s.stats.handsPlayed > 0);
  if (leftover) {
    const champion = event?.results.find((r) => r.place === 1)?.uid === leftover.sessionId;
    return {
      input: command('unseatPlayer', { seatIndex: leftover.seatIndex }),
      delayMs: champion ? WINNER_PAUSE_MS : 1500,
    };
  }
  if (model.seats.length < target) return seatBot(model, 1, 0, options, startingStack(model));
  return { input: setEvent(startTournament(model, after(3000), scale)), delayMs: 3000 };
}

function seatBot(
  model: TableModel,
  unit: number,
  bigBlind: number,
  options: SimOptions,
  tournamentStack?: number,
): SimStep {
  const random = seededRandom(hashOf(`${model.key}|seat|${model.roundCount}|${model.seats.length}`));
  const free = Array.from({ length: model.settings.capacity }, (_, i) => i).filter(
    (i) => !model.seats.some((s) => s.seatIndex === i),
  );
  const seatIndex = free[Math.floor(random() * free.length)]!;
  // Unique at this table and at every other table of the engine (names.ts).
  const taken = new Set([...(options.takenNames ?? []), ...model.seats.map((s) => s.displayName)]);
  const names = freeNames(taken);
  const displayName = names[Math.floor(random() * names.length)]!;
  const stack = tournamentStack ?? toUnits(toChips(bigBlind * (60 + Math.floor(random() * 90)), unit), unit);
  return {
    input: command('seatPlayer', { seatIndex, displayName, stack, playerType: 'BOT' }),
    delayMs: 1500,
  };
}

/** The hand's deck, in the order the simulated dealer takes cards: fixed by the hand id. */
const decks = new Map<string, Card[]>();
function deckOf(run: HandRun): Card[] {
  let deck = decks.get(run.id);
  if (!deck) {
    deck = shuffledDeck(seededRandom(hashOf(run.id)));
    if (decks.size > 256) decks.delete(decks.keys().next().value!);
    decks.set(run.id, deck);
  }
  return deck;
}

/** The next card off the simulated deck: the first not seen this hand (a draw game's reshuffle after that). */
function nextCard(run: HandRun): Card {
  const s = run.state;
  const used = new Set<Card>(s.deck.dead);
  for (const p of s.players) for (const c of p.hole) if (c) used.add(c);
  for (const b of s.boards) for (const c of b) if (c) used.add(c);
  for (const cards of Object.values(run.pendingDiscards)) for (const c of cards) used.add(c);
  const deck = deckOf(run);
  const fresh = deck.find((c) => !used.has(c));
  if (fresh) return fresh;
  // The stub ran out: the dead cards are shuffled back in (the reducer allows it only now).
  const live = new Set<Card>();
  for (const p of s.players) if (p.status === 'inHand') for (const c of p.hole) if (c) live.add(c);
  for (const b of s.boards) for (const c of b) if (c) live.add(c);
  for (const cards of Object.values(run.pendingDiscards)) for (const c of cards) live.add(c);
  return deck.find((c) => !live.has(c)) ?? ALL_CARDS[0]!;
}

function randomFor(run: HandRun, salt: string): Random {
  return seededRandom(hashOf(`${run.id}|${run.actions.length}|${salt}`));
}

function handStep(model: TableModel, run: HandRun, options: SimOptions): SimStep | null {
  const antennas = antennasOf(model.settings);
  const s: HandState = run.state;
  const samples = options.samples ?? 120;
  if (run.inference) return { input: command('confirmAction', {}), delayMs: 800 };
  switch (s.phase) {
    case 'dealing': {
      const d = s.dealing!;
      if (d.burnPending && run.config.burnsRecorded && antennas.burn !== null) {
        return { input: read(antennas.burn, nextCard(run)), delayMs: 700 };
      }
      // Hole cards owed (a deal, or a draw's replacements), then the next drawer, then the board.
      const player = dealOrder(s);
      if (player !== undefined) {
        const antenna = antennas.seat.get(seatOfPlayer(run, player))!;
        return {
          input: read(antenna, nextCard(run)),
          delayMs: s.players[player]!.hole.length === 0 ? 250 : 180,
        };
      }
      const drawer = d.drawers[0];
      if (drawer !== undefined) return drawStep(model, run, drawer);
      if (d.boardPending.some((n) => n > 0) && antennas.board !== null) {
        return { input: read(antennas.board, nextCard(run)), delayMs: 450 };
      }
      return null;
    }
    case 'betting': {
      const o = actionOptions(s)!;
      const seat = seatOfPlayer(run, o.player);
      const session = model.seats.find((x) => x.seatIndex === seat)?.sessionId ?? String(seat);
      const random = randomFor(run, 'bet');
      const style = styleOf(hashOf(session));
      const bet = decideBet(s, isTournament(model) ? tournamentStyle(style) : style, random, samples);
      const think = 700 + Math.floor(random() * 2300) + (bet.type === 'raise' ? 800 : 0);
      switch (bet.type) {
        case 'fold': {
          // Folding is the cards reaching the muck antenna.
          const card = s.players[o.player]!.hole.find((c): c is Card => c !== null);
          if (card && antennas.muck !== null) return { input: read(antennas.muck, card), delayMs: think };
          return { input: command('action', { type: 'fold', seatIndex: seat }), delayMs: think };
        }
        case 'check':
          return { input: command('action', { type: 'check', seatIndex: seat }), delayMs: think };
        case 'call':
          return { input: command('action', { type: 'call', seatIndex: seat }), delayMs: think };
        case 'bringIn':
          return { input: command('action', { type: 'bringIn', seatIndex: seat }), delayMs: think };
        case 'raise': {
          const amount = toUnits(bet.to, run.unit);
          const type = o.raiseKind === 'complete' ? 'complete' : o.currentBet === 0 ? 'bet' : 'raise';
          return { input: command('action', { type, seatIndex: seat, amount }), delayMs: think };
        }
      }
      return null;
    }
    case 'discarding': {
      const player = s.discarders[0]!;
      const card = decidePineappleDiscard(s, player);
      return antennas.muck !== null ? { input: read(antennas.muck, card), delayMs: 900 } : null;
    }
    case 'showdown': {
      if (awaitingShowdown(s).length > 0) return { input: command('confirmAction', {}), delayMs: 1800 };
      return null;
    }
    default:
      return null;
  }
}

/** Who gets the next hole card: one card per player per pass, starting left of the button. */
function dealOrder(s: HandState): number | undefined {
  let best: number | undefined;
  let most = 0;
  const drawers = s.dealing?.drawers ?? [];
  s.players.forEach((p, i) => {
    if (p.status !== 'inHand' || drawers.includes(i)) return;
    if (p.pendingHole.length > most) {
      most = p.pendingHole.length;
      best = i;
    }
  });
  return best;
}

/** A drawer's turn: throw the chosen cards on the muck antenna one by one, then take replacements. */
function drawStep(model: TableModel, run: HandRun, drawer: number): SimStep | null {
  const antennas = antennasOf(model.settings);
  const seat = seatOfPlayer(run, drawer);
  const wanted = decideDiscards(run.state, drawer);
  const thrown = run.pendingDiscards[drawer] ?? [];
  if (wanted.length === 0) return { input: command('standPat', { seatIndex: seat }), delayMs: 1200 };
  const next = wanted.find((c) => !thrown.includes(c));
  if (next && antennas.muck !== null)
    return { input: read(antennas.muck, next), delayMs: thrown.length === 0 ? 1500 : 300 };
  // Everything thrown: the first replacement, dealt at the seat, completes the discard.
  return { input: read(antennas.seat.get(seat)!, nextCard(run)), delayMs: 400 };
}
