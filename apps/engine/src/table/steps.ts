/**
 * Game actions on the table's hand, shared by reads and commands: applying hand actions (all or
 * nothing) and settling the hand when one ends it, and the draw rule both sides follow — players
 * ahead in the draw order who threw nothing away stand pat. Calls only the layers below it.
 */
import type { HandAction, RuleViolation } from '@railbird/poker';
import { applyToRun } from './hand.js';
import type { HandRun, TableModel } from './model.js';
import type { StepContext } from './results.js';
import { finishHand } from './settle.js';

/** Applies a hand action and, when it ends the hand, settles it. */
export function applyHandAction(
  model: TableModel,
  ctx: StepContext,
  action: HandAction,
): { ok: true; model: TableModel } | { ok: false; error: RuleViolation } {
  const run = model.hand!;
  const step = applyToRun(run, action, ctx.time, model.settings);
  if (!step.ok) return step;
  const next = { ...model, hand: step.run };
  return { ok: true, model: step.run.state.phase === 'complete' ? finishHand(next, ctx) : next };
}

/** Applies several hand actions in order; all or nothing. */
export function applyHandActions(
  model: TableModel,
  ctx: StepContext,
  actions: readonly HandAction[],
): { ok: true; model: TableModel } | { ok: false; error: RuleViolation } {
  let current = model;
  for (const action of actions) {
    const step = applyHandAction(current, ctx, action);
    if (!step.ok) return step;
    current = step.model;
  }
  return { ok: true, model: current };
}

/**
 * Draws: the drawers ahead of `player` in the draw order (all of them when `player` is undefined)
 * stand pat — the dealer has moved on past them. A drawer ahead who threw cards away must get the
 * replacements first: then `blockedBy` is that player, and nobody stands pat. A player who already
 * threw away (and now gets replacements) passes nobody.
 */
export function standPatsAhead(
  run: HandRun,
  player: number | undefined,
): { ok: true; actions: HandAction[] } | { ok: false; blockedBy: number } {
  const drawers = run.state.dealing?.drawers ?? [];
  const actions: HandAction[] = [];
  if (player !== undefined && !drawers.includes(player)) return { ok: true, actions };
  for (const d of drawers) {
    if (d === player) break;
    if (run.pendingDiscards[d]) return { ok: false, blockedBy: d };
    actions.push({ type: 'discard', player: d, cards: [] });
  }
  return { ok: true, actions };
}
