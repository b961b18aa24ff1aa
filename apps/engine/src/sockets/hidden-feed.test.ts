/**
 * What a hidden screen receives depends on no hole card, and what a delayed screen receives depends on
 * none the delay has not released (issue 27, decision 018). Tested as non-interference: the same table
 * is played twice through the engine's own room (journal, projection, fan-out, sockets), with the same
 * inputs at the same times, except that the cards nobody may see differ between the two runs. Every
 * byte a hidden screen receives must be the same in both; so must every byte a delayed screen receives
 * before the delay has passed. Any value that follows a hole card — a tag id, a read count or read time
 * of a seat or muck antenna, the last card read, an equity, outs, a hand's strength or description, a
 * statistic, a message — makes the two runs differ and fails the test, whatever field it hides in.
 *
 * The operators' bytes differ between the runs (checked), so the tests can fail.
 */
import { type Card, type HandState, seededRandom, shuffledDeck, type VariationCode } from '@railbird/poker';
import type { SocketScope, TableState } from '@railbird/protocol';
import type { MemoryPeer } from '@railbird/room/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../test/support/engine.js';
import { closeRooms, openRoom, tokenFor } from '../../test/support/room.js';
import { InlineEquity } from '../equity/equity.js';
import { SIMULATED_DECK, simulatedCardTag } from '../rfid/tags.js';
import { nextSimStep } from '../simulation/driver.js';
import { antennasOf } from '../table/antennas.js';
import type { TableInput } from '../table/inputs.js';
import { DECK_ORDER } from '../table/model.js';
import { seatOfPlayer } from '../table/seats.js';

afterEach(closeRooms);

/** Every kind of hidden screen (by page and by scope) and of delayed screen. */
const SCREENS: { name: string; audience: 'hidden' | 'delayed'; page: string; scope: SocketScope }[] = [
  { name: 'socialtv', audience: 'hidden', page: 'socialtv', scope: 'viewer' },
  { name: 'overlays-hidden', audience: 'hidden', page: 'overlays-hidden', scope: 'viewer' },
  { name: 'stream-pro-hidden', audience: 'hidden', page: 'stream-pro-hidden', scope: 'viewer' },
  { name: 'table-display', audience: 'hidden', page: 'table-display', scope: 'viewer' },
  { name: 'playerAssistance', audience: 'hidden', page: 'playerAssistance', scope: 'viewer' },
  { name: 'check-in tablet', audience: 'hidden', page: 'signin', scope: 'checkIn' },
  { name: 'Studio control', audience: 'hidden', page: 'studio', scope: 'producer' },
  { name: 'hiddenViewer token', audience: 'hidden', page: 'stream', scope: 'hiddenViewer' },
  { name: 'overlays', audience: 'delayed', page: 'overlays', scope: 'viewer' },
  { name: 'Studio (live)', audience: 'delayed', page: 'live', scope: 'operator' },
];

const DELAY_SECONDS = 30;
/** Equity at a test's budget: the engine's own computation, sampled sooner. */
const equity = new InlineEquity({ maxExactWork: 20_000, samples: 400 });

interface Step {
  delayMs: number;
  input: TableInput;
  /** The hand the input belongs to (null between hands). */
  handId: string | null;
}

interface Run {
  operator: MemoryPeer;
  screens: MemoryPeer[];
  /** After each step: the clock, and how many messages each screen had received. */
  marks: { time: number; received: number[] }[];
}

/** Screens that answer pings as a browser does, so they watch for as long as the test plays. */
async function watchers(connect: (query: Record<string, string>) => Promise<MemoryPeer>) {
  const watch = async (page: string, scope: SocketScope) => {
    const peer = await connect({ table: 't1', page, token: await tokenFor('t1', scope) });
    peer.answersPings = true;
    return peer;
  };
  const operator = await watch('table', 'operator');
  const screens: MemoryPeer[] = [];
  for (const s of SCREENS) screens.push(await watch(s.page, s.scope));
  return { operator, screens };
}

/** A DEMO table with a 30 s stream delay, every kind of screen watching it from the start. */
async function stage(variation: VariationCode) {
  const completed: string[] = [];
  const room = openRoom(
    [{ ...tableDefinition('t1', variation, { streamDelaySeconds: DELAY_SECONDS }), mode: 'DEMO' }],
    {},
    undefined,
    { equity, onHandCompleted: (hand) => completed.push(hand.handId) },
  );
  return { ...room, completed, ...(await watchers(room.connect)) };
}

type Stage = Awaited<ReturnType<typeof stage>>;

