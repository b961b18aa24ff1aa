import { Link } from 'react-router';
import { LogoMark } from '../ui/logo.js';

export function NotFoundRoute() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <LogoMark className="size-12 text-accent-700 dark:text-accent-400" />
      <h1 className="text-lg font-semibold">Nothing here</h1>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">This page does not exist (yet).</p>
      <Link
        to="/"
        className="text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
      >
        Go to the console
      </Link>
    </div>
  );
}
