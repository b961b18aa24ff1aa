import type { AntennaStats } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import {
  ago,
  antennaRole,
  confirmedShare,
  errorLine,
  isLit,
  kindRows,
  liveRate,
  NO_PULSES,
  nextPulses,
  outcomeLabel,
  PULSE_MS,
} from './format.js';

const stat = (antennaId: number, lastReadAt: number | null): AntennaStats => ({
  antennaId,
  reads: 1,
  readsPerSecond: 0.4,
  lastTagId: 'T',
  lastCard: null,
  lastReadAt,
  errors: {},
  lastError: null,
});

describe('table tools: formatting', () => {
  it('[TOOLS-1] antennas are named as the room says them: seats from 1, other roles in words', () => {
    expect(antennaRole({ id: 2, role: 'SEAT', seatIndex: 2 })).toBe('SEAT 3');
    expect(antennaRole({ id: 9, role: 'BOARD', seatIndex: null })).toBe('BOARD');
    expect(antennaRole({ id: 12, role: 'CUT_CARD', seatIndex: null })).toBe('CUT CARD');
    expect(antennaRole(undefined)).toBe('UNMAPPED');
  });

  it('[TOOLS-2] ages read "now", "3 s ago", "4 min ago"; a rate older than the 10 s window shows 0', () => {
    expect(ago(null, 5000)).toBe('never');
    expect(ago(10_000, 10_400)).toBe('now');
    expect(ago(10_000, 13_200)).toBe('3 s ago');
    expect(ago(0, 4 * 60_000 + 5000)).toBe('4 min ago');
    expect(liveRate(stat(0, 1000), 9000)).toBe(0.4);
    expect(liveRate(stat(0, 1000), 12_000)).toBe(0);
    expect(liveRate(stat(0, null), 0)).toBe(0);
  });

  it('[TOOLS-3] an antenna lights for 600 ms from the frame its last read changed; not for reads before the screen opened', () => {
    let p = nextPulses(NO_PULSES, [stat(1, 100), stat(2, null)], 5000, true);
    expect(isLit(p, 1, 5000)).toBe(false);
    p = nextPulses(p, [stat(1, 100), stat(2, 5100)], 5200, false);
    expect(isLit(p, 2, 5200)).toBe(true);
    expect(isLit(p, 2, 5200 + PULSE_MS - 1)).toBe(true);
    expect(isLit(p, 2, 5200 + PULSE_MS)).toBe(false);
    expect(isLit(p, 1, 5200)).toBe(false);
    // The same frame again changes nothing (the very same object).
    expect(nextPulses(p, [stat(1, 100), stat(2, 5100)], 5300, false)).toBe(p);
  });

  it('[TOOLS-4] the tracker’s share confirmed is of the decided inferences; errors and kinds list only what happened', () => {
    expect(confirmedShare({ inferred: 7, confirmed: 5, rejected: 1, undone: 0, manual: 3 })).toBe('83 %');
    expect(confirmedShare({ inferred: 2, confirmed: 0, rejected: 0, undone: 0, manual: 0 })).toBe('–');
    expect(errorLine({ CARD_ALREADY_SEEN: 2, UNKNOWN_TAG: 0 })).toBe('card already seen ×2');
    const zero = { inferred: 0, confirmed: 0, rejected: 0, undone: 0, manual: 0 };
    expect(kindRows({ call: zero, fold: { ...zero, inferred: 2 } }).map(([k]) => k)).toEqual(['fold']);
    expect(outcomeLabel({ outcome: 'MANUAL', kind: 'call' })).toBe('MISS');
    expect(outcomeLabel({ outcome: 'MANUAL', kind: 'undo' })).toBe('CORRECTION');
    expect(outcomeLabel({ outcome: 'APPLIED', kind: 'fold' })).toBe('APPLIED');
  });
});
