/**
 * Issue 20 item 5: Redis restarted mid-stream. An engine and a relay on a Redis of this test's own
 * (a redis-server on a free port, without persistence, so it comes back empty as after a crash);
 * it is killed while a table plays and started again. The relay's screens are told at once that the
 * table is frozen there (and new ones refused), go without frames only while it is down and a few seconds after, then follow the table again with the states the engine's
 * own sockets have: nothing is lost, and the hidden screen still never sees a hole card.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { RELAY_LOST_ENGINE, type TableState } from '@railbird/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildBundles,
  freePort,
  type Proc,
  showsHoleCard,
  sleep,
  startEngineProcess,
  startRelayProcess,
  token,
  uniquePrefix,
  Viewer,
} from './support.js';

const T = 'sim-1';
const cleanup: (() => Promise<void> | void)[] = [];

afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
});

/** A redis-server of this test's own; resolves once it answers. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    const up = await new Promise<boolean>((resolve) => {
      const probe = spawn('redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
      let out = '';
      probe.stdout.on('data', (d) => {
        out += String(d);
      });
      probe.on('exit', () => resolve(out.includes('PONG')));
    });
    if (up) return child;
    await sleep(50);
  }
  throw new Error(`redis-server did not answer on ${port}`);
}

/** What a state says about the table, not about the moment it was sent. */
const stable = (s: TableState) => ({ ...s, updateTime: 0, requestingIps: [] });

describe('faults: Redis restarted', () => {
  it('[RELAY-7] Redis killed and started again under a relay: its screens are told at once and are stale only meanwhile, then have the engine’s states again; hidden never a hole card', async () => {
    const bundles = await buildBundles();
    cleanup.push(bundles.cleanup);
    const port = await freePort();
    const redisUrl = `redis://127.0.0.1:${port}`;
    let redis = await startRedis(port);
    cleanup.push(() => {
      redis.kill('SIGKILL');
    });
    const prefix = uniquePrefix('redis-restart');
    const engine: Proc = await startEngineProcess(bundles.engine, prefix, { speed: 10, redisUrl });
    cleanup.push(() => engine.stop());
    const relay = await startRelayProcess(bundles.relay, prefix, redisUrl);
    cleanup.push(() => relay.stop());

    const query = { table: T, page: 'overlays-hidden', token: await token(T, 'hiddenViewer') };
    const onRelay = new Viewer([relay.url], query);
    const onEngine = new Viewer([engine.url], query);
    onRelay.check = (s) => !showsHoleCard(s);
    onRelay.open();
    onEngine.open();
    cleanup.push(
      () => onRelay.close(),
      () => onEngine.close(),
    );
    expect(await onRelay.waitFor(() => onRelay.frameCount >= 5, 20_000)).toBe(true);

    redis.kill('SIGKILL');
    const killedAt = Date.now();
    // Told at once, not left to guess from missing heartbeats; a load balancer sees it too, and a
    // screen that comes meanwhile is refused rather than left waiting.
    expect(
      await onRelay.waitFor(() => onRelay.errors.some((e) => e.data.code === 'SERVICE_UNAVAILABLE'), 1000),
    ).toBe(true);
    expect(onRelay.errors.find((e) => e.data.code === 'SERVICE_UNAVAILABLE')?.data.message).toBe(
      RELAY_LOST_ENGINE,
    );
    const health = await fetch(`${relay.url.replace(/^ws/, 'http')}/healthz`);
    expect(health.status).toBe(503);
    const latecomer = new Viewer([relay.url], query);
    latecomer.open();
    cleanup.push(() => latecomer.close());
    expect(await latecomer.waitFor(() => latecomer.errors.length > 0, 2000)).toBe(true);
    expect(latecomer.errors[0]?.data).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: RELAY_LOST_ENGINE,
    });
    latecomer.close();
    await sleep(Math.max(0, 1500 - (Date.now() - killedAt)));
    redis = await startRedis(port);
    const restartedAt = Date.now();
    const framesAtRestart = onRelay.frameCount;

    // Live again: frames come, and the relay's screen holds what the engine's own socket held.
    expect(await onRelay.waitFor(() => onRelay.frameCount > framesAtRestart + 3, 20_000)).toBe(true);
    const back = onRelay.frames.find((f) => f.at > restartedAt)!;
    const engineStates = new Map(onEngine.frames.map((f) => [f.state.updateTime, f.state]));
    const after = onRelay.frames.filter((f) => f.at > restartedAt);
    const compared = after.filter((f) => engineStates.has(f.state.updateTime));
    expect(compared.length).toBeGreaterThan(0);
    for (const f of compared) expect(stable(f.state)).toEqual(stable(engineStates.get(f.state.updateTime)!));
    expect(onRelay.failedChecks).toBe(0);
    console.log(
      `redis down ${restartedAt - killedAt} ms; relay screen live again ${back.at - restartedAt} ms after the restart`,
    );
  }, 120_000);
});
