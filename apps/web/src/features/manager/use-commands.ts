import type { ClientEvent, ClientPacketDataInput } from '@railbird/protocol';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useTableConnections } from '../../lib/table-sockets/react.js';
import { sentence } from './availability.js';

/** The engine's last refusal at this panel, shown inline until the next command. */
export interface Refusal {
  what: string;
  message: string;
}

export interface Commands {
  /** The label of the command on its way, or null. */
  pending: string | null;
  refusal: Refusal | null;
  /**
   * Sends one command to `tableKey` and waits for the engine's answer: a quiet toast on success, the
   * engine's reason in red (toast and inline) on refusal. Resolves true when accepted.
   */
  send: <E extends ClientEvent>(
    what: string,
    event: E,
    data: ClientPacketDataInput<E>,
    options?: { tableKey?: string; done?: string },
  ) => Promise<boolean>;
  /** Several commands in order (a move across tables); stops at the first refusal. */
  sequence: (what: string, steps: readonly Step[], done?: string) => Promise<boolean>;
  /** Shows why a command cannot be sent now, without sending it. */
  explain: (what: string, reason: string) => void;
}

export type Step = { tableKey: string; event: ClientEvent; data: object };

export function useCommands(tableKey: string): Commands {
  const connections = useTableConnections();
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const sequence = useCallback(
    async (what: string, steps: readonly Step[], done?: string) => {
      setPending(what);
      setRefusal(null);
      try {
        for (const step of steps) {
          await connections.request(step.tableKey, step.event, step.data as never);
        }
        toast.success(done ?? `${what}: done`);
        return true;
      } catch (error) {
        const message = sentence((error as Error).message);
        setRefusal({ what, message });
        toast.error(`${what} refused`, { description: message });
        return false;
      } finally {
        setPending(null);
      }
    },
    [connections],
  );

  const send = useCallback(
    <E extends ClientEvent>(
      what: string,
      event: E,
      data: ClientPacketDataInput<E>,
      options: { tableKey?: string; done?: string } = {},
    ) => sequence(what, [{ tableKey: options.tableKey ?? tableKey, event, data }], options.done),
    [sequence, tableKey],
  );

  const explain = useCallback((what: string, reason: string) => {
    toast.info(`${what}: not now`, { description: sentence(reason) });
  }, []);

  return { pending, refusal, send, sequence, explain };
}
