import { type Card, seededRandom, shuffledDeck } from '@railbird/poker';
import { blackjack, uth } from '@railbird/poker/addons';
import { hideHoleCards } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { TableDriver } from '../../test/support/table-driver.js';
import type { JournalEntry } from '../table/inputs.js';
import { createTableModel, reduceTable } from '../table/reduce.js';

const total = (t: TableDriver) => t.model.seats.reduce((s, x) => s + x.stack, 0);

/** A three-handed hand that folds round to the big blind (seat 2 wins the blinds). */
function foldedHand(t: TableDriver, cards: Card[]) {
  t.command('startRound');
  t.deal(0, cards[0]!, cards[1]!).deal(1, cards[2]!, cards[3]!).deal(2, cards[4]!, cards[5]!);
  t.act('fold').act('fold');
}

describe('add-on commands at the table', () => {
  it('[ADDON-E1] setAddOns fills addOns and every add-on field it lists (the state still parses), the others stay null', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    t.command('setAddOns', {
      addOns: ['nitGameAddOn', 'runnerUpAddOn', 'teamAddOn', 'bingoAddOn'],
      settings: {},
    });
    const s = t.state();
    expect(s.addOns).toEqual(['nitGameAddOn', 'runnerUpAddOn', 'teamAddOn', 'bingoAddOn']);
    expect(s.nitGameAddOn).toEqual({ amountPerPlayer: 20, nitSeatIndexes: [] });
    expect(s.runnerUpAddOn).not.toBeNull();
    expect(s.teamAddOn?.teams.map((x) => x.seatIndexes)).toEqual([[0, 2], [1]]);
    expect(s.bingoAddOn?.players).toHaveLength(3);
    expect(s.blackjack).toBeNull();
    expect(s.uth).toBeNull();
    t.command('setAddOns', { addOns: [], settings: {} });
    expect(t.state().addOns).toEqual([]);
    expect(t.state().nitGameAddOn).toBeNull();
  });

  it('[ADDON-E2] setAddOns is refused mid-hand, and an action of a game that is off is refused, both changing nothing', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    t.command('startRound');
    expect(t.refuse('setAddOns', { addOns: ['nitGameAddOn'], settings: {} }).message).toMatch(
      /between hands/,
    );
    expect(t.refuse('addOnAction', { addOn: 'nitGameAddOn', action: { type: 'call' } }).message).toMatch(
      /not on at this table/,
    );
  });

  it('[ADDON-E3] blackjack is dealt instead of poker: startRound refused, the shoe read through the antennas, chips conserved against the house', () => {
    const t = TableDriver.game('NLH', [500, 500, 500]);
    t.command('setTableMode', { tableMode: 'REGISTER_CUT_CARD' }).read(t.antennas.board!, 'CUT-1');
    t.command('setTableMode', { tableMode: 'GAME' });
    t.command('setAddOns', {
      addOns: ['blackjack'],
      settings: { blackjack: { decks: 1, penetration: 0.5 } },
    });
    expect(t.refuse('startRound').message).toMatch(/^Blackjack is on at this table: /);
    expect(t.state().blackjack?.roundState).toBe('WAITING_FOR_BETS');
    const random = seededRandom(7);
    let shoe = blackjack.shuffledShoe(1, random);
    const start = total(t);
    let rounds = 0;
    let shuffles = 0;
    for (let step = 0; step < 2000 && rounds < 12; step++) {
      const bj = t.model.addOns!.blackjack!;
      const action = blackjack.simulatedTableAction(bj, shoe, random);
      if (!action) break;
      if (action.type === 'dealCard') t.card(t.antennas.board!, action.card);
      else if (action.type === 'cutCard') t.read(t.antennas.board!, 'CUT-1');
      else {
        t.command('addOnAction', { addOn: 'blackjack', action });
        if (action.type === 'shuffle') {
          shoe = blackjack.shuffledShoe(1, random);
          shuffles++;
        }
        if (action.type === 'nextRound') rounds++;
      }
      t.state();
      const now = t.model.addOns!.blackjack!;
      if (now.roundState === 'WAITING_FOR_BETS' && now.seats.every((s) => s.bet === 0)) {
        // Between rounds every chip is back in a stack or with the house.
        expect(total(t) + now.houseNet).toBe(start);
      }
    }
    expect(rounds).toBe(12);
    expect(shuffles).toBeGreaterThan(0);
    expect(total(t)).not.toBe(start);
  });

  it('[ADDON-E4] UTH is dealt through the antennas with the bots, its settlement moving the seats’ stacks', () => {
    const t = TableDriver.game('NLH', [500, 500]);
    t.command('setAddOns', { addOns: ['uth'], settings: {} });
    expect(t.refuse('startRound').message).toMatch(/^Ultimate Texas hold’em is on at this table: /);
    const start = total(t);
    const random = seededRandom(3);
    let deck: Card[] = [];
    let rounds = 0;
    let house = 0;
    for (let step = 0; step < 500 && rounds < 5; step++) {
      const u = t.model.addOns!.uth!;
      if (u.roundState === 'WAITING_FOR_BETS' && u.seats.every((s) => s.ante === 0)) {
        for (const s of u.seats)
          t.command('addOnAction', {
            addOn: 'uth',
            action: { type: 'bet', seatIndex: s.seatIndex, ante: 10, trips: 5 },
          });
        t.command('addOnAction', { addOn: 'uth', action: { type: 'closeBets' } });
        deck = shuffledDeck(random);
        continue;
      }
      if (uth.nextCardFor(u)) {
        t.card(t.antennas.board!, deck.shift()!);
        continue;
      }
      if (u.roundState === 'SETTLING') {
        house += u.houseResult ?? 0;
        expect(total(t) + house).toBe(start);
        t.command('addOnAction', { addOn: 'uth', action: { type: 'nextRound' } });
        rounds++;
        continue;
      }
      if (u.street === 'flop') {
        // Hidden screens never see a UTH hole card; the board stays public.
        const hidden = hideHoleCards(t.state()).uth!;
        expect(hidden.hands.flatMap((h) => h.cards).every((c) => c === null)).toBe(true);
        expect(hidden.board).toEqual(t.state().uth!.board);
        expect(t.state().uth!.hands[0]!.cards.every((c) => c !== null)).toBe(true);
      }
      const seat = uth.seatsInRound(u).find((s) => uth.uthBotAction(u, s.seatIndex) !== null);
      expect(seat).toBeDefined();
      t.command('addOnAction', { addOn: 'uth', action: uth.uthBotAction(u, seat!.seatIndex)! });
      expect(t.state().uth).not.toBeNull();
    }
    expect(rounds).toBe(5);
  });

  it('[ADDON-E5] the nit game settles after poker hands: NIT GAME CONFIRMATION holds startRound until confirmed, chips move between seats', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    t.command('setAddOns', { addOns: ['nitGameAddOn'], settings: { nitGameAddOn: { amountPerPlayer: 10 } } });
    foldedHand(t, ['SA', 'SK', 'HA', 'HK', 'DA', 'DK']);
    const s = t.state();
    expect(s.nitGameAddOn?.nitSeatIndexes.length).toBeGreaterThan(0);
    const winner = s.playerGroup.players.find((p) => !p.isNit)!;
    expect(winner).toBeDefined();
    const before = t.model.seats.map((x) => x.stack);
    t.command('addOnAction', { addOn: 'nitGameAddOn', action: { type: 'call' } });
    expect(t.state().round.roundState).toBe('NIT GAME CONFIRMATION');
    expect(t.refuse('startRound').message).toMatch(/nit game is waiting for its confirmation/);
    t.command('addOnAction', { addOn: 'nitGameAddOn', action: { type: 'confirm' } });
    expect(t.state().round.roundState).toBe('WAITING FOR ROUND START');
    const after = t.model.seats.map((x) => x.stack);
    expect(after.reduce((a, b) => a + b)).toBe(before.reduce((a, b) => a + b));
    expect(after[winner.seatIndex]).toBe(before[winner.seatIndex]! + 20);
    t.command('startRound');
  });

  it('[ADDON-E6] a powerup played waits in POWERUP CONFIRMATION; the player fields show the inventory', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    t.command('setAddOns', { addOns: ['powerupsAddOn'], settings: {} });
    t.command('addOnAction', {
      addOn: 'powerupsAddOn',
      action: { type: 'grant', seatIndex: 1, kind: 'SHIELD' },
    });
    const held = t.state().playerGroup.players[1]!.powerups!;
    expect(held).toHaveLength(1);
    expect(t.state().playerGroup.players[0]!.powerups).toEqual([]);
    t.command('addOnAction', {
      addOn: 'powerupsAddOn',
      action: { type: 'play', seatIndex: 1, powerupId: held[0]!.id },
    });
    expect(t.state().round.roundState).toBe('POWERUP CONFIRMATION');
    expect(t.state().powerupsAddOn?.pending).toEqual({ seatIndex: 1, powerupId: held[0]!.id });
    expect(t.refuse('startRound').message).toMatch(/powerup is waiting/);
    t.command('addOnAction', { addOn: 'powerupsAddOn', action: { type: 'confirm' } });
    t.command('startRound');
  });

  it('[ADDON-E7] replaying the journal rebuilds the add-on games exactly', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    t.command('setAddOns', {
      addOns: [
        'nitGameAddOn',
        'powerupsAddOn',
        'bingoAddOn',
        'fortuneTellerAddOn',
        'teamAddOn',
        'runnerUpAddOn',
        'oneNDoneAddOn',
      ],
      settings: { powerupsAddOn: { everyNHands: 1 } },
    });
    t.command('addOnAction', { addOn: 'fortuneTellerAddOn', action: { type: 'drawPrompts' } });
    t.command('addOnAction', { addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: 0 } });
    foldedHand(t, ['SA', 'SK', 'HA', 'HK', 'DA', 'DK']);
    foldedHand(t, ['S2', 'S3', 'H2', 'H3', 'D2', 'D3']);
    expect(t.state().bingoAddOn?.players).toHaveLength(3);
    let model = createTableModel({ key: 't1', settings: t.model.settings });
    for (const entry of t.journal as JournalEntry[]) {
      const r = reduceTable(model, entry);
      if (!r.ok) throw new Error(r.error.message);
      model = r.model;
    }
    expect(model.addOns).toEqual(t.model.addOns);
    expect(model.seats.map((s) => s.stack)).toEqual(t.model.seats.map((s) => s.stack));
  });
});
