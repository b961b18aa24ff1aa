/**
 * The players of the table state: each seated player with their round status in the hand shown (cards
 * as far as they are live, commitments, forced bets, odds) and their analytics; in VAULT mode the
 * stored hand's players. Part of the projection; reads only the model and the facts below it.
 */
import {
  type Card,
  emptyPlayerStats,
  getVariation,
  type PlayerStats,
  positionsOf,
  toAnalytics,
} from '@railbird/poker';
import type { Analytics, Player, RoundStatus } from '@railbird/protocol';
import { addOnPlayerFields } from '../addons/view.js';
import type { EquityAnswer } from '../equity/equity.js';
import { type HandRun, NO_FORCED_BETS, type SeatModel, type TableModel } from './model.js';
import { liveCards, type ShownHand } from './shown.js';
import { stackAfter, toUnits } from './units.js';

const analyticsCache = new WeakMap<PlayerStats, Analytics>();

/** The protocol's analytics of a player's statistics (only the fields the schema names). */
export function analyticsOf(stats: PlayerStats): Analytics {
  const hit = analyticsCache.get(stats);
  if (hit) return hit;
  const a = toAnalytics(stats);
  const out: Analytics = {
    handsPlayed: a.handsPlayed,
    handsWon: a.handsWon,
    handsLost: a.handsLost,
    earnings: a.earnings,
    vpip: a.vpip,
    pfr: a.pfr,
    rfi: a.rfi,
    afq: a.afq,
    wtsd: a.wtsd,
    cbet: a.cbet,
    threeBetPlus: a.threeBetPlus,
    wsd: a.wsd,
    bb100: a.bb100 === null || Number.isFinite(a.bb100) ? a.bb100 : null,
    startingHandStrengths: a.startingHandStrengths,
    largestPotWon: a.largestPotWon,
    longestTank: a.longestTank,
    totalTank: a.totalTank,
    luckScore: a.luckScore,
    threeBet: a.threeBet,
    fourBet: a.fourBet,
    steal: a.steal,
    cbetTurn: a.cbetTurn,
    cbetRiver: a.cbetRiver,
    foldToCbet: a.foldToCbet,
    foldToCbetTurn: a.foldToCbetTurn,
    foldToCbetRiver: a.foldToCbetRiver,
    rfiByPosition: a.rfiByPosition,
    largestNetWon: a.largestNetWon,
    luckHands: a.luckHands,
  };
  analyticsCache.set(stats, out);
  return out;
}

function roundStatusOf(
  shown: ShownHand,
  i: number,
  seat: SeatModel | undefined,
  inference: HandRun['inference'],
  odds: EquityAnswer[number] | undefined,
): RoundStatus {
  const run = shown.run;
  const state = run.state;
  const p = state.players[i]!;
  const unit = run.unit;
  const u = (chips: number) => toUnits(chips, unit);
  const seatIndex = run.seats[i]!;
  const variation = getVariation(run.config.variation);
  const live = p.status === 'inHand' ? null : liveCards(state);
  const cards = live ? p.hole.map((c) => (c !== null && live.has(c) ? null : c)) : [...p.hole];
  const discarded: (Card | null)[] = [];
  for (const a of run.actions) if (a.type === 'discard' && a.player === i) discarded.push(...a.cards);
  const street = variation.streets[state.streetIndex];
  const drawing = state.phase === 'dealing' && street?.draw === true;
  const drawers = state.dealing?.drawers ?? [];
  const collected = state.result
    ? state.result.pots.reduce(
        (s, pot) => s + pot.shares.reduce((t, share) => t + (share.amounts[i] ?? 0), 0),
        0,
      )
    : 0;
  const forced = run.forced[i] ?? NO_FORCED_BETS;
  return {
    inRound: true,
    active: p.status === 'inHand',
    potCommit: u(p.committed + p.deadAnte + p.bet),
    streetCommit: u(p.bet),
    startingStack: u(p.startingStack),
    isAllIn: p.status === 'inHand' && p.stack === 0 && p.startingStack > 0,
    isWinner: collected > 0,
    isLosing: p.status === 'inHand' && (odds?.isLosing ?? false),
    isEliminated: seat?.isEliminated ?? false,
    isShowdown: p.shown,
    hand: {
      cards: cards.slice(0, 7),
      discarded,
      hasDiscarded:
        (drawing && !drawers.includes(i)) || (state.phase === 'discarding' && !state.discarders.includes(i)),
      hasDrawn: drawing && !drawers.includes(i) && p.pendingHole.length === 0,
      pendingDraws: drawing ? p.pendingHole.length : 0,
    },
    equitiesList: p.status === 'inHand' && odds ? odds.equitiesList : [],
    outs: p.status === 'inHand' && odds ? odds.outs : [],
    blind: u(forced.blind),
    ante: u(forced.ante),
    straddle: u(forced.straddle),
    position: variation.forcedBets === 'blinds' ? (positionsOf(run.seats.length)[i] ?? null) : null,
    message: run.messages[seatIndex] ?? null,
    currentBetOnAction: inference && inference.seatIndex === seatIndex ? u(inference.to) : 0,
  };
}

export function playerOf(
  model: TableModel,
  seat: SeatModel,
  shown: ShownHand | null,
  odds: EquityAnswer | null = null,
): Player {
  const run = shown?.run;
  const i = run ? run.seats.indexOf(seat.seatIndex) : -1;
  let stack = seat.stack;
  if (run && i >= 0 && !shown!.complete && model.mode !== 'VAULT') {
    const p = run.state.players[i]!;
    stack = stackAfter(seat.stack, p.stack - p.startingStack, run.unit);
  }
  return {
    seatIndex: seat.seatIndex,
    displayName: seat.displayName,
    sessionId: seat.sessionId,
    uid: seat.uid,
    phone: null,
    handle: seat.handle,
    profileUrl: null,
    bio: null,
    playerType: seat.playerType,
    isDealer: seat.seatIndex === model.buttonSeat,
    stack,
    sittingOut: seat.sittingOut,
    roundStatus: run && i >= 0 ? roundStatusOf(shown!, i, seat, run.inference, odds?.[i] ?? undefined) : null,
    isMoving: false,
    buyIn: seat.buyIn,
    lastRoundResult: seat.lastRoundResult,
    ...addOnPlayerFields(model.addOns, seat.seatIndex),
    splashPotAnte: run && i >= 0 ? toUnits(run.forced[i]?.splash ?? 0, run.unit) : 0,
    analytics: analyticsOf(seat.stats),
    isHidden: false,
    bountyDeduction: 0,
    partyGameData: null,
  };
}

/** The seats a stored hand's players sat in, as players (VAULT mode). */
export function vaultPlayers(model: TableModel, shown: ShownHand): Player[] {
  const run = shown.run;
  return run.seats
    .map(
      (seatIndex, i): SeatModel => ({
        seatIndex,
        displayName: shown.names?.[i] ?? `Seat ${seatIndex + 1}`,
        sessionId: `vault-${run.id}-${i}`,
        uid: null,
        handle: null,
        playerType: 'GUEST',
        stack: toUnits(run.state.players[i]!.stack, run.unit),
        sittingOut: false,
        buyIn: toUnits(run.state.players[i]!.startingStack, run.unit),
        lastRoundResult: null,
        isEliminated: false,
        stats: EMPTY_STATS,
      }),
    )
    .sort((a, b) => a.seatIndex - b.seatIndex)
    .map((seat) => playerOf(model, seat, shown));
}

const EMPTY_STATS = emptyPlayerStats();
