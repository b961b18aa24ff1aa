/**
 * The hand a screen shows: the table's own, or in VAULT mode a stored hand rebuilt to the step asked
 * for; and which of its cards are in live play. Part of the projection; reads only the model.
 */
import { apply, type Card, type HandConfig, type HandState, parsePhh, startHand } from '@railbird/poker';
import { freshRun, type HandRun, NO_FORCED_BETS, type TableModel } from './model.js';

/** The hand a screen shows: the table's own, or a stored one in VAULT mode. */
export interface ShownHand {
  run: HandRun;
  /** Names by player index when the players are not the table's seated players (VAULT). */
  names: readonly string[] | null;
  complete: boolean;
}

const vaultCache = new WeakMap<object, ShownHand | null>();

/** A stored hand rebuilt to its `step`-th action, as a hand run the projection can show. */
function vaultHand(model: TableModel): ShownHand | null {
  const vault = model.vault;
  if (!vault) return null;
  if (vaultCache.has(vault)) return vaultCache.get(vault)!;
  const parsed = parsePhh(vault.phh);
  let shown: ShownHand | null = null;
  if (parsed.ok) {
    const config: HandConfig = parsed.hand.config;
    const started = startHand(config);
    if (started.ok) {
      let state: HandState = started.state;
      const steps =
        vault.step === null ? parsed.hand.actions.length : Math.min(vault.step, parsed.hand.actions.length);
      const actions = parsed.hand.actions.slice(0, steps);
      for (const action of actions) {
        const next = apply(state, action);
        if (!next.ok) break;
        state = next.state;
      }
      shown = {
        names: vault.names,
        complete: state.phase === 'complete',
        run: {
          ...freshRun({
            id: vault.handId,
            number: 0,
            startedAt: vault.startedAt,
            seats: vault.seats,
            unit: parsed.hand.scale === 1 ? 1 : 1 / parsed.hand.scale,
            config,
            state,
            events: [],
            forced: config.players.map(() => NO_FORCED_BETS),
          }),
          actions,
          actionTimes: actions.map(() => vault.startedAt),
        },
      };
    }
  }
  vaultCache.set(vault, shown);
  return shown;
}

export function shownHand(model: TableModel): ShownHand | null {
  if (model.mode === 'VAULT') return vaultHand(model);
  if (!model.hand) return null;
  return { run: model.hand, names: null, complete: model.hand.state.phase === 'complete' };
}

/** Cards in live play (live hands, boards): a dead card seen again elsewhere is shown only there. */
export function liveCards(state: HandState): Set<Card> {
  const live = new Set<Card>();
  for (const p of state.players) if (p.status === 'inHand') for (const c of p.hole) if (c) live.add(c);
  for (const b of state.boards) for (const c of b) if (c) live.add(c);
  return live;
}
