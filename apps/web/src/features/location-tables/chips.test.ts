import { formatStack } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';
import { midHandNlhFixture, sampleTableFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { chipsInPlay, seatedCount } from './chips.js';

const stacks = (s: TableState) => s.playerGroup.players.reduce((sum, p) => sum + p.stack, 0);

describe('chips in play (issue 15)', () => {
  it('[FMT-CHIPS-1] chips in play are the stacks plus the pot and the bets in the middle', () => {
    expect(midHandNlhFixture.pot.total).toBeGreaterThan(0);
    expect(chipsInPlay(midHandNlhFixture)).toBe(stacks(midHandNlhFixture) + midHandNlhFixture.pot.total);
  });

  it('[FMT-CHIPS-2] a paid hand is not counted twice: the winners’ stacks already hold the pot', () => {
    expect(sampleTableFixture.payout).not.toBeNull();
    expect(chipsInPlay(sampleTableFixture)).toBe(stacks(sampleTableFixture));
  });

  it('[FMT-CHIPS-3] chips read as chips, with no dollar sign, even at a cash table', () => {
    expect(midHandNlhFixture.gameSettings.mode).toBe('CASH');
    const text = formatStack(chipsInPlay(midHandNlhFixture));
    expect(text).not.toContain('$');
    expect(text).toMatch(/^\d+(\.\d)?k?$|^\d+(\.\d\d)?m$/);
  });
});

describe('players seated (issue 15)', () => {
  it('[SEATED-1] a player left out of the overlays still holds a seat', () => {
    const state = structuredClone(midHandNlhFixture) as TableState;
    const all = state.playerGroup.players.length;
    state.playerGroup.players[0]!.isHidden = true;
    expect(seatedCount(state)).toBe(all);
  });
});
