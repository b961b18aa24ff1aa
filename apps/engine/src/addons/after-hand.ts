/**
 * After each poker hand settles (table/settle.ts `finishHand`): the hand's facts as the room games
 * read them (`room.handOutcome`), applied to every room game on, their chip transfers carried to the
 * seats and listed for the hand's record (`addOnTransfers`). A game that refuses the outcome (it
 * cannot, for a real hand) is left as it was.
 */
import type { Card } from '@railbird/poker';
import { room } from '@railbird/poker/addons';
import type { AddOnTransfer, PlayableAddOn } from '@railbird/protocol';
import type { HandRun, SeatModel } from '../table/model.js';
import { moveStacks, transferDelta, transfersOf } from './chips.js';
import { type AddOnsModel, inputRandom } from './model.js';
import { roomTransferRows } from './transfers.js';

/** The finished run as the room games' `HandOutcome`, amounts in table units (whole chips). */
export function outcomeOfRun(run: HandRun, seats: readonly SeatModel[]): room.HandOutcome {
  const state = run.state;
  const result = state.result!;
  const u = (chips: number) => Math.round(chips * run.unit);
  // Who folded while the first betting street was still on.
  const foldedEarly = new Set<number>();
  let street = 0;
  for (const e of run.events) {
    if (e.type === 'streetStarted') street = Math.max(street, e.streetIndex);
    if (e.type === 'bet' && e.kind === 'fold' && street <= 1) foldedEarly.add(e.player);
  }
  const won = run.seats.map((_, i) =>
    result.pots.reduce((s, p) => s + p.shares.reduce((t, share) => t + (share.amounts[i] ?? 0), 0), 0),
  );
  const pots = result.pots.map((p) => ({
    amount: u(p.amount),
    winners: [...new Set(p.shares.flatMap((share) => share.winners))].map((i) => run.seats[i]!),
  }));
  const board = (state.boards[0] ?? []).filter((c): c is Card => c !== null);
  return room.handOutcome({
    handNumber: run.number,
    buttonSeatIndex: run.seats[run.seats.length - 1]!,
    board,
    pots,
    handType: 'high',
    seats: run.seats.map((seatIndex, i) => {
      const p = state.players[i]!;
      const hole = p.hole.every((c) => c !== null) ? (p.hole as Card[]) : null;
      const showedDown = result.showdown && p.status === 'inHand' && hole !== null;
      const seat = seats.find((s) => s.seatIndex === seatIndex);
      return {
        seatIndex,
        playerId: seat ? (seat.uid ?? seat.sessionId) : null,
        startingStack: u(p.startingStack),
        finishingStack: u(result.finishingStacks[i]!),
        won: u(won[i]!),
        holeCards: showedDown ? [...hole!] : null,
        showedDown,
        foldedPreflop: foldedEarly.has(i),
      };
    }),
  });
}

/**
 * Every room game on, fed the finished hand: the games after it, the seats after their transfers and
 * those transfers as the hand's record lists them (one row per game, event and seat, in the order the
 * games are applied).
 */
export function afterPokerHand(
  addOns: AddOnsModel,
  run: HandRun,
  seats: readonly SeatModel[],
  tableKey: string,
  time: number,
): { addOns: AddOnsModel; seats: readonly SeatModel[]; transfers: AddOnTransfer[] } {
  const outcome = outcomeOfRun(run, seats);
  const hand = { type: 'hand' as const, outcome };
  const next: { -readonly [K in keyof AddOnsModel]: AddOnsModel[K] } = { ...addOns };
  const events: object[] = [];
  const transfers: AddOnTransfer[] = [];
  const take = <S>(
    key: Exclude<PlayableAddOn, 'blackjack' | 'uth'>,
    r: { ok: true; state: S; events: readonly object[] } | { ok: false },
  ): void => {
    if (!r.ok) return;
    (next as Record<string, unknown>)[key] = r.state;
    events.push(...r.events);
    transfers.push(...roomTransferRows(key, r.events, seats));
  };
  if (addOns.nitGameAddOn) take('nitGameAddOn', room.applyNitGame(addOns.nitGameAddOn, hand));
  if (addOns.runnerUpAddOn) take('runnerUpAddOn', room.applyRunnerUp(addOns.runnerUpAddOn, hand));
  if (addOns.oneNDoneAddOn) take('oneNDoneAddOn', room.applyOneAndDone(addOns.oneNDoneAddOn, hand));
  if (addOns.teamAddOn) take('teamAddOn', room.applyTeamGame(addOns.teamAddOn, hand));
  if (addOns.powerupsAddOn) {
    const random = inputRandom(tableKey, time, run.number);
    take('powerupsAddOn', room.applyPowerups(addOns.powerupsAddOn, { ...hand, random }));
  }
  if (addOns.bingoAddOn) take('bingoAddOn', room.applyBingo(addOns.bingoAddOn, hand));
  if (addOns.fortuneTellerAddOn)
    take('fortuneTellerAddOn', room.applyFortuneTeller(addOns.fortuneTellerAddOn, hand));
  return { addOns: next, seats: moveStacks(seats, transferDelta(transfersOf(events))), transfers };
}
