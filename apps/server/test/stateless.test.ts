import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import { TRPCError } from '@trpc/server';
import { Redis } from 'ioredis';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer, TTS_MAX_RUNNING, TTS_PER_MINUTE } from '../src/app.js';
import { loadServerConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { connectRedis, type SharedRedis } from '../src/redis/client.js';
import { type AppRouter, appRouter } from '../src/routers/index.js';
import { createRedisCounter } from '../src/services/rate-limit.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { createEspeak, TtsBusyError } from '../src/tts/espeak.js';
import { createRedisSlots } from '../src/tts/slots.js';
import { cookieHeader } from './support/cookies.js';
import { createTestDatabase, type TestDatabase } from './support/databases.js';
import { contextFor, tempDir } from './support/services.js';

// Two real servers behind "one address": one Postgres database, one Redis (docs/decisions/014). Each
// run writes under a key prefix of its own, so runs never see each other's counters.
const REDIS_URL = process.env.TEST_REDIS_URL;
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const SIGN_IN_LIMIT = 4;
const PASSWORD = 'correct horse battery staple';
const log = createLogger('silent');
const createCaller = createCallerFactory(appRouter);

/** A port nothing listens on just now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Most syntheses running at once, from the wrapper's start/end lines. */
function maxOverlap(logFile: string): number {
  const events = readFileSync(logFile, 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      const [kind, at] = line.split(' ');
      return { at: BigInt(at!), delta: kind === 'start' ? 1 : -1 };
    })
    .sort((a, b) => (a.at === b.at ? a.delta - b.delta : a.at < b.at ? -1 : 1));
  let running = 0;
  let most = 0;
  for (const e of events) {
    running += e.delta;
    most = Math.max(most, running);
  }
  return most;
}

const codeOf = (error: unknown) =>
  error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : String(error);

