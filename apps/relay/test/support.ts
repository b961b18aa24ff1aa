/**
 * The relays' tests run the real processes: an engine bundle (its own build, `--simulate`) publishing
 * to the machine's Redis under a prefix of its own, relay bundles subscribing, and WebSocket viewers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  applyStatePatch,
  type EnginePacket,
  hideHoleCards,
  PROTOCOL_VERSION,
  type SocketScope,
  type StatePatch,
  signSocketToken,
  type TableState,
} from '@railbird/protocol';
import { Redis } from 'ioredis';
import WebSocket from 'ws';

export const SECRET = 'relay-secret-for-tests-0123456789abcdef';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A prefix no other run shares, so parallel runs never meet in Redis. */
export function uniquePrefix(name: string): string {
  return `test-${name}-${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}:`;
}

/** Deletes every key of this run. */
export async function dropPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) await redis.del(...keys);
  } while (cursor !== '0');
  redis.disconnect();
}

/** Builds the engine and relay bundles into a directory of this run's own. */
export async function buildBundles(): Promise<{ engine: string; relay: string; cleanup: () => void }> {
  const dir = join(
    repo,
    'apps',
    'relay',
    'dist',
    `test-${process.pid}-${Math.random().toString(36).slice(2)}`,
  );
  const engine = join(dir, 'engine', 'main.js');
  const relay = join(dir, 'relay', 'main.js');
  type Build = { build: (outfile: string) => Promise<void> };
  const engineBuild = (await import(join(repo, 'apps', 'engine', 'build.mjs'))) as Build;
  const relayBuild = (await import(join(repo, 'apps', 'relay', 'build.mjs'))) as Build;
  await Promise.all([engineBuild.build(engine), relayBuild.build(relay)]);
  return { engine, relay, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Proc {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

async function waitHealthy(port: number, ready: (health: { tables?: string[] }) => boolean): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      const health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as {
        tables?: string[];
      };
      if (ready(health)) return;
    } catch {}
    await sleep(50);
  }
  throw new Error(`nothing healthy on port ${port}`);
}