/** Submits one step at its time, as the simulation runner would; the step must be taken. */
async function take(room: Stage, step: Pick<Step, 'delayMs' | 'input'>, marks: Run['marks']) {
  room.clock.advance(step.delayMs);
  const result = await room.table().submit(step.input, { source: 'simulation' });
  if (!result.ok) throw new Error(`step refused: ${result.error.message} (${JSON.stringify(step.input)})`);
  // Let the equity answer (a resolved promise) land before the next step, as it would in the engine.
  await new Promise((resolve) => setImmediate(resolve));
  marks.push({ time: room.clock.now(), received: room.screens.map((p) => p.raw.length) });
}

/** Plays `hands` whole hands with the simulation's bots; returns the steps and each hand's last state. */
async function playWithBots(variation: VariationCode, hands: number) {
  const room = await stage(variation);
  const steps: Step[] = [];
  const finalState = new Map<string, HandState>();
  const marks: Run['marks'] = [];
  while (room.completed.length < hands) {
    const model = room.table().pendingModel;
    const step = nextSimStep(model, { samples: 4, players: 6 });
    if (!step) throw new Error(`the simulation stopped in ${model.gameState}`);
    await take(room, step, marks);
    steps.push({ ...step, handId: model.hand?.id ?? null });
    const hand = room.table().model.hand;
    if (hand) finalState.set(hand.id, hand.state);
  }
  return { steps, finalState, run: { operator: room.operator, screens: room.screens, marks } };
}

/** Plays the same steps again with each read card renamed by `rename` (the same card when absent). */
async function replayRenamed(variation: VariationCode, steps: Step[], rename: Map<string, Map<Card, Card>>) {
  const room = await stage(variation);
  const marks: Run['marks'] = [];
  for (const step of steps) {
    const input = step.input;
    const card = input.kind === 'read' ? SIMULATED_DECK[input.tagId] : undefined;
    const renamed = card && step.handId ? rename.get(step.handId)?.get(card) : undefined;
    await take(
      room,
      {
        delayMs: step.delayMs,
        input: renamed && input.kind === 'read' ? { ...input, tagId: simulatedCardTag(renamed) } : input,
      },
      marks,
    );
  }
  return { operator: room.operator, screens: room.screens, marks };
}

/**
 * For each hand, a renaming of the cards no one may see and on which the result does not depend: the
 * folded hands, the burns, the discards. Players who reached the showdown keep their cards (they decide
 * who wins, which everyone sees), and so does the board. The new names are cards the hand never showed,
 * so the renamed deal is as legal as the first.
 */
function privateRenaming(finalState: Map<string, HandState>, steps: Step[], seed: number) {
  const read = new Map<string, Set<Card>>();
  for (const step of steps) {
    const card = step.input.kind === 'read' ? SIMULATED_DECK[step.input.tagId] : undefined;
    if (!card || !step.handId) continue;
    if (!read.has(step.handId)) read.set(step.handId, new Set());
    read.get(step.handId)!.add(card);
  }
  const random = seededRandom(seed);
  const renaming = new Map<string, Map<Card, Card>>();
  for (const [handId, state] of finalState) {
    if (state.deck.recycled) continue;
    const kept = new Set<Card>(state.boards.flat().filter((c): c is Card => c !== null));
    for (const p of state.players)
      if (p.status !== 'folded') for (const c of p.hole) if (c !== null) kept.add(c);
    const hidden = new Set<Card>(state.deck.dead);
    for (const p of state.players)
      if (p.status === 'folded') for (const c of p.hole) if (c !== null) hidden.add(c);
    for (const c of kept) hidden.delete(c);
    const seen = read.get(handId) ?? new Set();
    const free = shuffledDeck(random).filter((c) => !kept.has(c) && (hidden.has(c) || !seen.has(c)));
    const names = new Map<Card, Card>();
    for (const [i, c] of [...hidden].entries()) names.set(c, free[i]!);
    renaming.set(handId, names);
  }
  return renaming;
}

/** The first step at which the two runs' inputs differ: its time. */
function firstDifference(steps: Step[], rename: Map<string, Map<Card, Card>>, marks: Run['marks']): number {
  const index = steps.findIndex((step) => {
    const card = step.input.kind === 'read' ? SIMULATED_DECK[step.input.tagId] : undefined;
    const to = card && step.handId ? rename.get(step.handId)?.get(card) : undefined;
    return to !== undefined && to !== card;
  });
  expect(index).toBeGreaterThanOrEqual(0);
  return marks[index]!.time;
}

