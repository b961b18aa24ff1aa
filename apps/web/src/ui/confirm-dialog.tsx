import type { ReactNode } from 'react';
import { Button } from './button.js';
import { Dialog } from './dialog.js';

/**
 * Asks once before something that cannot be taken back (UI.md: a destructive command asks once):
 * what happens, then Cancel and the action. `danger` paints the action red.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  danger = false,
  pending = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          className={danger ? 'bg-red-700 hover:bg-red-800 dark:bg-red-700 dark:hover:bg-red-800' : ''}
          pending={pending}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

/** A quiet red "Remove" for the end of a row; the dialog it opens does the asking. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      className="h-8 text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40"
      aria-label={label}
      onClick={onClick}
    >
      Remove
    </Button>
  );
}
