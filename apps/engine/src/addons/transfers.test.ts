import type { Card } from '@railbird/poker';
import {
  type CompletedHandInput,
  completedHandSchema,
  type EngineCommandRecord,
  engineCommandRecordSchema,
} from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { TableDriver } from '../../test/support/table-driver.js';
import type { JournalEntry } from '../table/inputs.js';
import type { TableModel } from '../table/model.js';
import { createTableModel, reduceTable } from '../table/reduce.js';
import { commandRecord } from '../table/table.js';

const hands = (effects: TableDriver['effects']): CompletedHandInput[] =>
  effects.flatMap((e) => (e.type === 'handCompleted' ? [e.hand] : []));

/**
 * The journal replayed into a fresh table, as `Table.open` does: the hands its effects complete and
 * the command records of its entries (each signed by an operator, as a socket's grant journals them).
 */
function replayed(t: TableDriver): {
  model: TableModel;
  hands: CompletedHandInput[];
  records: EngineCommandRecord[];
} {
  let model = createTableModel({ key: 't1', settings: t.model.settings });
  const out: CompletedHandInput[] = [];
  const records: EngineCommandRecord[] = [];
  for (const entry of t.journal as JournalEntry[]) {
    const signed: JournalEntry =
      entry.source === 'operator' ? { ...entry, actor: { id: 'staff-1', type: 'STAFF' } } : entry;
    const r = reduceTable(model, signed);
    if (!r.ok) throw new Error(r.error.message);
    const record = commandRecord(signed, model, r.model, r.effects);
    if (record) records.push(record);
    model = r.model;
    out.push(...hands(r.effects));
  }
  return { model, hands: out, records };
}

/** Seat 1 makes a spade flush, seat 0 two pair (the runner-up), seat 2 queen high: checked down. */
function showdownHand(t: TableDriver) {
  t.command('startRound');
  t.deal(1, 'SA', 'SK').deal(2, 'HQ', 'HJ').deal(0, 'D2', 'C7');
  t.act('call').act('call').act('check');
  t.burn('C2').board('S2', 'S3', 'S4');
  for (let i = 0; i < 3; i++) t.act('check');
  t.burn('C3').board('D9');
  for (let i = 0; i < 3; i++) t.act('check');
  t.burn('C4').board('S7');
  for (let i = 0; i < 3; i++) t.act('check');
  t.command('confirmAction');
}

/** A three-handed hand that folds round to the big blind. */
function foldedHand(t: TableDriver, cards: Card[]) {
  t.command('startRound');
  t.deal(0, cards[0]!, cards[1]!).deal(1, cards[2]!, cards[3]!).deal(2, cards[4]!, cards[5]!);
  t.act('fold').act('fold');
}