/** The messages a screen had received by `time`. */
function receivedBy(run: Run, screen: number, time: number): string[] {
  const mark = [...run.marks].reverse().find((m) => m.time <= time);
  return run.screens[screen]!.raw.slice(0, mark ? mark.received[screen] : 0);
}

/** Every screen watched to the end: none was dropped (a dropped screen would compare a short stream). */
function expectWatchedToTheEnd(run: Run) {
  for (const peer of [run.operator, ...run.screens]) expect(peer.open && !peer.terminated).toBe(true);
}

/** The two streams are the same; if not, the failure shows where the first differing message parts. */
function expectSameStream(a: string[], b: string[], what: string) {
  const n = a.findIndex((message, i) => b[i] !== message);
  const parted = n >= 0 ? n : a.length !== b.length ? Math.min(a.length, b.length) : -1;
  if (parted < 0) return;
  const [x, y] = [a[parted] ?? '', b[parted] ?? ''];
  let c = 0;
  while (c < x.length && x[c] === y[c]) c++;
  const around = (text: string) => text.slice(Math.max(0, c - 200), c + 200);
  expect.fail(
    `${what}: message ${parted} of ${a.length} differs at character ${c}\n first run:  …${around(x)}…\n second run: …${around(y)}…`,
  );
}

function expectSameHiddenAndDelayed(a: Run, b: Run, from: number) {
  expectWatchedToTheEnd(a);
  expectWatchedToTheEnd(b);
  SCREENS.forEach((screen, i) => {
    if (screen.audience === 'hidden') {
      expect(a.screens[i]!.raw.length, screen.name).toBeGreaterThan(50);
      expectSameStream(
        a.screens[i]!.raw,
        b.screens[i]!.raw,
        `${screen.name} received something that depends on a hole card`,
      );
    } else {
      // Up to the delay after the first renamed card, nothing of it may have reached a delayed screen.
      const until = from + DELAY_SECONDS * 1000;
      expectSameStream(
        receivedBy(a, i, until),
        receivedBy(b, i, until),
        `${screen.name} received a hole card before the delay`,
      );
      // After it, the delayed screens do show the hole cards: the renaming is visible to them.
      expect(b.screens[i]!.raw, `${screen.name} never showed the renamed cards`).not.toEqual(
        a.screens[i]!.raw,
      );
    }
  });
  expect(b.operator.raw).not.toEqual(a.operator.raw);
}

/** Every card face in a hidden state must be public: a board card, a stud up-card. */
function expectOnlyPublicCards(state: TableState) {
  const json = JSON.stringify(state);
  const faces = new Set([...json.matchAll(/"([CDHS][2-9TJQKA])"/g)].map((m) => m[1]!));
  const stud = ['STUD', 'STUD8', 'RAZZ'].includes(state.gameSettings.variation);
  const open = new Set<string | null>([
    ...state.centerCards.boards.flat(),
    ...state.roundHistory.flatMap((r) => r.boards.flat()),
    ...(stud ? state.playerGroup.players.flatMap((p) => p.roundStatus?.hand.cards.slice(2, 6) ?? []) : []),
  ]);
  expect([...faces].filter((c) => !open.has(c))).toEqual([]);
  expect(json).not.toContain('SIM-');
}

