/**
 * Display formatting of spec §9, shared by the web app and the engine so a number reads the same on
 * every screen. Pure: no locale lookups, the same output everywhere.
 */

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

/**
 * A stack in at most three significant figures (two in compact mode): `12.3k`, `1.23m`, `950`.
 */
export function formatStack(value: number, compact = false): string {
  const digits = compact ? 2 : 3;
  const sign = value < 0 ? '-' : '';
  // Round to significant figures first, then pick the unit: 999,999 becomes 1.00m, written 1m.
  const rounded = Number(Math.abs(value).toPrecision(digits));
  const [size, suffix] = rounded >= 1e6 ? [1e6, 'm'] : rounded >= 1e3 ? [1e3, 'k'] : [1, ''];
  return `${sign}${Number((rounded / size).toPrecision(digits))}${suffix}`;
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
