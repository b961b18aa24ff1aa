/**
 * Player statistics throughput: `npx tsx bench/src/stats.bench.ts [--quick]`.
 *
 * Simulates a pool of complete hands with the rules engine (seeded random legal play: NLH 6-max and
 * 9-max, PLO, a few stud and draw hands), each with per-action decision times, then times the
 * statistics over 1,000,000 hands drawn from the pool: the facts of each hand (one pass over its
 * events), their aggregation into per-player aggregates (all-time, and per variation, as the server
 * keeps them), and both together, as hands per second. Players are spread over a roster of 500 names
 * so the aggregates are many, as on a real server. Prints figures only; it never fails on a timing.
 *
 * The same facts aggregated by SQL in Postgres, side by side with this aggregation:
 * bench/src/stats-sql.bench.ts. luckScore is left out: its cost is the equity enumeration, which the
 * equity bench measures.
 */

import {
  addHand,
  apply,
  type HandConfig,
  type HandEvent,
  handConfig,
  handFacts,
  type PlayerStats,
  seededRandom,
  startHand,
  type VariationCode,
} from '@railbird/poker';
import { randomLegalAction } from '../../packages/poker/src/game/random-play.js';

const quick = process.argv.includes('--quick');
const HANDS = quick ? 200_000 : 1_000_000;
const POOL = quick ? 1_000 : 4_000;
const ROSTER = 500;

interface SimulatedHand {
  readonly config: HandConfig;
  readonly events: readonly HandEvent[];
  readonly decisionTimes: readonly number[];
}

const random = seededRandom(0x57a75);

const TABLES: { variation: VariationCode; players: number; weight: number; setup: object }[] = [
  { variation: 'NLH', players: 6, weight: 5, setup: { blindsOrStraddles: [1, 2] } },
  { variation: 'NLH', players: 9, weight: 3, setup: { blindsOrStraddles: [1, 2], antes: [0, 2] } },
  { variation: 'PLO', players: 6, weight: 2, setup: { blindsOrStraddles: [1, 2] } },
  { variation: 'STUD', players: 7, weight: 1, setup: { antes: 1, bringIn: 1, smallBet: 2, bigBet: 4 } },
  { variation: 'TRIPLE_DRAW_2_7', players: 5, weight: 1, setup: { blindsOrStraddles: [1, 2] } },
];

function simulate(): SimulatedHand {
  const total = TABLES.reduce((s, t) => s + t.weight, 0);
  let roll = random() * total;
  const table = TABLES.find((t) => (roll -= t.weight) < 0) ?? TABLES[0]!;
  const config = handConfig({
    variation: table.variation,
    players: Array.from({ length: table.players }, (_, i) => ({
      name: `seat${i}`,
      stack: 100 + Math.floor(random() * 300),
    })),
    ...table.setup,
  });
  const started = startHand(config);
  if (!started.ok) throw new Error(started.error.message);
  let state = started.state;
  const events: HandEvent[] = [...started.events];
  for (let guard = 0; state.phase !== 'complete' && guard < 500; guard++) {
    const action = randomLegalAction(state, random)!;
    const next = apply(state, action);
    if (!next.ok) throw new Error(`${next.error.rule}: ${next.error.message}`);
    state = next.state;
    events.push(...next.events);
  }
  const bets = events.filter((e) => e.type === 'bet').length;
  const decisionTimes = Array.from({ length: bets }, () => Math.round(500 + random() * random() * 30_000));
  return { config, events, decisionTimes };
}

const t0 = performance.now();
const pool = Array.from({ length: POOL }, simulate);
const generated = performance.now() - t0;
const eventsPerHand = pool.reduce((s, h) => s + h.events.length, 0) / pool.length;

/** Seat `player` of hand number `k` is this roster name (spreads hands over many aggregates). */
const roster = Array.from({ length: ROSTER }, (_, i) => `player${i}`);
const rosterIndex = (k: number, player: number) => (k * 7 + player * 131) % ROSTER;
const nameOf = (k: number, player: number) => roster[rosterIndex(k, player)]!;
/** Per-variation keys, built once, as a server would hold its grouping keys. */
const variationKeys = new Map<string, string[]>(
  TABLES.map((t) => [t.variation, roster.map((name) => `${name}|${t.variation}`)]),
);

function time(label: string, run: () => void): { label: string; ms: number } {
  run(); // warm-up pass (JIT), not timed
  const start = performance.now();
  run();
  return { label, ms: performance.now() - start };
}

let sink = 0;
const results = [
  time('facts only', () => {
    for (let k = 0; k < HANDS; k++) {
      const h = pool[k % POOL]!;
      sink += handFacts(h.config, h.events, { decisionTimes: h.decisionTimes }).players.length;
    }
  }),
  time('facts + all-time aggregates', () => {
    const book = new Map<string, PlayerStats>();
    for (let k = 0; k < HANDS; k++) {
      const h = pool[k % POOL]!;
      const facts = handFacts(h.config, h.events, { decisionTimes: h.decisionTimes });
      addHand(book, facts, (p) => nameOf(k, p.player));
    }
    sink += book.size;
  }),
  time('facts + all-time and per-variation', () => {
    const allTime = new Map<string, PlayerStats>();
    const perVariation = new Map<string, PlayerStats>();
    for (let k = 0; k < HANDS; k++) {
      const h = pool[k % POOL]!;
      const facts = handFacts(h.config, h.events, { decisionTimes: h.decisionTimes });
      addHand(allTime, facts, (p) => nameOf(k, p.player));
      addHand(
        perVariation,
        facts,
        (p, hand) => variationKeys.get(hand.variation)![rosterIndex(k, p.player)]!,
      );
    }
    sink += allTime.size + perVariation.size;
  }),
];

console.log(
  `stats over ${HANDS.toLocaleString('en')} simulated hands (a pool of ${POOL.toLocaleString('en')} played by the rules engine in ${(generated / 1000).toFixed(1)} s, ${eventsPerHand.toFixed(0)} events per hand), ${ROSTER} player names`,
);
const rows = [
  ['what', 'hands/s', 'µs per hand'],
  ...results.map((r) => [
    r.label,
    Math.round((HANDS / r.ms) * 1000).toLocaleString('en'),
    ((r.ms * 1000) / HANDS).toFixed(2),
  ]),
];
const widths = rows[0]!.map((_, c) => Math.max(...rows.map((row) => row[c]!.length)));
const line = (row: string[]) =>
  row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
console.log(line(rows[0]!));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of rows.slice(1)) console.log(line(row));
console.log('The same facts aggregated by SQL in Postgres: npx tsx bench/src/stats-sql.bench.ts');
if (sink === 0.5) console.log(''); // keeps the results alive