describe.skipIf(!REDIS_URL || !DATABASE_URL)('stateless servers: two servers share one Redis', () => {
  let dir: string;
  let testDb: TestDatabase;
  let prefix: string;
  let espeakLog: string;
  const servers: RunningServer[] = [];

  /** A server as an operator would start it, on the shared database (and Redis unless told not to). */
  const start = async (options: { redis: boolean; loggedEspeak?: boolean }) => {
    const env: Record<string, string> = {
      PORT: '0',
      HOST: '127.0.0.1',
      RAILBIRD_DATA_DIR: join(dir, `data-${servers.length}`),
      DATABASE_URL: (testDb.target as { url: string }).url,
      AUTH_SECRET: 'a-shared-auth-secret-for-both-servers-0123456789',
      ENGINE_SECRET: 'a-shared-engine-secret-for-both-servers-012345',
      DEMO_ADMIN: 'false',
      AUTH_SIGN_IN_LIMIT: String(SIGN_IN_LIMIT),
      ESPEAK_NG_PATH: options.loggedEspeak ? join(dir, 'espeak-ng-logged') : 'espeak-ng',
    };
    if (options.redis) Object.assign(env, { REDIS_URL, REDIS_PREFIX: prefix });
    const config = loadServerConfig(env, { cwd: dir, defaultWebDistDir: join(dir, 'web') });
    const server = await startServer(config, log);
    servers.push(server);
    return server;
  };
  const pair = async (options: { redis: boolean; loggedEspeak?: boolean }) =>
    [await start(options), await start(options)] as const;

  /** An admin with a location of their own (ADMIN there), signed in; the cookie works on any server. */
  const admin = async (server: RunningServer) => {
    const email = `tts-${randomUUID().slice(0, 8)}@example.com`;
    const { auth } = server.services;
    const { headers } = await auth.api.signUpEmail({
      body: { email, password: PASSWORD, name: 'Producer' },
      returnHeaders: true,
    });
    const cookie = cookieHeader(headers);
    await auth.api.createOrganization({
      headers: new Headers({ cookie }),
      body: { name: `Room ${email}`, slug: email.replace(/\W/g, '-') },
    });
    return cookie;
  };
  const client = (server: RunningServer, cookie: string) =>
    createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${server.url}/api/trpc`, transformer: superjson, headers: { cookie } })],
    });
  const speak = (server: RunningServer, cookie: string, text = 'Flop.') =>
    client(server, cookie)
      .ai.textToSpeech.mutate({ text })
      .then(() => 'ok', codeOf);
  const signIn = async (server: RunningServer) =>
    (
      await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password' }),
      })
    ).status;

  beforeAll(async () => {
    dir = tempDir('railbird-stateless-');
    prefix = `railbird:test-${randomUUID().slice(0, 8)}:`;
    espeakLog = join(dir, 'espeak.log');
    // The real espeak-ng behind a wrapper that notes when each synthesis starts and ends, and takes a
    // little longer, so overlapping syntheses can be counted.
    writeFileSync(
      join(dir, 'espeak-ng-logged'),
      `#!/bin/sh\necho "start $(date +%s%N)" >> '${espeakLog}'\nsleep 0.3\nespeak-ng "$@"\nstatus=$?\necho "end $(date +%s%N)" >> '${espeakLog}'\nexit $status\n`,
    );
    chmodSync(join(dir, 'espeak-ng-logged'), 0o755);
    testDb = await createTestDatabase('postgres');
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.close().catch(() => {});
    if (REDIS_URL && prefix) {
      const redis = new Redis(REDIS_URL);
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      redis.disconnect();
    }
    await testDb?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[STATELESS-1] the text-to-speech limit (12 a minute per admin) holds across both servers: the 13th, on the other server, is refused', async () => {
    const [a, b] = await pair({ redis: true });
    const cookie = await admin(a);
    const codes: Array<string | undefined> = [];
    for (let i = 0; i < TTS_PER_MINUTE; i++) codes.push(await speak(i % 2 === 0 ? a : b, cookie));
    expect(codes).toEqual(Array(TTS_PER_MINUTE).fill('ok'));
    expect(await speak(b, cookie)).toBe('TOO_MANY_REQUESTS');
    expect(await speak(a, cookie)).toBe('TOO_MANY_REQUESTS');
    // Another admin has a budget of their own.
    expect(await speak(b, await admin(b))).toBe('ok');
  }, 60_000);

  it('[STATELESS-2] sign-in attempts from one address are limited across both servers', async () => {
    const [a, b] = await pair({ redis: true });
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT; i++) statuses.push(await signIn(i % 2 === 0 ? a : b));
    expect(statuses).toEqual(Array(SIGN_IN_LIMIT).fill(401));
    expect(await signIn(b)).toBe(429);
    expect(await signIn(a)).toBe(429);
  }, 60_000);

  it('[STATELESS-3] without REDIS_URL each server counts on its own, as before (what the two tests above rule out)', async () => {
    const [a, b] = await pair({ redis: false });
    for (let i = 0; i < SIGN_IN_LIMIT; i++) expect(await signIn(a)).toBe(401);
    expect(await signIn(a)).toBe(429);
    expect(await signIn(b)).toBe(401);
    const cookie = await admin(a);
    for (let i = 0; i < TTS_PER_MINUTE; i++) expect(await speak(a, cookie)).toBe('ok');
    expect(await speak(a, cookie)).toBe('TOO_MANY_REQUESTS');
    expect(await speak(b, cookie)).toBe('ok');
    const [c, d] = await pair({ redis: false, loggedEspeak: true });
    writeFileSync(espeakLog, '');
    const other = await admin(c);
    await Promise.all([c, c, c, d, d, d].map((server) => speak(server, other, 'Turn.')));
    expect(maxOverlap(espeakLog)).toBe(2 * TTS_MAX_RUNNING);
  }, 60_000);

  it(`[STATELESS-4] at most ${TTS_MAX_RUNNING} syntheses run at once across both servers; the rest wait their turn`, async () => {
    const [a, b] = await pair({ redis: true, loggedEspeak: true });
    const cookie = await admin(a);
    writeFileSync(espeakLog, '');
    const codes = await Promise.all([a, a, a, b, b, b].map((server) => speak(server, cookie, 'Turn.')));
    expect(codes).toEqual(Array(6).fill('ok'));
    expect(readFileSync(espeakLog, 'utf8').match(/^start/gm)).toHaveLength(6);
    expect(maxOverlap(espeakLog)).toBe(TTS_MAX_RUNNING);
  }, 60_000);

  it('[STATELESS-10] beyond the shared slots, textToSpeech on the other server answers TOO_MANY_REQUESTS: busy, try again', async () => {
    const [a, b] = await pair({ redis: false });
    const cookie = await admin(a);
    const slow = join(dir, 'espeak-ng-slow');
    writeFileSync(slow, '#!/bin/sh\nsleep 0.5\nexec espeak-ng "$@"\n');
    chmodSync(slow, 0o755);
    // Each service set with its own Redis connection, as two servers have, and one slot between them.
    const connections = [
      await connectRedis(REDIS_URL!, prefix, log),
      await connectRedis(REDIS_URL!, prefix, log),
    ];
    try {
      const [onA, onB] = [a, b].map((server, i) =>
        createCaller(
          contextFor(
            {
              ...server.services,
              tts: createEspeak({
                command: slow,
                maxQueued: 0,
                slots: createRedisSlots(connections[i]!, { max: 1, leaseMs: 20_000, log, name: 'router' }),
              }),
            },
            new Headers({ cookie }),
          ),
        ),
      );
      const first = onA!.ai.textToSpeech({ text: 'Seat two is all in.' });
      await new Promise((resolve) => setTimeout(resolve, 150));
      const refused = (await onB!.ai.textToSpeech({ text: 'Call.' }).catch((e: unknown) => e)) as TRPCError;
      expect(refused).toBeInstanceOf(TRPCError);
      expect(refused.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.message).toBe('Text to speech is busy; try again in a moment.');
      expect(await first).toMatch(/^[A-Za-z0-9+/]+=*$/);
    } finally {
      for (const connection of connections) await connection.close();
    }
  }, 30_000);

  it('[STATELESS-5] a Redis that cannot be reached at start stops the server with an error naming REDIS_URL (never its password)', async () => {
    const config = loadServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        RAILBIRD_DATA_DIR: join(dir, 'data-unreachable'),
        DATABASE_URL: (testDb.target as { url: string }).url,
        DEMO_ADMIN: 'false',
        REDIS_URL: 'redis://:hunter2@127.0.0.1:1',
      },
      { cwd: dir, defaultWebDistDir: join(dir, 'web') },
    );
    const error = (await startServer(config, log).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(
      /^Redis is not reachable at REDIS_URL \(redis:\/\/:\*\*\*@127\.0\.0\.1:1\): /,
    );
    expect(error.message).toMatch(/ECONNREFUSED/);
    expect(error.message).toMatch(/unset REDIS_URL/);
    expect(error.message).not.toContain('hunter2');
  }, 30_000);
});

