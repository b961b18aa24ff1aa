import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogoMark } from './logo.js';

/**
 * The bar atop a full-screen app (the Table Manager, Studio, the Vault): the logo and the app's name,
 * linking to the app's home, the location, then what the app puts there (its tables, its links).
 */
export function AppBar({
  name,
  home,
  locationName,
  sticky = false,
  children,
}: {
  name: string;
  home: string;
  locationName: string;
  /** Stays at the top of a page that scrolls as a whole. */
  sticky?: boolean;
  children: ReactNode;
}) {
  return (
    <header
      className={`${sticky ? 'sticky top-0 z-10 ' : ''}flex h-12 shrink-0 items-center gap-3 border-b border-zinc-200 bg-white px-4 dark:border-zinc-800 dark:bg-zinc-900`}
    >
      <Link
        to={home}
        className="flex items-center gap-2 rounded focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <LogoMark className="size-6 text-accent-700 dark:text-accent-400" />
        <span className="font-semibold whitespace-nowrap">{name}</span>
      </Link>
      <span className="hidden truncate text-sm text-zinc-500 lg:inline dark:text-zinc-400">
        {locationName}
      </span>
      {children}
    </header>
  );
}

/** A link in the app bar to another app: "Console", "Commentary". */
export function AppBarLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="text-sm font-medium whitespace-nowrap text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
    >
      {children}
    </Link>
  );
}
