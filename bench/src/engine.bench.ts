/**
 * Engine figures on loopback: `npx tsx bench/src/engine.bench.ts [--seconds 10] [--quick]`.
 *
 * 1. Read → push latency: an antenna read submitted to a table (journaled with fdatasync on a real
 *    file, coalesced into the next 16 ms frame, projected, sent) until an operator's socket has the
 *    patch carrying it. p50 / p99 / max, with the product's 16 ms frame and with no coalescing.
 * 2. Fan-out of one table to 100 and 1,000 viewers at 20 changes per second: a simulated table is
 *    stepped 20 times a second; the viewers (in a separate process, so they do not share a core with
 *    the engine) note when each message arrives against the `updateTime` stamped when the state was
 *    built. Ours: the engine's socket server with its three classes — a third operators, a third
 *    delayed viewers (stream delay 1 s, subtracted), a third hidden viewers (redacted) — each sent the
 *    full state once, then patches. Anchor, same run, same table: a plain `ws` server broadcasting the
 *    full state (stringified once) to every client on every change.
 *
 * Prints figures; it never fails on a timing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { signSocketToken, type TableState } from '@railbird/protocol';
import { WebSocket, WebSocketServer } from 'ws';
import { startEngine } from '../../apps/engine/src/engine.js';
import { MemoryJournal } from '../../apps/engine/src/journal/journal.js';
import { createLogger } from '../../apps/engine/src/log.js';
import { nextSimStep } from '../../apps/engine/src/simulation/driver.js';
import { simulatedTableSettings } from '../../apps/engine/src/simulation/settings.js';
import { Table } from '../../apps/engine/src/table/table.js';

const SECRET = 'bench-secret-0123456789abcdefghijklmnop';
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const secondsArg = args.indexOf('--seconds');
const SECONDS = secondsArg >= 0 ? Number(args[secondsArg + 1]) : quick ? 4 : 10;
const log = createLogger('silent');
const now = () => performance.timeOrigin + performance.now();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(1).padStart(6);
  return `p50 ${f(percentile(sorted, 50))} ms   p99 ${f(percentile(sorted, 99))} ms   max ${f(sorted.at(-1) ?? Number.NaN)} ms   (${sorted.length} samples)`;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ── Clients (a child process) ─────────────────────────────────────────────────────────────────────

interface ClientSpec {
  url: string;
  /** Subtracted from the measured age (delayed viewers). */
  delayMs: number;
  cls: string;
}

/** Connects every client, reports ready, records message ages until told to stop, then reports. */
async function runClients(specs: ClientSpec[], commands: AsyncIterator<string>): Promise<void> {
  const ages = new Map<string, number[]>();
  const bytes = new Map<string, number[]>();
  let recording = false;
  const sockets: WebSocket[] = [];
  const stamp = /"updateTime":(\d+)/;
  for (let i = 0; i < specs.length; i += 50) {
    await Promise.all(
      specs.slice(i, i + 50).map(
        (spec) =>
          new Promise<void>((resolve, reject) => {
            const socket = new WebSocket(spec.url);
            sockets.push(socket);
            socket.on('message', (data: Buffer) => {
              if (!recording) return;
              const at = now();
              const head = data.subarray(0, 200).toString('latin1');
              if (head.startsWith('{"event":"heartbeat"')) return;
              const match = stamp.exec(head);
              if (!match) return;
              const age = at - Number(match[1]) - spec.delayMs;
              let list = ages.get(spec.cls);
              if (!list) ages.set(spec.cls, (list = []));
              list.push(age);
              let sizes = bytes.get(spec.cls);
              if (!sizes) bytes.set(spec.cls, (sizes = []));
              sizes.push(data.length);
            });
            socket.once('open', () => resolve());
            socket.once('error', reject);
          }),
      ),
    );
  }
  process.stdout.write('ready\n');
  for (;;) {
    const line = await commands.next();
    if (line.done || line.value === 'stop') break;
    if (line.value === 'record') recording = true;
  }
  for (const s of sockets) s.terminate();
  // Percentiles here: the raw ages of a thousand clients are megabytes.
  const stats = (list: number[], sizes: number[]): Figures => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      count: sorted.length,
      p50: percentile(sorted, 50),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? Number.NaN,
      bytes: sizes.reduce((a, b) => a + b, 0) / Math.max(1, sizes.length),
    };
  };
  const report: Record<string, Figures> = {};
  for (const [cls, list] of ages) report[cls] = stats(list, bytes.get(cls) ?? []);
  if (ages.size > 1) report['all classes'] = stats([...ages.values()].flat(), [...bytes.values()].flat());
  process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
}

