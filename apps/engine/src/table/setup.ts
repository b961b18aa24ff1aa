/**
 * The reducer setup of a hand from the table's blind level: forced bets by slot, betting structure per
 * street, boards and whether burns are recorded. Calls only the facts below it (units, antennas).
 */
import { type BettingLimit, getVariation, type HandSetup } from '@railbird/poker';
import type { BlindLevel, GameSettings, TableSettings } from '@railbird/protocol';
import { antennasOf } from './antennas.js';
import { toChips, unitOf } from './units.js';

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
  const antes = stud ? new Array<number>(n).fill(chips(level.studAnte)) : bySlot(level.antes);
  const positiveAntes = antes.filter((a) => a > 0);
  const uniformAntes = positiveAntes.length === n && positiveAntes.every((a) => a === positiveAntes[0]);
  const limits: BettingLimit[] = variation.streets.map(
    (street) => level.limits[street.name] ?? variation.defaultLimit,
  );
  const antennas = antennasOf(settings);
  const blinds = stud ? [] : bySlot(level.blinds);
  return {
    variation: variation.code,
    players: players.map((p) => ({ name: p.name, stack: chips(p.stack), seatIndex: p.seatIndex })),
    antes,
    anteTrimming: uniformAntes || positiveAntes.length === 0,
    anteFirst: gameSettings.isAnteFirst,
    blindsOrStraddles: blinds,
    bringIn: stud ? chips(level.bringIn) : 0,
    ...(level.smallBet > 0 ? { smallBet: chips(level.smallBet) } : {}),
    ...(level.bigBet > 0 ? { bigBet: chips(level.bigBet) } : {}),
    limits: limits.every((l) => l === limits[0]) ? limits[0]! : limits,
    numBoards: variation.hasBoard ? Math.max(1, Math.min(3, level.numBoards)) : 1,
    burnsRecorded: antennas.burn !== null && !gameSettings.noBurnEnabled,
    rules: { shortAllInReopens: false, foldWhenCheckAllowed: true, betsStopAtCallable: false },
  };
}
