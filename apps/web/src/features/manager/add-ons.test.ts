import type { Card } from '@railbird/poker';
import { seededRandom } from '@railbird/poker';
import { blackjack, room, uth } from '@railbird/poker/addons';
import { addOnActionDataSchema, type TableState } from '@railbird/protocol';
import { idleTableFixture, midHandNlhFixture } from '@railbird/protocol/testing';
import { describe, expect, it } from 'vitest';
import {
  ADD_ON_KEYS,
  type AddOnControl,
  type AddOnGroup,
  addOnControlForKey,
  addOnGroups,
  allControls,
  domainReason,
  startRoundHold,
} from './add-ons.js';

function tableWith(change: (s: TableState) => void): TableState {
  // The idle table with the six players of the mid-hand fixture seated.
  const copy = structuredClone(idleTableFixture) as TableState;
  copy.playerGroup.players = structuredClone(
    midHandNlhFixture.playerGroup.players,
  ) as TableState['playerGroup']['players'];
  change(copy);
  return copy;
}
/** The enabled controls of a group, the game's own then its seats'. */
const enabled = (group: AddOnGroup | undefined) =>
  (group ? allControls([group]) : []).filter((c) => c.verdict.ok).map((c) => c.id);
const find = (group: AddOnGroup | undefined, id: string): AddOnControl => {
  const c = (group ? allControls([group]) : []).find((x) => x.id === id);
  if (!c) throw new Error(`no control ${id}`);
  return c;
};
const reason = (c: AddOnControl) => (c.verdict.ok ? null : c.verdict.reason);
/** Every command a group can send is one the engine's schema parses. */
function expectParsable(groups: AddOnGroup[]) {
  for (const c of allControls(groups))
    expect(addOnActionDataSchema.safeParse(c.command).success, c.id).toBe(true);
  for (const row of groups.flatMap((g) => g.rows)) {
    if (!row.bet) continue;
    const values = Object.fromEntries(row.bet.fields.map((f) => [f.key, f.initial]));
    expect(addOnActionDataSchema.safeParse(row.bet.check(values).command).success, row.bet.id).toBe(true);
  }
}

