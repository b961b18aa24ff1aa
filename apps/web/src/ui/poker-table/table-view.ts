/**
 * What the live table, the overlays and the room displays say about a table state, as plain data:
 * the game line, seats around the oval, pots, the last action, the shot clock. Pure and tested, so the
 * components only lay it out.
 */
import { formatBlinds, formatStack, streetWord } from '@railbird/poker/format';
import {
  type Equity,
  GAME_MODE_INFO,
  type LastAction,
  type Player,
  type Position,
  type RatioStat,
  type RoundState,
  STARTING_HAND_GRID_VARIATIONS,
  type Street,
  type TableState,
  VARIATION_INFO,
  type Variation,
} from '@railbird/protocol';
import { plural } from '../figures.js';

export interface GameLine {
  /** Variation short code (spec §3): `NLH`, `PLO8`, `BIG-O`. */
  variation: string;
  /** Mode short code: `CASH`, `FT`, `MTT`. */
  mode: string;
  /** Spec §9: `$5/$10`, `100/200 (200)`, `$1/$2 2B`, `… BP`. */
  blinds: string;
  /** All three, as one line: `NLH · CASH · $5/$10`. */
  text: string;
}

/** The game line of spec §9: variation short code, mode and blinds. */
export function gameLine(state: Pick<TableState, 'gameSettings' | 'round'>): GameLine {
  const settings = state.gameSettings;
  const level = state.round.blindLevel;
  const forced = level.blinds.filter((b) => b > 0);
  const blinds = formatBlinds({
    mode: settings.mode,
    blinds: forced.length > 0 ? [...forced, ...level.straddles.filter((s) => s > 0)] : [level.bringIn],
    ante: level.antes.find((a) => a > 0) ?? level.studAnte,
    numBoards: level.numBoards,
    bombPot: level.bombPotAmount > 0,
  });
  const variation = VARIATION_INFO[settings.variation]?.shortCode ?? settings.variation;
  const mode = GAME_MODE_INFO[settings.mode]?.shortCode ?? settings.mode;
  return { variation, mode, blinds, text: `${variation} · ${mode} · ${blinds}` };
}

/** The games whose starting hands fit the 13×13 grid (STAT-18), as the statistics count them. */
export function isTwoCardHoldem(variation: Variation): boolean {
  return (STARTING_HAND_GRID_VARIATIONS as readonly Variation[]).includes(variation);
}

const POSITION_LABELS: Record<Position, string> = {
  sb: 'SB',
  bb: 'BB',
  utg: 'UTG',
  utg1: 'UTG+1',
  utg2: 'UTG+2',
  utg3: 'UTG+3',
  lj: 'LJ',
  hj: 'HJ',
  co: 'CO',
  btn: 'BTN',
};

export function positionLabel(position: Position | null | undefined): string | null {
  return position ? POSITION_LABELS[position] : null;
}

/**
 * The mixed-game rotation in a line (issue 13): the game after this one and when it comes, e.g.
 * `Mixed · STUD next, in 3 hands`; null when the table plays one game.
 */
export function mixedGameLine(state: Pick<TableState, 'mixedGame'>): string | null {
  const mixed = state.mixedGame;
  if (!mixed) return null;
  const left = Math.max(0, mixed.handsPerGame - mixed.handsPlayedInGame);
  const next = VARIATION_INFO[mixed.next]?.shortCode ?? mixed.next;
  if (mixed.next === mixed.current) return `Mixed · ${next} only`;
  return `Mixed · ${next} next, ${left === 0 ? 'from the next hand' : `in ${plural(left, 'hand')}`}`;
}

/**
 * `FLOP`, `THIRD` → `Flop`, `3rd street`; null before the first street. The live screens write the
 * first street `Pre-flop` where the Vault's replayer writes `Preflop` (poker's `streetWord`).
 */
export function streetLabel(street: Street): string | null {
  if (street === 'NONE') return null;
  return street === 'PREFLOP' ? 'Pre-flop' : streetWord(street);
}