function spawnProc(bundle: string, args: string[], env: Record<string, string>, port: number): Proc {
  const child = spawn(process.execPath, [bundle, ...args], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    port,
    url: `ws://127.0.0.1:${port}`,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(5000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}

/** An engine hosting `tables` simulated tables at `speed`, publishing under `prefix`. */
export async function startEngineProcess(
  bundle: string,
  prefix: string,
  options: { tables?: number; speed?: number; redisUrl?: string } = {},
): Promise<Proc & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'railbird-relay-engine-'));
  const port = await freePort();
  const proc = spawnProc(
    bundle,
    ['--simulate', String(options.tables ?? 1), '--speed', String(options.speed ?? 10)],
    {
      RAILBIRD_DATA_DIR: dataDir,
      ENGINE_PORT: String(port),
      ENGINE_HOST: '127.0.0.1',
      ENGINE_SECRET: SECRET,
      REDIS_URL: options.redisUrl ?? REDIS_URL,
      REDIS_PREFIX: prefix,
    },
    port,
  );
  await waitHealthy(port, (h) => (h.tables?.length ?? 0) > 0);
  const stop = proc.stop;
  return {
    ...proc,
    dataDir,
    stop: async () => {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A relay that has heard of the engine's tables. */
export async function startRelayProcess(bundle: string, prefix: string, redisUrl = REDIS_URL): Promise<Proc> {
  const port = await freePort();
  const proc = spawnProc(
    bundle,
    [],
    {
      RELAY_PORT: String(port),
      RELAY_HOST: '127.0.0.1',
      ENGINE_SECRET: SECRET,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
    },
    port,
  );
  await waitHealthy(port, (h) => (h.tables?.length ?? 0) > 0);
  return proc;
}

export function token(tableKey: string, scope: SocketScope, sub = `user-${scope}`): Promise<string> {
  return signSocketToken(
    {
      v: 1,
      sub,
      tableKey,
      locationId: 'loc-1',
      scope,
      ...(scope === 'operator' ? { adminType: 'ADMIN' as const } : {}),
      exp: Date.now() + 10 * 60_000,
    },
    SECRET,
  );
}

export interface Frame {
  at: number;
  event: 'state' | 'statePatch';
  state: TableState;
}

/**
 * A screen as the web client is one: it holds the state, applies patches, and when its socket closes
 * it opens the next address of its list at once (a relay gone, another one there).
 */
export class Viewer {
  readonly #urls: string[];
  readonly #query: string;
  readonly keepFrames: boolean;
  #at = 0;
  ws: WebSocket | null = null;
  state: TableState | null = null;
  frames: Frame[] = [];
  /** updateTimes in the order they were held. */
  times: number[] = [];
  /** Indexes into `times` where a full state came (the join, a reconnection, a resync). */
  starts: number[] = [];
  /** When each full state came. */
  startedAt: number[] = [];
  /** Checked on every frame (not kept): throws nothing, counts. */
  check: ((state: TableState) => boolean) | null = null;
  failedChecks = 0;
  frameCount = 0;
  /** Patches that did not follow the state held: a frame missed or out of order. */
  gaps = 0;
  heartbeats = 0;
  errors: Extract<EnginePacket, { event: 'error' }>[] = [];
  packets: EnginePacket[] = [];
  connects = 0;
  #stopped = false;
  #onState: (() => void)[] = [];
  onFrame: ((frame: Frame) => void) | null = null;
  /** Light screens: each patch's updateTime as it comes (the relay bench's latency). */
  onTime: ((updateTime: number) => void) | null = null;

  /**
   * Light: patches are followed by their head (`baseUpdateTime`, `updateTime`: the engine writes them
   * first) and scanned as text by `textCheck`, not parsed — thousands of screens in one test process.
   */
  readonly light: boolean;
  #lastTime = -1;
  textCheck: ((bytes: Buffer) => boolean) | null = null;

  constructor(
    urls: string[],
    query: Record<string, string>,
    options: { keepFrames?: boolean; light?: boolean } = {},
  ) {
    this.#urls = urls;
    this.#query = new URLSearchParams({ protocolVersion: String(PROTOCOL_VERSION), ...query }).toString();
    this.keepFrames = options.keepFrames ?? true;
    this.light = options.light ?? false;
  }

  get url(): string {
    return this.#urls[this.#at]!;
  }

  open(): void {
    this.connects++;
    const ws = new WebSocket(`${this.url}/?${this.#query}`, { skipUTF8Validation: this.light });
    this.ws = ws;
    ws.on('message', (raw) => this.#receive(raw as Buffer));
    ws.on('error', () => undefined);
    ws.on('close', () => {
      if (this.#stopped || this.ws !== ws) return;
      this.#at = (this.#at + 1) % this.#urls.length;
      // As clients do, a little apart: not a thousand handshakes in the same millisecond.
      setTimeout(() => !this.#stopped && this.open(), 20 + Math.random() * 300);
    });
  }

  #receive(bytes: Buffer): void {
    if (this.light) {
      const head = bytes.toString('utf8', 0, 200);
      if (head.startsWith('{"event":"heartbeat"')) {
        this.heartbeats++;
        return;
      }
      if (this.textCheck && !this.textCheck(bytes)) this.failedChecks++;
      if (head.startsWith('{"event":"statePatch"')) {
        const match = PATCH_HEAD.exec(head);
        if (!match || Number(match[1]) !== this.#lastTime) {
          this.gaps++;
          return;
        }
        this.#lastTime = Number(match[2]);
        this.frameCount++;
        this.times.push(this.#lastTime);
        this.onTime?.(this.#lastTime);
        for (const wake of this.#onState.splice(0)) wake();
        return;
      }
    }
    const text = bytes.toString('utf8');
    const packet = JSON.parse(text) as EnginePacket;
    if (packet.event === 'heartbeat') {
      this.heartbeats++;
      return;
    }
    if (packet.event === 'error') this.errors.push(packet);
    if (packet.event !== 'state' && packet.event !== 'statePatch') {
      this.packets.push(packet);
      return;
    }
    let next: TableState | null;
    if (packet.event === 'state') next = packet.data;
    else {
      next = this.state ? applyStatePatch(this.state, packet.data as StatePatch) : null;
      if (!next) {
        this.gaps++;
        return;
      }
    }
    this.state = next;
    this.#lastTime = next.updateTime;
    this.frameCount++;
    if (packet.event === 'state') {
      this.starts.push(this.times.length);
      this.startedAt.push(Date.now());
    }
    this.times.push(next.updateTime);
    if (this.check && !this.check(next)) this.failedChecks++;
    const frame = { at: Date.now(), event: packet.event, state: next };
    if (this.keepFrames) this.frames.push(frame);
    this.onFrame?.(frame);
    for (const wake of this.#onState.splice(0)) wake();
  }

  send(packet: unknown): void {
    this.ws?.send(JSON.stringify(packet));
  }

  /** Resolves at the next state or patch. */
  nextFrame(timeoutMs = 5000): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.#onState.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  async waitFor(check: () => boolean, timeoutMs = 5000): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > until) return false;
      await sleep(20);
    }
    return true;
  }

  close(): void {
    this.#stopped = true;
    this.ws?.close();
  }
}

const PATCH_HEAD = /^\{"event":"statePatch","data":\{"baseUpdateTime":(\d+),"changes":\{"updateTime":(\d+)/;

const HAND = Buffer.from('"hand":{"cards":[');
const NULLS = /^null(,null)*$/;

/** Whether the JSON of a state or patch shows no hand card: every `"hand":{"cards":[…]` all null. */
export function textHidesHands(bytes: Buffer | string): boolean {
  const buf = typeof bytes === 'string' ? Buffer.from(bytes) : bytes;
  for (let at = buf.indexOf(HAND); at !== -1; at = buf.indexOf(HAND, at + 1)) {
    const from = at + HAND.length;
    const end = buf.indexOf(93, from); // ]
    if (end > from && !NULLS.test(buf.toString('latin1', from, end))) return false;
  }
  return true;
}

/** Whether any player's hand shows a card (NLH: no hole card is public). */
export function handShowsCard(state: TableState): boolean {
  return state.playerGroup.players.some((p) => p.roundStatus?.hand.cards.some((c) => c !== null) ?? false);
}

/**
 * Whether `times` is made of stretches of `reference` in order, each beginning at a full state
 * (`starts`): no frame missing, none out of order, within a connection.
 */
export function stretchesOf(times: number[], starts: number[], reference: number[]): boolean {
  const at = new Map(reference.map((t, i) => [t, i]));
  for (const [k, start] of starts.entries()) {
    const end = starts[k + 1] ?? times.length;
    const first = at.get(times[start]!);
    if (first === undefined) return false;
    for (let i = start; i < end; i++) if (reference[first + i - start] !== times[i]) return false;
  }
  return starts[0] === 0 || times.length === 0;
}

/** Whether a state shows any player a hole card (NLH: none is public), or anything redaction would hide. */
export function showsHoleCard(state: TableState): boolean {
  if (state.playerGroup.players.some((p) => p.roundStatus?.hand.cards.some((c) => c !== null) ?? false))
    return true;
  return JSON.stringify(hideHoleCards(state)) !== JSON.stringify(state);
}
