/**
 * The reducer setup of a hand from the table's blind level: forced bets by slot, betting structure per
 * street, boards and whether burns are recorded, and the room rules the game settings add to a hand
 * (decision 004, "Straddles, bomb pots, splash and mixed games"):
 * - **Straddles** are posted like blinds, before the cards: the level's `straddles` in order (first
 *   straddle, re-straddle…), by the seats after the big blind going left (or, when `straddlePositions`
 *   names positions, by the players at those positions, in position order, named as poker's
 *   `positionsOf` names them). The button straddles only when `ultimateStraddle` allows it;
 *   heads-up nobody straddles, nor in stud or a bomb pot. Each amount is bounded by `minStraddle` and `maxStraddle` (0 = no cap); one that would not be more than the
 *   blind or straddle before it is not posted, and neither are those after it. The largest straddle
 *   is the hand's big blind (minimum bet and raise); action starts left of the last straddler.
 * - **A bomb pot** (`bombPot`, decided by rotation.ts): every player antes `bombPotAmount`, nobody posts a
 *   blind or straddle, there is no betting before the flop; burns only when `bombPotBurns`.
 * - **Splash**: every player dealt in puts the level's `splash` into the pot as dead money, with the ante.
 * - **Mixed games**: a game of the rotation plays its own betting structure (the level's stakes,
 *   the variation's usual limit per street); a stud game without stud stakes in the level plays the
 *   big blind as its small bet and half of it as the bring-in.
 * Calls only the facts below it (units, antennas).
 */
import { type BettingLimit, getVariation, type HandSetup, positionsOf } from '@railbird/poker';
import type { BlindLevel, GameSettings, TableSettings } from '@railbird/protocol';
import { antennasOf } from './antennas.js';
import { toChips, unitOf } from './units.js';

/** What the table decided about this hand before it starts (rotation.ts). */
export interface HandKind {
  readonly bombPot: boolean;
}

export const ORDINARY_HAND: HandKind = { bombPot: false };

/**
 * Blind slots run from the small blind (slot 0) round the table; heads-up the button (the last index)
 * posts the small blind. Antes per slot the same way: one slot only (the big blind's) is a big-blind
 * ante, which is dead money.
 */
export function handSetupFor(
  settings: TableSettings,
  gameSettings: GameSettings,
  level: BlindLevel,
  players: readonly { name: string; stack: number; seatIndex: number }[],
  kind: HandKind = ORDINARY_HAND,
): HandSetup {
  const variation = getVariation(gameSettings.variation);
  const unit = unitOf(level);
  const n = players.length;
  const chips = (v: number) => toChips(v, unit);
  const bySlot = (slots: readonly number[]): number[] => {
    const perPlayer = Array.from({ length: n }, (_, i) => chips(slots[i] ?? 0));
    if (n === 2) return [perPlayer[1]!, perPlayer[0]!];
    return perPlayer;
  };
  const stud = variation.forcedBets === 'bringIn';
  const mixed = gameSettings.mixedGameEnabled && gameSettings.gameList.length > 0;
  const bombPot = kind.bombPot && !stud && variation.hasBoard;
  const splash = chips(level.splash);
  const baseAntes = bombPot
    ? new Array<number>(n).fill(chips(level.bombPotAmount))
    : stud
      ? new Array<number>(n).fill(chips(level.studAnte))
      : bySlot(level.antes);
  const antes = baseAntes.map((a) => a + splash);
  const positiveAntes = antes.filter((a) => a > 0);
  const uniformAntes = positiveAntes.length === n && positiveAntes.every((a) => a === positiveAntes[0]);
  const limits: BettingLimit[] = variation.streets.map((street) =>
    mixed ? variation.defaultLimit : (level.limits[street.name] ?? variation.defaultLimit),
  );
  const antennas = antennasOf(settings);
  const levelBlinds = bySlot(level.blinds);
  const blinds =
    stud || bombPot ? [] : withStraddles(levelBlinds, straddlesFor(gameSettings, level, n, unit));
  const bigBlind = Math.max(0, ...levelBlinds);
  // Stud in a mixed rotation at a blinds level: the big blind is the small bet, half of it the bring-in.
  const smallBet = chips(level.smallBet) || (stud && mixed ? bigBlind : 0);
  const bringIn = chips(level.bringIn) || (stud && mixed ? Math.floor(smallBet / 2) : 0);
  const burns = antennas.burn !== null && !gameSettings.noBurnEnabled;
  return {
    variation: variation.code,
    players: players.map((p) => ({ name: p.name, stack: chips(p.stack), seatIndex: p.seatIndex })),
    antes,
    anteTrimming: uniformAntes || positiveAntes.length === 0,
    anteFirst: gameSettings.isAnteFirst,
    blindsOrStraddles: blinds,
    bringIn: stud ? bringIn : 0,
    ...(smallBet > 0 ? { smallBet } : {}),
    ...(level.bigBet > 0 ? { bigBet: chips(level.bigBet) } : {}),
    // A bomb pot has no blinds: its bets are sized by the level's big blind (or the bomb-pot amount).
    ...(bombPot ? { minBet: bigBlind || chips(level.bombPotAmount), bombPot: true } : {}),
    limits: limits.every((l) => l === limits[0]) ? limits[0]! : limits,
    numBoards: variation.hasBoard ? Math.max(1, Math.min(3, level.numBoards)) : 1,
    burnsRecorded: burns && (!bombPot || gameSettings.bombPotBurns),
    rules: { shortAllInReopens: false, foldWhenCheckAllowed: true, betsStopAtCallable: false },
  };
}

/**
 * The straddle each player posts this hand (position order, reducer chips; 0 = none), by the rules in
 * this module's first comment. `n` players; the last is the button.
 */
export function straddlesFor(gameSettings: GameSettings, level: BlindLevel, n: number, unit = 1): number[] {
  const out = new Array<number>(n).fill(0);
  if (n < 3 || level.straddles.length === 0) return out;
  const names = positionsOf(n);
  const wanted = gameSettings.straddlePositions;
  const seats: number[] = [];
  for (let i = 2; i < n; i++) {
    if (i === n - 1 && !gameSettings.ultimateStraddle) continue;
    if (wanted.length > 0 && !wanted.includes(names[i] as (typeof wanted)[number])) continue;
    seats.push(i);
  }
  let previous = Math.max(0, ...level.blinds.slice(0, 2).map((b) => toChips(b, unit)));
  const min = toChips(gameSettings.minStraddle, unit);
  const max =
    gameSettings.maxStraddle > 0 ? toChips(gameSettings.maxStraddle, unit) : Number.POSITIVE_INFINITY;
  for (const [k, amount] of level.straddles.entries()) {
    const seat = seats[k];
    if (seat === undefined) break;
    const straddle = Math.min(max, Math.max(min, toChips(amount, unit)));
    if (straddle <= previous) break;
    out[seat] = straddle;
    previous = straddle;
  }
  return out;
}

/** The level's blinds with the straddles added where no blind is posted already. */
function withStraddles(blinds: readonly number[], straddles: readonly number[]): number[] {
  return blinds.map((b, i) => (b > 0 ? b : (straddles[i] ?? 0)));
}
