/**
 * The Studio's OBS through a whole engine (issue 14): a table configured with an OBS address links to
 * a real OBS (test/obs-harness.ts), the table state carries what the link sees, and a producer's
 * `obs` requests reach OBS through the socket — or are refused before they touch it.
 */
import type { EnginePacket, TableState } from '@railbird/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningEngine } from '../src/engine.js';
import { type ObsForTests, startObsForTests } from './obs-harness.js';
import { Client, token } from './support/client.js';
import { tableDefinition, testEngine } from './support/engine.js';

let obs: ObsForTests;
let engine: RunningEngine;
let producer: Client;

beforeAll(async () => {
  obs = await startObsForTests();
  engine = await testEngine({
    tables: [tableDefinition('t1', 'NLH', { obs: { url: obs.url, password: obs.password } })],
  });
  producer = await Client.connect(engine.port, {
    table: 't1',
    page: 'live',
    token: await token('t1', 'producer', { adminType: 'PRODUCER' }),
  });
}, 40_000);

afterAll(async () => {
  producer?.close();
  await engine?.close();
  await obs?.stop();
});

/** The table as the producer's socket has it now. */
const stateOf = (): TableState => producer.states.get('t1')!;

/** Waits until the producer's table state passes. */
async function until(what: string, pass: (s: TableState) => boolean, ms = 10_000): Promise<TableState> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const state = producer.states.get('t1');
    if (state && pass(state)) return state;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${what}: still ${JSON.stringify(producer.states.get('t1')?.obsWebsocket)}`);
}

const errorOf = (p: EnginePacket) => (p.event === 'error' ? p.data : null);

describe('OBS through the engine', () => {
  it('[OBS-E1] a table with an OBS address shows the link in its state: connected, scenes, sources; never the password', async () => {
    const state = await until('connected', (s) => s.obsWebsocket.status === 'CONNECTED');
    expect(state.obsWebsocket).toMatchObject({
      isConnected: true,
      url: obs.url,
      currentScene: 'Table',
      error: null,
    });
    expect(state.obsWebsocket.scenes).toEqual(expect.arrayContaining(['Table', 'Break']));
    expect(state.stream.status).toBe('READY');
    expect(JSON.stringify(producer.raw)).not.toContain(obs.password);
  });

  it('[OBS-E2] a producer switches the scene and records through the socket; an unknown scene is refused before OBS sees it', async () => {
    await until('connected', (s) => s.obsWebsocket.status === 'CONNECTED');
    expect((await producer.command('t1', 'obs', { request: 'switchScene', sceneName: 'Break' })).event).toBe(
      'ack',
    );
    await until('on Break', (s) => s.obsWebsocket.currentScene === 'Break');
    const sent = obs.requestsReceived().length;
    const refused = errorOf(
      await producer.command('t1', 'obs', { request: 'switchScene', sceneName: 'Lobby' }),
    );
    expect(refused).toMatchObject({ code: 'BAD_REQUEST' });
    expect(refused?.message).toMatch(/Lobby/);
    expect(
      obs
        .requestsReceived()
        .slice(sent)
        .some((r) => r.includes('SetCurrentProgramScene')),
    ).toBe(false);
    expect((await producer.command('t1', 'obs', { request: 'startRecord' })).event).toBe('ack');
    await until('recording', (s) => s.obsWebsocket.recording);
    expect((await producer.command('t1', 'obs', { request: 'stopRecord' })).event).toBe('ack');
    await until('stopped recording', (s) => !s.obsWebsocket.recording);
    expect((await producer.command('t1', 'obs', { request: 'switchScene', sceneName: 'Table' })).event).toBe(
      'ack',
    );
  });

  it('[OBS-E3] forgetting the address disconnects: the state says so and requests are refused with what to do', async () => {
    await engine.configure({ tables: [tableDefinition('t1', 'NLH', { obs: null })] });
    await until('not configured', (s) => s.obsWebsocket.status === 'NOT_CONFIGURED');
    expect(stateOf().obsWebsocket.url).toBeNull();
    const refused = errorOf(await producer.command('t1', 'obs', { request: 'startStream' }));
    expect(refused).toMatchObject({ code: 'NOT_FOUND' });
    expect(refused?.message).toMatch(/OBS address in Studio/);
  });
});
