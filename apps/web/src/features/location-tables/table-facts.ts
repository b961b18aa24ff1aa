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

/** How long a table may wait with no hand able to start before it needs attention, ms (issue 15). */
export const STUCK_AFTER_MS = 60_000;

/**
 * Why a table needs someone now, or null: it shows an error, or it is meant to deal (GAME or DEMO mode)
 * and has waited more than `STUCK_AFTER_MS` (its `game.gameStateSince`; an engine that does not say is
 * not judged) either with no hand able to start (SETUP: one player or none able to play, or no deck) —
 * 'stuck' — or with a finished hand no one has cleared (CLEARING: the dealer has not confirmed the end,
 * so the next hand cannot start) — 'uncleared'.
 */
export function attentionReason(
  state: Pick<TableState, 'table' | 'game'>,
  now: number,
): 'error' | 'stuck' | 'uncleared' | null {
  if (state.table.error) return 'error';
  const meantToDeal = state.table.mode === 'GAME' || state.table.mode === 'DEMO';
  const since = state.game.gameStateSince;
  if (!meantToDeal || typeof since !== 'number' || now - since <= STUCK_AFTER_MS) return null;
  if (state.game.gameState === 'SETUP') return 'stuck';
  if (state.game.gameState === 'CLEARING') return 'uncleared';
  return null;
}

/**
 * What the tables list says beside a table that needs attention, so a manager sees which one and why
 * without opening it: the error as the engine wrote it, or how long it has waited.
 */
export function attentionNote(state: Pick<TableState, 'table' | 'game'>, now: number): string | null {
  const reason = attentionReason(state, now);
  if (reason === 'error') return state.table.error?.message ?? 'Read error';
  const minutes = Math.floor((now - (state.game.gameStateSince ?? now)) / 60_000);
  if (reason === 'stuck') return `No hand can start · waiting ${minutes} min`;
  if (reason === 'uncleared') return `Hand finished, not cleared · waiting ${minutes} min`;
  return null;
}
