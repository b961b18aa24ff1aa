/**
 * The path of one card read through the engine's modules: `npx tsx bench/src/read-path.bench.ts`.
 *
 * Issue 28 measures the engine's shape by following a card read: how many times the path comes back
 * to a module it had left (a module called, returning, called again — reduce.ts → card-reads.ts →
 * reduce.ts → settings.ts → reduce.ts … counts each return). A layered reducer calls down and comes
 * back once; every extra return is a place the read's handling is spread over modules that must
 * agree. Target: at most 12.
 *
 * How: the read is applied as the engine applies it — `reduceTable` (validation, the game's action,
 * settings and the event that follow, the game state, diagnostics, transitions), then the projection
 * to the table state message (`Projector.project`) — on a table mid-hand, NLH and NLH with every
 * room add-on on. A worker thread drives this thread's debugger (node:inspector): from a `debugger`
 * statement before the read it steps into every statement until the read returns, and notes the
 * module of each. Libraries and our packages (`node_modules`, `packages/`) are black-boxed: the
 * debugger steps over them, so the path is the engine's own modules. Prints the module sequence and
 * the count; it never fails on the figure.
 */
import { Worker } from 'node:worker_threads';
import type { Card } from '@railbird/poker';
import { simulatedCardTag } from '../../apps/engine/src/rfid/tags.js';
import type { JournalEntry } from '../../apps/engine/src/table/inputs.js';
import { Projector, type RuntimeView } from '../../apps/engine/src/table/project.js';
import { reduceTable } from '../../apps/engine/src/table/reduce.js';
import { T0, TableDriver } from '../../apps/engine/test/support/table-driver.js';

/** The worker: attaches to the main thread's debugger and steps through the read. */
const STEPPER = `
const { parentPort } = require('node:worker_threads');
const { Session } = require('node:inspector');
// The inspector session alone does not keep a worker's loop alive.
setInterval(() => {}, 1000);
const session = new Session();
session.connectToMainThread();
const post = (method, params = {}) =>
  new Promise((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
let depth = null;
let deeper = false;
const urls = [];
const scripts = new Map();
session.on('Debugger.scriptParsed', ({ params }) => scripts.set(params.scriptId, params.url));
session.on('Debugger.paused', async ({ params }) => {
  const frames = params.callFrames;
  // Paused first at the debugger statement; done once the read has returned to that function.
  if (depth === null) depth = frames.length;
  else if (frames.length > depth) deeper = true;
  else if (deeper || frames.length < depth) {
    parentPort.postMessage({ urls });
    await post('Debugger.resume');
    return;
  }
  urls.push(scripts.get(frames[0].location.scriptId) ?? '');
  await post('Debugger.stepInto');
});
(async () => {
  await post('Debugger.enable');
  await post('Debugger.setBlackboxPatterns', { patterns: ['/node_modules/', '/packages/', '^node:'] });
  parentPort.postMessage('ready');
})();
`;

/** The modules a traced call went through, in order, each run of one module once. */
async function trace(run: () => void): Promise<string[]> {
  const worker = new Worker(STEPPER, { eval: true });
  await new Promise<void>((resolve) => worker.once('message', () => resolve()));
  const done = new Promise<string[]>((resolve) => worker.once('message', (m) => resolve(m.urls)));
  // biome-ignore lint/suspicious/noDebugger: the stepper starts here
  debugger;
  run();
  const urls = await done;
  await worker.terminate();
  const modules = urls
    .map((u) => /apps\/engine\/src\/(.+)\.ts/.exec(u)?.[1])
    .filter((m): m is string => m !== undefined);
  return modules.filter((m, i) => m !== modules[i - 1]);
}

/** How many times the path comes back to a module it had left. */
function returns(path: string[]): number {
  const seen = new Set<string>();
  let count = 0;
  for (const m of path) {
    if (seen.has(m)) count++;
    seen.add(m);
  }
  return count;
}

/** A table mid-hand waiting for its first hole card: the read traced is that card on seat 1. */
function tableWaitingForACard(addOns: boolean): { driver: TableDriver; entry: JournalEntry } {
  const driver = TableDriver.game('NLH', [200, 200, 200]);
  if (addOns) {
    driver.command('setAddOns', {
      addOns: ['nitGameAddOn', 'runnerUpAddOn', 'teamAddOn', 'bingoAddOn', 'fortuneTellerAddOn'],
      settings: {},
    });
  }
  driver.command('startRound');
  const card: Card = 'SA';
  const entry: JournalEntry = {
    seq: driver.seq + 1,
    time: T0 + 1_000_000,
    source: 'antenna',
    input: { kind: 'read', antennaId: driver.seatAntenna(0), tagId: simulatedCardTag(card) },
  };
  return { driver, entry };
}

/** What the engine's runtime adds to a projection (table.ts `state()`); none of it is the read's. */
const PROJECT_CONTEXT: RuntimeView = {
  cloud: { isConnected: false, lastSyncTime: null, pendingHands: 0 },
  requestingIps: [],
  equity: null,
  obs: null,
  version: 'bench',
  devLevel: 0,
  ip: null,
};

for (const addOns of [false, true]) {
  const { driver, entry } = tableWaitingForACard(addOns);
  let next: ReturnType<typeof reduceTable> | null = null;
  const reduced = await trace(() => {
    next = reduceTable(driver.model, entry);
  });
  const result = next as ReturnType<typeof reduceTable> | null;
  if (!result?.ok) throw new Error('the read was refused');
  const projector = new Projector();
  const projected = await trace(() => void projector.project(result.model, PROJECT_CONTEXT, entry.time));
  const table = `NLH${addOns ? ' with the room add-ons on' : ''}`;
  console.log(
    `card read, ${table}: the reducer ${returns(reduced)} returns to a module it had left (target ≤ 12, ${reduced.length} visits); the projection ${returns(projected)} (${projected.length} visits)`,
  );
  console.log(`  reduce: ${reduced.join(' → ')}`);
  if (process.env.READ_PATH_ALL) console.log(`  project: ${projected.join(' → ')}`);
}
