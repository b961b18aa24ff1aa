import type { ClientPacketDataInput } from '@railbird/protocol';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useTableConnections } from '../../lib/table-sockets/react.js';
import { sentence } from './payouts.js';

/** The engine's clock commands (issue 17): the engine applies one to every table of the event it hosts. */
export type ClockAction = ClientPacketDataInput<'eventClock'>;

export type EventCommand =
  | { event: 'setEvent'; data: ClientPacketDataInput<'setEvent'> }
  | { event: 'eventClock'; data: ClockAction };

export interface TableCommands {
  /** The label of the command on its way, or null. */
  pending: string | null;
  /**
   * Sends each command to its table in order, waiting for each engine's answer; a quiet toast when
   * all are taken, the engine's reason in red at the first refusal. Resolves true when all were taken.
   */
  run: (
    what: string,
    steps: readonly (EventCommand & { tableKey: string })[],
    options?: { done?: string | null },
  ) => Promise<boolean>;
}

/** Operator commands from the Events page, through the console's table sockets. */
export function useTableCommands(): TableCommands {
  const connections = useTableConnections();
  const [pending, setPending] = useState<string | null>(null);
  const run = useCallback<TableCommands['run']>(
    async (what, steps, options = {}) => {
      setPending(what);
      try {
        for (const step of steps) {
          if (step.event === 'setEvent') await connections.request(step.tableKey, 'setEvent', step.data);
          else await connections.request(step.tableKey, 'eventClock', step.data);
        }
        if (options.done !== null) toast.success(options.done ?? `${what}: done`);
        return true;
      } catch (error) {
        toast.error(`${what}: refused by the table`, { description: sentence((error as Error).message) });
        return false;
      } finally {
        setPending(null);
      }
    },
    [connections],
  );
  return { pending, run };
}
