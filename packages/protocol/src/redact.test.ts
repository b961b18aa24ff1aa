import { describe, expect, it } from 'vitest';
import { hideHoleCards, stateForAudience } from './redact.js';
import { type TableState, tableStateSchema } from './table-state/index.js';
import { midHandNlhFixture, TABLE_STATE_FIXTURES } from './testing.js';

/** Every card face anywhere in the serialised message. */
function cardsIn(json: string): Set<string> {
  return new Set([...json.matchAll(/"([CDHS][2-9TJQKA])"/g)].map((m) => m[1]!));
}

/** The cards everybody at the table can see: every board, now and in the history. */
function publicCards(state: TableState): Set<string> {
  return new Set([...state.centerCards.boards.flat(), ...state.roundHistory.flatMap((r) => r.boards.flat())]);
}

describe('hideHoleCards', () => {
  it.each(Object.entries(TABLE_STATE_FIXTURES))(
    'in the %s fixture, no card but the boards is left in the bytes',
    (_n, f) => {
      const hidden = hideHoleCards(f);
      expect(tableStateSchema.safeParse(hidden).success).toBe(true);
      const leaked = [...cardsIn(JSON.stringify(hidden))].filter((c) => !publicCards(f).has(c));
      expect(leaked).toEqual([]);
    },
  );

  it('keeps the place of each hidden card, so a screen still draws the card backs', () => {
    const hidden = hideHoleCards(midHandNlhFixture);
    expect(hidden.playerGroup.players.map((p) => p.roundStatus?.hand.cards)).toEqual(
      Array.from({ length: 6 }, () => [null, null]),
    );
    expect(hidden.centerCards.boards).toEqual(midHandNlhFixture.centerCards.boards);
  });

  it('drops what betrays a hand: equities, outs and who is losing', () => {
    const eli = hideHoleCards(midHandNlhFixture).playerGroup.players[5]!.roundStatus!;
    expect(eli).toMatchObject({ equitiesList: [], outs: [], isLosing: false });
  });

  it('keeps stud up-cards (third to sixth) and hides the down-cards', () => {
    const stud = structuredClone(midHandNlhFixture);
    stud.gameSettings.variation = 'STUD';
    stud.centerCards.boards = [];
    stud.playerGroup.players[4]!.roundStatus!.hand.cards = ['SK', 'HK', 'C4', 'D9', 'S3', 'H8', 'C2'];
    const cards = hideHoleCards(stud).playerGroup.players[4]!.roundStatus!.hand.cards;
    expect(cards).toEqual([null, null, 'C4', 'D9', 'S3', 'H8', null]);
  });

  it('empties the starting-hand grid, which would tell what a player just folded', () => {
    const withGrid = structuredClone(midHandNlhFixture);
    const player = withGrid.playerGroup.players.find((p) => p.analytics !== null)!;
    player.analytics!.startingHandStrengths = { AKo: { dealt: 3, played: 1, won: 1, earnings: 40 } };
    const hidden = hideHoleCards(withGrid).playerGroup.players.find((p) => p.seatIndex === player.seatIndex)!;
    expect(hidden.analytics!.startingHandStrengths).toEqual({});
    expect(hidden.analytics!.vpip).toEqual(player.analytics!.vpip);
  });

  it('hides the card of a table error and does not repeat it in the message', () => {
    const error = hideHoleCards(TABLE_STATE_FIXTURES.error).table.error!;
    expect(error.card).toBeNull();
    expect(error.message).not.toMatch(/[CDHS][2-9TJQKA]/);
    expect(error.antennaId).toBe(5);
  });

  it('leaves the input untouched', () => {
    const before = JSON.stringify(midHandNlhFixture);
    hideHoleCards(midHandNlhFixture);
    expect(JSON.stringify(midHandNlhFixture)).toBe(before);
  });

  it('[REDACT-DIAG] hidden and delayed screens get no diagnostics: no tag, read count, read time or tracked card', () => {
    const state = structuredClone(midHandNlhFixture);
    const antennas = state.tableSettings.antennas;
    const board = antennas.find((a) => a.role === 'BOARD')!.id;
    state.table.antennaStats = antennas.map((a) => ({
      antennaId: a.id,
      reads: 3,
      readsPerSecond: 0.3,
      lastTagId: `E280-${a.id}`,
      lastCard: a.id === board ? 'H4' : 'SA',
      lastReadAt: 1,
      errors: {},
      lastError: null,
    }));
    state.table.tracker = {
      entries: [
        {
          id: 1,
          time: 1,
          handNumber: 3,
          seatIndex: 2,
          antennaId: 10,
          source: 'MUCK',
          kind: 'fold',
          amount: null,
          card: 'SA',
          outcome: 'APPLIED',
          sensitivity: 50,
        },
      ],
      totals: { inferred: 1, confirmed: 1, rejected: 0, undone: 0, manual: 0, corrections: 0 },
      byKind: { fold: { inferred: 1, confirmed: 1, rejected: 0, undone: 0, manual: 0 } },
    };
    state.table.reads = [{ antennaId: board, tagId: 'E280-77', card: 'H4', time: 1 }];
    state.table.recording = { startTime: 1, reads: 9 };
    state.requestingIps = ['10.0.0.7'];
    expect(tableStateSchema.safeParse(state).success).toBe(true);
    expect(stateForAudience('operator', state)).toBe(state);
    for (const audience of ['hidden', 'delayed'] as const) {
      const out = stateForAudience(audience, state);
      expect(tableStateSchema.safeParse(out).success).toBe(true);
      expect(Object.keys(out.table).sort()).toEqual(['error', 'ip', 'key', 'mode']);
      expect(JSON.stringify(out)).not.toMatch(/E280|10\.0\.0\.7/);
      expect(out.requestingIps).toEqual([]);
    }
    expect(state.table.antennaStats).toHaveLength(antennas.length);
  });

  it('[REDACT-LUCK] hidden screens get no luck score (an all-in equity of cards they never saw); counts of actions stay', () => {
    const withLuck = structuredClone(midHandNlhFixture);
    const player = withLuck.playerGroup.players.find((p) => p.analytics !== null)!;
    player.analytics = { ...player.analytics!, luckScore: -3.5, luckHands: 2 };
    const hidden = hideHoleCards(withLuck).playerGroup.players.find((p) => p.seatIndex === player.seatIndex)!;
    expect(hidden.analytics!.luckScore).toBeNull();
    expect(hidden.analytics!.luckHands).toBeUndefined();
    expect(hidden.analytics!.handsPlayed).toBe(player.analytics.handsPlayed);
    const delayed = stateForAudience('delayed', withLuck).playerGroup.players.find(
      (p) => p.seatIndex === player.seatIndex,
    )!;
    expect(delayed.analytics!.luckScore).toBe(-3.5);
  });

  it("[REDACT-PHONE] only operators get a player's phone number", () => {
    const withPhone = structuredClone(midHandNlhFixture);
    withPhone.playerGroup.players[0]!.phone = '555-010-9999';
    expect(JSON.stringify(stateForAudience('operator', withPhone))).toContain('555-010-9999');
    for (const audience of ['hidden', 'delayed'] as const)
      expect(JSON.stringify(stateForAudience(audience, withPhone))).not.toContain('555-010-9999');
  });
});