/** A blackjack table from the domain (rule overrides, 1000 chips a seat). */
function blackjackTable(rules: Partial<blackjack.BlackjackRules>, seatIndexes: number[]) {
  const created = blackjack.createBlackjack({
    rules: { ...blackjack.DEFAULT_BLACKJACK_RULES, ...rules },
    seats: seatIndexes.map((seatIndex) => ({ seatIndex, stack: 1000 })),
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.state;
}
function bjPlay(state: blackjack.BlackjackState, ...actions: blackjack.BlackjackAction[]) {
  return actions.reduce((s, a) => {
    const r = blackjack.applyBlackjack(s, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    return r.state;
  }, state);
}
const bjCards = (...cards: Card[]): blackjack.BlackjackAction[] =>
  cards.map((card) => ({ type: 'dealCard', card }));
/** The table message's blackjack field as the engine sends it (the hole card down until turned). */
function withBlackjack(s: TableState, state: blackjack.BlackjackState) {
  s.addOns = ['blackjack'];
  s.blackjack = blackjack.blackjackView(state, { hideHole: true }) as unknown as NonNullable<
    TableState['blackjack']
  >;
}
function uthPlay(state: uth.UthState, ...actions: uth.UthAction[]) {
  return actions.reduce((s, a) => {
    const r = uth.applyUth(s, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    return r.state;
  }, state);
}
/** Deals these cards wherever the UTH table asks for them next, until it asks for none or they run out. */
function uthDealAll(state: uth.UthState, cards: Card[]) {
  let s = state;
  for (const card of cards) {
    if (!uth.nextCardFor(s)) throw new Error('no card is due');
    s = uthPlay(s, { type: 'dealCard', card });
  }
  return s;
}

/** The table message's uth field as the engine sends it. */
function withUth(s: TableState, state: uth.UthState) {
  s.addOns = ['uth'];
  s.uth = uth.uthView(state, { hideHoleCards: false }) as NonNullable<TableState['uth']>;
}

const seats = midHandNlhFixture.playerGroup.players.map((p) => p.seatIndex);
const [ANA, BEN, CLEO] = [0, 1, 2];

/** Applies room-game inputs in order; a refusal fails the test with its reason. */
function must<S>(apply: (s: S, i: never) => room.AddOnResult<S, unknown>, start: S, inputs: object[]): S {
  return inputs.reduce<S>((s, input) => {
    const r = apply(s, input as never);
    if (!r.ok) throw new Error(`${JSON.stringify(input)}: ${r.error.message}`);
    return r.state;
  }, start);
}
/** A finished poker hand at the six seats (1000 chips each), `winners` taking the pot. */
function hand(handNumber: number, winners: number[], board: Card[] = []) {
  return room.handOutcome({
    handNumber,
    buttonSeatIndex: 0,
    board,
    seats: seats.map((seatIndex) => ({
      seatIndex,
      playerId: midHandNlhFixture.playerGroup.players[seatIndex]!.uid,
      startingStack: 1000,
      finishingStack: winners.includes(seatIndex) ? 1050 : 990,
      won: winners.includes(seatIndex) ? 60 : 0,
      holeCards: null,
      showedDown: false,
      foldedPreflop: false,
    })),
    pots: [{ amount: 60 * winners.length, winners }],
  });
}
const uid = (seat: number) => midHandNlhFixture.playerGroup.players[seat]!.uid!;

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
    const calls = find(addOnGroups(allNits)[0], 'nitGameAddOn.call');
    expect(reason(calls)).toBe('The nit game needs at least one nit and one player who has won a pot');
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

  it('[ADDON-MGR-4] blackjack: the hand the options name acts, with exactly the decisions they allow', () => {
    // Seat 0 (9 7, hits a 2, stands on 18), seat 2 (8 8) to act; the dealer shows a king.
    let bj = blackjackTable({ surrender: 'late' }, [0, 2]);
    bj = bjPlay(
      bj,
      { type: 'bet', seatIndex: 0, amount: 20 },
      { type: 'bet', seatIndex: 2, amount: 10 },
      { type: 'deal' },
      ...bjCards('S9', 'S8', 'HK', 'H7', 'D8', 'C5'),
      { type: 'hit', seatIndex: 0 },
      ...bjCards('C2'),
      { type: 'stand', seatIndex: 0 },
    );
    const state = tableWith((s) => withBlackjack(s, bj));
    const group = addOnGroups(state)[0]!;
    // Every hand shows; Cleo's is the one to act, the one with decisions.
    expect(group.rows.map((r) => [r.seatIndex, r.note, r.acting, r.controls.length])).toEqual([
      [0, '18 · bet 20', false, 0],
      [2, '16 · bet 10', true, 5],
    ]);
    expect(enabled(group)).toEqual([
      'blackjack.hit',
      'blackjack.stand',
      'blackjack.double',
      'blackjack.split',
      'blackjack.surrender',
    ]);
    expectParsable([group]);
    expect(find(group, 'blackjack.hit').command).toEqual({
      addOn: 'blackjack',
      action: { type: 'hit', seatIndex: 2 },
    });
    // After the split the first 8 waits for its second card: no decision, the card is asked for.
    const split = bjPlay(bj, { type: 'split', seatIndex: 2 });
    const waiting = addOnGroups(tableWith((s) => withBlackjack(s, split)))[0]!;
    expect(waiting.prompt).toBe('Deal a card to Cleo (hand 1)');
    expect(enabled(waiting)).toEqual([]);
    // On the split hand surrender is gone (late surrender: the first two cards only, no split).
    const splitHand = addOnGroups(tableWith((s) => withBlackjack(s, bjPlay(split, ...bjCards('H3')))))[0]!;
    expect(splitHand.rows.find((r) => r.acting)!.name).toBe('Cleo · seat 3 · hand 1 of 2');
    expect(reason(find(splitHand, 'blackjack.surrender'))).toMatch(/first two cards, before a split/);
    // Seat 2 stands on 16; the dealer turns K 5 and draws a ten: 25, bust, the round settles.
    const settled = bjPlay(bj, { type: 'stand', seatIndex: 2 }, ...bjCards('DT'));
    expect(settled.roundState).toBe('SETTLING');
    const done = addOnGroups(tableWith((s) => withBlackjack(s, settled)))[0]!;
    expect(enabled(done)).toEqual(['blackjack.nextRound']);
    expect(done.facts).toContain('Ana +20, Cleo +10');
    expect(done.rows.map((r) => r.note)).toEqual(['18 · bet 20 · wins · +20', '16 · bet 10 · wins · +10']);
  });

  it('[ADDON-MGR-5] UTH: the seats still to decide get the street’s play bets and check (fold on the river)', () => {
    // Seat 1 raises 4× before the flop, seat 0 checks; on the flop seat 0 decides.
    let u = uth.newUthTable(uth.DEFAULT_UTH_RULES, [
      { seatIndex: 0, stack: 1000 },
      { seatIndex: 1, stack: 1000 },
    ]);
    u = uthPlay(
      u,
      { type: 'bet', seatIndex: 0, ante: 10 },
      { type: 'bet', seatIndex: 1, ante: 10, trips: 5 },
    );
    u = uthPlay(u, { type: 'closeBets' });
    u = uthDealAll(u, ['SA', 'S3', 'HA', 'H4']);
    u = uthPlay(u, { type: 'play', seatIndex: 1, multiple: 4 }, { type: 'check', seatIndex: 0 });
    u = uthDealAll(u, ['S2', 'H7', 'DK']);
    expect(u.street).toBe('flop');
    const state = tableWith((s) => withUth(s, u));
    const group = addOnGroups(state)[0]!;
    expect(enabled(group)).toEqual(['uth.play.0.2', 'uth.check.0']);
    expect(find(group, 'uth.play.0.2').label).toBe('Bet 2× · 20');
    // Both hands show with their cards; Ana owes the decision, Ben has made his.
    expect(group.rows.map((r) => [r.seatIndex, r.note, r.acting, r.cards])).toEqual([
      [0, 'ante 10', true, ['SA', 'HA']],
      [1, 'ante 10 · trips 5 · play 40', false, ['S3', 'H4']],
    ]);
    expect(group.prompt).toBe('Waiting on Ana');
    // Ana checks: the turn and river are asked for, then Ana folds or bets 1× on the river.
    u = uthDealAll(uthPlay(u, { type: 'check', seatIndex: 0 }), ['C9']);
    expect(addOnGroups(tableWith((s) => withUth(s, u)))[0]!.prompt).toBe('Deal the river card');
    u = uthDealAll(u, ['CT']);
    expect(enabled(addOnGroups(tableWith((s) => withUth(s, u)))[0])).toEqual(['uth.play.0.1', 'uth.fold.0']);
    expectParsable(addOnGroups(tableWith((s) => withUth(s, u))));
  });

  it('[ADDON-MGR-7] blackjack bets: a form per seat the options let bet, the amount checked by the reducer', () => {
    const bj = blackjackTable({ minBet: 10, maxBet: 200 }, [0, 2, 4]);
    // Eli (seat 5) is down to 5 chips: below the minimum, no bet offered.
    const short = { ...bj, seats: bj.seats.map((s) => (s.seatIndex === 4 ? { ...s, stack: 5 } : s)) };
    const group = addOnGroups(tableWith((s) => withBlackjack(s, short)))[0]!;
    expect(group.rows.map((r) => [r.seatIndex, r.bet?.id ?? null, r.note])).toEqual([
      [0, 'blackjack.bet.0', 'Stack 1000'],
      [2, 'blackjack.bet.2', 'Stack 1000'],
      [4, null, 'Stack 5: below the 10 minimum'],
    ]);
    const form = group.rows[0]!.bet!;
    expect(form.fields[0]).toMatchObject({ min: 10, max: 200, step: 1, initial: 10 });
    expect(form.check({ amount: 25 })).toEqual({
      label: 'Bet 25',
      command: { addOn: 'blackjack', action: { type: 'bet', seatIndex: 0, amount: 25 } },
      verdict: { ok: true },
    });
    expect(form.check({ amount: 5 }).verdict).toEqual({
      ok: false,
      reason: 'The table minimum is 10; 5 is below it (rule BJ-1)',
    });
    expect(form.check({ amount: 500 }).verdict).toMatchObject({ ok: false, reason: /table maximum is 200/ });
    expect(form.check({ amount: Number.NaN }).verdict.ok).toBe(false);
    // Nobody has bet: no deal. Once Ana bets, her row shows it and the deal is open.
    expect(reason(find(group, 'blackjack.deal'))).toBe('nobody has bet: there is nothing to deal');
    const bet = addOnGroups(
      tableWith((s) => withBlackjack(s, bjPlay(short, { type: 'bet', seatIndex: 0, amount: 25 }))),
    )[0]!;
    expect(bet.rows[0]).toMatchObject({ note: 'Bet 25', bet: null });
    expect(enabled(bet)).toEqual(['blackjack.deal', 'blackjack.shuffle']);
    // A table with a 5-chip unit refuses a bet that is not a multiple of it, in the reducer's words.
    const fives = blackjack.createBlackjack({
      rules: { ...blackjack.DEFAULT_BLACKJACK_RULES, minBet: 10 },
      chipUnit: 5,
      seats: [{ seatIndex: 1, stack: 300 }],
    });
    if (!fives.ok) throw new Error(fives.error.message);
    const unit = addOnGroups(tableWith((s) => withBlackjack(s, fives.state)))[0]!.rows[0]!.bet!;
    expect(unit.fields[0]).toMatchObject({ step: 5, max: 300 });
    expect(unit.check({ amount: 12 }).verdict).toMatchObject({ reason: /whole number of 5-chip units/ });
  });

  it('[ADDON-MGR-8] blackjack: insurance offered per seat while the dealer shows an ace; the cut card asks for the shuffle', () => {
    let bj = blackjackTable({}, [0, 1]);
    bj = bjPlay(
      bj,
      { type: 'bet', seatIndex: 0, amount: 20 },
      { type: 'bet', seatIndex: 1, amount: 50 },
      { type: 'deal' },
      ...bjCards('S9', 'S8', 'HA', 'H7', 'D8', 'C5'),
    );
    const group = addOnGroups(tableWith((s) => withBlackjack(s, bj)))[0]!;
    expect(group.prompt).toBe('The dealer shows an ace: insurance before play');
    expect(enabled(group)).toEqual([
      'blackjack.insurance.0',
      'blackjack.declineInsurance.0',
      'blackjack.insurance.1',
      'blackjack.declineInsurance.1',
    ]);
    expect(find(group, 'blackjack.insurance.1')).toMatchObject({
      label: 'Insure 25',
      command: { addOn: 'blackjack', action: { type: 'insurance', seatIndex: 1, amount: 25 } },
    });
    expect(group.cards[0]!.cards).toEqual(['HA', null]);
    expectParsable([group]);
    // The cut card comes out between rounds: the deal waits for the shuffle, the shuffle is the way on.
    const cut = bjPlay(blackjackTable({}, [0]), { type: 'cutCard' });
    const due = addOnGroups(tableWith((s) => withBlackjack(s, cut)))[0]!;
    expect(due.prompt).toBe('The cut card came out: shuffle the shoe before the next deal');
    expect(find(due, 'blackjack.shuffle')).toMatchObject({ tone: 'primary', verdict: { ok: true } });
    const dealt = addOnGroups(
      tableWith((s) => withBlackjack(s, bjPlay(cut, { type: 'bet', seatIndex: 0, amount: 10 }))),
    )[0]!;
    expect(reason(find(dealt, 'blackjack.deal'))).toMatch(/shuffle the shoe/);
  });

  it('[ADDON-MGR-9] UTH bets: ante and trips per seat within the table’s limits, checked by the reducer; no more bets once one is up', () => {
    const rules = { ...uth.DEFAULT_UTH_RULES, minAnte: 5, maxAnte: 100, minTrips: 5, maxTrips: 25 };
    let u = uth.newUthTable(rules, [
      { seatIndex: 0, stack: 1000 },
      { seatIndex: 2, stack: 30 },
    ]);
    let group = addOnGroups(tableWith((s) => withUth(s, u)))[0]!;
    expect(reason(find(group, 'uth.closeBets'))).toBe('nobody has put up an ante yet');
    const ana = group.rows.find((r) => r.seatIndex === 0)!.bet!;
    expect(ana.fields.map((f) => [f.key, f.min, f.max, f.initial, f.off])).toEqual([
      ['ante', 5, 100, 5, null],
      ['trips', 0, 25, 0, null],
    ]);
    expect(ana.check({ ante: 10, trips: 5 })).toMatchObject({
      label: 'Bet',
      command: { addOn: 'uth', action: { type: 'bet', seatIndex: 0, ante: 10, trips: 5 } },
      verdict: { ok: true },
    });
    expect(ana.check({ ante: 200, trips: 0 }).verdict).toMatchObject({
      reason: /ante must be between 5 and 100/,
    });
    expect(ana.check({ ante: 10, trips: 50 }).verdict).toMatchObject({
      reason: /trips bet must be between 5 and 25/,
    });
    // Cleo's 30 chips cover ante 10 + blind 10 but not trips 15 more.
    const cleo = group.rows.find((r) => r.seatIndex === 2)!.bet!;
    expect(cleo.check({ ante: 10, trips: 15 }).verdict).toMatchObject({ reason: /Seat 3 has 30 chips/ });
    // Ana's bet is up: she may change or take it back, and bets can close.
    u = uthPlay(u, { type: 'bet', seatIndex: 0, ante: 10, trips: 5 });
    group = addOnGroups(tableWith((s) => withUth(s, u)))[0]!;
    const row = group.rows.find((r) => r.seatIndex === 0)!;
    expect(row.note).toBe('Ante 10 · blind 10 · trips 5');
    expect(row.bet!.check({ ante: 20, trips: 5 })).toMatchObject({
      label: 'Change bet',
      verdict: { ok: true },
    });
    expect(enabled(group)).toEqual(['uth.closeBets', 'uth.clearBet.0']);
    expect(find(group, 'uth.closeBets').key).toBe(ADD_ON_KEYS.next);
    // A table without trips: the field is off, with why.
    const noTrips = uth.newUthTable({ ...rules, minTrips: 0, maxTrips: 0 }, [{ seatIndex: 0, stack: 100 }]);
    const off = addOnGroups(tableWith((s) => withUth(s, noTrips)))[0]!.rows[0]!.bet!.fields[1]!;
    expect(off.off).toBe('this table takes no trips bets');
    expectParsable([group]);
  });

  it('[ADDON-MGR-10] one-and-done: buy in, cash out, end and new game as the reducer answers, for the picked seat', () => {
    let game = must(room.applyOneAndDone, room.newOneAndDone(100), [
      { type: 'buyIn', seatIndex: ANA, playerId: uid(ANA) },
      { type: 'buyIn', seatIndex: BEN, playerId: uid(BEN) },
    ]);
    const at = (g: room.OneAndDoneState, seat: number | null) =>
      addOnGroups(
        tableWith((s) => {
          s.addOns = ['oneNDoneAddOn'];
          s.oneNDoneAddOn = room.oneAndDoneView(g);
        }),
        seat,
      )[0]!;
    // No seat picked: the game's own commands, and a request for a seat.
    expect(at(game, null)).toMatchObject({ rows: [], seatActions: true });
    expect(enabled(at(game, null))).toEqual(['oneNDoneAddOn.end']);
    expect(reason(find(at(game, null), 'oneNDoneAddOn.newGame'))).toBe(
      'End this one-and-done before starting another',
    );
    // Cleo may buy in; Ana, playing, may cash out but not buy in again.
    expect(enabled(at(game, CLEO))).toEqual(['oneNDoneAddOn.end', 'oneNDoneAddOn.buyIn']);
    expect(at(game, CLEO).rows[0]).toMatchObject({ name: 'Cleo · seat 3', note: 'Not bought in' });
    expect(find(at(game, CLEO), 'oneNDoneAddOn.buyIn').command).toEqual({
      addOn: 'oneNDoneAddOn',
      action: { type: 'buyIn', seatIndex: CLEO },
    });
    // The reducer names the player by id; the screen by name.
    expect(reason(find(at(game, ANA), 'oneNDoneAddOn.buyIn'))).toBe(
      'Ana has already played this one-and-done: one buy-in each',
    );
    expect(reason(find(at(game, CLEO), 'oneNDoneAddOn.cashOut'))).toBe(
      'Nobody at seat 3 is playing the one-and-done',
    );
    // Both cash out: the game is over, a new one may start, and a player who played may not buy in.
    game = must(room.applyOneAndDone, game, [
      { type: 'cashOut', seatIndex: ANA },
      { type: 'cashOut', seatIndex: BEN },
    ]);
    expect(enabled(at(game, null))).toEqual(['oneNDoneAddOn.newGame']);
    expect(at(game, ANA).rows[0]!.note).toBe('Has played');
    expect(reason(find(at(game, ANA), 'oneNDoneAddOn.buyIn'))).toBe(
      'This one-and-done is over: start a new game',
    );
    expectParsable([at(game, ANA)]);
  });

  it('[ADDON-MGR-11] bingo: a new game any time; a card dealt to a seat without one, taken back from a seat with one', () => {
    let game = must(room.applyBingo, room.newBingo({ prize: 100, size: 3, win: 'LINE' }), [
      {
        type: 'deal',
        seats: [ANA, BEN].map((seatIndex) => ({ seatIndex, playerId: uid(seatIndex) })),
        random: seededRandom(3),
      },
    ]);
    const at = (g: room.BingoState, seat: number | null) =>
      addOnGroups(
        tableWith((s) => {
          s.addOns = ['bingoAddOn'];
          s.bingoAddOn = room.bingoView(g);
        }),
        seat,
      )[0]!;
    expect(enabled(at(game, null))).toEqual(['bingoAddOn.deal']);
    expect(enabled(at(game, ANA))).toEqual(['bingoAddOn.deal', 'bingoAddOn.leave']);
    expect(reason(find(at(game, ANA), 'bingoAddOn.join'))).toBe('Seat 1 already has a bingo card');
    expect(enabled(at(game, CLEO))).toEqual(['bingoAddOn.deal', 'bingoAddOn.join']);
    expect(at(game, ANA).rows[0]!.note).toBe('0 of 9 marked');
    // Ana's top row comes on a board: BINGO, the game is over, a join waits for the next deal.
    const top = game.players[0]!.squares.slice(0, 3).map((q) => q.card);
    game = must(room.applyBingo, game, [{ type: 'hand', outcome: hand(1, [BEN], top) }]);
    expect(at(game, null).facts).toContain('BINGO: Ana: deal a new game');
    expect(reason(find(at(game, CLEO), 'bingoAddOn.join'))).toBe('No bingo game is running: deal one first');
    expectParsable([at(game, CLEO)]);
  });

  it('[ADDON-MGR-12] fortune teller: a seat predicts from the prophecies, withdraws its own, the prompts drawn any time', () => {
    const game = must(room.applyFortuneTeller, room.newFortuneTeller(20), [
      { type: 'predict', seatIndex: BEN, prophecy: 'RED_RIVER' },
    ]);
    const at = (g: room.FortuneTellerState, seat: number | null) =>
      addOnGroups(
        tableWith((s) => {
          s.addOns = ['fortuneTellerAddOn'];
          s.fortuneTellerAddOn = room.fortuneTellerView(g);
        }),
        seat,
      )[0]!;
    const ben = at(game, BEN);
    expect(ben.rows[0]!.note).toBe('Predicts: The river is red');
    // His own prophecy is not offered again; the other five are, and he may withdraw.
    expect(enabled(ben)).toEqual([
      'fortuneTellerAddOn.drawPrompts',
      ...room.PROPHECY_IDS.filter((id) => id !== 'RED_RIVER').map((id) => `fortuneTellerAddOn.predict.${id}`),
      'fortuneTellerAddOn.withdraw',
    ]);
    expect(find(ben, 'fortuneTellerAddOn.predict.PAIRED_BOARD')).toMatchObject({
      label: 'The board pairs',
      command: {
        addOn: 'fortuneTellerAddOn',
        action: { type: 'predict', seatIndex: BEN, prophecy: 'PAIRED_BOARD' },
      },
    });
    expect(reason(find(at(game, CLEO), 'fortuneTellerAddOn.withdraw'))).toBe(
      'Seat 3 has no prediction for this hand',
    );
    // Judged: the predictions shown are last hand's, none open to withdraw.
    const judged = must(room.applyFortuneTeller, game, [
      { type: 'hand', outcome: hand(2, [ANA], ['SA', 'HA', 'D7', 'C8', 'H2']) },
    ]);
    expect(at(judged, null).facts).toContain('Last hand: Ben right');
    expect(reason(find(at(judged, BEN), 'fortuneTellerAddOn.withdraw'))).toBe(
      'Seat 2 has no prediction for this hand',
    );
    expectParsable([ben]);
  });

  it('[ADDON-MGR-13] powerups: grant a kind in play, play one the seat holds; nothing but confirm and reject while one waits', () => {
    let game = must(
      room.applyPowerups,
      room.newPowerups({ ...room.DEFAULT_POWERUP_SETTINGS, kinds: ['PEEK', 'SHIELD'] }),
      [{ type: 'grant', seatIndex: CLEO, playerId: uid(CLEO), kind: 'SHIELD' }],
    );
    const at = (g: room.PowerupsState, seat: number | null) =>
      addOnGroups(
        tableWith((s) => {
          s.addOns = ['powerupsAddOn'];
          s.powerupsAddOn = room.powerupsView(g);
          for (const p of s.playerGroup.players) p.powerups = room.powerupsPlayerView(g, p.seatIndex);
        }),
        seat,
      )[0]!;
    const id = room.powerupsPlayerView(game, CLEO)[0]!.id;
    expect(enabled(at(game, CLEO))).toEqual([
      `powerupsAddOn.play.${id}`,
      'powerupsAddOn.grant.PEEK',
      'powerupsAddOn.grant.SHIELD',
    ]);
    expect(at(game, CLEO).rows[0]!.note).toBe('Holds Shield');
    expect(find(at(game, CLEO), `powerupsAddOn.play.${id}`).command).toEqual({
      addOn: 'powerupsAddOn',
      action: { type: 'play', seatIndex: CLEO, powerupId: id },
    });
    // Ana holds none: grants only.
    expect(enabled(at(game, ANA))).toEqual(['powerupsAddOn.grant.PEEK', 'powerupsAddOn.grant.SHIELD']);
    // Cleo plays it: the table waits; Y / N answer, and another play is refused with the reason.
    game = must(room.applyPowerups, game, [
      { type: 'grant', seatIndex: BEN, playerId: uid(BEN), kind: 'PEEK' },
      { type: 'play', seatIndex: CLEO, powerupId: id },
    ]);
    const waiting = at(game, BEN);
    expect(waiting.waiting).toBe('Cleo plays Shield');
    const benId = room.powerupsPlayerView(game, BEN)[0]!.id;
    expect(reason(find(waiting, `powerupsAddOn.play.${benId}`))).toBe(
      'Another powerup waits for the dealer: confirm or reject it first',
    );
    expect(addOnControlForKey([waiting], 'y')?.id).toBe('powerupsAddOn.confirm');
    expectParsable([waiting]);
  });

  it('[ADDON-MGR-14] nit game: a seat joins while nobody is in yet, and leaves once it is in', () => {
    const at = (g: room.NitGameState, seat: number | null) =>
      addOnGroups(
        tableWith((s) => {
          s.addOns = ['nitGameAddOn'];
          s.nitGameAddOn = room.nitGameView(g);
          for (const p of s.playerGroup.players) Object.assign(p, room.nitGamePlayerView(g, p.seatIndex));
        }),
        seat,
      )[0]!;
    // Just switched on: nobody is in until the next hand (or the operator seats them now).
    const fresh = room.newNitGame(20);
    expect(at(fresh, null).facts).toContain('Nobody in yet: players join at their next hand');
    expect(enabled(at(fresh, CLEO))).toEqual(['nitGameAddOn.reset', 'nitGameAddOn.join']);
    expect(reason(find(at(fresh, CLEO), 'nitGameAddOn.leave'))).toBe('Seat 3 is not in the nit game');
    // After a hand Cleo won, everyone is in: Cleo may leave, not join again.
    const played = must(room.applyNitGame, fresh, [{ type: 'hand', outcome: hand(1, [CLEO]) }]);
    expect(at(played, CLEO).rows[0]!.note).toBe('Has won a pot');
    expect(enabled(at(played, CLEO))).toEqual([
      'nitGameAddOn.call',
      'nitGameAddOn.reset',
      'nitGameAddOn.leave',
    ]);
    expect(reason(find(at(played, CLEO), 'nitGameAddOn.join'))).toBe(
      'Seat 3 already plays the nit game: leave it first',
    );
    expectParsable([at(played, CLEO)]);
  });

  it('[ADDON-MGR-15] team games: a seat joins or moves to another team, comes off its team; scores reset', () => {
    const game = must(room.applyTeamGame, room.newTeamGame(), [
      { type: 'addTeam', id: 'sharks', name: 'Sharks', color: '#0ea5e9' },
      { type: 'addTeam', id: 'fish', name: 'Fish', color: '#f97316' },
      { type: 'assignSeat', seatIndex: ANA, teamId: 'sharks' },
    ]);
    const at = (seat: number | null) =>
      addOnGroups(
        tableWith((s) => {
          s.addOns = ['teamAddOn'];
          s.teamAddOn = room.teamGameView(game);
        }),
        seat,
      )[0]!;
    expect(at(ANA).rows[0]!.note).toBe('On Sharks');
    expect(enabled(at(ANA))).toEqual(['teamAddOn.reset', 'teamAddOn.assign.fish', 'teamAddOn.unassign']);
    expect(find(at(ANA), 'teamAddOn.assign.fish')).toMatchObject({
      label: 'Move to Fish',
      command: { addOn: 'teamAddOn', action: { type: 'assignSeat', seatIndex: ANA, teamId: 'fish' } },
    });
    expect(find(at(BEN), 'teamAddOn.assign.sharks').label).toBe('Join Sharks');
    expect(reason(find(at(BEN), 'teamAddOn.unassign'))).toBe('Seat 2 is not on a team');
    expectParsable([at(BEN)]);
  });
});

describe('Table Manager add-on reasons', () => {
  it('[ADDON-MGR-16] a domain reason reads like the screen: capitalised, seats counted from 1, the rule named', () => {
    expect(domainReason('seat 3 has 30 chips; ante 10 needs 20', 'UTH-2')).toBe(
      'Seat 3 has 30 chips; ante 10 needs 20 (rule UTH-2)',
    );
    expect(domainReason('nobody at seat 1 is playing')).toBe('Nobody at seat 1 is playing');
    expect(domainReason('every seat must be a seat index')).toBe('Every seat must be a seat index');
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

  it('[ADDON-MGR-17] blackjack keys: G deals (next round once settled), H T 2 V Q decide the hand to act; none is a manager key', () => {
    let bj = bjPlay(blackjackTable({ surrender: 'late' }, [0]), { type: 'bet', seatIndex: 0, amount: 20 });
    const betting = addOnGroups(tableWith((s) => withBlackjack(s, bj)));
    expect(addOnControlForKey(betting, 'g')?.id).toBe('blackjack.deal');
    expect(addOnControlForKey(betting, 'h')).toBeNull();
    bj = bjPlay(bj, { type: 'deal' }, ...bjCards('S8', 'HK', 'D8', 'C5'));
    const acting = addOnGroups(tableWith((s) => withBlackjack(s, bj)));
    expect(['h', 't', '2', 'v', 'q'].map((k) => addOnControlForKey(acting, k)?.id)).toEqual([
      'blackjack.hit',
      'blackjack.stand',
      'blackjack.double',
      'blackjack.split',
      'blackjack.surrender',
    ]);
    const settled = addOnGroups(
      tableWith((s) => withBlackjack(s, bjPlay(bj, { type: 'surrender', seatIndex: 0 }))),
    );
    expect(addOnControlForKey(settled, 'G')?.id).toBe('blackjack.nextRound');
    // The manager's own keys (shortcuts.ts) stay its own.
    for (const k of Object.values(ADD_ON_KEYS)) expect('FCRUSPDE').not.toContain(k);
  });
});

describe('Table Manager: the poker hand an add-on holds', () => {
  it('[ADDON-MGR-21] no poker hand while a banked game is dealt or a room game waits for its confirmation (the engine’s addOnHold)', () => {
    expect(startRoundHold(tableWith(() => undefined))).toBeNull();
    const bj = tableWith((s) => withBlackjack(s, blackjackTable({}, [0])));
    expect(startRoundHold(bj)).toMatchObject({ ok: false, reason: /Blackjack is on at this table/ });
    const nit = tableWith((s) => {
      s.addOns = ['nitGameAddOn'];
      s.nitGameAddOn = { amountPerPlayer: 25, nitSeatIndexes: [0] };
      s.round.roundState = 'NIT GAME CONFIRMATION';
    });
    expect(startRoundHold(nit)).toMatchObject({ ok: false, reason: /nit game is waiting/ });
  });
});
