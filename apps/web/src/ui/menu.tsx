import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';

/** Spec §9: type-ahead in menus resets after 350 ms. */
export const TYPEAHEAD_RESET_MS = 350;

export interface MenuItem {
  id: string;
  label: string;
  /** Shown at the right, e.g. a shortcut (`Alt+D`). */
  hint?: string | undefined;
  /** A link (external ones open in a new tab) or an action. */
  href?: string | undefined;
  external?: boolean | undefined;
  onSelect?: (() => void) | undefined;
  tone?: 'default' | 'danger' | undefined;
}

/**
 * The item that type-ahead lands on: the first, after the current one, whose label starts with what
 * was typed (a repeated single letter cycles through the items starting with it).
 */
export function typeaheadMatch(labels: readonly string[], query: string, current: number): number {
  const q = query.toLowerCase();
  const repeated = q.length > 1 && [...q].every((c) => c === q[0]);
  const needle = repeated ? q[0]! : q;
  const start = needle.length === 1 ? current + 1 : Math.max(current, 0);
  for (let i = 0; i < labels.length; i++) {
    const index = (start + i) % labels.length;
    if (labels[index]!.toLowerCase().startsWith(needle)) return index;
  }
  return current;
}

/**
 * A menu button with a popup of items: arrows, Home/End, Enter/Space, Escape and Tab close it and
 * return focus to the button, and typing jumps to an item (type-ahead, reset after 350 ms).
 */
export function Menu({
  label,
  trigger,
  items,
  align = 'start',
  side = 'bottom',
  className = '',
}: {
  label: string;
  trigger: ReactNode;
  items: readonly MenuItem[];
  align?: 'start' | 'end';
  side?: 'top' | 'bottom';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const typed = useRef({ text: '', timer: 0 as ReturnType<typeof setTimeout> | 0 });
  const id = useId();

  const close = useCallback((focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const item = listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active];
    item?.focus();
  }, [open, active]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, close]);

  const select = (item: MenuItem) => {
    close(!item.href);
    item.onSelect?.();
  };

  const onListKey = (event: KeyboardEvent) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((i) => (i >= last ? 0 : i + 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (i <= 0 ? last : i - 1));
        return;
      case 'Home':
        event.preventDefault();
        setActive(0);
        return;
      case 'End':
        event.preventDefault();
        setActive(last);
        return;
      case 'Escape':
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close(false);
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey && event.key !== ' ') {
      const state = typed.current;
      if (state.timer) clearTimeout(state.timer);
      state.text += event.key;
      state.timer = setTimeout(() => {
        state.text = '';
      }, TYPEAHEAD_RESET_MS);
      setActive((i) =>
        typeaheadMatch(
          items.map((item) => item.label),
          state.text,
          i,
        ),
      );
    }
  };

  const openWith = (index: number) => {
    setActive(index);
    setOpen(true);
  };

  return (
    <div className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        onClick={() => (open ? close() : openWith(0))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            openWith(0);
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            openWith(items.length - 1);
          }
        }}
        className="flex w-full items-center gap-2 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={listRef}
          id={id}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onListKey}
          className={`absolute z-50 min-w-56 rounded-lg border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 ${
            side === 'top' ? 'bottom-full mb-2' : 'top-full mt-2'
          } ${align === 'end' ? 'right-0' : 'left-0'}`}
        >
          {items.map((item, index) => {
            const classes = `flex w-full items-center justify-between gap-6 rounded-md px-2.5 py-1.5 text-left text-sm outline-none focus:bg-zinc-100 dark:focus:bg-zinc-800 ${
              item.tone === 'danger' ? 'text-red-700 dark:text-red-400' : 'text-zinc-800 dark:text-zinc-200'
            }`;
            const content = (
              <>
                <span>{item.label}</span>
                {item.hint ? (
                  <kbd className="font-sans text-xs text-zinc-500 dark:text-zinc-400">{item.hint}</kbd>
                ) : null}
              </>
            );
            return item.href ? (
              <a
                key={item.id}
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                href={item.href}
                {...(item.external ? { target: '_blank', rel: 'noreferrer' } : {})}
                onClick={() => select(item)}
                onMouseEnter={() => setActive(index)}
                className={classes}
              >
                {content}
              </a>
            ) : (
              <button
                key={item.id}
                type="button"
                role="menuitem"
                tabIndex={index === active ? 0 : -1}
                onClick={() => select(item)}
                onMouseEnter={() => setActive(index)}
                className={classes}
              >
                {content}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
