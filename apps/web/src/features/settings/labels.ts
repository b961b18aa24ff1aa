/** Option lists of the settings forms, from protocol's enums (one list per enum, nothing retyped). */
import {
  GAME_MODE_INFO,
  type GameMode,
  gameModeSchema,
  VARIATION_INFO,
  type Variation,
  variationSchema,
} from '@railbird/protocol';

export const VARIATION_OPTIONS: readonly { value: Variation; label: string }[] = variationSchema.options.map(
  (v) => ({
    value: v,
    label: VARIATION_INFO[v].shortCode === v ? v : `${VARIATION_INFO[v].shortCode} (${v})`,
  }),
);

export const GAME_MODE_OPTIONS: readonly { value: GameMode; label: string }[] = gameModeSchema.options.map(
  (m) => ({
    value: m,
    label: GAME_MODE_INFO[m].label,
  }),
);

/**
 * A table's game in the settings lists: the variation's short code and its format, "NLH · CASH". The
 * format sits here rather than under a "Mode" header, which on every screen means the table mode.
 */
export function gameLabel(table: { variation: Variation | null; gameMode: GameMode }): string {
  return `${table.variation ? VARIATION_INFO[table.variation].shortCode : '—'} · ${table.gameMode}`;
}
