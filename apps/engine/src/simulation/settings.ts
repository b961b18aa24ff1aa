/**
 * Table settings for simulated tables of any variation: the spec's sample table (capacity 9, 12
 * antennas: one per seat, board, muck, burn) and a small blind level that suits the game's structure.
 */
import { getVariation, type VariationCode } from '@railbird/poker';
import {
  type BlindLevel,
  blindLevel,
  defaultAntennas,
  type GameMode,
  type GameSettings,
  gameSettings,
  type Limit,
  RANKING_TYPE_OF_HAND_TYPE,
  type TableSettings,
} from '@railbird/protocol';

/** A blind level for `variation`: 1/2 blinds (or a 1 ante, 2 bring-in, 4/8 in stud). */
export function simulatedLevel(code: VariationCode): BlindLevel {
  const variation = getVariation(code);
  const limits: Partial<Record<string, Limit>> = {};
  for (const street of variation.streets) limits[street.name] = variation.defaultLimit;
  const stud = variation.forcedBets === 'bringIn';
  const holeCards = variation.streets.reduce((s, st) => s + st.holeCards.length, 0);
  const draws = variation.streets.filter((s) => s.draw).length;
  const discards = variation.streets.filter((s) => s.discardAfterBetting > 0);
  return blindLevel({
    blinds: stud ? [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : [1, 2, 0, 0, 0, 0, 0, 0, 0, 0],
    studAnte: stud ? 1 : 0,
    bringIn: stud ? 2 : 0,
    smallBet: variation.defaultLimit === 'FIXED_LIMIT' ? (stud ? 4 : 2) : 0,
    bigBet: variation.defaultLimit === 'FIXED_LIMIT' ? (stud ? 8 : 4) : 0,
    limits,
    numPlayerCards: holeCards,
    lowEndStraight: !variation.handTypes.includes('deuceSevenLow'),
    rankingTypes: variation.handTypes.map((t) => RANKING_TYPE_OF_HAND_TYPE[t]),
    discardCards: draws > 0 ? new Array<number>(draws).fill(0) : discards.map((s) => s.discardAfterBetting),
    targetCards: draws > 0 ? new Array<number>(draws).fill(holeCards) : discards.map(() => holeCards - 1),
    maxPlayers: stud ? 7 : 9,
    numStreets: variation.streets.length,
    numBurnCards: variation.streets.filter((s) => s.burn).length,
    numBoardCards: variation.streets.reduce((s, st) => s + st.boardCards, 0),
  });
}

export function simulatedGameSettings(code: VariationCode, mode: GameMode = 'CASH'): GameSettings {
  const variation = getVariation(code);
  return gameSettings({
    name: `${variation.shortCode} ${mode === 'CASH' ? '1/2' : 'tournament'}`,
    variation: code,
    mode,
    blindLevels: [simulatedLevel(code)],
  });
}

/** The settings of a simulated table: the spec's sample hardware, playing `variation`. */
export function simulatedTableSettings(init: {
  key: string;
  name?: string;
  variation: VariationCode;
  mode?: GameMode;
  capacity?: number;
}): TableSettings {
  const capacity = init.capacity ?? 9;
  const antennas = defaultAntennas(capacity);
  const settings = simulatedGameSettings(init.variation, init.mode);
  return {
    uid: `table-${init.key}`,
    key: init.key,
    name: init.name ?? `Simulated ${getVariation(init.variation).name}`,
    code: init.key.toUpperCase().slice(0, 8),
    capacity,
    capabilities: ['CARDS'],
    numAntennas: antennas.length,
    antennas,
    sensitivities: { board: 50, card: 50, cutCard: 50 },
    dealerMode: 'DEALER',
    defaultGameSettings: settings,
    isLeftHanded: false,
    isCardsEnabled: true,
    isChipsEnabled: false,
  };
}
