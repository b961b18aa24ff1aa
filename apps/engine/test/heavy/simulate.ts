/**
 * Plays simulated hands on a real table (the engine's Table, its projection and fan-out) in the fast
 * mode of the simulation: the bots' clock is virtual (each step moves it on by the realistic delay),
 * the coalescing of pushes is real (one push per 16 ms frame). Checks as it goes:
 * - every message pushed to each viewer class parses with the protocol's packet schema, and the state
 *   it rebuilds (full state, then patches) parses with the table-state schema;
 * - the hidden class never carries a hole card face;
 * - chips are conserved in every hand and at the table (seat stacks move only by buy-ins and leavers);
 * - each completed hand's PHH replays through the reducer to the finishing stacks the engine shipped;
 * - every change of game and round state is allowed by the transition tables (the reducer throws
 *   otherwise, and the step fails).
 */
import { type Card, invariantViolations, parsePhh, replay, type VariationCode } from '@railbird/poker';
import {
  applyStatePatch,
  type BlindLevel,
  type CompletedHandInput,
  enginePacketSchema,
  type GameSettings,
  type TableState,
  tableStateSchema,
} from '@railbird/protocol';
import { MemoryJournal } from '../../src/journal/journal.js';
import { createLogger } from '../../src/log.js';
import { nextSimStep } from '../../src/simulation/driver.js';
import { simulatedTableSettings } from '../../src/simulation/settings.js';
import type { ViewerClass } from '../../src/sockets/auth.js';
import { TableChannel } from '../../src/sockets/fanout.js';
import { Table } from '../../src/table/table.js';

export interface SimulationReport {
  variation: VariationCode;
  hands: number;
  steps: number;
  pushes: Record<ViewerClass, number>;
  showdowns: number;
  failures: string[];
  /** The completed hands as the engine shipped them. */
  records: CompletedHandInput[];
}

const HOLE_CARD = /"hand":\{"cards":\[([^\]]*)\]/g;

