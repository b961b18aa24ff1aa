import { phoneSchema } from '@railbird/protocol';

/**
 * The check-in kiosk's rules, without React (issue 16): what the phone keypad accepts, which seats a
 * walk-in may take, whom to call from the waiting list, and when an idle kiosk starts over.
 */

/** The keypad writes digits only; more than 15 is no phone number (E.164's limit). */
export const PHONE_MAX_DIGITS = 15;

/** The kiosk's idle limit (issue 16): a minute without a touch and it starts over, form cleared. */
export const IDLE_MS = 60_000;

/** A key of the phone keypad: a digit, or taking the last one back. */
export type PhoneKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'back';

export function pressPhoneKey(typed: string, key: PhoneKey): string {
  if (key === 'back') return typed.slice(0, -1);
  return typed.length >= PHONE_MAX_DIGITS ? typed : typed + key;
}

/** Digits as people read them: 555 010 2001 (groups of three, the last of four). */
export function groupDigits(typed: string): string {
  if (typed.length <= 4) return typed;
  const head = typed.slice(0, -4);
  const groups = head.match(/.{1,3}/g) ?? [];
  return [...groups, typed.slice(-4)].join(' ');
}

/**
 * Why the typed phone is refused (spec §5, the protocol's `phoneSchema`, which the server checks
 * again), or null when it is a phone number.
 */
export function phoneProblem(typed: string): string | null {
  if (typed.length === 0) return 'Type your phone number on the keypad.';
  const check = phoneSchema.safeParse(typed);
  if (check.success) return null;
  const message = check.error.issues[0]?.message ?? 'not a phone number';
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

/** Seats nobody sits in, lowest first. */
export function freeSeats(capacity: number, taken: readonly number[]): number[] {
  const busy = new Set(taken);
  return Array.from({ length: capacity }, (_, i) => i).filter((i) => !busy.has(i));
}

/**
 * The seats a walk-in may pick: players on the waiting list come first, so the first free seats are
 * kept for them, one each.
 */
export function walkInSeats(free: readonly number[], waiting: number): number[] {
  return free.slice(Math.min(waiting, free.length));
}

/** "Give me any seat": the first free seat a walk-in may take, or null when there is none. */
export function anySeat(seats: readonly number[]): number | null {
  return seats[0] ?? null;
}

/** Who is called to the table: the first on the list, to the first free seat. */
export function nextCall<E>(
  waiting: readonly E[],
  free: readonly number[],
): { entry: E; seatIndex: number } | null {
  const entry = waiting[0];
  const seatIndex = free[0];
  return entry === undefined || seatIndex === undefined ? null : { entry, seatIndex };
}

/** Seats as the room counts them: index 3 is "Seat 4". */
export const seatLabel = (seatIndex: number) => `Seat ${seatIndex + 1}`;

/** The engine's answer to a seat someone took a moment before (its `CONFLICT`), in the kiosk's words. */
export function seatTakenMessage(seatIndex: number): string {
  return `${seatLabel(seatIndex)} was just taken — pick another`;
}

/** A default buy-in: a hundred big blinds, or 200 chips when the table has no blinds yet. */
export function presetBuyIn(bigBlind: number): number {
  return bigBlind > 0 ? bigBlind * 100 : 200;
}

/**
 * Starts the kiosk over after `timeoutMs` without a touch. The clock is an argument so a test runs a
 * minute in a line; the page ticks it every second.
 */
export class IdleWatch {
  #last: number;
  #fired = false;
  constructor(private readonly options: { timeoutMs: number; now: () => number; onIdle: () => void }) {
    this.#last = options.now();
  }

  /** A touch or a key: the minute starts again. */
  touch(): void {
    this.#last = this.options.now();
    this.#fired = false;
  }

  /** Fires `onIdle` once per idle stretch. */
  tick(): void {
    if (this.#fired || this.options.now() - this.#last < this.options.timeoutMs) return;
    this.#fired = true;
    this.options.onIdle();
  }
}
