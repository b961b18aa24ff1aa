import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { signOut } from '../features/auth/auth-client.js';
import { devTools } from '../lib/dev-tools.js';
import type { TableConnections } from '../lib/table-sockets/manager.js';
import { useTableConnections } from '../lib/table-sockets/react.js';

/** Forgets everything of the signed-in user in this browser: cached data, sockets, dev mode. */
export function forgetUser(queryClient: QueryClient, manager: TableConnections): void {
  manager.close();
  queryClient.clear();
  devTools.reset();
}

/** Log Out: ends the session on the server, forgets the user here and goes to /login. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const manager = useTableConnections();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch {
      toast.error('Signing out failed on the server; you are signed out in this browser.');
    }
    forgetUser(queryClient, manager);
    await navigate('/login', { replace: true });
  }, [queryClient, manager, navigate]);
}