/** `CALL CONFIRMATION` → `Call confirmation`. */
export function roundStateLabel(roundState: RoundState): string {
  const lower = roundState.toLowerCase();
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

/** Round states in which the engine waits for the operator to accept or refuse what it read. */
export const CONFIRMATION_STATES: readonly RoundState[] = [
  'CALL CONFIRMATION',
  'RAISE CONFIRMATION',
  'ALL IN CONFIRMATION',
  'ELIMINATION CONFIRMATION',
  'POWERUP CONFIRMATION',
  'NIT GAME CONFIRMATION',
  'BOUNTY CONFIRMATION',
  'SHOWDOWN CONFIRMATION',
];

export function isConfirmationState(roundState: RoundState): boolean {
  return CONFIRMATION_STATES.includes(roundState);
}

/** "Eli bets 60", "Fay calls 60", "Ida is all in for 50": the last action in words. */
export function lastActionText(action: LastAction | null, players: readonly Player[]): string | null {
  if (!action) return null;
  const name =
    players.find((p) => p.seatIndex === action.seatIndex)?.displayName ?? `Seat ${action.seatIndex + 1}`;
  const amount = formatStack(action.amount);
  if (action.isAllIn && action.type !== 'fold' && action.type !== 'check') {
    return `${name} is all in${action.amount > 0 ? ` for ${amount}` : ''}`;
  }
  switch (action.type) {
    case 'fold':
      return `${name} folds`;
    case 'check':
      return `${name} checks`;
    case 'call':
      return `${name} calls ${amount}`;
    case 'bet':
      return `${name} bets ${amount}`;
    case 'raise':
      return `${name} raises to ${amount}`;
    case 'bringIn':
      return `${name} brings in for ${amount}`;
    case 'complete':
      return `${name} completes to ${amount}`;
  }
}

export interface PotLine {
  label: string;
  amount: number;
  /** Seats that can win it. */
  eligible: readonly number[];
}

/** "Main pot", "Side pot 1", …: the gathered pots; empty before the first street ends. */
export function potLines(state: Pick<TableState, 'pot'>): PotLine[] {
  return state.pot.pots.map((pot, i) => ({
    label: i === 0 ? 'Main pot' : state.pot.pots.length === 2 ? 'Side pot' : `Side pot ${i}`,
    amount: pot.amount,
    eligible: pot.eligibleSeatIndexes,
  }));
}

/**
 * The shot clock of the acting player: time left when the table has one, else how long they have
 * been thinking. Null when nobody is acting or the engine gave no start time.
 */
export function shotClock(
  state: Pick<TableState, 'round' | 'gameSettings'>,
  now: number,
): { elapsedMs: number; remainingMs: number | null; totalMs: number | null } | null {
  const { actingPlayer, actionStartTime } = state.round;
  if (actingPlayer === null || actionStartTime === null) return null;
  const elapsedMs = Math.max(0, now - actionStartTime);
  const totalMs =
    state.gameSettings.shotClockDuration > 0 ? state.gameSettings.shotClockDuration * 1000 : null;
  return { elapsedMs, totalMs, remainingMs: totalMs === null ? null : Math.max(0, totalMs - elapsedMs) };
}

/** `0:07`, `1:34`. */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** UI.md "honest numbers": `81%`, and `≈81%` when the equity was sampled rather than exact. */
export function equityText(equity: Equity): string {
  const percent = Math.round(equity.equity * 100);
  return equity.isExact ? `${percent}%` : `≈${percent}%`;
}

/** A percentage statistic as shown: `34%` and its sample, or `—` with no opportunity (decision 002). */
export function ratioText(stat: RatioStat | undefined | null): {
  text: string;
  percent: number | null;
  sample: number;
} {
  if (!stat || stat.opportunities === 0)
    return { text: '—', percent: null, sample: stat?.opportunities ?? 0 };
  const percent = Math.round((stat.done / stat.opportunities) * 100);
  return { text: `${percent}%`, percent, sample: stat.opportunities };
}

/** `+4.8k`, `-60`, `0`: a signed amount. */
export function signedAmount(value: number): string {
  if (value === 0) return '0';
  return value > 0 ? `+${formatStack(value)}` : formatStack(value);
}

/** `1m 34s`, `12s`: a tank time. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds}s`;
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
}

/** Up to two initials of a name, for a seat without a photo. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
}

/**
 * Where seat `seatIndex` sits around an oval table of `capacity` seats, as fractions of the oval's box
 * (0–1 both ways). The dealer stands at the top centre; seat 1 is on the dealer's left and the seats go
 * clockwise round to the dealer's right. A left-handed dealer works the other way: the layout mirrors.
 */
export function seatPoint(
  seatIndex: number,
  capacity: number,
  isLeftHanded = false,
): { x: number; y: number; angle: number } {
  const step = (2 * Math.PI) / (capacity + 1);
  // Angle 0 points right, angles grow clockwise on screen (y grows downwards); the dealer is at -π/2.
  const angle = -Math.PI / 2 + step * (seatIndex + 1);
  const x = 0.5 + 0.5 * Math.cos(angle) * (isLeftHanded ? -1 : 1);
  const y = 0.5 + 0.5 * Math.sin(angle);
  return { x, y, angle };
}

/**
 * The side of seat `seatIndex`'s box that faces the middle of the table, for the dealer button: the
 * point of the box edge (x, y in -1…1 of the half box: -1 left or top, 1 right or bottom) in the
 * direction of the centre, and which edge it is on (`x`: a left or right edge, `y`: top or bottom).
 * `aspect` is the table box's width / height; seat boxes count as about twice as wide as tall.
 */
export function buttonSide(
  seatIndex: number,
  capacity: number,
  isLeftHanded = false,
  aspect = 1.6,
): { x: number; y: number; edge: 'x' | 'y' } {
  const p = seatPoint(seatIndex, capacity, isLeftHanded);
  // Towards the centre in screen units (the seats' oval spans 86% of the width, 80% of the height),
  // then in units of a seat box about twice as wide as it is tall.
  const dx = ((0.5 - p.x) * 0.86 * aspect) / 2;
  const dy = (0.5 - p.y) * 0.8;
  const s = Math.max(Math.abs(dx), Math.abs(dy)) || 1;
  const x = dx / s;
  const y = dy / s;
  return { x, y, edge: Math.abs(x) >= Math.abs(y) ? 'x' : 'y' };
}

/** How many boards the centre shows: those dealt, else the level's count when it deals a board at all. */
export function boardCount(state: Pick<TableState, 'round' | 'centerCards'>): number {
  const level = state.round.blindLevel;
  return Math.max(state.centerCards.boards.length, level.numBoardCards > 0 ? level.numBoards : 0);
}

/** A player in the hand, and whether they folded (still in the round but no longer active). */
export function seatInHand(player: Pick<Player, 'roundStatus'>): { inHand: boolean; folded: boolean } {
  const status = player.roundStatus;
  const inHand = Boolean(status?.inRound);
  return { inHand, folded: inHand && !status!.active };
}

/** The seated players in seat order. */
export function playersBySeat(players: readonly Player[]): Player[] {
  return [...players].sort((a, b) => a.seatIndex - b.seatIndex);
}

/** Players to show on an overlay: seated and not hidden for privacy. */
export function overlayPlayers(players: readonly Player[]): Player[] {
  return playersBySeat(players).filter((p) => !p.isHidden);
}
