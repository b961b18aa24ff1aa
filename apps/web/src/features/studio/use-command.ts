import type { ClientEvent, ClientPacketDataInput } from '@railbird/protocol';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import type { StudioTable } from './use-studio-table.js';

export interface StudioCommands {
  /** The label of the command on its way, or null. */
  pending: string | null;
  /** The engine's last refusal, shown beside the control until the next command. */
  refusal: { what: string; message: string } | null;
  /**
   * Sends a Studio command and waits for the engine: a quiet toast on success, the engine's own
   * words in red on refusal. Resolves true when accepted.
   */
  send: <E extends ClientEvent>(
    what: string,
    event: E,
    data: ClientPacketDataInput<E>,
    done: string,
  ) => Promise<boolean>;
}

export function useStudioCommands(table: Pick<StudioTable, 'request'>): StudioCommands {
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<StudioCommands['refusal']>(null);
  const { request } = table;
  const send = useCallback(
    async <E extends ClientEvent>(what: string, event: E, data: ClientPacketDataInput<E>, done: string) => {
      setPending(what);
      setRefusal(null);
      try {
        await request(event, data);
        toast.success(done);
        return true;
      } catch (error) {
        const message = (error as Error).message;
        setRefusal({ what, message });
        toast.error(`${what}: refused`, { description: message });
        return false;
      } finally {
        setPending(null);
      }
    },
    [request],
  );
  return { pending, refusal, send };
}
