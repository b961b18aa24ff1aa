/**
 * The action in plain words for a new player at the table: whose turn it is, what a call costs, the
 * smallest raise, the pot and the pot odds ("Calling 40 to win 160: you need to win 1 time in 5").
 * Read from the table state's `round` (acting seat, actionOptions), which the hidden feed carries.
 */
import { formatStack } from '@railbird/poker/format';
import type { TableState } from '@railbird/protocol';

export interface PotOdds {
  /** "Calling 40 to win 160: you need to win 1 time in 5". */
  text: string;
  /** The share of the time a call must win to break even, 0–1. */
  need: number;
  /** "1 time in 5", "about 1 time in 4", "2 times in 3". */
  phrase: string;
}

/**
 * A share said as a small whole-number frequency: 1/5 → "1 time in 5", 0.28 → "about 1 time in 4",
 * 2/3 → "2 times in 3". "about" whenever the words round the number.
 */
export function frequencyPhrase(share: number): string {
  if (!(share > 0)) return 'never';
  if (share >= 1) return 'every time';
  const inverse = 1 / share;
  if (inverse >= 2) {
    const n = Math.round(inverse);
    return `${Math.abs(inverse - n) < 1e-9 ? '' : 'about '}1 time in ${n}`;
  }
  // The smallest "k in m" within 2.5 points (easier said than the closest), else the closest.
  let best = { k: 1, m: 2, error: Number.POSITIVE_INFINITY };
  for (let m = 2; m <= 10; m++) {
    const k = Math.round(share * m);
    if (k < 1 || k >= m) continue;
    const error = Math.abs(k / m - share);
    if (error < best.error - 1e-12) best = { k, m, error };
    if (best.error <= 0.025) break;
  }
  return `${best.error < 1e-9 ? '' : 'about '}${best.k} ${best.k === 1 ? 'time' : 'times'} in ${best.m}`;
}

/** Pot odds of a call: `call` chips to win the `pot` already in the middle. Null when nothing is to call. */
export function potOdds(call: number, pot: number): PotOdds | null {
  if (!(call > 0) || !(pot >= 0)) return null;
  const need = call / (call + pot);
  const phrase = frequencyPhrase(need);
  return {
    need,
    phrase,
    text: `Calling ${formatStack(call)} to win ${formatStack(pot)}: you need to win ${phrase}`,
  };
}

export interface ActionHelp {
  /** The player to act; null between hands or while the dealer deals. */
  acting: { seatIndex: number; name: string; stack: number } | null;
  /** Chips to call; 0 = may check; null when nobody acts. */
  toCall: number | null;
  /** The smallest raise (or bet, when nobody has bet this street); null when there is none. */
  raise: { label: string; amount: number; note: string | null } | null;
  pot: number;
  odds: PotOdds | null;
  /** One line about the call: "Check for free", "Calling puts Fay all in". */
  callNote: string | null;
}

/** What a new player needs to know about the action now. */
export function actionHelp(state: Pick<TableState, 'round' | 'pot' | 'playerGroup'>): ActionHelp {
  const round = state.round;
  const pot = state.pot.total;
  const seat = round.actingPlayer;
  const player = seat === null ? undefined : state.playerGroup.players.find((p) => p.seatIndex === seat);
  const options = round.actionOptions;
  if (seat === null || !options) {
    return { acting: null, toCall: null, raise: null, pot, odds: null, callNote: null };
  }
  const name = player?.displayName ?? `Seat ${seat + 1}`;
  const stack = player?.stack ?? 0;
  const toCall = Math.min(options.call, stack > 0 ? stack : options.call);
  const canRaise = options.maxRaise > options.currentBet && options.minRaise > options.currentBet;
  const bet = options.currentBet === 0;
  const allInOnly = canRaise && options.minRaise >= options.maxRaise;
  const raise = canRaise
    ? {
        label: bet ? 'Smallest bet' : 'Smallest raise to',
        amount: allInOnly ? options.maxRaise : options.minRaise,
        note: allInOnly ? 'All in is the only raise left' : null,
      }
    : null;
  let callNote: string | null = null;
  if (options.bringIn !== undefined && options.bringIn > 0) {
    callNote = `${name} must bring in ${formatStack(options.bringIn)} or complete to ${formatStack(options.minRaise)}`;
  } else if (toCall === 0) {
    callNote = 'Nothing to call: a check is free';
  } else if (stack > 0 && toCall >= stack) {
    callNote = `Calling puts ${name} all in`;
  } else if (!canRaise) {
    callNote = 'No raise left: call or fold';
  }
  return {
    acting: { seatIndex: seat, name, stack },
    toCall,
    raise,
    pot,
    odds: potOdds(toCall, pot),
    callNote,
  };
}
