import { type ReactNode, useEffect, useId, useRef } from 'react';
import { LineSvg } from './icons.js';

/**
 * A modal dialog on the browser's own <dialog>: focus stays inside, Escape closes it (as Cancel), and
 * what was focused before gets focus back.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  wide = false,
}: {
  open: boolean;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** A form of several columns: up to 32rem wide instead of 24rem. */
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previous = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        previous?.focus?.();
      };
    }
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onClose();
        }
      }}
      className={`m-auto w-full ${wide ? 'max-w-lg' : 'max-w-sm'} rounded-xl border border-zinc-200 bg-white p-0 text-zinc-900 shadow-xl backdrop:bg-zinc-950/50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100`}
    >
      <div className="relative p-6">
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-3 right-3 inline-flex size-8 items-center justify-center rounded-md text-zinc-500 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-accent-500 dark:hover:bg-zinc-800"
        >
          <LineSvg className="size-4" strokeWidth="2">
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </LineSvg>
        </button>
        <h2 id={titleId} className="pr-8 text-base font-semibold">
          {title}
        </h2>
        {description ? (
          <div id={descriptionId} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {description}
          </div>
        ) : null}
        <div className="mt-5">{children}</div>
      </div>
    </dialog>
  );
}
