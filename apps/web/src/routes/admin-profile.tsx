import { Link, Navigate, useLocation } from 'react-router';
import { ProfileForm } from '../features/admin-profile/profile-form.js';
import { loginPath } from '../features/auth/auth-client.js';
import { useAdminRecord, useCurrentAdmin } from '../lib/admin.js';
import { errorCode } from '../lib/query-client.js';
import { useTheme } from '../lib/theme.js';
import { Logo } from '../ui/logo.js';
import { ErrorState, LoadingState } from '../ui/page.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

/** /admin-profile: Admin Settings, outside the shell (spec §2). */
export function AdminProfileRoute() {
  const { pathname } = useLocation();
  const record = useAdminRecord();
  const current = useCurrentAdmin({ enabled: record.isSuccess });
  const { theme, toggle } = useTheme();
  if (errorCode(record.error) === 'UNAUTHORIZED') return <Navigate to={loginPath(pathname)} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between border-b border-zinc-200 px-6 py-3 dark:border-zinc-800">
        <Link
          to="/"
          aria-label="Back to the console"
          className="rounded-md focus-visible:outline-2 focus-visible:outline-accent-500"
        >
          <Logo />
        </Link>
        <div className="flex items-center gap-3">
          <Link
            to="/"
            className="text-sm font-medium text-accent-700 underline-offset-4 hover:underline dark:text-accent-400"
          >
            Back to the console
          </Link>
          <ThemeToggle theme={theme} onToggle={toggle} />
        </div>
      </header>
      <main className="mx-auto w-full max-w-lg flex-1 px-6 py-10">
        <h1 className="text-xl font-semibold tracking-tight">Admin Settings</h1>
        <p className="mt-1 mb-6 text-sm text-zinc-600 dark:text-zinc-400">
          How you appear to your staff and to Railbird support.
        </p>
        <section className="rounded-lg border border-zinc-200 bg-white p-6 dark:border-zinc-800 dark:bg-zinc-900">
          {record.isPending || (record.isSuccess && current.isPending) ? (
            <LoadingState label="Loading your profile…" />
          ) : record.isError || current.isError || !record.data || !current.data ? (
            <ErrorState
              title="Your profile could not be loaded"
              error={record.error ?? current.error}
              onRetry={() => void record.refetch()}
            />
          ) : (
            <ProfileForm
              initial={{
                displayName: record.data.displayName,
                handle: record.data.handle,
                phone: record.data.phone,
                profile: current.data.profile,
              }}
            />
          )}
        </section>
      </main>
    </div>
  );
}