describe.skipIf(!REDIS_URL)('stateless servers: the Redis parts on their own', () => {
  let redis: SharedRedis;
  let other: SharedRedis;
  let dir: string;
  const prefix = `railbird:test-${randomUUID().slice(0, 8)}:`;

  beforeAll(async () => {
    dir = tempDir('railbird-stateless-slots-');
    // Two connections, as two servers would have.
    redis = await connectRedis(REDIS_URL!, prefix, log);
    other = await connectRedis(REDIS_URL!, prefix, log);
  });

  afterAll(async () => {
    const keys = await redis.client.keys(`${prefix}*`);
    if (keys.length > 0) await redis.client.del(...keys);
    await redis.close();
    await other.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[STATELESS-6] beyond the shared slots and the short queue, the other server answers busy at once', async () => {
    const slow = join(dir, 'espeak-ng-slow');
    writeFileSync(slow, '#!/bin/sh\nsleep 0.5\nexec espeak-ng "$@"\n');
    chmodSync(slow, 0o755);
    const shared = (r: SharedRedis) =>
      createEspeak({
        command: slow,
        maxQueued: 0,
        slots: createRedisSlots(r, { max: 1, leaseMs: 20_000, log, name: 'busy' }),
      });
    const first = shared(redis).speak('River.');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(shared(other).speak('Showdown.')).rejects.toBeInstanceOf(TtsBusyError);
    expect((await first).length).toBeGreaterThan(44);
    // Once the first is done, the slot is free again for either.
    expect((await shared(other).speak('Showdown.')).length).toBeGreaterThan(44);
  }, 30_000);

  it("[STATELESS-7] a crashed server's slots come back when their lease runs out", async () => {
    const crashed = createRedisSlots(redis, { max: 2, leaseMs: 300, log, name: 'lease' });
    const live = createRedisSlots(other, { max: 2, leaseMs: 300, log, name: 'lease' });
    // Taken and never given back, as by a server that died mid-synthesis.
    expect(await crashed.tryAcquire()).not.toBeNull();
    expect(await crashed.tryAcquire()).not.toBeNull();
    expect(await live.tryAcquire()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    const release = await live.tryAcquire();
    expect(release).not.toBeNull();
    await release!();
  });

  it('[STATELESS-8] the counter is one atomic step: 50 uses at once from two servers let exactly the limit through', async () => {
    const a = createRedisCounter(redis, log);
    const b = createRedisCounter(other, log);
    const decisions = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 === 0 ? a : b).consume('race', 12, 60_000, Date.now())),
    );
    expect(decisions.filter((d) => d.allowed)).toHaveLength(12);
    const refused = decisions.find((d) => !d.allowed)!;
    expect(refused.retryAfterS).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfterS).toBeLessThanOrEqual(60);
  });

  it('[STATELESS-9] Redis restarted under a running server: its own counter stands in during the outage (no request hangs), then Redis counts again', async () => {
    // A Redis of this test's own: the machine's is shared with other suites and is never restarted.
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const launch = () =>
      spawn(
        'redis-server',
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
        {
          stdio: 'ignore',
        },
      );
    let server = launch();
    let shared: SharedRedis | undefined;
    try {
      for (let tries = 0; !shared; tries++) {
        shared = await connectRedis(url, prefix, log, { commandTimeoutMs: 300 }).catch((error: unknown) => {
          if (tries > 50) throw error;
          return new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), 100));
        });
      }
      const counter = createRedisCounter(shared, log);
      const key = `${prefix}rl:outage`;
      const use = async () => (await counter.consume('outage', 2, 60_000, Date.now())).allowed;
      expect([await use(), await use()]).toEqual([true, true]);
      expect(await shared.client.get(key)).toBe('2');

      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGKILL');
      await exited;
      const outageStarted = performance.now();
      // This server's own window: two more, then refused; each answer within the command timeout.
      expect([await use(), await use(), await use()]).toEqual([true, true, false]);
      expect(performance.now() - outageStarted).toBeLessThan(3000);

      const back = new Promise((resolve, reject) => {
        shared!.client.once('ready', resolve);
        setTimeout(() => reject(new Error('no reconnection within 10 s')), 10_000);
      });
      server = launch();
      await back;
      expect(shared.client.status).toBe('ready');
      // The restarted Redis is empty: a fresh window, counted there again.
      expect(await use()).toBe(true);
      expect(await shared.client.get(key)).toBe('1');
    } finally {
      await shared?.close();
      server.kill('SIGKILL');
    }
  }, 30_000);
});

