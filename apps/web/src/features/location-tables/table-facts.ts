import { formatBlinds } from '@railbird/poker/format';
import { GAME_MODE_INFO, type TableState, VARIATION_INFO } from '@railbird/protocol';

/** "NLH $1/$2", "FT 100/200 (200)": the game line of a table (spec §9 formatting). */
export function gameLine(state: Pick<TableState, 'gameSettings' | 'round'>): string {
  const settings = state.gameSettings;
  const level = state.round.blindLevel;
  const variation = VARIATION_INFO[settings.variation]?.shortCode ?? settings.variation;
  const blinds = formatBlinds({
    mode: settings.mode,
    blinds: level.blinds,
    ante: level.antes.find((a) => a > 0) ?? 0,
    numBoards: level.numBoards,
  });
  const mode = settings.mode === 'CASH' ? '' : `${GAME_MODE_INFO[settings.mode].shortCode} `;
  return `${mode}${variation} ${blinds}`.trim();
}
