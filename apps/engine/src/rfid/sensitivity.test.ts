import { describe, expect, it } from 'vitest';
import type { RfidRead } from './adapter.js';
import { crossReadChance, missChance, SimulatedAntennas } from './simulated.js';

/** Antennas whose random source returns the given values in turn. */
function antennasWith(values: number[]) {
  const reads: RfidRead[] = [];
  let k = 0;
  const antennas = new SimulatedAntennas({
    antennas: 12,
    now: () => 1000,
    random: () => values[k++ % values.length]!,
  });
  antennas.start(async (read) => {
    reads.push(read);
    return 'taken';
  });
  return { antennas, reads };
}

describe('simulated antenna gain (tableSettings.sensitivities)', () => {
  it('[SENS-1] at the nominal gain 50 every placing is read once, where it lies, with no random draw', async () => {
    const { antennas, reads } = antennasWith([]);
    await antennas.place(3, 'A');
    await antennas.place(9, 'B');
    expect(reads.map((r) => [r.antennaId, r.tagId])).toEqual([
      [3, 'A'],
      [9, 'B'],
    ]);
    expect(missChance(50)).toBe(0);
    expect(crossReadChance(50)).toBe(0);
  });

  it('[SENS-2] a low gain misses some placings; a missed tag is not taken to lie there, so the next try reads', async () => {
    const { antennas, reads } = antennasWith([0.1, 0.9]);
    antennas.setSensitivities({ 3: 0 });
    expect(await antennas.place(3, 'A')).toBeUndefined();
    expect(reads).toEqual([]);
    expect(await antennas.place(3, 'A')).toBe('taken');
    expect(reads.map((r) => r.antennaId)).toEqual([3]);
    expect(missChance(0)).toBeCloseTo(0.6);
    expect(missChance(25)).toBeCloseTo(0.3);
  });

  it('[SENS-3] a high gain also reads the tag on the neighbouring antenna, after the read where it lies', async () => {
    const { antennas, reads } = antennasWith([0.1]);
    antennas.setSensitivities({ 4: 100 });
    await antennas.place(4, 'A');
    expect(reads.map((r) => r.antennaId)).toEqual([4, 5]);
    // Placed back where it belongs, it is a new arrival there.
    await antennas.place(4, 'A');
    expect(reads.map((r) => r.antennaId)).toEqual([4, 5, 4, 5]);
    expect(crossReadChance(100)).toBeCloseTo(0.25);
  });
});
