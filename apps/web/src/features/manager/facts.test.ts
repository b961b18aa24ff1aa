import { errorTableFixture, idleTableFixture, midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { chips, tableFacts } from './facts.js';

describe('manager overview facts', () => {
  it('[MGR-30] a hand in play: state with its round state, hand number, street, seats, last action', () => {
    const facts = tableFacts(midHandNlhFixture);
    expect(facts).toMatchObject({
      state: 'In round · Action',
      hand: 42,
      street: 'Flop',
      seats: '6/6',
      error: null,
      needsAttention: false,
    });
    expect(facts.lastActivity).toBe(midHandNlhFixture.round.actionStartTime);
  });

  it('[MGR-31] a read error is named and wants the operator; an idle table has no hand yet', () => {
    const facts = tableFacts(errorTableFixture);
    expect(facts.error).toMatch(/already on the board/);
    expect(facts.needsAttention).toBe(true);
    expect(facts.lastActivity).toBe(errorTableFixture.table.error!.time);
    expect(tableFacts(idleTableFixture)).toMatchObject({ state: 'Setup', hand: null, street: null });
  });

  it('[MGR-32] stacks show every digit: an operator counts chips, not thousands', () => {
    expect(chips(12500)).toBe('12,500');
    expect(chips(2.5)).toBe('2.5');
    expect(chips(0)).toBe('0');
  });
});