interface Figures {
  count: number;
  p50: number;
  p99: number;
  max: number;
  bytes: number;
}

function line(f: Figures): string {
  const v = (x: number) => x.toFixed(1).padStart(6);
  return `p50 ${v(f.p50)} ms   p99 ${v(f.p99)} ms   max ${v(f.max)} ms   (${f.count} messages, ${Math.round(f.bytes)} B each)`;
}

/** Starts the clients in a child process; resolves with handles to record and stop them. */
async function clients(specs: ClientSpec[]) {
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--clients'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.write(`${JSON.stringify(specs)}\n`);
  const lines = createInterface({ input: child.stdout });
  const iterator = lines[Symbol.asyncIterator]();
  const ready = await iterator.next();
  if (ready.value !== 'ready') throw new Error(`clients: ${ready.value}`);
  return {
    record: () => child.stdin.write('record\n'),
    stop: async (): Promise<Record<string, Figures>> => {
      child.stdin.write('stop\n');
      const report = await iterator.next();
      return JSON.parse(report.value as string);
    },
  };
}

// ── Tables ────────────────────────────────────────────────────────────────────────────────────────

/** A simulated table with a few dozen hands behind it (its players have statistics). */
async function warmTable(key: string): Promise<Table> {
  const table = Table.open({
    definition: {
      key,
      settings: simulatedTableSettings({ key, variation: 'NLH' }),
      mode: 'DEMO',
      locationId: 'loc',
      streamDelaySeconds: 1,
    },
    journal: new MemoryJournal(),
    now: Date.now,
    log,
    version: 'bench',
    devLevel: 3,
  });
  await stepUntilHands(table, 30);
  return table;
}

async function stepUntilHands(table: Table, hands: number): Promise<void> {
  const target = table.model.roundCount + hands;
  while (table.model.roundCount < target) await step(table);
}

async function step(table: Table): Promise<void> {
  const next = nextSimStep(table.pendingModel, { samples: 8 });
  if (!next) throw new Error('the simulation stopped');
  await table.submit(next.input, { source: 'simulation' });
}

/** Steps the table 20 times a second for `seconds`. */
async function drive(table: Table, seconds: number): Promise<void> {
  const start = performance.now();
  for (let k = 0; k < seconds * 20; k++) {
    const due = start + k * 50;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    await step(table);
  }
}

// ── 1. Read → push ────────────────────────────────────────────────────────────────────────────────

async function readToPush(frameMs: number): Promise<number[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'railbird-bench-'));
  const engine = await startEngine({
    dataDir,
    host: '127.0.0.1',
    port: 0,
    tables: [
      {
        key: 'b1',
        settings: simulatedTableSettings({ key: 'b1', variation: 'NLH' }),
        mode: 'SCAN',
        locationId: 'loc',
      },
    ],
    secret: SECRET,
    log,
    now: Date.now,
    version: 'bench',
    devLevel: 3,
    frameMs,
    heartbeatMs: 0,
  });
  const token = await signSocketToken(
    { v: 1, sub: 'bench', tableKey: 'b1', locationId: 'loc', scope: 'operator', exp: Date.now() + 600_000 },
    SECRET,
  );
  const socket = new WebSocket(`ws://127.0.0.1:${engine.port}/?table=b1&page=bench&token=${token}`);
  const sent = new Map<string, number>();
  const latencies: number[] = [];
  socket.on('message', (data: Buffer) => {
    const at = performance.now();
    const packet = JSON.parse(data.toString()) as {
      event: string;
      data: { changes?: { table?: TableState['table'] } };
    };
    const reads = packet.data.changes?.table?.reads;
    const tag = reads?.at(-1)?.tagId;
    const t0 = tag ? sent.get(tag) : undefined;
    if (tag && t0 !== undefined) {
      latencies.push(at - t0);
      sent.delete(tag);
    }
  });
  await new Promise((r) => socket.once('open', r));
  await sleep(200);
  const table = engine.tables.get('b1')!;
  const reads = SECONDS * 20;
  for (let k = 0; k < reads; k++) {
    const tag = `TAG-${k}`;
    sent.set(tag, performance.now());
    void table.submit({ kind: 'read', antennaId: k % 12, tagId: tag }, { source: 'antenna' });
    await sleep(50);
  }
  await sleep(200);
  socket.terminate();
  await engine.close();
  rmSync(dataDir, { recursive: true, force: true });
  return latencies;
}

