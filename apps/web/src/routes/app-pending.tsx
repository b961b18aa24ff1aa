import { Link, useLocation } from 'react-router';
import { LogoMark } from '../ui/logo.js';

const APPS: { prefix: string; name: string; what: string }[] = [
  { prefix: '/vault', name: 'Vault', what: 'Every hand of the table, a replayer and exports.' },
  { prefix: '/tools/antennas', name: 'Antennas', what: 'Live reads and the role of each antenna.' },
  {
    prefix: '/tools/auto-tracker',
    name: 'Auto-tracker',
    what: 'What the engine inferred from chips and cards.',
  },
];

export function pendingApp(pathname: string) {
  return APPS.find((a) => pathname === a.prefix || pathname.startsWith(`${a.prefix}/`)) ?? null;
}

/** An app of spec §2 that the console links to and a later release fills in. */
export function AppPendingRoute() {
  const { pathname } = useLocation();
  const app = pendingApp(pathname);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-3 px-4 text-center">
      <LogoMark className="size-12 text-accent-700 dark:text-accent-400" />
      <h1 className="text-lg font-semibold">{app?.name ?? 'This app'}</h1>
      <p className="max-w-sm text-sm text-zinc-600 dark:text-zinc-400">{app?.what}</p>
      <p className="max-w-sm text-sm text-zinc-500 dark:text-zinc-400">It is not part of this release yet.</p>
      <Link
        to="/"
        className="text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
      >
        Back to the console
      </Link>
    </div>
  );
}
