import { addOnActionDataSchema, type TableState } from '@railbird/protocol';
import { idleTableFixture, midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import { type AddOnGroup, addOnControlForKey, addOnGroups, blackjackActingHand } from './add-ons.js';

function tableWith(change: (s: TableState) => void): TableState {
  // The idle table with the six players of the mid-hand fixture seated.
  const copy = structuredClone(idleTableFixture) as TableState;
  copy.playerGroup.players = structuredClone(
    midHandNlhFixture.playerGroup.players,
  ) as TableState['playerGroup']['players'];
  change(copy);
  return copy;
}
const enabled = (group: AddOnGroup | undefined) =>
  (group?.controls ?? []).filter((c) => c.verdict.ok).map((c) => c.id);

const seats = midHandNlhFixture.playerGroup.players.map((p) => p.seatIndex);

describe('Table Manager add-on buttons', () => {
  it('[ADDON-MGR-1] no add-on on: no add-on panel', () => {
    expect(addOnGroups(idleTableFixture)).toEqual([]);
  });

  it('[ADDON-MGR-2] nit game: confirm and reject only in NIT GAME CONFIRMATION (nitGameOptions), call when nits and winners sit', () => {
    const playing = tableWith((s) => {
      s.addOns = ['nitGameAddOn'];
      s.nitGameAddOn = { amountPerPlayer: 25, nitSeatIndexes: [seats[0]!] };
    });
    expect(enabled(addOnGroups(playing)[0])).toEqual(['nitGameAddOn.call', 'nitGameAddOn.reset']);
    const confirming = tableWith((s) => {
      s.addOns = ['nitGameAddOn'];
      s.nitGameAddOn = { amountPerPlayer: 25, nitSeatIndexes: [seats[0]!] };
      s.round.roundState = 'NIT GAME CONFIRMATION';
    });
    const group = addOnGroups(confirming)[0]!;
    expect(enabled(group)).toEqual(['nitGameAddOn.confirm', 'nitGameAddOn.reject']);
    expect(group.waiting).toMatch(/Nit game called/);
    // Everyone still a nit: nobody to pay, no call.
    const allNits = tableWith((s) => {
      s.addOns = ['nitGameAddOn'];
      s.nitGameAddOn = { amountPerPlayer: 25, nitSeatIndexes: seats };
    });
    expect(enabled(addOnGroups(allNits)[0])).toEqual(['nitGameAddOn.reset']);
  });

  it('[ADDON-MGR-3] powerups: confirm and reject only while one waits (powerupsOptions)', () => {
    const idle = tableWith((s) => {
      s.addOns = ['powerupsAddOn'];
      s.powerupsAddOn = { kinds: ['PEEK'], pending: null };
    });
    expect(enabled(addOnGroups(idle)[0])).toEqual([]);
    const pending = tableWith((s) => {
      s.addOns = ['powerupsAddOn'];
      s.powerupsAddOn = { kinds: ['PEEK'], pending: { seatIndex: seats[1]!, powerupId: 'p1' } };
    });
    expect(enabled(addOnGroups(pending)[0])).toEqual(['powerupsAddOn.confirm', 'powerupsAddOn.reject']);
  });

  it('[ADDON-MGR-4] blackjack: the first undecided hand acts; double on two cards, split on a pair, deal only with bets', () => {
    const state = tableWith((s) => {
      s.addOns = ['blackjack'];
      s.blackjack = {
        roundState: 'PLAYER_ACTION',
        minBet: 10,
        maxBet: 500,
        dealerHand: ['HK', null],
        hands: [
          { seatIndex: 0, bet: 20, cards: ['S9', 'H7', 'C2'], isStanding: true, isBust: false, result: null },
          { seatIndex: 2, bet: 10, cards: ['S8', 'D8'], isStanding: false, isBust: false, result: null },
        ],
      };
    });
    expect(blackjackActingHand(state)).toBe(1);
    const group = addOnGroups(state)[0]!;
    expect(enabled(group)).toEqual([
      'blackjack.hit',
      'blackjack.stand',
      'blackjack.double',
      'blackjack.split',
      'blackjack.surrender',
    ]);
    // Every command is one the engine's schema parses, for the acting seat.
    for (const c of group.controls) expect(addOnActionDataSchema.safeParse(c.command).success).toBe(true);
    expect(group.controls.find((c) => c.id === 'blackjack.hit')!.command).toEqual({
      addOn: 'blackjack',
      action: { type: 'hit', seatIndex: 2 },
    });
    const settling = tableWith((s) => {
      s.addOns = ['blackjack'];
      s.blackjack = { ...state.blackjack!, roundState: 'SETTLING' };
    });
    expect(enabled(addOnGroups(settling)[0])).toEqual(['blackjack.nextRound']);
  });

  it('[ADDON-MGR-5] UTH: the seats still to decide get the street’s play bets and check (fold on the river)', () => {
    const state = tableWith((s) => {
      s.addOns = ['uth'];
      s.uth = {
        roundState: 'PLAYER_ACTION',
        dealerCards: [null, null],
        board: ['S2', 'H7', 'DK'],
        hands: [
          {
            seatIndex: 0,
            ante: 10,
            blind: 10,
            trips: 0,
            play: 0,
            cards: ['SA', 'HA'],
            hasFolded: false,
            result: null,
          },
          {
            seatIndex: 1,
            ante: 10,
            blind: 10,
            trips: 5,
            play: 40,
            cards: ['S3', 'H4'],
            hasFolded: false,
            result: null,
          },
        ],
      };
    });
    const ids = enabled(addOnGroups(state)[0]);
    expect(ids).toEqual(['uth.play.0.2', 'uth.check.0']);
  });
});

describe('Table Manager add-on keys', () => {
  it('[ADDON-MGR-6] Y confirms and N rejects the confirmation the table waits for; other keys and no wait do nothing', () => {
    const confirming = tableWith((s) => {
      s.addOns = ['nitGameAddOn', 'powerupsAddOn'];
      s.nitGameAddOn = { amountPerPlayer: 25, nitSeatIndexes: [seats[0]!] };
      s.powerupsAddOn = { kinds: ['PEEK'], pending: null };
      s.round.roundState = 'NIT GAME CONFIRMATION';
    });
    const groups = addOnGroups(confirming);
    expect(addOnControlForKey(groups, 'y')?.id).toBe('nitGameAddOn.confirm');
    expect(addOnControlForKey(groups, 'N')?.id).toBe('nitGameAddOn.reject');
    expect(addOnControlForKey(groups, 'Enter')).toBeNull();
    expect(addOnControlForKey(groups, 'x')).toBeNull();
    const idle = tableWith((s) => {
      s.addOns = ['nitGameAddOn'];
      s.nitGameAddOn = { amountPerPlayer: 25, nitSeatIndexes: [seats[0]!] };
    });
    expect(addOnControlForKey(addOnGroups(idle), 'y')).toBeNull();
  });
});
