/**
 * One-and-done (docs/rules/room-games.md § One-and-done): each player buys in once for `buyIn`,
 * with no rebuy, top-up or re-entry; the hand a player busts in ends their game; the last player
 * with chips (or the chip leader at the operator's call) wins.
 */
import {
  type AddOnResult,
  type Chips,
  type HandOutcome,
  isSeat,
  refuse,
  type SeatIndex,
  type Transfer,
  verifyHandOutcome,
} from './types.js';

export interface OneAndDonePlayer {
  readonly playerId: string;
  /** The seat the player bought in at. */
  readonly seatIndex: SeatIndex;
  readonly stack: Chips;
  /** Still playing: bought in, not busted, not cashed out. */
  readonly isActive: boolean;
  readonly bustedInHand: number | null;
}

export interface OneAndDoneState {
  readonly buyIn: Chips;
  /** Everyone who has bought in this game, in buy-in order (they have all played). */
  readonly players: readonly OneAndDonePlayer[];
  readonly phase: 'OPEN' | 'FINISHED';
  readonly winnerSeatIndexes: readonly SeatIndex[];
  readonly lastHandNumber: number | null;
}

export type OneAndDoneInput =
  | { readonly type: 'hand'; readonly outcome: HandOutcome }
  | { readonly type: 'buyIn'; readonly seatIndex: SeatIndex; readonly playerId: string }
  /** The player leaves with their chips; they have played and cannot come back. */
  | { readonly type: 'cashOut'; readonly seatIndex: SeatIndex }
  /** The operator ends the game: the chip leader wins. */
  | { readonly type: 'end' }
  /** A new game after the last one finished: everyone may buy in again. */
  | { readonly type: 'newGame' };

export type OneAndDoneAction = Exclude<OneAndDoneInput['type'], 'hand'>;

export type OneAndDoneEvent =
  | {
      readonly type: 'boughtIn';
      readonly seatIndex: SeatIndex;
      readonly playerId: string;
      readonly transfers: readonly Transfer[];
    }
  | { readonly type: 'cashedOut'; readonly seatIndex: SeatIndex; readonly transfers: readonly Transfer[] }
  | { readonly type: 'playerBusted'; readonly seatIndex: SeatIndex; readonly handNumber: number }
  | {
      readonly type: 'oneAndDoneWon';
      readonly seatIndexes: readonly SeatIndex[];
      readonly by: 'LAST_STANDING' | 'CHIP_LEADER';
    }
  | { readonly type: 'oneAndDoneStarted' };

export function newOneAndDone(buyIn: Chips): OneAndDoneState {
  return { buyIn, players: [], phase: 'OPEN', winnerSeatIndexes: [], lastHandNumber: null };
}

export function oneAndDoneOptions(state: OneAndDoneState): OneAndDoneAction[] {
  if (state.phase === 'FINISHED') {
    return state.players.some((p) => p.isActive) ? ['cashOut', 'newGame'] : ['newGame'];
  }
  const actions: OneAndDoneAction[] = ['buyIn'];
  if (state.players.some((p) => p.isActive)) actions.push('cashOut', 'end');
  return actions;
}

/** [ONE-1] whether this player may still buy in (never once they have played this game). */
export function canBuyIn(state: OneAndDoneState, playerId: string): boolean {
  return state.phase === 'OPEN' && !state.players.some((p) => p.playerId === playerId);
}

