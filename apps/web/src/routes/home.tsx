import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { LoadFailedScreen, LoadingScreen } from '../app/screens.js';
import { signOut } from '../features/auth/auth-api.js';
import { useTRPC } from '../lib/trpc.js';
import { BuildStamp } from '../ui/build-stamp.js';
import { Button } from '../ui/button.js';
import { Logo } from '../ui/logo.js';
import { ThemeToggle } from '../ui/theme-toggle.js';

function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.code === 'UNAUTHORIZED';
}

/** /: the signed-in landing page. The admin shell (sidebar, apps) replaces it in a later issue. */
export function HomeRoute() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Who is signed in is checked on every visit, whatever the cache remembers.
  const userId = useQuery(trpc.admin.userId.queryOptions(undefined, { staleTime: 0 }));

  const onSignOut = async () => {
    try {
      await signOut();
    } catch {
      toast.error('Signing out failed on the server; you are signed out in this browser.');
    }
    queryClient.clear();
    await navigate('/login', { replace: true });
  };

  if (isUnauthorized(userId.error)) return <Navigate to="/login" replace />;
  if (userId.isPending) return <LoadingScreen />;
  if (userId.isError) {
    return (
      <LoadFailedScreen
        message={`Your account could not be loaded: ${userId.error.message}`}
        onSignOut={() => void onSignOut()}
      />
    );
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between border-b border-zinc-200 bg-white px-5 py-3 dark:border-zinc-800 dark:bg-zinc-900">
        <Logo />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Button variant="ghost" onClick={() => void onSignOut()}>
            Sign out
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-5 py-10">
        <h1 className="text-2xl font-semibold tracking-tight">You are signed in</h1>
        <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Railbird is running. Tables, events and reports will appear here as they are set up.
        </p>
        <dl className="mt-8 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 rounded-xl border border-zinc-200 bg-white p-5 text-sm dark:border-zinc-800 dark:bg-zinc-900">
          <dt className="text-zinc-500 dark:text-zinc-400">User id</dt>
          <dd data-testid="user-id" className="tabular font-mono">
            {userId.data}
          </dd>
        </dl>
      </main>
      <footer className="flex justify-center py-4">
        <BuildStamp />
      </footer>
    </div>
  );
}
