/**
 * The server's settings for a hosted table (local-engine.json, rewritten whenever an admin edits the
 * table) as an input of the table, journaled like a read or a command so a restart replays to the same
 * model. Settings equal to those the table has (or already awaits) change nothing, so nothing is
 * journaled. Others wait in `pendingSettings`, and `followSettings`, which reduce.ts runs after every
 * accepted input, applies them as soon as no hand is being played: at once between hands (no hand, or
 * the hand is over), else on the input that ends the hand, so a hand is played to its end under the
 * game it started with (and the projection keeps showing that game). Applying them:
 * - the table settings are replaced; the game in play becomes the new default game if that changed
 *   (variation, blind levels, denominations…), else it stays;
 * - the blind level stays if the new structure has that level, else it is the new last level;
 * - in DEMO mode the simulated chips of the new denominations are known, as on entering DEMO;
 * - a mixed-game rotation carries on, or ends as `variationAutoReset` says (`followRotation`).
 * - The table's name and code are not part of the game: they apply at once, even mid-hand, so a table
 *   renamed in Settings (or first hosted under a placeholder name before local-engine.json came) shows
 *   its name on every screen in the next state, not after the hand in play ends (issue 15).
 * - Capacity: a settings change never unseats anyone. A capacity that would leave a seated player
 *   outside the table waits, with the antennas (that player's seat antenna is among them), until
 *   the seats beyond it are free (unseated or moved by an operator); the rest applies meanwhile. The
 *   server validates a change against its own records, not against who sits at the live table.
 */
import type { GameSettings, TableSettings } from '@railbird/protocol';
import { simulatedChips } from '../rfid/tags.js';
import type { MixedModel, TableModel } from './model.js';
import { accept, type StepResult } from './results.js';
import { mixedOn } from './rotation.js';
import { handInProgress } from './states.js';

/** The server's settings arrive: remembered as pending when they differ (applied by `followSettings`). */
export function onSettings(model: TableModel, settings: TableSettings): StepResult {
  const named = renamed(model, settings);
  if (sameData(named.pendingSettings ?? named.settings, settings)) return accept(named);
  // Changed back to what the table has before anything applied: nothing waits any more.
  if (sameData(named.settings, settings)) return accept(withoutPending(named));
  return accept({ ...named, pendingSettings: settings });
}

/** The fields of the settings that name the table rather than the game: applied at once. */
const NAMING = ['name', 'code'] as const;

/** The model with the name and code of `settings` (in what it has and in what waits). */
function renamed(model: TableModel, settings: TableSettings): TableModel {
  if (NAMING.every((k) => model.settings[k] === settings[k])) return model;
  const naming = { name: settings.name, code: settings.code };
  const pending = model.pendingSettings;
  return {
    ...model,
    settings: { ...model.settings, ...naming },
    ...(pending ? { pendingSettings: { ...pending, ...naming } } : {}),
  };
}

/** The model with its pending settings applied, as far as they can be now (the same model if none). */
export function followSettings(model: TableModel): TableModel {
  const pending = model.pendingSettings;
  if (!pending || handInProgress(model)) return model;
  const seatsOutside = model.seats.some((s) => s.seatIndex >= pending.capacity);
  const target: TableSettings = seatsOutside
    ? {
        ...pending,
        capacity: model.settings.capacity,
        numAntennas: model.settings.numAntennas,
        antennas: model.settings.antennas,
      }
    : pending;
  const next = seatsOutside ? model : withoutPending(model);
  return sameData(model.settings, target) ? next : applied(next, target);
}

function applied(model: TableModel, settings: TableSettings): TableModel {
  const newGame = !sameData(model.settings.defaultGameSettings, settings.defaultGameSettings);
  const { gameSettings, mixed } = newGame
    ? followRotation(model, settings.defaultGameSettings)
    : { gameSettings: model.gameSettings, mixed: model.mixed };
  const r = model.registry;
  const { mixed: _, ...rest } = model;
  return {
    ...rest,
    ...(mixed ? { mixed } : {}),
    settings,
    gameSettings,
    levelIndex: Math.min(model.levelIndex, gameSettings.blindLevels.length - 1),
    registry:
      model.mode === 'DEMO' && newGame
        ? { ...r, chips: { ...r.chips, ...simulatedChips(gameSettings.denominations) } }
        : r,
  };
}

/**
 * A new game while a mixed rotation runs (rotation.ts): still on, it carries on from the game in play if
 * that is still on the list (else it starts again); switched off, the table returns to the settings'
 * variation when `variationAutoReset`, else keeps playing the last game of the rotation.
 */
function followRotation(
  model: TableModel,
  next: GameSettings,
): { gameSettings: GameSettings; mixed: MixedModel | undefined } {
  const m = model.mixed;
  const playing = model.gameSettings.variation;
  if (!m) return { gameSettings: next, mixed: undefined };
  if (mixedOn(next)) {
    const gameIndex = next.gameList.indexOf(playing);
    if (gameIndex < 0) return { gameSettings: next, mixed: undefined };
    return { gameSettings: { ...next, variation: playing }, mixed: { ...m, gameIndex } };
  }
  return {
    gameSettings: next.variationAutoReset ? next : { ...next, variation: playing },
    mixed: undefined,
  };
}

function withoutPending(model: TableModel): TableModel {
  const { pendingSettings: _, ...rest } = model;
  return rest;
}

/** Equal as JSON data (a key holding undefined counts as absent, as it does once journaled). */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((v, k) => sameData(v, b[k]));
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const kx = keys(x);
  return kx.length === keys(y).length && kx.every((k) => sameData(x[k], y[k]));
}

/**
 * The room's default delay for a table with an overlay link (issue 27): taken while nobody has chosen
 * the table's delay, so a table never goes on air with hole cards live by default; a delay someone set
 * stays. Lowering it this way is a manager's doing too: only they change the room's default.
 */
export function followDefaultDelay(model: TableModel, seconds: number): StepResult {
  if (model.delayChosen || model.stream.delaySeconds === seconds) return accept(model);
  return accept({ ...model, stream: { ...model.stream, delaySeconds: seconds } });
}
