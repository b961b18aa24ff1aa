import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc.js';

/** Spec §7 admin.isValid (signed in only): id, displayName, handle, phone, adminType, dbUrl. */
export function useAdminRecord(options: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.isValid.queryOptions(undefined, { enabled: options.enabled ?? true }));
}

/** Spec §7 admin.current: displayName, handle, profile, the location with its tables, adminType. */
export function useCurrentAdmin(options: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.current.queryOptions(undefined, { enabled: options.enabled ?? true }));
}
