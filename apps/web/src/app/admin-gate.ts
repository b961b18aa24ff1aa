import { useLocation } from 'react-router';
import { loginPath } from '../features/auth/auth-client.js';
import { useAdminRecord, useCurrentAdmin } from '../lib/admin.js';
import { errorCode } from '../lib/query-client.js';

type Loaded<T> = NonNullable<T>;

/**
 * Where a signed-in app (the shell, the Table Manager) stands before it can draw: signed out (go to
 * /login and come back), loading, signed in without a location, failed (with the reason, without its
 * full stop), or ready with the admin's record and current location.
 */
export type AdminGate =
  | { status: 'signedOut'; loginTo: string }
  | { status: 'loading' }
  | { status: 'noLocation' }
  | { status: 'failed'; reason: string }
  | {
      status: 'ready';
      record: Loaded<ReturnType<typeof useAdminRecord>['data']>;
      current: Loaded<ReturnType<typeof useCurrentAdmin>['data']>;
    };

export function useAdminGate(): AdminGate {
  const { pathname, search } = useLocation();
  const record = useAdminRecord();
  const current = useCurrentAdmin({ enabled: record.isSuccess });
  if (errorCode(record.error) === 'UNAUTHORIZED' || errorCode(current.error) === 'UNAUTHORIZED') {
    return { status: 'signedOut', loginTo: loginPath(pathname + search) };
  }
  if (record.isPending || (record.isSuccess && current.isPending)) return { status: 'loading' };
  if (
    errorCode(record.error) === 'FORBIDDEN' &&
    /not a member of any location/.test(record.error?.message ?? '')
  ) {
    return { status: 'noLocation' };
  }
  if (record.isError || current.isError || !record.data || !current.data) {
    const error = record.error ?? current.error;
    return { status: 'failed', reason: (error?.message ?? 'no record').replace(/\.$/, '') };
  }
  return { status: 'ready', record: record.data, current: current.data };
}
