import { useOutletContext } from 'react-router';
import type { LocationTable } from '../features/location-tables/location-tables.js';
import type { RouterOutputs } from '../lib/trpc.js';

/** What every page inside the shell knows: who is signed in and their location's tables. */
export interface ShellContext {
  /** The signed-in admin: their record (admin.isValid) and how they appear (admin.current). */
  admin: Pick<RouterOutputs['admin']['isValid'], 'id' | 'phone' | 'dbUrl'> &
    Pick<RouterOutputs['admin']['current'], 'displayName' | 'handle' | 'profile' | 'adminType'>;
  location: { name: string; tables: LocationTable[] };
}

export function useShell(): ShellContext {
  return useOutletContext<ShellContext>();
}
