/**
 * Powerups (docs/rules/room-games.md § Powerups): every N hands each player dealt in draws a random
 * powerup; a player plays one, the round waits in POWERUP CONFIRMATION for the dealer, and a
 * confirmed powerup takes effect on the player's next hand, paid in exact chips.
 */
import type { Random } from '../../cards/deck.js';
import {
  type AddOnResult,
  type Chips,
  type HandOutcome,
  isChips,
  isSeat,
  leftOfButton,
  refuse,
  type SeatIndex,
  type Transfer,
  verifyHandOutcome,
} from './types.js';

/** The catalogue: effects a live dealer can honour by hand. */
export const POWERUP_KINDS = ['PEEK', 'SHIELD', 'DOUBLE', 'PICKPOCKET'] as const;
export type PowerupKind = (typeof POWERUP_KINDS)[number];

export const POWERUP_RULES: Readonly<Record<PowerupKind, string>> = {
  PEEK: 'The dealer shows you the first burn card of your next hand, face down to the others. No chips move.',
  SHIELD: 'If you lose chips in your next hand, the house refunds the loss, up to the shield cap.',
  DOUBLE: 'If you win chips in your next hand, the house adds the same again, up to the double cap.',
  PICKPOCKET:
    "In your next hand, the hand's biggest winner (if not you) hands you the pickpocket amount, never more than they won.",
};

export interface PowerupSettings {
  /** A draw for every player dealt in, after every `everyNHands`-th hand. */
  readonly everyNHands: number;
  /** Unused powerups a player may hold; a full hand draws nothing. */
  readonly maxInventory: number;
  readonly shieldCap: Chips;
  readonly doubleCap: Chips;
  readonly pickpocketAmount: Chips;
  /** The kinds in play at this table (a subset of the catalogue). */
  readonly kinds: readonly PowerupKind[];
}

export const DEFAULT_POWERUP_SETTINGS: PowerupSettings = {
  everyNHands: 5,
  maxInventory: 3,
  shieldCap: 100,
  doubleCap: 100,
  pickpocketAmount: 25,
  kinds: POWERUP_KINDS,
};

export interface Powerup {
  readonly id: string;
  readonly kind: PowerupKind;
  readonly isUsed: boolean;
}

export interface PowerupPlayer {
  readonly seatIndex: SeatIndex;
  readonly playerId: string | null;
  readonly powerups: readonly Powerup[];
  /** A confirmed powerup waiting for the player's next hand. */
  readonly armed: Powerup | null;
}

export interface PowerupsState {
  readonly settings: PowerupSettings;
  readonly players: readonly PowerupPlayer[];
  /** A played powerup waiting in POWERUP CONFIRMATION. */
  readonly pending: { readonly seatIndex: SeatIndex; readonly powerupId: string } | null;
  readonly handsSeen: number;
  readonly nextId: number;
  readonly lastHandNumber: number | null;
}

export type PowerupsInput =
  | { readonly type: 'hand'; readonly outcome: HandOutcome; readonly random: Random }
  | { readonly type: 'play'; readonly seatIndex: SeatIndex; readonly powerupId: string }
  | { readonly type: 'confirm' }
  | { readonly type: 'reject' }
  /** The dealer hands a powerup out (a promotion, a make-good). */
  | {
      readonly type: 'grant';
      readonly seatIndex: SeatIndex;
      readonly playerId: string | null;
      readonly kind: PowerupKind;
    }
  | { readonly type: 'leave'; readonly seatIndex: SeatIndex };

export type PowerupsAction = Exclude<PowerupsInput['type'], 'hand'>;

export type PowerupsEvent =
  | { readonly type: 'powerupDrawn'; readonly seatIndex: SeatIndex; readonly powerup: Powerup }
  | { readonly type: 'powerupPlayed'; readonly seatIndex: SeatIndex; readonly powerupId: string }
  | { readonly type: 'powerupConfirmed'; readonly seatIndex: SeatIndex; readonly powerup: Powerup }
  | { readonly type: 'powerupRejected'; readonly seatIndex: SeatIndex; readonly powerupId: string }
  | {
      readonly type: 'powerupResolved';
      readonly seatIndex: SeatIndex;
      readonly powerup: Powerup;
      readonly handNumber: number;
      readonly transfers: readonly Transfer[];
    }
  | { readonly type: 'powerupsLeft'; readonly seatIndex: SeatIndex };

export function newPowerups(settings: PowerupSettings = DEFAULT_POWERUP_SETTINGS): PowerupsState {
  return { settings, players: [], pending: null, handsSeen: 0, nextId: 1, lastHandNumber: null };
}

export function powerupsOptions(state: PowerupsState): PowerupsAction[] {
  if (state.pending) return ['confirm', 'reject', 'grant'];
  const actions: PowerupsAction[] = ['grant', 'leave'];
  if (state.players.some((p) => p.armed === null && p.powerups.some((x) => !x.isUsed)))
    actions.unshift('play');
  return actions;
}

/** Whether the player at this seat may play this powerup now. */
export function canPlayPowerup(state: PowerupsState, seatIndex: SeatIndex, powerupId: string): boolean {
  return applyPowerups(state, { type: 'play', seatIndex, powerupId }).ok;
}