export async function playSimulatedHands(
  variation: VariationCode,
  hands: number,
  options: {
    players?: number;
    samples?: number;
    mode?: 'CASH' | 'MTT';
    /** Game settings and first blind level changes (the room rules: straddles, bomb pots, mixed games…). */
    game?: Partial<GameSettings>;
    level?: Partial<BlindLevel>;
  } = {},
): Promise<SimulationReport> {
  let virtual = 1_790_000_000_000;
  const failures: string[] = [];
  const fail = (message: string) => {
    if (failures.length < 20) failures.push(message);
  };
  const completed: CompletedHandInput[] = [];
  const key = `sim-${variation.toLowerCase().replaceAll('_', '-')}`;
  const base = simulatedTableSettings({ key, variation, ...(options.mode ? { mode: options.mode } : {}) });
  const g = base.defaultGameSettings;
  const settings = {
    ...base,
    defaultGameSettings: {
      ...g,
      ...options.game,
      blindLevels: g.blindLevels.map((l, k) => (k === 0 ? { ...l, ...options.level } : l)),
    },
  };
  const table = Table.open({
    definition: {
      key,
      settings,
      mode: 'DEMO',
    },
    journal: new MemoryJournal(),
    now: () => virtual,
    log: createLogger('silent'),
    version: 'test',
    devLevel: 3,
    onHandCompleted: (hand) => completed.push(hand),
  });
  const channel = new TableChannel(key, table.state(), () => virtual);
  const pushes: Record<ViewerClass, number> = { operator: 0, delayed: 0, hidden: 0 };
  // The delayed class shares the operators' bytes while the stream delay is 0: validated once.
  const validated = new Map<ViewerClass, Buffer>();
  let lastBytes: Buffer | null = null;
  for (const cls of ['operator', 'delayed', 'hidden'] as const) {
    let state: TableState | null = null;
    channel.join(
      {
        sendText(bytes: Buffer) {
          pushes[cls]++;
          const text = bytes.toString('utf8');
          const raw = JSON.parse(text) as { event: string; data: unknown; tableKey: string };
          let next: TableState | null;
          if (raw.event === 'state') {
            // The whole packet against the packet schema (which parses the state inside it).
            const packet = enginePacketSchema.safeParse(raw);
            if (!packet.success)
              return fail(`${cls}: invalid packet ${JSON.stringify(packet.error.issues.slice(0, 2))}`);
            next = (packet.data as { data: TableState }).data;
          } else if (raw.event === 'statePatch') {
            // A patch is valid when the state it makes is: the changed fields are parsed there.
            const patch = raw.data as {
              baseUpdateTime: number;
              changes: Partial<TableState> & { updateTime: number };
            };
            if (!state) return fail(`${cls}: a patch before any state`);
            next = applyStatePatch(state, patch);
            if (!next) return fail(`${cls}: a patch against another state`);
            if (bytes === validated.get(cls)) {
              state = next;
              return;
            }
            const full = tableStateSchema.safeParse(next);
            if (!full.success)
              return fail(`${cls}: invalid state ${JSON.stringify(full.error.issues.slice(0, 2))}`);
            if (raw.tableKey !== key) return fail(`${cls}: a patch for table ${raw.tableKey}`);
          } else return fail(`${cls}: unexpected ${raw.event}`);
          state = next;
          lastBytes = bytes;
          validated.set(cls === 'operator' ? 'delayed' : cls, lastBytes);
          if (cls === 'hidden') {
            for (const match of text.matchAll(HOLE_CARD)) {
              const faces = match[1]!.split(',').filter((c) => c !== 'null' && c !== '');
              // The game in play (a mixed rotation changes it hand by hand).
              const stud = ['STUD', 'STUD8', 'RAZZ'].includes(state?.gameSettings.variation ?? variation);
              // Stud's third to sixth cards are dealt face up: public, the only faces allowed.
              if (faces.length > 0 && !stud) fail(`hidden viewer received hole cards ${match[1]}`);
            }
          }
        },
      },
      cls,
    );
  }
  table.subscribe((state) => channel.push(state));

  let steps = 0;
  let tally = 0;
  while (completed.length < hands && failures.length === 0) {
    const model = table.pendingModel;
    const step = nextSimStep(model, { samples: options.samples ?? 6, players: options.players ?? 6 });
    if (!step) {
      fail(`the simulation stopped in ${model.gameState}`);
      break;
    }
    virtual += step.delayMs;
    const input = step.input;
    if (input.kind === 'command' && input.command.event === 'seatPlayer') tally += input.command.data.stack;
    if (input.kind === 'command' && input.command.event === 'unseatPlayer') {
      const seatIndex = input.command.data.seatIndex;
      tally -= model.seats.find((s) => s.seatIndex === seatIndex)?.stack ?? 0;
    }
    const before = completed.length;
    const result = await table.submit(input, { source: 'simulation' });
    steps++;
    if (!result.ok) {
      fail(`step ${steps} refused: ${result.error.message} (${JSON.stringify(input)})`);
      break;
    }
    if (!result.changed) {
      fail(`step ${steps} changed nothing: ${JSON.stringify(input)}`);
      break;
    }
    const after = table.model;
    if (after.error) fail(`table error: ${after.error.message}`);
    if (after.hand) {
      const problems = invariantViolations(after.hand.state);
      if (problems.length > 0) fail(`invariants: ${problems.join('; ')}`);
    }
    if (completed.length > before) {
      const hand = completed[completed.length - 1]!;
      const start = hand.players.reduce((s, p) => s + p.startingStack, 0);
      const finish = hand.players.reduce((s, p) => s + p.finishingStack, 0);
      if (Math.abs(start - finish) > 1e-9) fail(`hand ${hand.handNumber}: ${start} chips in, ${finish} out`);
      const seats = after.seats.reduce((s, seat) => s + seat.stack, 0);
      if (Math.abs(seats - tally) > 1e-6)
        fail(`hand ${hand.handNumber}: the seats hold ${seats}, expected ${tally}`);
      const parsed = parsePhh(hand.phh);
      if (!parsed.ok) fail(`hand ${hand.handNumber}: PHH does not parse: ${parsed.error.message}`);
      else {
        const replayed = replay(parsed.hand);
        if (!replayed.ok) fail(`hand ${hand.handNumber}: PHH does not replay: ${replayed.error.message}`);
        else {
          const stacks = replayed.state.result!.finishingStacks;
          const shipped = hand.players.map((p) => p.finishingStack * parsed.hand.scale);
          if (stacks.join() !== shipped.join())
            fail(`hand ${hand.handNumber}: replay ends ${stacks} not ${shipped}`);
        }
      }
    }
    // Let frames fire (pushes are coalesced per 16 ms of real time).
    if (steps % 40 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  await new Promise((resolve) => setTimeout(resolve, 30));
  channel.close();
  await table.close();
  const showdowns = completed.filter((h) => {
    const p = parsePhh(h.phh);
    return p.ok && p.hand.actions.some((a) => a.type === 'show');
  }).length;
  return { variation, hands: completed.length, steps, pushes, showdowns, failures, records: completed };
}

export type { Card };
