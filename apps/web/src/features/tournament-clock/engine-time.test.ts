import { describe, expect, it } from 'vitest';
import type { SocketLike } from '../../lib/table-sockets/connection.js';
import { heartbeatTime } from '../../lib/table-sockets/heartbeat.js';
import { clockRemainingMs, formatClockTime, shownSecond } from './clock-view.js';
import { EngineOffset, timedSockets } from './engine-time.js';

const T = Date.UTC(2026, 10, 26, 20, 0, 0);

describe('the engine’s clock on a screen', () => {
  it('[TVCLOCK-11] the offset is the greatest (engine time − arrival) over the heartbeats: the quickest delivery comes closest', () => {
    const offset = new EngineOffset();
    expect(offset.offset).toBeNull();
    expect(offset.engineNow(T)).toBe(T);
    // This screen's clock runs 4 s behind the engine; heartbeats take 30, 2 and 120 ms to arrive.
    const skew = 4000;
    offset.observe(T, T - skew + 30);
    offset.observe(T + 1000, T + 1000 - skew + 2);
    offset.observe(T + 2000, T + 2000 - skew + 120);
    expect(offset.offset).toBe(skew - 2);
    expect(offset.engineNow(T + 5000 - skew)).toBe(T + 5000 - 2);
  });

  it('[TVCLOCK-12] a heartbeat older than the window no longer counts (a clock stepped by NTP is followed)', () => {
    const offset = new EngineOffset(60_000);
    offset.observe(T, T - 500);
    offset.observe(T + 30_000, T + 30_000 - 100);
    expect(offset.offset).toBe(500);
    offset.observe(T + 61_000, T + 61_000 - 100);
    expect(offset.offset).toBe(100);
  });

  it('[TVCLOCK-13] two screens with clocks far apart show the same second as the engine, within the delivery time', () => {
    const levelEnd = T + 7 * 60_000 + 400;
    const screens = [-90_000, 3_000].map((skew, k) => {
      const offset = new EngineOffset();
      for (let beat = 0; beat < 5; beat++)
        offset.observe(T + beat * 1000, T + beat * 1000 + skew + 1 + k * 3);
      return { offset, skew };
    });
    // At every instant of a few seconds, each screen computes the time left from its own clock.
    for (let engine = T + 10_000; engine < T + 14_000; engine += 37) {
      const shown = screens.map(({ offset, skew }) =>
        formatClockTime(
          shownSecond(
            clockRemainingMs(
              { levelIndex: 0, isOnBreak: false, levelEndTime: levelEnd, pausedRemaining: null },
              offset.engineNow(engine + skew),
            )!,
          ),
        ),
      );
      const truth = formatClockTime(shownSecond(levelEnd - engine));
      // Off by at most the quickest delivery (1 and 4 ms here): the same second but within ms of a boundary.
      const nearBoundary = (levelEnd - engine) % 1000 < 5;
      if (!nearBoundary) expect(shown).toEqual([truth, truth]);
    }
  });

  it('[TVCLOCK-14] sockets made through timedSockets tell the offset every heartbeat and pass every packet on unchanged', () => {
    const offset = new EngineOffset();
    const fake = fakeSocket();
    let local = T - 250;
    const create = timedSockets(
      () => fake,
      offset,
      () => local,
    );
    const socket = create('ws://engine/');
    const seen: unknown[] = [];
    socket.onmessage = (e) => seen.push(e.data);
    const beat = JSON.stringify({ event: 'heartbeat', data: { updateTime: T }, tableKey: 'demo-3' });
    fake.onmessage?.({ data: beat });
    local += 1000;
    fake.onmessage?.({ data: '{"event":"state","data":{"updateTime":1}}' });
    expect(seen).toEqual([beat, '{"event":"state","data":{"updateTime":1}}']);
    expect(offset.offset).toBe(250);
    expect(heartbeatTime('{"event":"state"}')).toBeNull();
    expect(socket.readyState).toBe(1);
    socket.send('x');
    expect(fake.sent).toEqual(['x']);
  });
});

describe('before the first heartbeat', () => {
  it('[TVCLOCK-17] a screen shows no time until a heartbeat gave the offset, or a few seconds passed without one', () => {
    const offset = new EngineOffset(60_000, T);
    expect(offset.ready(T + 500)).toBe(false);
    offset.observe(T + 420_000, T + 800);
    expect(offset.ready(T + 800)).toBe(true);
    const silent = new EngineOffset(60_000, T);
    expect(silent.ready(T + 2999)).toBe(false);
    expect(silent.ready(T + 3000)).toBe(true);
  });
});

function fakeSocket(): SocketLike & { sent: string[] } {
  const sent: string[] = [];
  return {
    readyState: 1,
    onopen: null,
    onmessage: null,
    onclose: null,
    onerror: null,
    sent,
    send(data: string) {
      sent.push(data);
    },
    close() {},
  };
}
