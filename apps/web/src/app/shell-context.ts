import { useOutletContext } from 'react-router';
import type { LocationTable } from '../features/location-tables/location-tables.js';

/** What every page inside the shell knows: who is signed in and their location's tables. */
export interface ShellContext {
  admin: {
    id: string;
    displayName: string;
    handle: string | null;
    phone: string | null;
    profile: string | null;
    adminType: string;
    dbUrl: string | null;
  };
  location: { name: string; tables: LocationTable[] };
}

export function useShell(): ShellContext {
  return useOutletContext<ShellContext>();
}
