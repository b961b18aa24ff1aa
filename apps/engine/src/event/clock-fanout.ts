/**
 * One event, several tables on this engine (issue 17): an operator's `eventClock` sent to one table is
 * applied by the engine to every table it hosts that plays the same event (`event.uid`), at the same
 * instant, journaled at each — so every table of the event shows the very same end times. The table
 * the operator addressed answers: if it refuses, no other table is touched; a command resent under the
 * same request id (a duplicate) is not sent on again. A table of the event that refuses (its clock was
 * set apart by hand) is logged and keeps its clock.
 */
import type { EventClockData } from '@railbird/protocol';
import type { Logger } from '../log.js';
import type { InputActor } from '../table/inputs.js';
import type { SubmitResult, Table } from '../table/table.js';

export interface EventClockOrder {
  /** The table the operator addressed. */
  origin: Table;
  data: EventClockData;
  requestId?: string | undefined;
  actor?: InputActor | undefined;
}

/** The tables of `tables` other than `origin` that play the same event as it does. */
export function tablesOfEvent(tables: Iterable<Table>, origin: Table): Table[] {
  const uid = origin.pendingModel.eventManager?.event?.uid;
  if (uid === undefined) return [];
  return [...tables].filter((t) => t !== origin && t.pendingModel.eventManager?.event?.uid === uid);
}

export async function submitEventClock(
  tables: Iterable<Table>,
  order: EventClockOrder,
  options: { now: () => number; log: Logger },
): Promise<SubmitResult> {
  const at = options.now();
  const siblings = tablesOfEvent(tables, order.origin);
  const input = {
    kind: 'command' as const,
    command: { event: 'eventClock' as const, data: { ...order.data, at } },
  };
  const result = await order.origin.submit(input, {
    source: 'operator',
    requestId: order.requestId,
    actor: order.actor,
  });
  if (!result.ok || result.duplicate) return result;
  await Promise.all(
    siblings.map(async (table) => {
      const context = { tableKey: table.key, from: order.origin.key, action: order.data.action };
      try {
        const other = await table.submit(input, { source: 'operator', actor: order.actor });
        if (!other.ok)
          options.log.warn(
            { ...context, error: other.error },
            "a table of the event refused the clock's command",
          );
      } catch (error) {
        options.log.error(
          { ...context, err: error },
          "the clock's command could not be journaled at a table of the event",
        );
      }
    }),
  );
  return result;
}
