import { isDeepStrictEqual } from 'node:util';
import {
  allInEquity,
  type HandAction,
  type HandClass,
  type HandEvent,
  type HandFacts,
  handFacts,
  type PhhHand,
  type PlayerHandFacts,
  type Position,
  parsePhh,
  replay,
} from '@railbird/poker';
import type { handPlayer } from '../db/schema.js';

/**
 * The statistics facts of a stored hand, computed the same way when the hand is ingested and when a
 * location's statistics are rebuilt from its stored hands (services/stats.ts), so both give the same
 * numbers.
 */

const BETTING: ReadonlySet<HandAction['type']> = new Set(['fold', 'checkOrCall', 'betOrRaiseTo', 'bringIn']);

/**
 * Decision times for the statistics, one per betting action: the time since the previous action (when
 * the action reached the player), from the engine's per-action clock. None when the clock is missing.
 */
export function decisionTimes(
  actions: readonly HandAction[],
  actionTimes: readonly number[],
  startedAt: number,
): (number | null)[] | undefined {
  if (actionTimes.length !== actions.length) return undefined;
  const times: (number | null)[] = [];
  let previous = startedAt;
  for (const [i, action] of actions.entries()) {
    const at = actionTimes[i]!;
    if (BETTING.has(action.type)) times.push(at >= previous ? at - previous : null);
    previous = at;
  }
  return times;
}

/**
 * The facts of a replayed hand: amounts in the PHH's units (`scale`), decision times from the engine's
 * clock, and luck from the exact all-in equity of packages/poker (what the CLI passes too).
 */
export function factsOfHand(
  record: PhhHand,
  events: readonly HandEvent[],
  actionTimes: readonly number[],
  startedAt: number,
): HandFacts {
  return handFacts(record.config, events, {
    chipsPerUnit: record.scale,
    decisionTimes: decisionTimes(record.actions, actionTimes, startedAt),
    equity: allInEquity,
  });
}

/** The facts of a stored hand from its PHH, or `null` when it no longer parses or replays. */
export function factsOfStoredHand(stored: {
  phh: string;
  actionTimes: readonly number[];
  startedAt: Date;
}): HandFacts | null {
  const parsed = parsePhh(stored.phh);
  if (!parsed.ok) return null;
  const replayed = replay(parsed.hand);
  if (!replayed.ok) return null;
  try {
    return factsOfHand(parsed.hand, replayed.events, stored.actionTimes, stored.startedAt.getTime());
  } catch {
    return null;
  }
}

type HandPlayerRow = typeof handPlayer.$inferSelect;

/** The columns of a `hand_player` row that come from the facts (the rest comes from the engine). */
export function factColumns(f: PlayerHandFacts) {
  return {
    position: f.position,
    net: f.net,
    collected: f.collected,
    netBigBlinds: f.netBigBlinds,
    won: f.won,
    lost: f.lost,
    handClass: f.handClass,
    primeProduct: f.primeProduct,
    tankLongest: Math.round(f.tank.longest),
    tankTotal: Math.round(f.tank.total),
    tankDecisions: f.tank.decisions,
    luck: f.luck,
    luckBigBlinds: f.luckBigBlinds,
    counts: f.counts,
  };
}

type FactColumn = keyof ReturnType<typeof factColumns>;

/** The names of `factColumns`, for rewriting them. */
export const FACT_COLUMNS = [
  'position',
  'net',
  'collected',
  'netBigBlinds',
  'won',
  'lost',
  'handClass',
  'primeProduct',
  'tankLongest',
  'tankTotal',
  'tankDecisions',
  'luck',
  'luckBigBlinds',
  'counts',
] as const satisfies readonly FactColumn[];
// Every fact column is listed: this fails to compile when one is added to `factColumns` only.
const everyFactColumn: Exclude<FactColumn, (typeof FACT_COLUMNS)[number]> extends never ? true : never = true;
void everyFactColumn;

/** Whether a stored row already holds these facts (key order of the counts does not matter). */
export function rowHoldsFacts(row: HandPlayerRow, f: PlayerHandFacts): boolean {
  const columns = factColumns(f);
  return FACT_COLUMNS.every((k) => isDeepStrictEqual(row[k], columns[k]));
}

/** A stored row read back as facts: what a hand whose PHH no longer replays adds to the aggregates. */
export function factsOfRow(row: HandPlayerRow): PlayerHandFacts {
  return {
    player: row.playerIndex,
    name: row.displayName,
    position: row.position as Position | null,
    counts: row.counts as unknown as PlayerHandFacts['counts'],
    won: row.won,
    lost: row.lost,
    net: row.net,
    collected: row.collected,
    netBigBlinds: row.netBigBlinds,
    startingCards: null,
    handClass: row.handClass as HandClass | null,
    primeProduct: row.primeProduct,
    tank: { longest: row.tankLongest, total: row.tankTotal, decisions: row.tankDecisions },
    luck: row.luck,
    luckBigBlinds: row.luckBigBlinds,
  };
}
