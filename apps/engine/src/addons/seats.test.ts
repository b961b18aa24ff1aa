import { ALL_CARDS, type Card, cardIndex } from '@railbird/poker';
import { blackjack, uth } from '@railbird/poker/addons';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TableDriver, tagOf } from '../../test/support/table-driver.js';
import type { JournalEntry, TableCommand } from '../table/inputs.js';
import { createTableModel, reduceTable } from '../table/reduce.js';

/**
 * The table's seats and a banked game's seats, driven at random through the table reducer: seat
 * commands (seat, unseat, move, rebuy) mixed with the game's own moves (bets, decisions, card reads,
 * the cut card, shuffles, next rounds). After every input, accepted or refused, the two hold the same
 * people with the same chips, and every chip is accounted for against the house.
 */

const CUT_TAG = 'CUT-1';
const CAPACITY = 9;

type Step =
  | { readonly kind: 'seat'; readonly seatIndex: number; readonly stack: number }
  | { readonly kind: 'unseat'; readonly seatIndex: number }
  | { readonly kind: 'move'; readonly from: number; readonly to: number }
  | { readonly kind: 'rebuy'; readonly seatIndex: number; readonly amount: number }
  /** One of the game's legal moves now, picked by `pick`. */
  | { readonly kind: 'game'; readonly pick: number };

const seatArb = fc.integer({ min: 0, max: CAPACITY - 1 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('seat' as const),
      seatIndex: seatArb,
      stack: fc.integer({ min: 1, max: 600 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('unseat' as const), seatIndex: seatArb }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), from: seatArb, to: seatArb }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('rebuy' as const),
      seatIndex: seatArb,
      amount: fc.integer({ min: 1, max: 300 }),
    }),
  },
  { weight: 14, arbitrary: fc.record({ kind: fc.constant('game' as const), pick: fc.nat() }) },
);

type GameMove = { readonly read: string } | { readonly action: object };

/** Every move the game would accept now: the antennas' reads where a card is due, else the decisions. */
function blackjackMoves(state: blackjack.BlackjackState): GameMove[] {
  const options = blackjack.blackjackOptions(state);
  const moves: GameMove[] = [];
  if (options.cutCard && state.shoe.dealt > 20) moves.push({ read: CUT_TAG });
  if (options.nextCard) {
    const left = ALL_CARDS.filter((c) => state.shoe.seen[cardIndex(c)]! < state.rules.decks);
    return [...moves, ...left.map((c) => ({ read: tagOf(c) }))];
  }
  if (options.shuffle && state.shoe.shuffleDue) moves.push({ action: { type: 'shuffle' } });
  return [...moves, ...blackjack.blackjackDecisions(state).map((action) => ({ action }))];
}

function uthMoves(state: uth.UthState): GameMove[] {
  if (uth.nextCardFor(state)) {
    const out = uth.cardsOut(state);
    return ALL_CARDS.filter((c: Card) => !out.has(c)).map((c) => ({ read: tagOf(c) }));
  }
  const candidates: uth.UthAction[] = [{ type: 'closeBets' }, { type: 'nextRound' }];
  for (const seat of state.seats) {
    const seatIndex = seat.seatIndex;
    // A bet, now and then taken back (an ante of 0), so that "no more bets" comes often enough.
    if (seat.ante === 0) {
      candidates.push({ type: 'bet', seatIndex, ante: 5 }, { type: 'bet', seatIndex, ante: 10, trips: 5 });
    } else if (seatIndex % 2 === 0) {
      candidates.push({ type: 'bet', seatIndex, ante: 0 });
    }
    for (const multiple of [1, 2, 3, 4]) candidates.push({ type: 'play', seatIndex, multiple });
    candidates.push({ type: 'check', seatIndex }, { type: 'fold', seatIndex });
  }
  return candidates.filter((a) => uth.canApplyUth(state, a)).map((action) => ({ action }));
}

/** Chips out on the felt: bets placed and not yet settled back into a stack or taken by the house. */
function felt(t: TableDriver): number {
  const a = t.model.addOns!;
  if (a.blackjack) {
    return a.blackjack.roundState === 'SETTLING' ? 0 : a.blackjack.seats.reduce((s, x) => s + x.staked, 0);
  }
  const u = a.uth!;
  if (u.roundState === 'SETTLING') return 0;
  return u.seats.reduce((s, x) => s + x.ante + x.blind + x.trips + x.play, 0);
}

function riding(t: TableDriver, seatIndex: number): number {
  const a = t.model.addOns!;
  return a.blackjack ? blackjack.chipsRiding(a.blackjack, seatIndex) : uth.chipsRiding(a.uth!, seatIndex);
}

