/**
 * Settling a hand that is over: stacks, statistics, the round summary and metrics are updated,
 * tournament busts wait for confirmation, and the completed hand goes to the outbox (an effect).
 */
import {
  addPlayerHand,
  type Card,
  clonePlayerStats,
  handFacts,
  phhActionSources,
  toPhh,
} from '@railbird/poker';
import { type CompletedHandInput, MAX_ADD_ON_TRANSFERS, type RoundSummary } from '@railbird/protocol';
import { afterPokerHand } from '../addons/after-hand.js';
import { HISTORY_LENGTH, type TableModel } from './model.js';
import type { StepContext } from './results.js';
import { seatName } from './seats.js';
import { stackAfter, toUnits } from './units.js';

/** PHH amounts are in table units: a reducer chip of 0.25 units is written with a scale of 4. */
function phhScale(unit: number): number {
  return unit === 1 ? 1 : Math.round(1 / unit);
}

/** The model once its hand, just complete, is settled (the completed hand pushed to `ctx.effects`). */
export function finishHand(model: TableModel, ctx: StepContext): TableModel {
  const run = model.hand!;
  const result = run.state.result!;
  const time = ctx.time;
  const record = { config: run.config, actions: run.actions };
  // Decision time of each betting action: from the previous action (the turn passing) to it.
  const decisionTimes: number[] = [];
  run.actions.forEach((a, k) => {
    if (a.type === 'fold' || a.type === 'checkOrCall' || a.type === 'bringIn' || a.type === 'betOrRaiseTo') {
      decisionTimes.push(
        Math.max(0, run.actionTimes[k]! - (k > 0 ? run.actionTimes[k - 1]! : run.startedAt)),
      );
    }
  });
  const facts = handFacts(run.config, run.events, { decisionTimes, chipsPerUnit: phhScale(run.unit) });
  const tournament = model.gameSettings.mode !== 'CASH' && model.gameSettings.mode !== 'SOCIAL';
  const eliminations: number[] = [];
  const seats = model.seats.map((seat) => {
    const i = run.seats.indexOf(seat.seatIndex);
    if (i < 0) return seat;
    const start = run.state.players[i]!.startingStack;
    const finish = result.finishingStacks[i]!;
    const stack = stackAfter(seat.stack, finish - start, run.unit);
    const busted = tournament && finish === 0;
    if (busted) eliminations.push(seat.seatIndex);
    let stats = seat.stats;
    const playerFacts = facts.players[i];
    if (playerFacts) {
      stats = clonePlayerStats(seat.stats);
      addPlayerHand(stats, playerFacts);
    }
    return {
      ...seat,
      stack,
      lastRoundResult: toUnits(result.net[i]!, run.unit),
      isEliminated: seat.isEliminated || busted,
      stats,
    };
  });
  const potTotal = toUnits(
    result.pots.reduce((s, p) => s + p.amount, 0),
    run.unit,
  );
  const summary: RoundSummary = {
    id: run.id,
    endTime: time,
    variation: run.config.variation,
    boards: run.state.boards.map((b) => b.filter((c): c is Card => c !== null)),
    potTotal,
    players: run.seats.map((seatIndex, i) => ({
      seatIndex,
      displayName: model.seats.find((s) => s.seatIndex === seatIndex)?.displayName ?? seatName(seatIndex),
      cards: [...run.state.players[i]!.hole],
      result: toUnits(result.net[i]!, run.unit),
      isWinner: result.net[i]! > 0,
    })),
  };
  // The room games on (issue 19) read the finished hand and settle their chips with the seats; the
  // hand's record lists what they moved (the PHH and finishing stacks stay the poker result).
  const after = model.addOns ? afterPokerHand(model.addOns, run, seats, model.key, time) : null;
  const hand: CompletedHandInput = {
    handId: run.id,
    tableKey: model.key,
    handNumber: run.number,
    variation: run.config.variation,
    startedAt: run.startedAt,
    endedAt: time,
    players: run.seats.map((seatIndex, i) => {
      const seat = model.seats.find((s) => s.seatIndex === seatIndex);
      return {
        playerIndex: i,
        seatIndex,
        playerId: seat?.uid ?? null,
        displayName: (seat?.displayName ?? seatName(seatIndex)).slice(0, 100) || seatName(seatIndex),
        startingStack: toUnits(run.state.players[i]!.startingStack, run.unit),
        finishingStack: toUnits(result.finishingStacks[i]!, run.unit),
        holeCards: [...run.state.players[i]!.hole],
      };
    }),
    phh: toPhh(record, {
      scale: phhScale(run.unit),
      extra: {
        table: model.settings.name,
        hand: run.number,
        seats: run.seats.map((s) => s + 1),
        seat_count: model.settings.capacity,
      },
    }),
    // One time per PHH line (no burns; a player's cards of a street on one line, draws reordered): the
    // time of the last action the line stands for.
    actionTimes: phhActionSources(record).map((sources) => run.actionTimes[sources[sources.length - 1]!]!),
    // At most 50 rows can come (runner-up, bingo and fortunes ≤ 10 each, powerups ≤ 20): the bound is a guard.
    ...(after && after.transfers.length > 0
      ? { addOnTransfers: after.transfers.slice(0, MAX_ADD_ON_TRANSFERS) }
      : {}),
  };
  ctx.effects.push({ type: 'handCompleted', hand });
  const m = model.metrics;
  return {
    ...model,
    seats: after ? after.seats : seats,
    ...(after ? { addOns: after.addOns } : {}),
    eliminations,
    history: [...model.history, summary].slice(-HISTORY_LENGTH),
    metrics: {
      roundsPlayed: m.roundsPlayed + 1,
      firstRoundAt: m.firstRoundAt ?? run.startedAt,
      lastRoundAt: time,
      potSum: m.potSum + potTotal,
      durationSum: m.durationSum + (time - run.startedAt),
    },
  };
}