export function applyPowerups(
  state: PowerupsState,
  input: PowerupsInput,
): AddOnResult<PowerupsState, PowerupsEvent> {
  switch (input.type) {
    case 'play': {
      if (state.pending)
        return refuse(
          'AWAITING_CONFIRMATION',
          'another powerup waits for the dealer: confirm or reject it first',
        );
      const player = state.players.find((p) => p.seatIndex === input.seatIndex);
      const powerup = player?.powerups.find((x) => x.id === input.powerupId);
      if (!player || !powerup)
        return refuse('NO_SUCH_POWERUP', `seat ${input.seatIndex + 1} holds no powerup ${input.powerupId}`);
      if (powerup.isUsed) return refuse('POWERUP_USED', `powerup ${input.powerupId} has already been used`);
      // [POW-3] one powerup at a time: the armed one must meet its hand first.
      if (player.armed)
        return refuse(
          'POWERUP_ARMED',
          `seat ${input.seatIndex + 1} already has a ${player.armed.kind} waiting for the next hand`,
        );
      return {
        ok: true,
        state: { ...state, pending: { seatIndex: input.seatIndex, powerupId: input.powerupId } },
        events: [{ type: 'powerupPlayed', seatIndex: input.seatIndex, powerupId: input.powerupId }],
      };
    }
    case 'confirm': {
      const pending = state.pending;
      if (!pending) return refuse('NOTHING_PENDING', 'no powerup waits for confirmation');
      const used = { ...findPowerup(state, pending.seatIndex, pending.powerupId), isUsed: true };
      const players = state.players.map((p) =>
        p.seatIndex === pending.seatIndex
          ? { ...p, armed: used, powerups: p.powerups.map((x) => (x.id === used.id ? used : x)) }
          : p,
      );
      return {
        ok: true,
        state: { ...state, players, pending: null },
        events: [{ type: 'powerupConfirmed', seatIndex: pending.seatIndex, powerup: used }],
      };
    }
    case 'reject': {
      const pending = state.pending;
      if (!pending) return refuse('NOTHING_PENDING', 'no powerup waits for confirmation');
      // [POW-4] a rejected powerup goes back to the player unused.
      return {
        ok: true,
        state: { ...state, pending: null },
        events: [{ type: 'powerupRejected', seatIndex: pending.seatIndex, powerupId: pending.powerupId }],
      };
    }
    case 'grant': {
      if (!isSeat(input.seatIndex)) return refuse('BAD_SEAT', `seat ${input.seatIndex} is not a seat index`);
      if (!state.settings.kinds.includes(input.kind))
        return refuse('KIND_NOT_IN_PLAY', `${input.kind} is not a powerup at this table`);
      const powerup: Powerup = { id: `pu-${state.nextId}`, kind: input.kind, isUsed: false };
      const existing = state.players.find((p) => p.seatIndex === input.seatIndex);
      const player: PowerupPlayer =
        existing && existing.playerId === input.playerId
          ? { ...existing, powerups: [...existing.powerups, powerup] }
          : { seatIndex: input.seatIndex, playerId: input.playerId, powerups: [powerup], armed: null };
      return {
        ok: true,
        state: { ...state, players: withPlayer(state.players, player), nextId: state.nextId + 1 },
        events: [{ type: 'powerupDrawn', seatIndex: input.seatIndex, powerup }],
      };
    }
    case 'leave': {
      if (state.pending?.seatIndex === input.seatIndex)
        return refuse(
          'AWAITING_CONFIRMATION',
          `seat ${input.seatIndex + 1}'s powerup waits for the dealer: confirm or reject it first`,
        );
      if (!state.players.some((p) => p.seatIndex === input.seatIndex))
        return refuse('NOT_PLAYING', `seat ${input.seatIndex + 1} holds no powerups`);
      return {
        ok: true,
        state: { ...state, players: state.players.filter((p) => p.seatIndex !== input.seatIndex) },
        events: [{ type: 'powerupsLeft', seatIndex: input.seatIndex }],
      };
    }
    case 'hand':
      return applyHand(state, input.outcome, input.random);
  }
}

function findPowerup(state: PowerupsState, seatIndex: SeatIndex, id: string): Powerup {
  return state.players.find((p) => p.seatIndex === seatIndex)!.powerups.find((x) => x.id === id)!;
}

function withPlayer(players: readonly PowerupPlayer[], player: PowerupPlayer): PowerupPlayer[] {
  return [...players.filter((p) => p.seatIndex !== player.seatIndex), player].sort(
    (a, b) => a.seatIndex - b.seatIndex,
  );
}

