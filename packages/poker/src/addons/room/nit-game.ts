/**
 * The nit game (docs/rules/room-games.md § Nit game): every seated player starts as a nit; winning
 * any share of a pot makes them not a nit; when one nit is left (or at the operator's call) the
 * round waits in NIT GAME CONFIRMATION, and on the operator's confirm each nit pays every player
 * who won a pot `amountPerPlayer`, then everyone is a nit again.
 */
import {
  type AddOnResult,
  type Chips,
  type HandOutcome,
  isChips,
  isSeat,
  potWinners,
  refuse,
  type SeatIndex,
  splitChips,
  type Transfer,
  verifyHandOutcome,
} from './types.js';

export interface NitGamePlayer {
  readonly seatIndex: SeatIndex;
  readonly playerId: string | null;
  readonly isNit: boolean;
  /** Nit games settled in which this player was paid (they had won a pot before the call). */
  readonly nitGameWinCount: number;
  /** The stack after the last hand the game saw: what a nit can pay at most. */
  readonly stack: Chips;
}

export interface NitGameState {
  readonly amountPerPlayer: Chips;
  /** Nit games settled so far at this table. */
  readonly round: number;
  readonly players: readonly NitGamePlayer[];
  /** 'CONFIRMATION' is the round state NIT GAME CONFIRMATION. */
  readonly phase: 'PLAYING' | 'CONFIRMATION';
  /** Why the game waits for confirmation. */
  readonly calledBy: 'LAST_NIT' | 'OPERATOR' | null;
  readonly lastHandNumber: number | null;
  /** The button of the last hand: a short nit's odd chip goes to the first payee left of it. */
  readonly lastButtonSeatIndex: SeatIndex | null;
}

export type NitGameInput =
  | { readonly type: 'hand'; readonly outcome: HandOutcome }
  | {
      readonly type: 'join';
      readonly seatIndex: SeatIndex;
      readonly playerId: string | null;
      readonly stack: Chips;
    }
  | { readonly type: 'leave'; readonly seatIndex: SeatIndex }
  /** The operator ends the game now, with several nits left. */
  | { readonly type: 'call' }
  | { readonly type: 'confirm' }
  | { readonly type: 'reject' }
  /** Everyone a nit again, nobody pays. */
  | { readonly type: 'reset' };

export type NitGameAction = Exclude<NitGameInput['type'], 'hand'>;

export type NitGameEvent =
  | { readonly type: 'nitGameJoined'; readonly seatIndex: SeatIndex }
  | { readonly type: 'nitGameLeft'; readonly seatIndex: SeatIndex }
  | { readonly type: 'nitEscaped'; readonly seatIndex: SeatIndex; readonly handNumber: number }
  | {
      readonly type: 'nitGameCalled';
      readonly by: 'LAST_NIT' | 'OPERATOR';
      readonly nitSeatIndexes: readonly SeatIndex[];
    }
  | { readonly type: 'nitGameCallRejected' }
  | {
      readonly type: 'nitGameSettled';
      readonly round: number;
      readonly nitSeatIndexes: readonly SeatIndex[];
      readonly transfers: readonly Transfer[];
    }
  | { readonly type: 'nitGameReset' };

export function newNitGame(amountPerPlayer: Chips): NitGameState {
  return {
    amountPerPlayer,
    round: 0,
    players: [],
    phase: 'PLAYING',
    calledBy: null,
    lastHandNumber: null,
    lastButtonSeatIndex: null,
  };
}

/** The operator actions legal now (check/ask/do: the dealer screen enables exactly these). */
export function nitGameOptions(state: NitGameState): NitGameAction[] {
  if (state.phase === 'CONFIRMATION') return ['confirm', 'reject'];
  const actions: NitGameAction[] = ['join', 'leave', 'reset'];
  if (canCall(state)) actions.push('call');
  return actions;
}

function canCall(state: NitGameState): boolean {
  return state.players.some((p) => p.isNit) && state.players.some((p) => !p.isNit);
}