export function applyOneAndDone(
  state: OneAndDoneState,
  input: OneAndDoneInput,
): AddOnResult<OneAndDoneState, OneAndDoneEvent> {
  switch (input.type) {
    case 'buyIn': {
      if (!isSeat(input.seatIndex)) return refuse('BAD_SEAT', `seat ${input.seatIndex} is not a seat index`);
      if (state.phase === 'FINISHED')
        return refuse('GAME_FINISHED', 'this one-and-done is over: start a new game');
      if (state.players.some((p) => p.playerId === input.playerId))
        return refuse(
          'ALREADY_PLAYED',
          `${input.playerId} has already played this one-and-done: one buy-in each`,
        );
      if (state.players.some((p) => p.isActive && p.seatIndex === input.seatIndex))
        return refuse('SEAT_TAKEN', `seat ${input.seatIndex + 1} is still playing the one-and-done`);
      const player = {
        playerId: input.playerId,
        seatIndex: input.seatIndex,
        stack: state.buyIn,
        isActive: true,
        bustedInHand: null,
      };
      const transfers: Transfer[] = [{ from: 'HOUSE', to: input.seatIndex, amount: state.buyIn }];
      return {
        ok: true,
        state: { ...state, players: [...state.players, player] },
        events: [{ type: 'boughtIn', seatIndex: input.seatIndex, playerId: input.playerId, transfers }],
      };
    }
    case 'cashOut': {
      const player = state.players.find((p) => p.isActive && p.seatIndex === input.seatIndex);
      if (!player)
        return refuse('NOT_PLAYING', `nobody at seat ${input.seatIndex + 1} is playing the one-and-done`);
      const transfers: Transfer[] =
        player.stack > 0 ? [{ from: input.seatIndex, to: 'HOUSE', amount: player.stack }] : [];
      const players = state.players.map((p) => (p === player ? { ...p, isActive: false, stack: 0 } : p));
      return {
        ok: true,
        state: { ...state, players },
        events: [{ type: 'cashedOut', seatIndex: input.seatIndex, transfers }],
      };
    }
    case 'end': {
      if (state.phase === 'FINISHED') return refuse('GAME_FINISHED', 'this one-and-done is already over');
      const active = state.players.filter((p) => p.isActive);
      if (active.length === 0) return refuse('NOBODY_PLAYING', 'nobody is playing the one-and-done');
      // [ONE-4] at the operator's call the chip leader wins; tied leaders share the win.
      const most = Math.max(...active.map((p) => p.stack));
      const seatIndexes = active.filter((p) => p.stack === most).map((p) => p.seatIndex);
      return {
        ok: true,
        state: { ...state, phase: 'FINISHED', winnerSeatIndexes: seatIndexes },
        events: [{ type: 'oneAndDoneWon', seatIndexes, by: 'CHIP_LEADER' }],
      };
    }
    case 'newGame': {
      if (state.phase !== 'FINISHED')
        return refuse('GAME_RUNNING', 'end this one-and-done before starting another');
      if (state.players.some((p) => p.isActive))
        return refuse('CHIPS_IN_PLAY', 'every player still holding one-and-done chips must cash out first');
      return { ok: true, state: newOneAndDone(state.buyIn), events: [{ type: 'oneAndDoneStarted' }] };
    }
    case 'hand':
      return applyHand(state, input.outcome);
  }
}

function applyHand(
  state: OneAndDoneState,
  outcome: HandOutcome,
): AddOnResult<OneAndDoneState, OneAndDoneEvent> {
  const bad = verifyHandOutcome(outcome);
  if (bad) return { ok: false, error: bad };
  if (state.phase === 'FINISHED')
    return refuse('GAME_FINISHED', 'this one-and-done is over: start a new game');
  if (state.lastHandNumber !== null && outcome.handNumber <= state.lastHandNumber)
    return refuse('HAND_ALREADY_SEEN', `hand ${outcome.handNumber} was already counted in the one-and-done`);
  const events: OneAndDoneEvent[] = [];
  const players = [...state.players];
  for (const seat of outcome.seats) {
    const k = players.findIndex((p) => p.isActive && p.seatIndex === seat.seatIndex);
    if (k < 0) continue; // [ONE-5] a seat that did not buy in is not in the one-and-done.
    const player = players[k]!;
    // [ONE-2] no rebuy or top-up: a stack that grew between hands is refused.
    if (seat.startingStack > player.stack)
      return refuse(
        'REBUY_NOT_ALLOWED',
        `seat ${seat.seatIndex + 1} started hand ${outcome.handNumber} with ${seat.startingStack} but had ${player.stack}: one-and-done allows no rebuy or top-up`,
      );
    const busted = seat.finishingStack === 0;
    if (busted)
      events.push({ type: 'playerBusted', seatIndex: seat.seatIndex, handNumber: outcome.handNumber });
    players[k] = {
      ...player,
      stack: seat.finishingStack,
      isActive: !busted,
      bustedInHand: busted ? outcome.handNumber : null,
    };
  }
  const next = { ...state, players, lastHandNumber: outcome.handNumber };
  const active = players.filter((p) => p.isActive);
  // [ONE-3] the last player with chips wins, once a bust has left one standing.
  if (active.length === 1 && events.some((e) => e.type === 'playerBusted')) {
    const seatIndexes = [active[0]!.seatIndex];
    return {
      ok: true,
      state: { ...next, phase: 'FINISHED', winnerSeatIndexes: seatIndexes },
      events: [...events, { type: 'oneAndDoneWon', seatIndexes, by: 'LAST_STANDING' }],
    };
  }
  return { ok: true, state: next, events };
}

/**
 * The screen shape (protocol oneNDoneAddOnSchema): every seat whose player bought in this game,
 * `hasPlayed` once their one game is over (busted or cashed out), false while they still play.
 */
export function oneAndDoneView(state: OneAndDoneState): {
  buyIn: Chips;
  players: { seatIndex: SeatIndex; hasPlayed: boolean }[];
} {
  const seen = new Set<SeatIndex>();
  const players: { seatIndex: SeatIndex; hasPlayed: boolean }[] = [];
  // The latest player at a seat is the one shown.
  for (const p of [...state.players].reverse()) {
    if (seen.has(p.seatIndex)) continue;
    seen.add(p.seatIndex);
    players.push({ seatIndex: p.seatIndex, hasPlayed: !p.isActive });
  }
  return { buyIn: state.buyIn, players: players.sort((a, b) => a.seatIndex - b.seatIndex) };
}
