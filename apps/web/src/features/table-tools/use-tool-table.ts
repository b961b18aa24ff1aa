import type { ClientEvent, ClientPacketDataInput } from '@railbird/protocol';
import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { useTable, useTableConnections } from '../../lib/table-sockets/react.js';

/** The table's snapshot (state, connection) on the console's operator socket. */
export function useToolTable(tableKey: string) {
  return useTable(tableKey, (s) => s);
}

/** Sends one engine command and ends in a toast; resolves true when the engine accepted it. */
export function useToolCommand(tableKey: string) {
  const connections = useTableConnections();
  const [pending, setPending] = useState<string | null>(null);
  const send = useCallback(
    async <E extends ClientEvent>(what: string, event: E, data: ClientPacketDataInput<E>) => {
      setPending(what);
      try {
        await connections.request(tableKey, event, data as never);
        toast.success(`${what}: done`);
        return true;
      } catch (error) {
        toast.error(`${what} refused`, { description: (error as Error).message });
        return false;
      } finally {
        setPending(null);
      }
    },
    [connections, tableKey],
  );
  return { pending, send };
}