export function applyNitGame(
  state: NitGameState,
  input: NitGameInput,
): AddOnResult<NitGameState, NitGameEvent> {
  switch (input.type) {
    case 'hand':
      return applyHand(state, input.outcome);
    case 'join': {
      // [NIT-9] nobody joins or leaves while the call waits: a newcomer would pay, a nit would escape.
      if (state.phase === 'CONFIRMATION')
        return refuse(
          'AWAITING_CONFIRMATION',
          'confirm or reject the nit game before seating a player in it',
        );
      if (!isSeat(input.seatIndex)) return refuse('BAD_SEAT', `seat ${input.seatIndex} is not a seat index`);
      if (!isChips(input.stack)) return refuse('BAD_AMOUNT', `a stack of ${input.stack} is not whole chips`);
      if (state.players.some((p) => p.seatIndex === input.seatIndex))
        return refuse('SEAT_TAKEN', `seat ${input.seatIndex + 1} already plays the nit game: leave it first`);
      const player = {
        seatIndex: input.seatIndex,
        playerId: input.playerId,
        isNit: true,
        nitGameWinCount: 0,
        stack: input.stack,
      };
      const players = [...state.players, player].sort((a, b) => a.seatIndex - b.seatIndex);
      return {
        ok: true,
        state: { ...state, players },
        events: [{ type: 'nitGameJoined', seatIndex: input.seatIndex }],
      };
    }
    case 'leave': {
      if (state.phase === 'CONFIRMATION')
        return refuse('AWAITING_CONFIRMATION', 'confirm or reject the nit game before a player leaves it');
      if (!state.players.some((p) => p.seatIndex === input.seatIndex))
        return refuse('NOT_PLAYING', `seat ${input.seatIndex + 1} is not in the nit game`);
      const players = state.players.filter((p) => p.seatIndex !== input.seatIndex);
      return {
        ok: true,
        state: { ...state, players },
        events: [{ type: 'nitGameLeft', seatIndex: input.seatIndex }],
      };
    }
    case 'call': {
      if (state.phase === 'CONFIRMATION')
        return refuse('AWAITING_CONFIRMATION', 'the nit game already waits for confirmation');
      if (!canCall(state))
        return refuse(
          'NOTHING_TO_CALL',
          'the nit game needs at least one nit and one player who has won a pot',
        );
      return called(state, 'OPERATOR', []);
    }
    case 'confirm': {
      if (state.phase !== 'CONFIRMATION') return refuse('NOT_CALLED', 'no nit game waits for confirmation');
      return settle(state);
    }
    case 'reject': {
      if (state.phase !== 'CONFIRMATION') return refuse('NOT_CALLED', 'no nit game waits for confirmation');
      return {
        ok: true,
        state: { ...state, phase: 'PLAYING', calledBy: null },
        events: [{ type: 'nitGameCallRejected' }],
      };
    }
    case 'reset': {
      if (state.phase === 'CONFIRMATION')
        return refuse('AWAITING_CONFIRMATION', 'confirm or reject the nit game before resetting it');
      const players = state.players.map((p) => ({ ...p, isNit: true }));
      return { ok: true, state: { ...state, players }, events: [{ type: 'nitGameReset' }] };
    }
  }
}

function applyHand(state: NitGameState, outcome: HandOutcome): AddOnResult<NitGameState, NitGameEvent> {
  const bad = verifyHandOutcome(outcome);
  if (bad) return { ok: false, error: bad };
  if (state.phase === 'CONFIRMATION')
    return refuse('AWAITING_CONFIRMATION', 'confirm or reject the nit game before the next hand is recorded');
  if (state.lastHandNumber !== null && outcome.handNumber <= state.lastHandNumber)
    return refuse('HAND_ALREADY_SEEN', `hand ${outcome.handNumber} was already counted in the nit game`);
  const events: NitGameEvent[] = [];
  const winners = potWinners(outcome);
  const bySeat = new Map(state.players.map((p) => [p.seatIndex, p]));
  for (const seat of outcome.seats) {
    const known = bySeat.get(seat.seatIndex);
    // [NIT-5] a new face at a seat joins as a nit.
    if (!known || known.playerId !== seat.playerId) {
      bySeat.set(seat.seatIndex, {
        seatIndex: seat.seatIndex,
        playerId: seat.playerId,
        isNit: true,
        nitGameWinCount: 0,
        stack: seat.finishingStack,
      });
      events.push({ type: 'nitGameJoined', seatIndex: seat.seatIndex });
    }
    const player = bySeat.get(seat.seatIndex)!;
    const escapes = player.isNit && winners.has(seat.seatIndex);
    if (escapes)
      events.push({ type: 'nitEscaped', seatIndex: seat.seatIndex, handNumber: outcome.handNumber });
    bySeat.set(seat.seatIndex, { ...player, stack: seat.finishingStack, isNit: player.isNit && !escapes });
  }
  const players = [...bySeat.values()].sort((a, b) => a.seatIndex - b.seatIndex);
  const next: NitGameState = {
    ...state,
    players,
    lastHandNumber: outcome.handNumber,
    lastButtonSeatIndex: outcome.buttonSeatIndex,
  };
  const nits = players.filter((p) => p.isNit);
  if (nits.length === 1 && players.length >= 2) return called(next, 'LAST_NIT', events);
  // [NIT-7] the last nits escaped together (a chopped pot): nobody is the nit, nobody pays.
  if (nits.length === 0 && state.players.some((p) => p.isNit)) {
    const reset = { ...next, players: players.map((p) => ({ ...p, isNit: true })) };
    return { ok: true, state: reset, events: [...events, { type: 'nitGameReset' }] };
  }
  return { ok: true, state: next, events };
}

