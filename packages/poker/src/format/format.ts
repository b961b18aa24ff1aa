/**
 * Display formatting of spec §9, shared by the web app and the engine so a number reads the same on
 * every screen. Pure: no locale lookups, the same output everywhere.
 */
import type { StreetName } from '../variations/variations.js';

function trim(text: string): string {
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/**
 * Numbers above 999 abbreviated: `k` for thousands with 0 or 1 decimals, `m` for millions with 0 or 2
 * decimals (`1k`, `1.5k`, `12.3k`, `1m`, `1.25m`). A value that rounds up to the next unit moves to it
 * (999,999 is `1m`, not `1000k`). Smaller values keep up to two decimals (cents).
 */
export function formatNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  if (abs <= 999) return sign + trim(abs.toFixed(2));
  const thousands = Math.round(abs / 100) / 10;
  if (thousands < 1000) return `${sign}${trim(thousands.toFixed(1))}k`;
  const millions = Math.round(abs / 10_000) / 100;
  return `${sign}${Number.isInteger(millions) ? millions.toFixed(0) : millions.toFixed(2)}m`;
}

const UNITS = [
  { size: 1, suffix: '', maxDecimals: 2 },
  { size: 1e3, suffix: 'k', maxDecimals: 1 },
  { size: 1e6, suffix: 'm', maxDecimals: 2 },
] as const;

/**
 * A chip amount (a stack, a pot, a bet, an average of them) in at most three non-zero figures, two in
 * compact mode, written as `formatNumber` writes: `k` with 0 or 1 decimals, `m` with 0 or 2 (`950`,
 * `239`, `1.2k`, `12.3k`, `123k`, `1.23m`, `12.30m`). So a stack and the pot beside it read alike,
 * and `238.92` is not shown beside `5.3k`. A value that rounds up moves to the next unit (`1m`).
 */
export function formatStack(value: number, compact = false): string {
  const digits = compact ? 2 : 3;
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  let index = abs <= 999 ? 0 : abs < 1e6 ? 1 : 2;
  for (;;) {
    const unit = UNITS[index]!;
    const scaled = abs / unit.size;
    const whole = scaled < 1 ? 1 : Math.floor(Math.log10(scaled)) + 1;
    const decimals = Math.max(0, Math.min(unit.maxDecimals, digits - whole));
    const factor = 10 ** decimals;
    const rounded = Math.round((abs * factor) / unit.size) / factor;
    if (rounded >= 1000 && index < UNITS.length - 1) {
      index++;
      continue;
    }
    if (rounded === 0) return '0';
    if (unit.suffix === 'm') return `${sign}${Number.isInteger(rounded) ? rounded : rounded.toFixed(2)}m`;
    return `${sign}${trim(rounded.toFixed(decimals))}${unit.suffix}`;
  }
}

export interface BlindsDisplay {
  /** The game mode: dollars are shown for cash games only. */
  readonly mode: 'CASH' | 'SNG' | 'FINAL_TABLE' | 'MTT' | 'SOCIAL';
  /** Blinds in order: small, big, then any straddles. */
  readonly blinds: readonly number[];
  readonly ante?: number;
  readonly numBoards?: number;
  readonly bombPot?: boolean;
}

/** `$1/$2`, `500/1k (100)`, `$1/$2 2B`, `$5/$10 BP`: the game line of spec §9. */
export function formatBlinds(display: BlindsDisplay): string {
  const money = (v: number) => (display.mode === 'CASH' ? `$${formatNumber(v)}` : formatNumber(v));
  const parts = [
    display.blinds
      .filter((b) => b > 0)
      .map(money)
      .join('/'),
  ];
  if (display.ante) parts.push(`(${money(display.ante)})`);
  if ((display.numBoards ?? 1) > 1) parts.push(`${display.numBoards}B`);
  if (display.bombPot) parts.push('BP');
  return parts.join(' ');
}

/** The spec's score percentage: round(first / second × 100); `null` (no value) when second is 0. */
export function scorePercentage(first: number, second: number): number | null {
  return second === 0 ? null : Math.round((first / second) * 100);
}

const STREET_WORDS: Record<StreetName, string> = {
  PREFLOP: 'Preflop',
  FLOP: 'Flop',
  TURN: 'Turn',
  RIVER: 'River',
  THIRD: '3rd street',
  FOURTH: '4th street',
  FIFTH: '5th street',
  SIXTH: '6th street',
  SEVENTH: '7th street',
};

/** A street as a room says it: `FLOP` → `Flop`, `THIRD` → `3rd street`. */
export function streetWord(name: StreetName): string {
  return STREET_WORDS[name];
}

const RANK_WORDS = [
  'deuce',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'jack',
  'queen',
  'king',
  'ace',
] as const;
const RANK_PLURALS = [
  'deuces',
  'threes',
  'fours',
  'fives',
  'sixes',
  'sevens',
  'eights',
  'nines',
  'tens',
  'jacks',
  'queens',
  'kings',
  'aces',
] as const;

/**
 * A rank as a dealer says it (rank index 0 = deuce … 12 = ace, as in cards.ts): `deuce`, `king`, or
 * for several `deuces`, `kings`. Lower case: a hand history capitalises it where it prints names.
 */
export function rankWord(rank: number, plural = false): string {
  return (plural ? RANK_PLURALS : RANK_WORDS)[rank] ?? String(rank);
}
