import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Spinner } from './spinner.js';

/** The header of a page inside the shell: its title, a line about it and its actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4 border-b border-zinc-200 pb-4 dark:border-zinc-800">
      <div className="min-w-0">
        <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </header>
  );
}

/** A page inside the shell: its header, then its panels one under another. */
export function Page({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}

/** A panel of a page: a titled box with its content. */
export function Panel({
  title,
  aside,
  children,
  className = '',
}: {
  title?: string;
  aside?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={`rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900 ${className}`}
    >
      {title ? (
        <div className="flex items-center justify-between gap-3 border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
          <h2 className="text-sm font-semibold">{title}</h2>
          {aside}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** What a list shows when it has nothing yet: what will be here and how to get it there. */
export function EmptyState({
  title,
  children,
  icon,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center justify-center gap-2 px-6 py-12 text-center">
      {icon ? <div className="mb-1 text-zinc-400 dark:text-zinc-500">{icon}</div> : null}
      <p className="text-sm font-medium">{title}</p>
      {children ? <div className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{children}</div> : null}
    </div>
  );
}

/**
 * The foot of a list that comes in pages (an infinite query): a button that fetches the next page,
 * spinning while it does; nothing once the last page is in.
 */
export function NextPageFooter({
  query,
  children,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };
  children: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className="border-t border-zinc-100 px-4 py-2 dark:border-zinc-800">
      <Button
        variant="secondary"
        className="h-8"
        pending={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {children}
      </Button>
    </div>
  );
}

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex items-center justify-center gap-2 px-6 py-12 text-sm text-zinc-500 dark:text-zinc-400">
      <Spinner className="size-4" /> {label}
    </div>
  );
}

/** A failed load: what failed, why, and a way to try again. */
export function ErrorState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => void;
}) {
  const message = error instanceof Error ? error.message : String(error);
  return (
    <div role="alert" className="flex flex-col items-center justify-center gap-2 px-6 py-10 text-center">
      <p className="text-sm font-medium text-red-700 dark:text-red-400">{title}</p>
      <p className="max-w-md text-sm text-zinc-600 dark:text-zinc-400">{message}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-1 text-sm font-medium text-accent-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-accent-500 dark:text-accent-400"
        >
          Try again
        </button>
      ) : null}
    </div>
  );
}
