/**
 * What the manager's overview says about each table, as plain data: its state, hand number, street,
 * seats filled, read error and when something last happened there.
 */
import type { TableState } from '@railbird/protocol';
import { roundStateLabel, streetLabel } from '../../ui/poker-table/table-view.js';

export interface TableFacts {
  /** `Standby`, `In round · Action`, `Paused · Setup`. */
  state: string;
  /** The number of the hand being played or the last one; null before the first. */
  hand: number | null;
  street: string | null;
  /** `5/9`. */
  seats: string;
  error: string | null;
  /** Epoch ms of the last thing that happened: an action, a hand ending, a read error. */
  lastActivity: number | null;
  /** Wants the operator now: a read error or a confirmation waiting. */
  needsAttention: boolean;
}

const WAITING_FOR_OPERATOR = new Set([
  'CALL CONFIRMATION',
  'RAISE CONFIRMATION',
  'ALL IN CONFIRMATION',
  'ELIMINATION CONFIRMATION',
  'WINNER ASSIGNMENT',
  'SHOWDOWN CONFIRMATION',
]);

const titled = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

export function tableFacts(state: TableState): TableFacts {
  const game = state.game;
  const inRound = game.gameState === 'IN ROUND';
  const parts = [titled(game.gameState)];
  if (inRound) parts.push(roundStateLabel(state.round.roundState));
  if (game.isPaused) parts.unshift('Paused');
  const times = [
    state.round.lastAction?.time,
    state.round.actionStartTime,
    state.roundHistory.at(-1)?.endTime,
    state.table.error?.time,
  ].filter((t): t is number => typeof t === 'number');
  return {
    state: parts.join(' · '),
    hand: game.roundCount > 0 ? game.roundCount : null,
    street: inRound ? streetLabel(state.round.street) : null,
    seats: `${state.playerGroup.players.length}/${state.tableSettings.capacity}`,
    error: state.table.error?.message ?? null,
    lastActivity: times.length > 0 ? Math.max(...times) : null,
    needsAttention: state.table.error !== null || WAITING_FOR_OPERATOR.has(state.round.roundState),
  };
}

/** Chips as an operator counts them: every digit, grouped (`12,500`), cents kept (`2.50`). */
export function chips(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}
