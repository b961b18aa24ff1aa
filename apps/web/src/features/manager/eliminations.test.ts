import type { TableState } from '@railbird/protocol';
import { midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { ordinal, pendingKnockouts } from './eliminations.js';

/** The fixture after a hand in which seat `out` busted and `winner` took the pot. */
function knockedOut(out: number, winner: number, uids: Record<number, string | null>): TableState {
  const state = structuredClone(midHandNlhFixture) as TableState;
  state.round.roundState = 'ELIMINATION CONFIRMATION';
  state.playerGroup.players = state.playerGroup.players.map((p) => ({
    ...p,
    uid: uids[p.seatIndex] ?? null,
    stack: p.seatIndex === out ? 0 : p.stack,
    roundStatus: p.roundStatus ? { ...p.roundStatus, isEliminated: p.seatIndex === out } : null,
  }));
  state.payout = {
    roundId: 'r1',
    awards: [
      { potIndex: 0, boardIndex: 0, half: null, seatIndex: winner, amount: 900, handDescription: 'Flush' },
    ],
  };
  return state;
}

describe('knockouts fed to the event', () => {
  const seats = midHandNlhFixture.playerGroup.players.map((p) => p.seatIndex);
  const [a, b, c] = seats as [number, number, number];

  it('[KO-UI-1] the busted player is out, the one who took the pot is the eliminator (bounties are theirs)', () => {
    const state = knockedOut(a, b, { [a]: 'p-out', [b]: 'p-win', [c]: 'p-other' });
    expect(pendingKnockouts(state)).toEqual([
      {
        seatIndex: a,
        displayName: state.playerGroup.players[0]!.displayName,
        playerId: 'p-out',
        eliminatedBy: 'p-win',
      },
    ]);
  });

  it('[KO-UI-2] nothing is pending outside ELIMINATION CONFIRMATION; a walk-in winner leaves no eliminator', () => {
    expect(pendingKnockouts(midHandNlhFixture as TableState)).toEqual([]);
    const state = knockedOut(a, b, { [a]: 'p-out' });
    expect(pendingKnockouts(state)[0]).toMatchObject({ playerId: 'p-out', eliminatedBy: null });
  });

  it('[KO-UI-3] a finishing place as the room says it', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
  });
});
