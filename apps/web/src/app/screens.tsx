import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../ui/button.js';
import { LogoMark } from '../ui/logo.js';
import { Spinner } from '../ui/spinner.js';

/** Spec §2: while the admin record loads, a full-screen logo with a spinner. */
export function LoadingScreen() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-5 text-accent-700 dark:text-accent-400">
      <LogoMark className="size-14" />
      <Spinner className="size-6 text-zinc-400" label="Loading" />
    </div>
  );
}

/** Spec §2: if loading fails, a Sign out button. */
export function LoadFailedScreen({ message, onSignOut }: { message: string; onSignOut: () => void }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <LogoMark className="size-12 text-accent-700 dark:text-accent-400" />
      <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{message}</p>
      <Button variant="secondary" onClick={onSignOut}>
        Sign out
      </Button>
    </div>
  );
}

/** Spec §8: APPLICATION ERROR, then the error's name and message. */
export function ApplicationErrorScreen() {
  const error = useRouteError();
  const name = isRouteErrorResponse(error)
    ? `${error.status}`
    : error instanceof Error
      ? error.name
      : 'Error';
  const message = isRouteErrorResponse(error)
    ? error.statusText
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-sm font-semibold tracking-widest text-red-700 dark:text-red-400">
        APPLICATION ERROR
      </p>
      <p className="font-mono text-base">{name}</p>
      <p className="max-w-lg text-sm text-zinc-600 dark:text-zinc-400">{message}</p>
      <Button variant="secondary" className="mt-2" onClick={() => window.location.assign('/')}>
        Reload
      </Button>
    </div>
  );
}
