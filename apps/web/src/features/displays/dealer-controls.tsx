/**
 * The dealer screen's parts shared by the add-on desks: a big button that shows its key, the sender of
 * `addOnAction` (one command in flight, refusals toasted with the engine's reason), the keyboard map,
 * and card rows. Sized for a 1280×800 tablet read at arm's length (UI.md, operator screens).
 */
import type { AddOnActionData, ClientEvent, ClientPacketDataInput } from '@railbird/protocol';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { placeKey } from '../../ui/poker-table/card-face.js';
import { PlayingCard } from '../../ui/poker-table/playing-card.js';

export type Request = <E extends ClientEvent>(event: E, data: ClientPacketDataInput<E>) => Promise<void>;

/** Surfaces of the screen, light and dark. */
export const PANEL = 'rounded-2xl bg-white ring-1 ring-zinc-300 dark:bg-zinc-900 dark:ring-white/15';
export const MUTED = 'text-zinc-600 dark:text-zinc-300';
export const LABEL = 'text-sm font-bold uppercase tracking-wide text-zinc-600 dark:text-zinc-400';
/** The seat the table waits on: a thick amber ring instead of the panel's hairline. */
const ACTING = 'rounded-2xl bg-amber-50 ring-4 ring-amber-500 dark:bg-amber-300/10 dark:ring-amber-400';

/** A seat's panel, lit when the table waits on it. */
export function seatPanel(acting: boolean): string {
  return acting ? ACTING : PANEL;
}

export interface Sender {
  /** The id of the command in flight, or null. */
  pending: string | null;
  /** Sends one add-on action; false when refused (the reason is toasted) or another is in flight. */
  send: (id: string, data: AddOnActionData, done?: string) => Promise<boolean>;
}

/** One add-on command at a time: a second press while the first is in flight does nothing. */
export function useAddOnSender(request: Request): Sender {
  const [pending, setPending] = useState<string | null>(null);
  const busy = useRef(false);
  const send = useCallback(
    async (id: string, data: AddOnActionData, done?: string) => {
      if (busy.current) return false;
      busy.current = true;
      setPending(id);
      try {
        await request('addOnAction', data);
        if (done) toast.success(done);
        return true;
      } catch (error) {
        toast.error((error as Error).message);
        return false;
      } finally {
        busy.current = false;
        setPending(null);
      }
    },
    [request],
  );
  return { pending, send };
}

/**
 * Keys to actions while `active`, named in lower case: a letter, a digit, `enter` or `escape`. Typing in
 * a field, a held key repeating, or a modifier (browser shortcuts) triggers nothing.
 */
export function useShortcuts(keys: Record<string, (() => void) | null | undefined>, active: boolean): void {
  const latest = useRef(keys);
  latest.current = keys;
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.repeat || e.ctrlKey || e.metaKey || e.altKey) return;
      if (e.target instanceof HTMLElement && e.target.closest('input, textarea, select, [contenteditable]'))
        return;
      // A focused button takes Enter itself: the key map does not press a second one.
      if (e.key === 'Enter' && e.target instanceof HTMLElement && e.target.closest('button')) return;
      const action = latest.current[e.key.toLowerCase()];
      if (!action) return;
      e.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active]);
}

const TONES = {
  primary: 'bg-teal-700 text-white hover:bg-teal-800 dark:bg-teal-600 dark:hover:bg-teal-500',
  neutral: 'bg-zinc-800 text-white hover:bg-zinc-900 dark:bg-zinc-100 dark:text-zinc-950 dark:hover:bg-white',
  confirm: 'bg-emerald-700 text-white hover:bg-emerald-800',
  reject: 'bg-red-700 text-white hover:bg-red-800',
  quiet:
    'bg-white text-zinc-900 ring-2 ring-zinc-500 hover:bg-zinc-100 dark:bg-zinc-950 dark:text-zinc-50 dark:ring-zinc-400 dark:hover:bg-zinc-800',
} as const;

const SIZES = {
  xl: 'min-h-18 px-6 text-3xl',
  lg: 'min-h-14 px-5 text-2xl',
  md: 'min-h-12 px-3 text-xl',
} as const;

/**
 * A command button: its label, its key in a box, and — when the engine would refuse it — disabled
 * with the reason under the label (no hover on a tablet).
 */