function called(
  state: NitGameState,
  by: 'LAST_NIT' | 'OPERATOR',
  events: NitGameEvent[],
): AddOnResult<NitGameState, NitGameEvent> {
  const nitSeatIndexes = state.players.filter((p) => p.isNit).map((p) => p.seatIndex);
  return {
    ok: true,
    state: { ...state, phase: 'CONFIRMATION', calledBy: by },
    events: [...events, { type: 'nitGameCalled', by, nitSeatIndexes }],
  };
}

/**
 * [NIT-3] each nit pays each player who won a pot `amountPerPlayer`; [NIT-4] a nit short of chips
 * splits what they have equally among those players (odd chips to the first of them left of the
 * last hand's button).
 */
function settle(state: NitGameState): AddOnResult<NitGameState, NitGameEvent> {
  const nits = state.players.filter((p) => p.isNit);
  const payees = state.players.filter((p) => !p.isNit).map((p) => p.seatIndex);
  const transfers: Transfer[] = [];
  for (const nit of nits) {
    const owed = state.amountPerPlayer * payees.length;
    const paid = Math.min(owed, nit.stack);
    const shares =
      paid === owed
        ? payees.map((seatIndex) => ({ seatIndex, amount: state.amountPerPlayer }))
        : splitChips(paid, payees, state.lastButtonSeatIndex ?? -1);
    for (const s of shares)
      if (s.amount > 0) transfers.push({ from: nit.seatIndex, to: s.seatIndex, amount: s.amount });
  }
  const delta = new Map<SeatIndex, Chips>();
  for (const t of transfers) {
    delta.set(t.from as SeatIndex, (delta.get(t.from as SeatIndex) ?? 0) - t.amount);
    delta.set(t.to as SeatIndex, (delta.get(t.to as SeatIndex) ?? 0) + t.amount);
  }
  const round = state.round + 1;
  // [NIT-6] after settlement everyone is a nit again.
  const players = state.players.map((p) => ({
    ...p,
    isNit: true,
    stack: p.stack + (delta.get(p.seatIndex) ?? 0),
    nitGameWinCount: p.nitGameWinCount + (p.isNit ? 0 : 1),
  }));
  return {
    ok: true,
    state: { ...state, round, players, phase: 'PLAYING', calledBy: null },
    events: [{ type: 'nitGameSettled', round, nitSeatIndexes: nits.map((n) => n.seatIndex), transfers }],
  };
}

/** The screen shape (protocol nitGameAddOnSchema). */
export function nitGameView(state: NitGameState): { amountPerPlayer: Chips; nitSeatIndexes: SeatIndex[] } {
  return {
    amountPerPlayer: state.amountPerPlayer,
    nitSeatIndexes: state.players.filter((p) => p.isNit).map((p) => p.seatIndex),
  };
}

/** The player fields (protocol Player.isNit, Player.nitGameWinCount) for one seat. */
export function nitGamePlayerView(
  state: NitGameState,
  seatIndex: SeatIndex,
): { isNit: boolean; nitGameWinCount: number } {
  const p = state.players.find((x) => x.seatIndex === seatIndex);
  return { isNit: p?.isNit ?? false, nitGameWinCount: p?.nitGameWinCount ?? 0 };
}