describe('the chips the room games move, in the records the server keeps', () => {
  it('[ADDON-REC-E1] the hand record carries what its end paid (runner-up, a DOUBLE powerup); the PHH and finishing stacks stay the poker result; the journal replays the same record', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    t.command('setAddOns', {
      addOns: ['runnerUpAddOn', 'powerupsAddOn'],
      settings: { runnerUpAddOn: { prize: 50 } },
    });
    t.command('addOnAction', {
      addOn: 'powerupsAddOn',
      action: { type: 'grant', seatIndex: 1, kind: 'DOUBLE' },
    });
    const powerupId = t.state().playerGroup.players.find((p) => p.seatIndex === 1)!.powerups![0]!.id;
    t.command('addOnAction', { addOn: 'powerupsAddOn', action: { type: 'play', seatIndex: 1, powerupId } });
    t.command('addOnAction', { addOn: 'powerupsAddOn', action: { type: 'confirm' } });
    showdownHand(t);

    const [hand] = hands(t.effects);
    expect(hand).toBeDefined();
    // The poker result: seat 1 wins 4 from each of the others.
    expect(hand!.players.map((p) => [p.seatIndex, p.startingStack, p.finishingStack])).toEqual([
      [1, 200, 204],
      [2, 200, 198],
      [0, 200, 198],
    ]);
    expect(hand!.addOnTransfers).toEqual([
      {
        addOn: 'runnerUpAddOn',
        seatIndex: 0,
        playerId: null,
        displayName: 'P1',
        amount: 50,
        reason: 'Runner-up: the best hand shown that won nothing',
      },
      {
        addOn: 'powerupsAddOn',
        seatIndex: 1,
        playerId: null,
        displayName: 'P2',
        amount: 4,
        reason: 'Powerups: P2’s double matches the win',
      },
    ]);
    expect(completedHandSchema.safeParse(hand).success).toBe(true);
    // The seats after the hand: its finishing stacks plus what the add-on games moved.
    for (const p of hand!.players) {
      const moved = hand!
        .addOnTransfers!.filter((x) => x.seatIndex === p.seatIndex)
        .reduce((s, x) => s + x.amount, 0);
      expect(t.stack(p.seatIndex)).toBe(p.finishingStack + moved);
    }
    // The next hand starts from there: nobody's stack changed unexplained.
    t.command('startRound');
    const run = t.model.hand!;
    expect(run.seats.map((seat, i) => [seat, run.state.players[i]!.startingStack]).sort()).toEqual([
      [0, 248],
      [1, 208],
      [2, 198],
    ]);
    t.command('voidHand');

    const again = replayed(t);
    expect(again.hands).toEqual(hands(t.effects));
    expect(again.model.seats).toEqual(t.model.seats);
  });

  it('[ADDON-REC-E2] a hand without add-on chips has no addOnTransfers; a hand that calls the nit game carries none of its chips, the confirmation’s command record carries them all', () => {
    const t = TableDriver.game('NLH', [200, 200, 200]);
    foldedHand(t, ['SA', 'SK', 'HA', 'HK', 'DA', 'DK']);
    expect(hands(t.effects)[0]!.addOnTransfers).toBeUndefined();

    t.command('setAddOns', { addOns: ['nitGameAddOn'], settings: { nitGameAddOn: { amountPerPlayer: 10 } } });
    foldedHand(t, ['S2', 'S3', 'H2', 'H3', 'D2', 'D3']);
    foldedHand(t, ['S4', 'S5', 'H4', 'H5', 'D4', 'D5']);
    // Two big blinds won: one nit left, the game waits for the operator.
    expect(t.state().round.roundState).toBe('NIT GAME CONFIRMATION');
    const nit = t.state().nitGameAddOn!.nitSeatIndexes;
    expect(nit).toHaveLength(1);
    const nitSeat = nit[0]!;
    expect(hands(t.effects).map((h) => h.addOnTransfers)).toEqual([undefined, undefined, undefined]);
    const before = t.model.seats.map((s) => s.stack);
    t.command('addOnAction', { addOn: 'nitGameAddOn', action: { type: 'confirm' } });

    const { records } = replayed(t);
    const confirm = records.at(-1)!;
    expect(confirm.command).toBe('addOnAction');
    const nitName = `P${nitSeat + 1}`;
    const reason = `Nit game: ${nitName}, the last nit, pays the players who won a pot`;
    expect(confirm.transfers).toEqual(
      [0, 1, 2].map((seatIndex) => ({
        addOn: 'nitGameAddOn',
        seatIndex,
        playerId: null,
        displayName: `P${seatIndex + 1}`,
        amount: seatIndex === nitSeat ? -20 : 10,
        reason,
      })),
    );
    expect(engineCommandRecordSchema.safeParse(confirm).success).toBe(true);
    // The record says exactly what the seats gained and lost.
    for (const x of confirm.transfers!) expect(t.stack(x.seatIndex)).toBe(before[x.seatIndex]! + x.amount);
    // Joining and the settings moved no chips: their records say none.
    expect(records.filter((r) => r.transfers).map((r) => r.seq)).toEqual([confirm.seq]);
  });

  it('[ADDON-REC-E3] a one-and-done buy-in and cash-out are in their command records, from and to the house; replayed, the records are the same', () => {
    const t = TableDriver.game('NLH', [20, 20, 200]);
    t.command('setAddOns', { addOns: ['oneNDoneAddOn'], settings: { oneNDoneAddOn: { buyIn: 100 } } });
    t.command('addOnAction', { addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: 0 } });
    t.command('addOnAction', { addOn: 'oneNDoneAddOn', action: { type: 'buyIn', seatIndex: 1 } });
    expect([0, 1].map((s) => t.stack(s))).toEqual([120, 120]);
    t.command('addOnAction', { addOn: 'oneNDoneAddOn', action: { type: 'cashOut', seatIndex: 1 } });
    expect(t.stack(1)).toBe(20);

    const first = replayed(t).records;
    const moved = first
      .filter((r) => r.transfers)
      .map((r) => r.transfers!.map((x) => [x.displayName, x.amount, x.reason]));
    expect(moved).toEqual([
      [['P1', 100, 'One-and-done: bought in']],
      [['P2', 100, 'One-and-done: bought in']],
      [['P2', -100, 'One-and-done: cashed out']],
    ]);
    expect(replayed(t).records).toEqual(first);
  });

  it('[ADDON-REC-E4] a banked game’s bet taken from the table’s stack is in the bet’s command record', () => {
    const t = TableDriver.game('NLH', [500, 500]);
    t.command('setAddOns', { addOns: ['blackjack'], settings: { blackjack: { decks: 1 } } });
    t.command('addOnAction', { addOn: 'blackjack', action: { type: 'bet', seatIndex: 1, amount: 25 } });
    expect(t.stack(1)).toBe(475);
    const bet = replayed(t).records.at(-1)!;
    expect(bet.transfers).toEqual([
      {
        addOn: 'blackjack',
        seatIndex: 1,
        playerId: null,
        displayName: 'P2',
        amount: -25,
        reason: 'Blackjack: bet',
      },
    ]);
  });
});
