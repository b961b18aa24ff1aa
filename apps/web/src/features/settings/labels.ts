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
