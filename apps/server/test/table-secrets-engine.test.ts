/**
 * Issue 20 item 4, decision 016: rotating a table's engine secret under a running room. The server
 * runs here (this source), the engine is the built one as a child process (as `npm start` runs it)
 * with the demo tables playing; a viewer watches demo-1 on a socket token. Rotation must not drop the
 * viewer (socket tokens are signed with ENGINE_SECRET, not the table secret), the engine must take the
 * new secret from local-engine.json and ship the next hand with it, and the old secret opens the table
 * only for the grace period.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { LOCAL_ENGINE_FILE, localEngineConfigSchema } from '@railbird/protocol';
import { and, count, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type RunningServer, startServer } from '../src/app.js';
import { readDemoAdmin } from '../src/auth/demo-admin.js';
import { loadServerConfig } from '../src/config.js';
import { hand, pokerTable } from '../src/db/schema.js';
import { createLogger } from '../src/log.js';
import { appRouter } from '../src/routers/index.js';
import { PREVIOUS_SECRET_GRACE_MS, tableForEngine } from '../src/services/engine-auth.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { cookieHeader } from './support/cookies.js';
import { contextFor, tempDir } from './support/services.js';

const createCaller = createCallerFactory(appRouter);
const repoRoot = join(import.meta.dirname, '..', '..', '..');
// The engine bundle of this run's own (as apps/engine/test/process.test.ts builds it): the suite runs
// before `npm test` builds, and never skips for want of a build.
const engineDir = join(repoRoot, 'apps', 'engine', 'dist', `secrets-test-${process.pid}`);
const engineEntry = join(engineDir, 'main.js');
const TABLE = 'demo-1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  ms: number,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('rotating a table secret under a running engine', () => {
  let dir: string;

  beforeAll(async () => {
    const { build } = (await import(join(repoRoot, 'apps', 'engine', 'build.mjs'))) as {
      build: (outfile: string) => Promise<void>;
    };
    await build(engineEntry);
  }, 60_000);
  let server: RunningServer | undefined;
  let engine: ChildProcess | undefined;
  let viewer: WebSocket | undefined;

  afterAll(async () => {
    viewer?.terminate();
    if (engine && engine.exitCode === null) {
      const exited = new Promise((resolve) => engine!.once('exit', resolve));
      engine.kill('SIGTERM');
      await exited;
    }
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    rmSync(engineDir, { recursive: true, force: true });
  });

  it('[SECRET-ROTATE-2] the viewer keeps its frames, the engine ships the next hand with the new secret, the old one works only in the grace', async () => {
    dir = tempDir('railbird-secret-rotate-');
    const dataDir = join(dir, 'data');
    const enginePort = await freePort();
    const engineSecret = randomBytes(32).toString('base64url');
    const config = loadServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        RAILBIRD_DATA_DIR: dataDir,
        AUTH_SIGN_IN_LIMIT: '0',
        ENGINE_SECRET: engineSecret,
        ENGINE_PORT: String(enginePort),
      },
      { cwd: dir, defaultWebDistDir: join(dir, 'web') },
    );
    server = await startServer(config, createLogger('silent'), {
      database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
    });
    const db = server.services.db;

    const log = openSync(join(dir, 'engine.log'), 'a');
    engine = spawn(process.execPath, [engineEntry], {
      cwd: repoRoot,
      env: {
        ...process.env,
        RAILBIRD_DATA_DIR: dataDir,
        ENGINE_PORT: String(enginePort),
        ENGINE_HOST: '127.0.0.1',
        ENGINE_SECRET: engineSecret,
        RAILBIRD_DEMO_SPEED: '10',
        LOG_LEVEL: 'info',
        REDIS_URL: '',
      },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    const engineLog = () => readFileSync(join(dir, 'engine.log'), 'utf8').split('\n').slice(-30).join('\n');
    await until(
      `the engine's /healthz\n${engineLog()}`,
      async () => {
        if (engine!.exitCode !== null) throw new Error(`the engine exited\n${engineLog()}`);
        return fetch(`http://127.0.0.1:${enginePort}/healthz`)
          .then((r) => r.status === 200 || undefined)
          .catch(() => undefined);
      },
      30_000,
    );

    // A manager of the demo room, signed in; its socket token for demo-1 (viewer frames).
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(readDemoAdmin(dataDir)),
    });
    expect(signIn.status).toBe(200);
    const caller = createCaller(
      contextFor(server.services, new Headers({ cookie: cookieHeader(signIn.headers), host: '127.0.0.1' })),
    );
    const { socketUrl } = await caller.table.socketUrl({ tableKey: TABLE });
    const token = new URL(socketUrl).searchParams.get('token')!;
    let frames = 0;
    let closed: string | undefined;
    viewer = new WebSocket(`ws://127.0.0.1:${enginePort}/?table=${TABLE}&token=${encodeURIComponent(token)}`);
    viewer.on('message', () => {
      frames += 1;
    });
    viewer.on('close', (code, reason) => {
      closed = `${code} ${reason.toString()}`;
    });

    const handsAfter = async (endedAfter: number, acceptedAfter = 0) => {
      const [row] = await db
        .select({ n: count() })
        .from(hand)
        .where(
          and(
            eq(hand.tableKey, TABLE),
            gt(hand.endedAt, new Date(endedAfter)),
            gt(hand.createdAt, new Date(acceptedAfter)),
          ),
        );
      return Number(row!.n);
    };
    // The room plays and ships before the rotation: the secret the engine holds works.
    await until(
      'a demo-1 hand shipped before the rotation',
      async () => (await handsAfter(0)) > 0 || undefined,
      90_000,
    );
    await until('frames on the viewer', () => frames > 0 || undefined, 10_000);

    const readFile = () =>
      localEngineConfigSchema.parse(JSON.parse(readFileSync(join(dataDir, LOCAL_ENGINE_FILE), 'utf8')));
    const old = readFile().tables.find((t) => t.key === TABLE)!.secret;
    const rotatedAt = Date.now();
    const { secret: fresh } = await caller.table.rotateSecret({ tableKey: TABLE });
    const framesAtRotation = frames;
    expect(readFile().tables.find((t) => t.key === TABLE)!.secret).toBe(fresh);

    // Within the grace the old secret still opens the table (an engine may be shipping with it now)…
    await expect(tableForEngine(db, TABLE, old)).resolves.toBeTruthy();
    const row = (await db.query.pokerTable.findFirst({ where: eq(pokerTable.key, TABLE) }))!;
    await expect(
      tableForEngine(db, TABLE, old, row.secretRotatedAt!.getTime() + PREVIOUS_SECRET_GRACE_MS),
    ).rejects.toThrow(/wrong engine secret/);
    // …then end the grace now, so only the new secret ships the next hand.
    await db
      .update(pokerTable)
      .set({ secretRotatedAt: new Date(rotatedAt - PREVIOUS_SECRET_GRACE_MS - 1000) })
      .where(eq(pokerTable.key, TABLE));
    await expect(tableForEngine(db, TABLE, old)).rejects.toThrow(/wrong engine secret/);
    const graceEndedAt = Date.now();

    // A hand that ended after the rotation, accepted after the grace ended: shipped with the new secret.
    await until(
      `a demo-1 hand completed after the rotation and shipped\n${engineLog()}`,
      async () => (await handsAfter(rotatedAt, graceEndedAt)) > 0 || undefined,
      120_000,
    );
    expect(frames).toBeGreaterThan(framesAtRotation);
    expect(closed).toBeUndefined();
    expect(viewer.readyState).toBe(WebSocket.OPEN);
    // Nothing the engine set aside as refused, and neither secret in its log.
    const rejected = join(dataDir, 'engine', 'rejected');
    expect(existsSync(rejected) ? readdirSync(rejected) : []).toEqual([]);
    const wholeLog = readFileSync(join(dir, 'engine.log'), 'utf8');
    expect(wholeLog).not.toContain(old);
    expect(wholeLog).not.toContain(fresh);
  }, 300_000);
});
