/**
 * An engine and relays as processes, on the machine's Redis (decision 013): screens on relays get
 * what the engine's own sockets of their audience get, frame for frame; hidden screens never a hole
 * card; delayed ones nothing sooner than the delay; a screen that reconnects elsewhere, or whose relay
 * is killed, has the current state again at once.
 */
import { PROTOCOL_VERSION, type TableState } from '@railbird/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildBundles,
  dropPrefix,
  type Proc,
  showsHoleCard,
  sleep,
  startEngineProcess,
  startRelayProcess,
  token,
  uniquePrefix,
  Viewer,
} from './support.js';

const prefix = uniquePrefix('relay');
let bundles: Awaited<ReturnType<typeof buildBundles>>;
let engine: Proc;
let relayA: Proc;
let relayB: Proc;
const cleanup: (() => Promise<void> | void)[] = [];

beforeAll(async () => {
  bundles = await buildBundles();
  cleanup.push(bundles.cleanup);
  engine = await startEngineProcess(bundles.engine, prefix, { speed: 10 });
  cleanup.push(() => engine.stop());
  [relayA, relayB] = await Promise.all([
    startRelayProcess(bundles.relay, prefix),
    startRelayProcess(bundles.relay, prefix),
  ]);
  cleanup.push(
    () => relayA.stop(),
    () => relayB.stop(),
  );
});

afterAll(async () => {
  for (const c of cleanup.reverse()) await c();
  await dropPrefix(prefix);
});

const T = 'sim-1';
const queries = {
  operator: async () => ({ table: T, page: 'manager', token: await token(T, 'operator') }),
  delayed: async () => ({ table: T, page: 'overlays', token: await token(T, 'viewer') }),
  hidden: async () => ({ table: T, page: 'overlays-hidden', token: await token(T, 'hiddenViewer') }),
};
type Audience = keyof typeof queries;

/** The engine's own states by updateTime. */
function byTime(frames: { state: TableState }[]): Map<number, TableState> {
  return new Map(frames.map((f) => [f.state.updateTime, f.state]));
}

