import { describe, expect, it } from 'vitest';
import { FloodGate, type FloodVerdict, MAX_DROPS } from './flood.js';

/** Sends `perSecond` messages a second, evenly, for up to `seconds`; the time it was cut off, or null. */
function flood(gate: FloodGate, perSecond: number, seconds: number, start = 0) {
  const verdicts: Record<FloodVerdict, number> = { pass: 0, drop: 0, warn: 0, cutOff: 0 };
  for (let i = 0; i < perSecond * seconds; i++) {
    const now = start + (i * 1000) / perSecond;
    const verdict = gate.take(now);
    verdicts[verdict]++;
    if (verdict === 'cutOff') return { cutAt: now - start, verdicts };
  }
  return { cutAt: null, verdicts };
}

describe('flood control', () => {
  it('[FLOOD-1] a sender held over its rate is cut off even though the refilling bucket lets some through', () => {
    // 200/s with a burst of 400, as the engine and relays run it.
    const fast = flood(new FloodGate(200, 400, 0), 10_000, 5);
    expect(fast.cutAt).not.toBeNull();
    expect(fast.cutAt!).toBeLessThan(500);
    const twice = flood(new FloodGate(200, 400, 0), 400, 60);
    expect(twice.verdicts.pass).toBeGreaterThan(2000);
    expect(twice.cutAt).not.toBeNull();
    expect(twice.cutAt!).toBeGreaterThan(5_000);
    expect(twice.cutAt!).toBeLessThan(15_000);
  });

  it('[FLOOD-2] a burst past the bucket, then the rate kept: dropped and told, never cut off', () => {
    const gate = new FloodGate(200, 400, 0);
    const burst = flood(gate, 1_000_000, 0.001);
    expect(burst.verdicts).toMatchObject({ pass: 400, warn: 1, cutOff: 0 });
    expect(burst.verdicts.drop).toBe(1000 - 401);
    expect(flood(gate, 150, 600, 1).cutAt).toBeNull();
    // Bursts now and then, each within what the bucket and the forgiving allow.
    for (let minute = 0; minute < 30; minute++)
      expect(flood(gate, 100_000, 0.01, 700_000 + minute * 60_000).cutAt).toBeNull();
    expect(MAX_DROPS).toBe(2000);
  });
});