describe('the speech queue without Redis, as before', () => {
  let dir: string;

  beforeAll(() => {
    dir = tempDir('railbird-stateless-local-');
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[STATELESS-11] two syntheses at once in this server, the next waits its turn, one more is busy', async () => {
    const logFile = join(dir, 'espeak.log');
    const logged = join(dir, 'espeak-ng-logged');
    writeFileSync(
      logged,
      `#!/bin/sh\necho "start $(date +%s%N)" >> '${logFile}'\nsleep 0.3\nespeak-ng "$@"\nstatus=$?\necho "end $(date +%s%N)" >> '${logFile}'\nexit $status\n`,
    );
    chmodSync(logged, 0o755);
    writeFileSync(logFile, '');
    const tts = createEspeak({ command: logged, maxRunning: 2, maxQueued: 1 });
    const outcomes = await Promise.all(
      ['One.', 'Two.', 'Three.', 'Four.'].map((text) =>
        tts.speak(text).then(
          () => 'ok',
          (error: unknown) => (error instanceof TtsBusyError ? 'busy' : String(error)),
        ),
      ),
    );
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'busy']);
    expect(readFileSync(logFile, 'utf8').match(/^start/gm)).toHaveLength(3);
    expect(maxOverlap(logFile)).toBe(2);
  }, 30_000);
});
