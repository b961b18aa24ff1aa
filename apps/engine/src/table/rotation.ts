/**
 * What the next hand plays, by the room rules of decision 004 ("Straddles, bomb pots, splash and mixed
 * games"), read off the model; nothing here changes it:
 * - **Mixed games** (`mixedGameEnabled` with a `gameList`): one orbit per game. A game is played for
 *   as many hands as players were dealt into its first hand (the button goes round once), then the
 *   next game of the list comes, after the last the first again. Switching the rotation on starts with
 *   the game in play if it is on the list, else the first. The game in play is `gameSettings.variation`
 *   of the model (so the screens and the hand records name it); switched off, the table returns to the
 *   settings' `variation` when `variationAutoReset`, else keeps playing the last game (settings.ts).
 * - **Bomb pots** (a level with `bombPotAmount` > 0, in a board game with blinds): a bomb pot every
 *   orbit. The first hand played at such a level is one; then each hand that comes as many hands after
 *   the last bomb pot as players were dealt into it (the button is back where it was, if nobody came
 *   or went).
 */
import { getVariation, isVariationCode } from '@railbird/poker';
import type { GameSettings, MixedGame, Variation } from '@railbird/protocol';
import type { MixedModel, TableModel } from './model.js';
import { levelOf } from './units.js';

type Model = Pick<
  TableModel,
  'gameSettings' | 'levelIndex' | 'roundCount' | 'lastBombPot' | 'mixed' | 'seats'
>;

/** Whether the mixed-game rotation is on. */
export function mixedOn(gameSettings: GameSettings): boolean {
  return gameSettings.mixedGameEnabled && gameSettings.gameList.length > 0;
}

/** The rotation for the next hand of `players` players: the game it plays and where the rotation stands. */
export function nextRotation(
  model: Model,
  players: number,
): { variation: Variation; mixed: MixedModel } | null {
  const g = model.gameSettings;
  if (!mixedOn(g)) return null;
  const list = g.gameList;
  const m = model.mixed;
  let mixed: MixedModel;
  if (!m) {
    const here = list.indexOf(g.variation);
    mixed = { gameIndex: Math.max(here, 0), handsPerGame: Math.max(1, players), handsPlayedInGame: 0 };
  } else if (m.handsPlayedInGame >= m.handsPerGame) {
    mixed = {
      gameIndex: (m.gameIndex + 1) % list.length,
      handsPerGame: Math.max(1, players),
      handsPlayedInGame: 0,
    };
  } else mixed = { ...m, gameIndex: m.gameIndex % list.length };
  return {
    variation: list[mixed.gameIndex]!,
    mixed: { ...mixed, handsPlayedInGame: mixed.handsPlayedInGame + 1 },
  };
}

/** Whether the next hand (number `roundCount + 1`), in `variation`, is a bomb pot. */
export function bombPotDue(model: Model, variation: Variation = model.gameSettings.variation): boolean {
  if (levelOf(model).bombPotAmount <= 0 || !isVariationCode(variation)) return false;
  const v = getVariation(variation);
  if (!v.hasBoard || v.forcedBets !== 'blinds') return false;
  const last = model.lastBombPot;
  return !last || model.roundCount + 1 - last.number >= Math.max(1, last.players);
}

/**
 * The table state's `mixedGame`: the list, the game in play, the game after it, and how far the game in
 * play is through its orbit (`handsPlayedInGame` of `handsPerGame`; the next comes when they are equal).
 */
export function mixedGameOf(model: Model): MixedGame | null {
  const g = model.gameSettings;
  if (!mixedOn(g)) return null;
  const list = g.gameList;
  // Switched on, before its first hand: the game it will start with, for an orbit of the players sitting in.
  const m = model.mixed ?? {
    gameIndex: Math.max(list.indexOf(g.variation), 0),
    handsPerGame: Math.max(1, model.seats.filter((s) => !s.sittingOut).length),
    handsPlayedInGame: 0,
  };
  const gameIndex = m.gameIndex % list.length;
  const current = list[gameIndex]!;
  return {
    gameIndex,
    handsPerGame: m.handsPerGame,
    handsPlayedInGame: Math.min(m.handsPlayedInGame, m.handsPerGame),
    games: [...list],
    current,
    next: list[(gameIndex + 1) % list.length]!,
  };
}