function applyHand(
  state: PowerupsState,
  outcome: HandOutcome,
  random: Random,
): AddOnResult<PowerupsState, PowerupsEvent> {
  const bad = verifyHandOutcome(outcome);
  if (bad) return { ok: false, error: bad };
  if (state.pending)
    return refuse(
      'AWAITING_CONFIRMATION',
      'a powerup waits for the dealer: confirm or reject it before the hand is recorded',
    );
  if (state.lastHandNumber !== null && outcome.handNumber <= state.lastHandNumber)
    return refuse('HAND_ALREADY_SEEN', `hand ${outcome.handNumber} was already counted for powerups`);
  const { settings } = state;
  const events: PowerupsEvent[] = [];
  let players = [...state.players];
  // [POW-6] a new player at a seat starts with no powerups.
  for (const seat of outcome.seats) {
    const known = players.find((p) => p.seatIndex === seat.seatIndex);
    if (!known || known.playerId !== seat.playerId)
      players = withPlayer(players, {
        seatIndex: seat.seatIndex,
        playerId: seat.playerId,
        powerups: [],
        armed: null,
      });
  }
  // [POW-5] armed powerups take effect in the player's next hand, in seat order from the button.
  const net = new Map(outcome.seats.map((s) => [s.seatIndex, s.finishingStack - s.startingStack]));
  const biggest = biggestWinner(outcome);
  let left = biggest === null ? 0 : net.get(biggest)!;
  const armedSeats = leftOfButton(
    players.filter((p) => p.armed && net.has(p.seatIndex)).map((p) => p.seatIndex),
    outcome.buttonSeatIndex,
  );
  for (const seatIndex of armedSeats) {
    const player = players.find((p) => p.seatIndex === seatIndex)!;
    const powerup = player.armed!;
    const n = net.get(seatIndex)!;
    const transfers: Transfer[] = [];
    if (powerup.kind === 'SHIELD' && n < 0)
      transfers.push({ from: 'HOUSE', to: seatIndex, amount: Math.min(-n, settings.shieldCap) });
    if (powerup.kind === 'DOUBLE' && n > 0)
      transfers.push({ from: 'HOUSE', to: seatIndex, amount: Math.min(n, settings.doubleCap) });
    if (powerup.kind === 'PICKPOCKET' && biggest !== null && biggest !== seatIndex) {
      const amount = Math.min(settings.pickpocketAmount, left);
      left -= amount;
      if (amount > 0) transfers.push({ from: biggest, to: seatIndex, amount });
    }
    events.push({ type: 'powerupResolved', seatIndex, powerup, handNumber: outcome.handNumber, transfers });
    players = withPlayer(players, { ...player, armed: null });
  }
  // [POW-1] every `everyNHands` hands, each player dealt in draws one kind, uniformly, unless full.
  const handsSeen = state.handsSeen + 1;
  let nextId = state.nextId;
  if (handsSeen % settings.everyNHands === 0 && settings.kinds.length > 0) {
    for (const seat of outcome.seats) {
      const player = players.find((p) => p.seatIndex === seat.seatIndex)!;
      if (player.powerups.filter((x) => !x.isUsed).length >= settings.maxInventory) continue;
      const kind = settings.kinds[Math.floor(random() * settings.kinds.length)]!;
      const powerup: Powerup = { id: `pu-${nextId++}`, kind, isUsed: false };
      players = withPlayer(players, { ...player, powerups: [...player.powerups, powerup] });
      events.push({ type: 'powerupDrawn', seatIndex: seat.seatIndex, powerup });
    }
  }
  return {
    ok: true,
    state: { ...state, players, handsSeen, nextId, lastHandNumber: outcome.handNumber },
    events,
  };
}

/** The seat with the largest net win of the hand (first left of the button on a tie), or null if nobody won. */
function biggestWinner(outcome: HandOutcome): SeatIndex | null {
  let best: SeatIndex | null = null;
  let bestNet = 0;
  for (const seatIndex of leftOfButton(
    outcome.seats.map((s) => s.seatIndex),
    outcome.buttonSeatIndex,
  )) {
    const s = outcome.seats.find((x) => x.seatIndex === seatIndex)!;
    const n = s.finishingStack - s.startingStack;
    if (n > bestNet) {
      best = seatIndex;
      bestNet = n;
    }
  }
  return best;
}

/** Checks the settings a table is configured with. */
export function verifyPowerupSettings(settings: PowerupSettings): string | null {
  if (!Number.isInteger(settings.everyNHands) || settings.everyNHands < 1)
    return 'everyNHands must be a whole number ≥ 1';
  if (!Number.isInteger(settings.maxInventory) || settings.maxInventory < 1)
    return 'maxInventory must be a whole number ≥ 1';
  for (const k of ['shieldCap', 'doubleCap', 'pickpocketAmount'] as const)
    if (!isChips(settings[k])) return `${k} must be whole chips`;
  return null;
}

/** The screen shape (protocol powerupsAddOnSchema). */
export function powerupsView(state: PowerupsState): {
  kinds: string[];
  pending: { seatIndex: SeatIndex; powerupId: string } | null;
} {
  return { kinds: [...state.settings.kinds], pending: state.pending ? { ...state.pending } : null };
}

/** The player field (protocol Player.powerups) for one seat. */
export function powerupsPlayerView(state: PowerupsState, seatIndex: SeatIndex): Powerup[] {
  return (state.players.find((p) => p.seatIndex === seatIndex)?.powerups ?? []).map((x) => ({ ...x }));
}