describe('relays over Redis', () => {
  it('[RELAY-1] each audience on a relay gets every frame the engine sockets of that audience get, in order, the same states; hidden screens never a hole card', async () => {
    const audiences: Audience[] = ['operator', 'delayed', 'hidden'];
    const onEngine = new Map<Audience, Viewer>();
    const onRelays = new Map<Audience, Viewer[]>();
    for (const a of audiences) {
      const v = new Viewer([engine.url], await queries[a]());
      v.open();
      onEngine.set(a, v);
    }
    for (const a of audiences) await onEngine.get(a)!.waitFor(() => onEngine.get(a)!.state !== null);
    for (const a of audiences) {
      const vs = [new Viewer([relayA.url], await queries[a]()), new Viewer([relayB.url], await queries[a]())];
      for (const v of vs) v.open();
      onRelays.set(a, vs);
    }
    // Ten times real speed: a few seconds see blinds, cards and bets.
    await sleep(4000);
    for (const vs of onRelays.values()) for (const v of vs) v.close();
    await sleep(300);
    for (const v of onEngine.values()) v.close();

    for (const a of audiences) {
      const reference = onEngine.get(a)!;
      const states = byTime(reference.frames);
      for (const v of onRelays.get(a)!) {
        expect(v.errors).toEqual([]);
        expect(v.gaps).toBe(0);
        expect(v.frames.length).toBeGreaterThan(10);
        // The relay's frames are a stretch of the engine's, in the same order, none missing.
        const start = reference.times.indexOf(v.times[0]!);
        expect(start, `${a}: the relay's first state is one the engine sent`).toBeGreaterThanOrEqual(0);
        expect(v.times).toEqual(reference.times.slice(start, start + v.times.length));
        for (const f of v.frames) expect(f.state).toEqual(states.get(f.state.updateTime));
        expect(v.heartbeats).toBeGreaterThanOrEqual(3);
      }
    }
    // The operators' feed carries hole cards (so the check below can fail); the hidden one never.
    expect(onRelays.get('operator')![0]!.frames.some((f) => showsHoleCard(f.state))).toBe(true);
    for (const v of onRelays.get('hidden')!) {
      for (const f of v.frames) expect(showsHoleCard(f.state)).toBe(false);
    }
  });

  it('[RELAY-2] with a stream delay, a delayed screen on a relay gets each state no sooner than the delay after the operators', async () => {
    const operator = new Viewer([engine.url], await queries.operator());
    operator.open();
    await operator.waitFor(() => operator.state !== null);
    operator.send({ event: 'setStreamDelay', data: { seconds: 2 }, tableKey: T, requestId: 'delay-2' });
    await operator.waitFor(() => operator.packets.some((p) => p.event === 'ack'));
    // States sent before the delay was set went out at once; the ones after it are held.
    const delaySet = Date.now();
    const delayed = new Viewer([relayA.url], await queries.delayed());
    delayed.open();
    await sleep(5000);
    delayed.close();
    operator.send({ event: 'setStreamDelay', data: { seconds: 0 }, tableKey: T, requestId: 'delay-0' });
    await sleep(200);
    operator.close();

    const sentAt = new Map<number, number>();
    for (const f of operator.frames)
      if (!sentAt.has(f.state.updateTime)) sentAt.set(f.state.updateTime, f.at);
    let compared = 0;
    for (const f of delayed.frames) {
      const live = sentAt.get(f.state.updateTime);
      if (live === undefined || live < delaySet) continue;
      compared++;
      expect(f.at - live).toBeGreaterThanOrEqual(2000);
    }
    expect(compared).toBeGreaterThan(5);
    expect(delayed.gaps).toBe(0);
  });

  it('[RELAY-3] a screen that reconnects to another relay gets the current state at once', async () => {
    const first = new Viewer([relayA.url], await queries.hidden());
    first.open();
    await first.waitFor(() => first.frameCount > 3);
    const seen = first.state!.updateTime;
    first.close();
    const opened = Date.now();
    const second = new Viewer([relayB.url], await queries.hidden());
    second.open();
    expect(await second.waitFor(() => second.state !== null, 2000)).toBe(true);
    expect(second.frames[0]!.event).toBe('state');
    expect(second.frames[0]!.at - opened).toBeLessThan(500);
    expect(second.state!.updateTime).toBeGreaterThanOrEqual(seen);
    second.close();
  });

  it('[RELAY-4] a relay killed: its screens, reconnecting from a list of relays, have the state from another within 2 s', async () => {
    const doomed = await startRelayProcess(bundles.relay, prefix);
    cleanup.push(() => doomed.stop());
    const viewers: Viewer[] = [];
    for (let i = 0; i < 30; i++) {
      const a: Audience = i % 2 === 0 ? 'hidden' : 'delayed';
      viewers.push(new Viewer([doomed.url, relayA.url, relayB.url], await queries[a]()));
    }
    // An operator too: the engine holds a connection of its room for it, which it drops once the
    // relay is gone.
    const engineConnections = async () =>
      ((await (await fetch(`http://127.0.0.1:${engine.port}/healthz`)).json()) as { connections: number })
        .connections;
    const idle = await engineConnections();
    const operator = new Viewer([doomed.url], await queries.operator());
    operator.open();
    for (const v of viewers) v.open();
    for (const v of [...viewers, operator]) expect(await v.waitFor(() => v.state !== null)).toBe(true);
    expect(await engineConnections()).toBe(idle + 1);
    const before = viewers.map((v) => v.frames.length);
    const killed = Date.now();
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    operator.close();
    for (const [i, v] of viewers.entries()) {
      const from = before[i]!;
      expect(await v.waitFor(() => v.frames.slice(from).some((f) => f.event === 'state'), 2000)).toBe(true);
      const back = v.frames.slice(from).find((f) => f.event === 'state')!;
      expect(back.at - killed).toBeLessThan(2000);
      expect(v.url).not.toBe(doomed.url);
    }
    for (const v of viewers) v.close();
    let left = -1;
    for (let i = 0; i < 130 && left !== idle; i++) {
      left = await engineConnections();
      if (left !== idle) await sleep(100);
    }
    expect(left, 'the engine let go of the dead relay operator within 13 s').toBe(idle);
  });

  it('[RELAY-5] a relay refuses what it cannot do, with the reason: a bad token, an apiKey, an operator command', async () => {
    const forged = new Viewer([relayA.url], { table: T, token: `${await token(T, 'operator')}x` });
    forged.open();
    expect(await forged.waitFor(() => forged.errors.length > 0)).toBe(true);
    expect(forged.errors[0]!.data).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(forged.state).toBeNull();
    forged.close();

    const online = new Viewer([relayA.url], { table: T, apiKey: 'user-7' });
    online.open();
    expect(await online.waitFor(() => online.errors.length > 0)).toBe(true);
    expect(online.errors[0]!.data.message).toMatch(/apiKey/);
    online.close();

    const viewer = new Viewer([relayA.url], await queries.delayed());
    viewer.open();
    await viewer.waitFor(() => viewer.state !== null);
    viewer.send({ event: 'setPaused', data: { paused: true }, tableKey: T, requestId: 'v1' });
    expect(await viewer.waitFor(() => viewer.errors.length > 0)).toBe(true);
    expect(viewer.errors[0]!.data).toMatchObject({ code: 'FORBIDDEN', requestId: 'v1' });
    expect(viewer.errors[0]!.data.message).toMatch(/Only operators/);
    viewer.close();
  });

  it('[RELAY-6] an operator on a relay commands the table: the engine handles the command as from its own socket and the ack comes back', async () => {
    const operator = new Viewer([relayB.url], await queries.operator());
    operator.open();
    await operator.waitFor(() => operator.state !== null);
    operator.send({ event: 'setPaused', data: { paused: true }, tableKey: T, requestId: 'p1' });
    const acked = (requestId: string) =>
      operator.packets.find((p) => p.event === 'ack' && p.data.requestId === requestId);
    expect(await operator.waitFor(() => acked('p1') !== undefined)).toBe(true);
    expect(acked('p1')).toMatchObject({ data: { requestId: 'p1', time: expect.any(Number) } });
    // The engine refuses what it refuses to its own sockets, with its reason.
    operator.send({ event: 'setStreamDelay', data: { seconds: 100_000 }, tableKey: T, requestId: 'bad' });
    expect(await operator.waitFor(() => operator.errors.some((e) => e.data.requestId === 'bad'))).toBe(true);
    operator.send({ event: 'setPaused', data: { paused: false }, tableKey: T, requestId: 'p2' });
    expect(await operator.waitFor(() => acked('p2') !== undefined)).toBe(true);
    operator.close();
  });

  it('[RELAY-8] a screen that subscribes again to the table it joined by its URL (as the web client does) keeps getting every frame', async () => {
    for (const audience of ['operator', 'hidden'] as const) {
      const query = await queries[audience]();
      const screen = new Viewer([relayA.url], query);
      const reference = new Viewer([engine.url], query);
      screen.open();
      reference.open();
      await screen.waitFor(() => screen.state !== null);
      screen.send({
        event: 'subscribe',
        data: { protocolVersion: PROTOCOL_VERSION, page: query.page, token: query.token },
        tableKey: T,
        requestId: 'again',
      });
      expect(
        await screen.waitFor(() =>
          screen.packets.some((p) => p.event === 'ack' && p.data.requestId === 'again'),
        ),
      ).toBe(true);
      const after = screen.frameCount;
      // The table plays on (speed 10): frames keep coming, none missed.
      expect(await screen.waitFor(() => screen.frameCount >= after + 5, 15_000), audience).toBe(true);
      expect(screen.gaps).toBe(0);
      screen.close();
      reference.close();
    }
  });
});