describe('hidden and delayed feeds (issue 27)', () => {
  it.each([
    ['NLH', 10],
    ['PLO', 6],
    ['TRIPLE_DRAW_2_7', 5],
  ] as const)(
    '[HIDDEN-FEED-1] %s: whole hands with bots, folded hands, burns and discards renamed: hidden screens receive the same bytes; delayed ones until the delay has passed',
    async (variation, hands) => {
      const first = await playWithBots(variation, hands);
      const rename = privateRenaming(first.finalState, first.steps, 7);
      const renamed = [...rename.values()].reduce((n, m) => n + [...m].filter(([a, b]) => a !== b).length, 0);
      expect(renamed).toBeGreaterThan(hands * 2);
      const second = await replayRenamed(variation, first.steps, rename);
      expectSameHiddenAndDelayed(first.run, second, firstDifference(first.steps, rename, first.run.marks));
      for (const [i, screen] of SCREENS.entries())
        if (screen.audience === 'hidden') {
          const peer = first.run.screens[i]!;
          expect(peer.packets.length).toBe(peer.raw.length);
          expectOnlyPublicCards(peer.states.get('t1')!);
        }
    },
  );

  it('[HIDDEN-FEED-2] an all-in shown down: aces against kings, then two pair against threes on the same board: hidden screens cannot tell which', async () => {
    // The same winner, the same pot, the same board; different hands, equities, outs, descriptions and
    // luck. Seat 2 folds (its cards differ too).
    const board: Card[] = ['C2', 'D7', 'H9', 'SJ', 'C4'];
    const deals: Record<number, Card[]>[] = [
      { 0: ['SA', 'HA'], 1: ['SK', 'HK'], 2: ['D5', 'C6'] },
      { 0: ['S9', 'S7'], 1: ['S3', 'H3'], 2: ['DT', 'C8'] },
    ];
    const runs: Run[] = [];
    for (const deal of deals) runs.push(await playAllIn(deal, board));
    const [a, b] = runs as [Run, Run];
    expectWatchedToTheEnd(a);
    expectWatchedToTheEnd(b);
    SCREENS.forEach((screen, i) => {
      if (screen.audience !== 'hidden') return;
      expectSameStream(a.screens[i]!.raw, b.screens[i]!.raw, screen.name);
      const state = a.screens[i]!.states.get('t1')!;
      expectOnlyPublicCards(state);

      expect(state.payout?.awards.length).toBeGreaterThan(0);
    });
    // The operators saw the difference: the luck score, the hand descriptions.
    const opState = (run: Run) => run.operator.states.get('t1')!;
    expect(opState(a).payout?.awards[0]?.handDescription).not.toEqual(
      opState(b).payout?.awards[0]?.handDescription,
    );
    expect(JSON.stringify(opState(a).playerGroup)).not.toEqual(JSON.stringify(opState(b).playerGroup));
  });
});

/**
 * One NLH hand on a GAME table: `deal` to seats 0–2, seat 2 folds (its cards reach the muck), the
 * others go all in and call; the board runs out (with burns) and the showdown is confirmed.
 */
async function playAllIn(deal: Record<number, Card[]>, board: Card[]): Promise<Run> {
  const room = openRoom(
    [tableDefinition('t1', 'NLH', { streamDelaySeconds: DELAY_SECONDS })],
    {},
    undefined,
    {
      equity,
    },
  );
  const marks: Run['marks'] = [];
  const { operator, screens } = await watchers(room.connect);
  const stage = { ...room, operator, screens, completed: [] as string[] };
  const antennas = antennasOf(room.table().model.settings);
  const command = (event: string, data: object = {}): TableInput =>
    ({ kind: 'command', command: { event, data } }) as TableInput;
  const cardRead = (antennaId: number, card: Card): TableInput => ({
    kind: 'read',
    antennaId,
    tagId: simulatedCardTag(card),
  });
  const go = (input: TableInput) => take(stage, { delayMs: 1000, input }, marks);
  await go(command('setTableMode', { tableMode: 'REGISTER_DECK' }));
  for (const card of DECK_ORDER) await go(cardRead(antennas.board!, card));
  await go(command('setTableMode', { tableMode: 'GAME' }));
  for (const seatIndex of [0, 1, 2])
    await go(command('seatPlayer', { seatIndex, displayName: `P${seatIndex + 1}`, stack: 200 }));
  await go(command('startRound'));
  const burns: Card[] = ['D8', 'DJ', 'DQ'];
  const boardLeft = [...board];
  for (let guard = 0; guard < 100; guard++) {
    const model = room.table().pendingModel;
    const run = model.hand;
    if (!run) break;
    const s = run.state;
    if (run.inference) await go(command('confirmAction'));
    else if (s.phase === 'dealing') {
      const d = s.dealing!;
      const owed = s.players.findIndex((p) => p.status === 'inHand' && p.pendingHole.length > 0);
      if (d.burnPending && run.config.burnsRecorded) await go(cardRead(antennas.burn!, burns.shift()!));
      else if (owed >= 0) {
        const seat = seatOfPlayer(run, owed);
        await go(cardRead(antennas.seat.get(seat)!, deal[seat]![s.players[owed]!.hole.length]!));
      } else await go(cardRead(antennas.board!, boardLeft.shift()!));
    } else if (s.phase === 'betting') {
      const state = room.table().state();
      const seat = state.round.actingPlayer!;
      const options = state.round.actionOptions!;
      if (seat === 2) await go(cardRead(antennas.muck!, deal[2]![0]!));
      else if (options.currentBet < options.maxRaise)
        await go(command('action', { type: 'raise', seatIndex: seat, amount: options.maxRaise }));
      else await go(command('action', { type: 'call', seatIndex: seat }));
    } else if (s.phase === 'showdown') await go(command('confirmAction'));
    else break;
  }
  expect(room.table().model.hand?.state.phase ?? 'complete').toBe('complete');

  return { operator, screens, marks };
}
