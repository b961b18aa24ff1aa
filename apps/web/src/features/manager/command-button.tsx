import type { ReactNode } from 'react';
import type { Verdict } from './availability.js';
import { sentence } from './availability.js';

type Tone = 'primary' | 'secondary' | 'danger' | 'confirm' | 'reject';

const tones: Record<Tone, string> = {
  primary: 'bg-accent-700 text-white hover:bg-accent-800',
  secondary:
    'border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
  danger:
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-900 dark:bg-zinc-900 dark:text-red-400 dark:hover:bg-red-950',
  confirm: 'bg-emerald-700 text-white hover:bg-emerald-800',
  reject: 'bg-red-700 text-white hover:bg-red-800',
};

/**
 * A button for one engine command: enabled only when the engine would accept it (UI.md); when it
 * would not, it stays in reach (aria-disabled, not disabled) so a tap shows why, and the reason is its
 * title. Its key is shown on it.
 */
export function CommandButton({
  label,
  shortcut,
  verdict,
  onRun,
  onExplain,
  tone = 'secondary',
  pending = false,
  size = 'md',
  className = '',
  submit = false,
  children,
}: {
  label: string;
  shortcut?: string | undefined;
  verdict: Verdict;
  onRun: () => void;
  onExplain: (reason: string) => void;
  tone?: Tone;
  pending?: boolean;
  size?: 'md' | 'lg';
  className?: string;
  /** Submits its form (which runs the command) rather than running it on click. */
  submit?: boolean;
  children?: ReactNode;
}) {
  const blocked = !verdict.ok || pending;
  return (
    <button
      type={submit ? 'submit' : 'button'}
      aria-disabled={blocked || undefined}
      aria-busy={pending || undefined}
      aria-keyshortcuts={shortcut}
      title={verdict.ok ? undefined : sentence(verdict.reason)}
      onClick={(event) => {
        if (submit) {
          // The form's submit runs it (Enter in its field too) and says why when it cannot.
          if (pending) event.preventDefault();
          return;
        }
        if (pending) return;
        if (!verdict.ok) onExplain(verdict.reason);
        else onRun();
      }}
      className={`inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ${
        size === 'lg' ? 'h-12 px-4 text-base' : 'h-10 px-3 text-sm'
      } ${tones[tone]} ${blocked ? 'cursor-not-allowed opacity-45 saturate-50' : ''} ${className}`}
    >
      {children}
      <span>{label}</span>
      {shortcut ? <Kbd>{shortcut}</Kbd> : null}
    </button>
  );
}

export function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-current/30 px-1.5 py-px font-sans text-[11px] leading-4 font-semibold opacity-80">
      {children}
    </kbd>
  );
}