// ── 2. Fan-out ────────────────────────────────────────────────────────────────────────────────────

async function fanOutOurs(viewers: number) {
  const table = await warmTable('f1');
  const engine = await startEngine({
    dataDir: null,
    host: '127.0.0.1',
    port: 0,
    tables: [],
    secret: SECRET,
    log,
    now: Date.now,
    version: 'bench',
    devLevel: 3,
    heartbeatMs: 1000,
    messagesPerSecond: 1000,
  });
  engine.tables.add(table);
  const specs: ClientSpec[] = [];
  for (let i = 0; i < viewers; i++) {
    const scope = (['operator', 'viewer', 'hiddenViewer'] as const)[i % 3]!;
    const token = await signSocketToken(
      { v: 1, sub: `v${i}`, tableKey: 'f1', locationId: 'loc', scope, exp: Date.now() + 600_000 },
      SECRET,
    );
    specs.push({
      url: `ws://127.0.0.1:${engine.port}/?table=f1&page=${scope === 'hiddenViewer' ? 'overlays-hidden' : 'overlays'}&token=${token}`,
      delayMs: scope === 'viewer' ? 1000 : 0,
      cls: scope === 'operator' ? 'operators' : scope === 'viewer' ? 'delayed (1 s, subtracted)' : 'hidden',
    });
  }
  const c = await clients(specs);
  await drive(table, 2);
  c.record();
  await drive(table, SECONDS);
  await sleep(1200);
  const report = await c.stop();
  await engine.close();
  return report;
}

async function fanOutPlain(viewers: number) {
  const table = await warmTable('p1');
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise((r) => wss.once('listening', r));
  const port = (wss.address() as { port: number }).port;
  // The anchor: every change, the full state, stringified once, sent to every client.
  table.subscribe((state) => {
    const text = JSON.stringify(state);
    for (const client of wss.clients) client.send(text);
  });
  const specs = Array.from(
    { length: viewers },
    (): ClientSpec => ({ url: `ws://127.0.0.1:${port}/`, delayMs: 0, cls: 'plain broadcast' }),
  );
  const c = await clients(specs);
  await drive(table, 2);
  c.record();
  await drive(table, SECONDS);
  await sleep(300);
  const report = await c.stop();
  for (const client of wss.clients) client.terminate();
  await new Promise((r) => wss.close(r));
  await table.close();
  return report;
}

async function main() {
  console.log(`Engine bench (${SECONDS} s per run)\n`);
  console.log('1. Antenna read → operator socket (journaled with fdatasync, projected, sent)');
  console.log(`   16 ms frame (product)  ${summary(await readToPush(16))}`);
  console.log(`   no coalescing          ${summary(await readToPush(0))}`);
  console.log(
    '\n2. Fan-out of one table at 20 changes/s: age of each message on arrival (receive − updateTime)',
  );
  for (const viewers of quick ? [100] : [100, 1000]) {
    const ours = await fanOutOurs(viewers);
    const plain = await fanOutPlain(viewers);
    console.log(`   ${viewers} viewers`);
    for (const [cls, f] of Object.entries(ours)) console.log(`     ours, ${cls.padEnd(26)} ${line(f)}`);
    for (const [cls, f] of Object.entries(plain)) console.log(`     anchor, ${cls.padEnd(24)} ${line(f)}`);
  }
}

if (args.includes('--clients')) {
  // First line: the clients to open; then `record` and `stop`.
  const commands = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const first = await commands.next();
  await runClients(JSON.parse(first.value as string) as ClientSpec[], commands);
} else {
  await main();
  process.exit(0);
}