function play(game: 'blackjack' | 'uth', stacks: readonly number[], steps: readonly Step[]) {
  const t = TableDriver.game('NLH', [...stacks]);
  t.command('setTableMode', { tableMode: 'REGISTER_CUT_CARD' }).read(t.antennas.board!, CUT_TAG);
  t.command('setTableMode', { tableMode: 'GAME' });
  t.command('setAddOns', { addOns: [game], settings: {} });
  // Chips that came to the table (stacks, seatings, rebuys) and went (unseated players): the house has the rest.
  let bought = stacks.reduce((a, b) => a + b, 0);
  let cashedOut = 0;
  let uthHouse = 0;
  const seated = (i: number) => t.model.seats.find((s) => s.seatIndex === i);
  const command = (event: string, data: object) =>
    t.try({ kind: 'command', command: { event, data } as TableCommand });

  for (const step of steps) {
    const before = t.model;
    const roundBefore = t.model.addOns!.uth?.roundState;
    if (step.kind === 'game') {
      const moves =
        game === 'blackjack' ? blackjackMoves(t.model.addOns!.blackjack!) : uthMoves(t.model.addOns!.uth!);
      if (moves.length === 0) continue;
      const move = moves[step.pick % moves.length]!;
      const r =
        'read' in move
          ? t.try({ kind: 'read', antennaId: t.antennas.board!, tagId: move.read })
          : command('addOnAction', { addOn: game, action: move.action });
      // The game's legal moves are the table's: the engine refuses none of them, and no read errs.
      if (!r.ok) throw new Error(`refused ${JSON.stringify(move)}: ${r.error.message}`);
      expect(t.model.error).toBeNull();
    } else {
      const seatIndex = step.kind === 'move' ? step.from : step.seatIndex;
      const held = seated(seatIndex) ? riding(t, seatIndex) : 0;
      const leaving = seated(seatIndex);
      const toTaken = step.kind === 'move' && seated(step.to) !== undefined;
      const undealtBet =
        game === 'blackjack' && t.model.addOns!.blackjack!.roundState === 'WAITING_FOR_BETS'
          ? (t.model.addOns!.blackjack!.seats.find((s) => s.seatIndex === seatIndex)?.bet ?? 0)
          : 0;
      const r =
        step.kind === 'seat'
          ? command('seatPlayer', { seatIndex, displayName: `S${seatIndex}`, stack: step.stack })
          : step.kind === 'unseat'
            ? command('unseatPlayer', { seatIndex })
            : step.kind === 'move'
              ? command('movePlayer', { fromSeatIndex: step.from, toSeatIndex: step.to })
              : command('rebuy', { seatIndex, amount: step.amount });
      const otherwiseValid = step.kind === 'seat' ? !leaving : leaving !== undefined && !toTaken;
      if (step.kind !== 'seat' && otherwiseValid) {
        // Refused exactly when the seat has chips riding on the round, with the reason; else accepted.
        expect(r.ok).toBe(held === 0);
        if (!r.ok)
          expect(r.error.message).toMatch(
            /^Seat \d has a bet riding on this (blackjack|Ultimate Texas hold’em) round: /,
          );
      }
      if (step.kind === 'seat') expect(r.ok).toBe(otherwiseValid);
      if (!r.ok) {
        expect(t.model).toBe(before);
      } else if (step.kind === 'seat') {
        bought += step.stack;
      } else if (step.kind === 'rebuy') {
        bought += step.amount;
      } else if (step.kind === 'unseat') {
        cashedOut += leaving!.stack + undealtBet;
      }
    }
    const u = t.model.addOns!.uth;
    if (u && u.roundState === 'SETTLING' && roundBefore !== 'SETTLING') uthHouse += u.houseResult!;

    // The same people with the same chips, in the game and at the table.
    const a = t.model.addOns!;
    const gameSeats: readonly { seatIndex: number; stack: number }[] = (a.blackjack ?? a.uth)!.seats;
    expect(gameSeats.map((s) => [s.seatIndex, s.stack])).toEqual(
      t.model.seats.map((s) => [s.seatIndex, s.stack]),
    );
    // Every chip accounted for: at the table, on the felt, with the house, or gone with a player.
    const house = a.blackjack ? a.blackjack.houseNet : uthHouse;
    const atTable = t.model.seats.reduce((s, x) => s + x.stack, 0);
    expect(atTable + felt(t) + house + cashedOut).toBe(bought);
  }
  return t;
}

describe('a banked game’s seats follow the table’s', () => {
  for (const game of ['blackjack', 'uth'] as const) {
    it(`[ADDON-E10] ${game}: random seat commands, decisions and card reads keep table stacks = game stacks, conserve chips against the house, and replay exactly`, () => {
      fc.assert(
        fc.property(
          fc.array(fc.integer({ min: 1, max: 600 }), { minLength: 1, maxLength: 4 }),
          fc.array(stepArb, { minLength: 20, maxLength: 140 }),
          (stacks, steps) => {
            const t = play(game, stacks, steps);
            // The journal alone rebuilds the table: the same seats, the same game.
            let model = createTableModel({ key: 't1', settings: t.model.settings });
            for (const entry of t.journal as JournalEntry[]) {
              const r = reduceTable(model, entry);
              if (!r.ok) throw new Error(`replay refused: ${r.error.message}`);
              model = r.model;
            }
            expect(model.addOns).toEqual(t.model.addOns);
            expect(model.seats).toEqual(t.model.seats);
            // And the table state message still parses (TableDriver.state checks the schema).
            t.state();
          },
        ),
        { seed: 19, numRuns: 40 },
      );
    });
  }
});