export function KeyButton({
  label,
  shortcut,
  onClick,
  enabled,
  reason,
  pending,
  tone = 'neutral',
  size = 'lg',
  testId,
  className = '',
}: {
  label: ReactNode;
  shortcut?: string;
  onClick: () => void;
  enabled: boolean;
  /** Why it is off (shown when disabled). */
  reason?: string;
  pending?: boolean;
  tone?: keyof typeof TONES;
  size?: keyof typeof SIZES;
  testId?: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      disabled={!enabled}
      onClick={onClick}
      title={!enabled ? reason : undefined}
      aria-keyshortcuts={shortcut}
      data-testid={testId}
      className={`inline-flex flex-col items-center justify-center gap-0.5 rounded-xl py-2 font-bold transition-colors focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:cursor-not-allowed disabled:bg-zinc-200 disabled:text-zinc-500 disabled:ring-1 disabled:ring-zinc-300 dark:disabled:bg-zinc-800 dark:disabled:text-zinc-400 dark:disabled:ring-zinc-700 ${TONES[tone]} ${SIZES[size]} ${className}`}
    >
      <span className="inline-flex items-center gap-3">
        <span>{pending ? 'Sending…' : label}</span>
        {shortcut ? (
          <span
            aria-hidden="true"
            className="rounded-md border-2 border-current px-2 font-mono text-[0.7em] leading-snug opacity-90"
          >
            {shortcut === 'Escape' ? 'Esc' : shortcut}
          </span>
        ) : null}
      </span>
      {!enabled && reason ? <span className="text-sm font-medium">{reason}</span> : null}
    </button>
  );
}

/**
 * A row of cards, never wrapped; `slots` empty places for cards still to come. From `fanFrom` cards on
 * (a hand hit four times) they overlap, each showing its corner index, so a long hand stays one row.
 */
export function CardRow({
  cards,
  height,
  slots = 0,
  label,
  fanFrom = 4,
}: {
  cards: readonly (string | null)[];
  height: number;
  slots?: number;
  label: string;
  fanFrom?: number;
}) {
  const width = Math.round(height * 0.714);
  const overlap = cards.length >= fanFrom ? Math.round(width * 0.4) : 0;
  return (
    <ul className="flex shrink-0 flex-nowrap items-end gap-1.5" aria-label={label}>
      {cards.map((card, i) => (
        <li
          key={placeKey(i, card)}
          className="flex"
          style={i > 0 && overlap > 0 ? { marginLeft: -overlap - 6 } : undefined}
        >
          <PlayingCard card={card} height={height} deck="four" />
        </li>
      ))}
      {Array.from({ length: Math.max(0, slots - cards.length) }, (_, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: empty places are fixed positions.
          key={`slot-${i}`}
          aria-hidden="true"
          className="inline-block rounded-md border-2 border-dashed border-zinc-400 dark:border-zinc-600"
          style={{ width, height }}
        />
      ))}
    </ul>
  );
}

/** A small pill: a bet, a tag, a result. */
export function Pill({
  children,
  tone = 'plain',
}: {
  children: ReactNode;
  tone?: 'plain' | 'win' | 'lose' | 'push' | 'warn';
}) {
  const tones = {
    plain: 'bg-zinc-200 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
    win: 'bg-emerald-700 text-white',
    lose: 'bg-red-700 text-white',
    push: 'bg-zinc-600 text-white',
    warn: 'bg-amber-300 text-zinc-950',
  } as const;
  return (
    <span
      className={`tabular inline-flex items-center rounded-md px-2 py-0.5 text-lg font-bold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}

/**
 * The columns a seats grid takes for `count` seats at 1280 px: one row up to five seats, then rows
 * of three to five, every cell wide enough for a hand of four cards and its total.
 */
export function seatColumns(count: number): number {
  if (count <= 5) return Math.max(2, count);
  if (count === 6) return 3;
  if (count <= 8) return 4;
  return 5;
}

/**
 * The end of a dealer round on an add-on desk: "Next round" (Enter) once the round is settled, else
 * what the table waits on, a card for the antennas or the players.
 */
export function RoundEnd({
  canStartNextRound,
  waitsForCard,
  idle,
  sender,
  onNextRound,
}: {
  canStartNextRound: boolean;
  waitsForCard: boolean;
  idle: boolean;
  sender: Sender;
  onNextRound: () => void;
}) {
  if (canStartNextRound)
    return (
      <KeyButton
        label="Next round"
        shortcut="Enter"
        size="xl"
        tone="primary"
        enabled={idle}
        pending={sender.pending === 'nextRound'}
        onClick={onNextRound}
        className="min-w-64"
      />
    );
  return (
    <p className="text-2xl font-bold">
      {waitsForCard ? 'Deal the card: the antennas read it' : 'Waiting for the table'}
    </p>
  );
}
