import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../../ui/button.js';

/** A Studio panel: a titled box, its status on the right of the title. */
export function StudioPanel({
  title,
  aside,
  children,
  testId,
  className = '',
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className={`rounded-lg border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900 ${className}`}
    >
      <div className="flex min-h-11 items-center justify-between gap-3 border-b border-zinc-200 px-4 py-2 dark:border-zinc-800">
        <h2 className="text-sm font-semibold">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

export type Tone = 'live' | 'delayed' | 'warning' | 'error' | 'neutral';

const TONES: Record<Tone, string> = {
  live: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-950/50 dark:text-emerald-300 dark:ring-emerald-400/25',
  delayed: 'bg-sky-50 text-sky-800 ring-sky-600/25 dark:bg-sky-950/50 dark:text-sky-300 dark:ring-sky-400/25',
  warning:
    'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950/50 dark:text-amber-300 dark:ring-amber-400/25',
  error: 'bg-red-50 text-red-800 ring-red-600/25 dark:bg-red-950/50 dark:text-red-300 dark:ring-red-400/25',
  neutral:
    'bg-zinc-100 text-zinc-700 ring-zinc-500/20 dark:bg-zinc-800 dark:text-zinc-300 dark:ring-zinc-400/20',
};

/** A short status in its colour (status colours only for status: UI.md). */
export function Badge({
  tone,
  children,
  className = '',
  testId,
}: {
  tone: Tone;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      className={`inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** Why a control is off, one glance away (UI.md: the reason of a disabled button is visible). */
export function Reason({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className="text-xs text-zinc-600 dark:text-zinc-400">
      {children}
    </p>
  );
}

/** The engine's refusal of the last command, in its words. */
export function Refusal({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-xs font-medium text-red-700 dark:text-red-400">
      {message}
    </p>
  );
}

export const chipButton = (active: boolean) =>
  `inline-flex h-8 items-center gap-1.5 rounded-md border px-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-50 ${
    active
      ? 'border-accent-700 bg-accent-700 text-white dark:border-accent-600 dark:bg-accent-700'
      : 'border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:bg-zinc-800'
  }`;

/** The console's button, whose disabled state reads as off at a glance (a disabled action says why beside it). */
export function StudioButton({ className = '', ...props }: ButtonProps) {
  return <Button {...props} className={`disabled:opacity-50 ${className}`} />;
}
