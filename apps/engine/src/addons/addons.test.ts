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

/** The journal replayed into a fresh table: the same seats and the same games. */
function expectReplayed(t: TableDriver) {
  let model = createTableModel({ key: 't1', settings: t.model.settings });
  for (const entry of t.journal as JournalEntry[]) {
    const r = reduceTable(model, entry);
    if (!r.ok) throw new Error(r.error.message);
    model = r.model;
  }
  expect(model.addOns).toEqual(t.model.addOns);
  expect(model.seats).toEqual(t.model.seats);
}

/** Each seat of the table (index, stack) and each seat of the banked game: the same, always. */
function expectSameSeats(t: TableDriver) {
  const game = t.model.addOns!.blackjack ?? t.model.addOns!.uth!;
  const table = t.model.seats.map((s) => [s.seatIndex, s.stack]);
  expect(game.seats.map((s) => [s.seatIndex, s.stack])).toEqual(table);
  // The table state message carries the same stacks in both places.
  const state = t.state();
  const field = state.blackjack ?? state.uth!;
  expect(field.seats.map((s) => [s.seatIndex, s.stack])).toEqual(
    state.playerGroup.players.map((p) => [p.seatIndex, p.stack]),
  );
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
    // Every seated player starts as a nit.
    expect(s.nitGameAddOn).toEqual({ amountPerPlayer: 20, nitSeatIndexes: [0, 1, 2] });
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

  it('[ADDON-E11] the nit game is called between hands only: a call mid-hand is refused, changing nothing', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    t.command('setAddOns', { addOns: ['nitGameAddOn'], settings: {} });
    t.command('startRound');
    const before = t.model.addOns;
    expect(t.refuse('addOnAction', { addOn: 'nitGameAddOn', action: { type: 'call' } }).message).toMatch(
      /between hands/,
    );
    expect(t.model.addOns).toBe(before);
  });

  it('[ADDON-E12] a banked game switched off before the deal hands every bet back; with a round dealt it is refused', () => {
    const t = TableDriver.game('NLH', [500, 500]);
    t.command('setAddOns', { addOns: ['uth'], settings: {} });
    t.command('addOnAction', { addOn: 'uth', action: { type: 'bet', seatIndex: 1, ante: 10, trips: 5 } });
    expect(t.model.seats.map((s) => s.stack)).toEqual([500, 475]);
    t.command('setAddOns', { addOns: [], settings: {} });
    expect(t.model.seats.map((s) => s.stack)).toEqual([500, 500]);
    expect(t.state().uth).toBeNull();
    // Blackjack the same: a bet placed, the game switched to other rules, the bet back on the stack.
    t.command('setAddOns', { addOns: ['blackjack'], settings: {} });
    t.command('addOnAction', { addOn: 'blackjack', action: { type: 'bet', seatIndex: 0, amount: 20 } });
    expect(t.model.seats.map((s) => s.stack)).toEqual([480, 500]);
    t.command('setAddOns', { addOns: ['blackjack'], settings: { blackjack: { decks: 2 } } });
    expect(t.model.seats.map((s) => s.stack)).toEqual([500, 500]);
    expectSameSeats(t);
    // Dealt, the round finishes first.
    t.command('addOnAction', { addOn: 'blackjack', action: { type: 'bet', seatIndex: 0, amount: 20 } });
    t.command('addOnAction', { addOn: 'blackjack', action: { type: 'deal' } });
    expect(t.refuse('setAddOns', { addOns: [], settings: {} }).message).toMatch(/has a round in play/);
    expectReplayed(t);
  });

  it('[ADDON-E13] a banked game switched on after a hand clears the finished hand from the felt', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    foldedHand(t, ['SA', 'SK', 'HA', 'HK', 'DA', 'DK']);
    expect(t.state().game.gameState).toBe('CLEARING');
    t.command('setAddOns', { addOns: ['blackjack'], settings: {} });
    const s = t.state();
    expect(s.game.gameState).not.toBe('CLEARING');
    expect(s.playerGroup.players.every((p) => (p.roundStatus?.hand.cards ?? []).length === 0)).toBe(true);
    expect(s.partyGameDealer?.gameName).toBe('Blackjack');
    expectReplayed(t);
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
    expect(t.state().partyGameDealer).toEqual({
      gameName: 'Blackjack',
      roundState: 'WAITING_FOR_BETS',
      dealerCards: [],
    });
    const random = seededRandom(7);
    let shoe = blackjack.shuffledShoe(1, random);
    const start = total(t);
    let rounds = 0;
    let shuffles = 0;
    let dealerSeen = 0;
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
      const now = t.model.addOns!.blackjack!;
      // The house's side names the game and shows the dealer's cards, the hole card hidden until turned.
      const dealer = t.state().partyGameDealer;
      expect(dealer).toEqual({
        gameName: 'Blackjack',
        roundState: now.roundState,
        dealerCards: now.dealer.cards.map((c, i) => (i === 1 && !now.dealer.holeShown ? null : c)),
      });
      if (now.dealer.holeShown) dealerSeen = Math.max(dealerSeen, dealer!.dealerCards.length);
      if (now.roundState === 'WAITING_FOR_BETS' && now.seats.every((s) => s.bet === 0)) {
        // Between rounds every chip is back in a stack or with the house.
        expect(total(t) + now.houseNet).toBe(start);
      }
    }
    expect(rounds).toBe(12);
    expect(shuffles).toBeGreaterThan(0);
    expect(total(t)).not.toBe(start);
    expect(dealerSeen).toBeGreaterThanOrEqual(2);
    // Off again: the table deals poker, and nobody is the house.
    t.command('setAddOns', { addOns: [], settings: {} });
    expect(t.state().partyGameDealer).toBeNull();
  });

  it('[ADDON-E4] UTH is dealt through the antennas with the bots, its settlement moving the seats’ stacks', () => {
    const t = TableDriver.game('NLH', [500, 500]);
    t.command('setAddOns', { addOns: ['uth'], settings: {} });
    expect(t.refuse('startRound').message).toMatch(/^Ultimate Texas hold’em is on at this table: /);
    expect(t.state().partyGameDealer).toEqual({
      gameName: 'Ultimate Texas Hold’em',
      roundState: 'WAITING_FOR_BETS',
      dealerCards: [],
    });
    const start = total(t);
    const random = seededRandom(3);
    let deck: Card[] = [];
    let rounds = 0;
    let house = 0;
    let dealerShown = 0;
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
        // The dealer's two cards, turned over on the antenna, are the house's side of the table state.
        expect(t.state().partyGameDealer).toEqual({
          gameName: 'Ultimate Texas Hold’em',
          roundState: 'SETTLING',
          dealerCards: u.dealerCards,
        });
        if (u.dealerCards.length === 2) dealerShown++;
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
    expect(dealerShown).toBeGreaterThan(0);
    t.command('setAddOns', { addOns: [], settings: {} });
    expect(t.state().partyGameDealer).toBeNull();
    expect(t.state().uth).toBeNull();
  });

  it('[ADDON-E8] blackjack’s seats follow the table’s: seat, rebuy, move and unseat are sit, top-up and leave there; refused while a bet rides, changing nothing', () => {
    const t = TableDriver.game('NLH', [500, 500]);
    t.command('setAddOns', { addOns: ['blackjack'], settings: {} });
    const bj = () => t.model.addOns!.blackjack!;
    const play = (action: object) => t.command('addOnAction', { addOn: 'blackjack', action });
    t.command('seatPlayer', { seatIndex: 4, displayName: 'P5', stack: 300 });
    t.command('rebuy', { seatIndex: 4, amount: 200 });
    expect(bj().seats.map((s) => [s.seatIndex, s.stack])).toEqual([
      [0, 500],
      [1, 500],
      [4, 500],
    ]);
    expectSameSeats(t);
    // A bet not yet dealt to moves with the player, back in their stack (BJ-1).
    play({ type: 'bet', seatIndex: 1, amount: 50 });
    expect(t.model.seats[1]!.stack).toBe(450);
    t.command('movePlayer', { fromSeatIndex: 1, toSeatIndex: 6 });
    expect(t.model.seats.find((s) => s.seatIndex === 6)!.stack).toBe(500);
    expectSameSeats(t);
    // Seat 1 bets 100 and is dealt 17 against the dealer's 5: it is to act, its 100 riding.
    play({ type: 'bet', seatIndex: 0, amount: 100 });
    play({ type: 'deal' });
    t.board('HT', 'C5', 'S7', 'D9');
    expect(bj().roundState).toBe('PLAYER_ACTION');
    expect(t.refuse('unseatPlayer', { seatIndex: 0 }).message).toBe(
      'Seat 1 has a bet riding on this blackjack round: finish the round, then unseat (rule BJ-19).',
    );
    expect(t.refuse('movePlayer', { fromSeatIndex: 0, toSeatIndex: 2 }).message).toMatch(
      /^Seat 1 has a bet riding on this blackjack round: finish the round, then move them/,
    );
    expect(t.refuse('rebuy', { seatIndex: 0, amount: 100 }).message).toMatch(
      /then add the chips \(rule BJ-19\)\.$/,
    );
    // Seats with nothing riding come, go and buy more mid-round; the newcomer plays the next round.
    t.command('seatPlayer', { seatIndex: 2, displayName: 'P3', stack: 120 });
    t.command('rebuy', { seatIndex: 6, amount: 25 });
    t.command('movePlayer', { fromSeatIndex: 4, toSeatIndex: 5 });
    t.command('unseatPlayer', { seatIndex: 5 });
    expect(bj().hands.map((h) => h.seatIndex)).toEqual([0]);
    expectSameSeats(t);
    // The operator's add-on actions do not seat anyone: the table does.
    expect(
      t.refuse('addOnAction', { addOn: 'blackjack', action: { type: 'sit', seatIndex: 7, stack: 50 } })
        .message,
    ).toBe(
      'Blackjack: its seats are the table’s: seat the player at the table (seatPlayer) instead (rule BJ-19).',
    );
    expect(
      t.refuse('addOnAction', { addOn: 'blackjack', action: { type: 'leave', seatIndex: 2 } }).message,
    ).toMatch(/unseat the player \(unseatPlayer\)/);
    // Settled (the dealer busts), seat 1 takes its winnings with it.
    play({ type: 'stand', seatIndex: 0 });
    t.board('H8');
    expect(bj().roundState).toBe('SETTLING');
    expect(t.model.seats[0]!.stack).toBe(600);
    expectSameSeats(t);
    t.command('unseatPlayer', { seatIndex: 0 });
    play({ type: 'nextRound' });
    play({ type: 'bet', seatIndex: 2, amount: 20 });
    expect(bj().seats.map((s) => [s.seatIndex, s.stack])).toEqual([
      [2, 100],
      [6, 525],
    ]);
    expectSameSeats(t);
    expectReplayed(t);
  });

  it('[ADDON-E9] UTH’s seats follow the table’s: a player seated after it was switched on plays the next round; a bet out holds the seat', () => {
    const t = TableDriver.game('NLH', [500, 500]);
    t.command('setAddOns', { addOns: ['uth'], settings: {} });
    const u = () => t.model.addOns!.uth!;
    const play = (action: object) => t.command('addOnAction', { addOn: 'uth', action });
    t.command('seatPlayer', { seatIndex: 3, displayName: 'P4', stack: 200 });
    expect(u().seats.map((s) => [s.seatIndex, s.stack])).toEqual([
      [0, 500],
      [1, 500],
      [3, 200],
    ]);
    play({ type: 'bet', seatIndex: 0, ante: 10, trips: 5 });
    play({ type: 'bet', seatIndex: 3, ante: 10 });
    expect(t.refuse('unseatPlayer', { seatIndex: 0 }).message).toBe(
      'Seat 1 has a bet riding on this Ultimate Texas hold’em round: take it back (an ante of 0) or finish the round, then unseat (rule UTH-19).',
    );
    expect(t.refuse('rebuy', { seatIndex: 3, amount: 50 }).message).toMatch(/then add the chips/);
    play({ type: 'closeBets' });
    expect(t.refuse('movePlayer', { fromSeatIndex: 3, toSeatIndex: 7 }).message).toBe(
      'Seat 4 has a bet riding on this Ultimate Texas hold’em round: finish the round, then move them (rule UTH-19).',
    );
    // Seat 2 bet nothing: it moves, buys more and a newcomer sits down, all mid-round.
    t.command('movePlayer', { fromSeatIndex: 1, toSeatIndex: 8 });
    t.command('rebuy', { seatIndex: 8, amount: 100 });
    t.command('seatPlayer', { seatIndex: 5, displayName: 'P6', stack: 80 });
    expectSameSeats(t);
    const deck = shuffledDeck(seededRandom(11));
    for (let step = 0; step < 40 && u().roundState !== 'SETTLING'; step++) {
      if (uth.nextCardFor(u())) {
        t.card(t.antennas.board!, deck.shift()!);
        continue;
      }
      const seat = uth.uthOptions(u()).waitingOn[0]!;
      play(uth.uthBotAction(u(), seat)!);
    }
    expect(u().roundState).toBe('SETTLING');
    expect(uth.seatsInRound(u()).map((s) => s.seatIndex)).toEqual([0, 3]);
    expectSameSeats(t);
    t.command('unseatPlayer', { seatIndex: 0 });
    t.command('rebuy', { seatIndex: 3, amount: 50 });
    play({ type: 'nextRound' });
    play({ type: 'bet', seatIndex: 5, ante: 10 });
    expect(u().seats.map((s) => s.seatIndex)).toEqual([3, 5, 8]);
    expect(u().seats[1]!.stack).toBe(60);
    expectSameSeats(t);
    expectReplayed(t);
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
