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
  levelStructure,
  type TableSettings,
} from '@railbird/protocol';

/** A blind level for `variation`: 1/2 blinds (or a 1 ante, 2 bring-in, 4/8 in stud). */
export function simulatedLevel(code: VariationCode): BlindLevel {
  const variation = getVariation(code);
  const stud = variation.forcedBets === 'bringIn';
  return blindLevel({
    ...levelStructure(variation),
    blinds: stud ? [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : [1, 2, 0, 0, 0, 0, 0, 0, 0, 0],
    studAnte: stud ? 1 : 0,
    bringIn: stud ? 2 : 0,
    smallBet: variation.defaultLimit === 'FIXED_LIMIT' ? (stud ? 4 : 2) : 0,
    bigBet: variation.defaultLimit === 'FIXED_LIMIT' ? (stud ? 8 : 4) : 0,
    maxPlayers: stud ? 7 : 9,
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
