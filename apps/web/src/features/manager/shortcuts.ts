/**
 * The manager's keys (UI.md: every frequent action has a key, shown on its button): which command a
 * key press asks for, and when a key press is not for us (typing in a field, a dialog open, a
 * modifier held for the browser's own shortcuts).
 */

export type ShortcutCommand =
  | 'fold'
  | 'checkCall'
  | 'raise'
  | 'confirm'
  | 'reject'
  | 'undo'
  | 'startRound'
  | 'pause'
  | 'standPat'
  | 'clearError';

/** Each command's key as the button shows it, and the `KeyboardEvent.key` values that press it. */
export const SHORTCUTS: Record<ShortcutCommand, { label: string; keys: readonly string[] }> = {
  fold: { label: 'F', keys: ['f', 'F'] },
  checkCall: { label: 'C', keys: ['c', 'C'] },
  raise: { label: 'R', keys: ['r', 'R'] },
  confirm: { label: 'Enter', keys: ['Enter'] },
  reject: { label: 'Esc', keys: ['Escape'] },
  undo: { label: 'U', keys: ['u', 'U'] },
  startRound: { label: 'S', keys: ['s', 'S'] },
  pause: { label: 'P', keys: ['p', 'P'] },
  standPat: { label: 'D', keys: ['d', 'D'] },
  clearError: { label: 'E', keys: ['e', 'E'] },
};

export interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  repeat: boolean;
  /** What has the focus: tag name, whether it is editable, whether it sits in an open dialog. */
  target: { tagName: string; isContentEditable: boolean; inDialog: boolean } | null;
}

const FIELDS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The command a key press asks for, or null when it is not one of ours or not for us now. */
export function shortcutOf(press: KeyPress): ShortcutCommand | null {
  if (press.altKey || press.ctrlKey || press.metaKey || press.repeat) return null;
  const target = press.target;
  if (target) {
    if (target.inDialog || target.isContentEditable || FIELDS.has(target.tagName)) return null;
    // Enter and Space on a focused button press that button: Enter is not also "confirm" then.
    if (target.tagName === 'BUTTON' && press.key === 'Enter') return null;
  }
  for (const [command, shortcut] of Object.entries(SHORTCUTS) as [
    ShortcutCommand,
    (typeof SHORTCUTS)[ShortcutCommand],
  ][]) {
    if (shortcut.keys.includes(press.key)) return command;
  }
  return null;
}

/** A browser KeyboardEvent as a {@link KeyPress}. */
export function keyPressOf(event: KeyboardEvent): KeyPress {
  const el = event.target instanceof HTMLElement ? event.target : null;
  return {
    key: event.key,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    repeat: event.repeat,
    target: el
      ? {
          tagName: el.tagName,
          isContentEditable: el.isContentEditable,
          inDialog: el.closest('dialog[open]') !== null || document.querySelector('dialog[open]') !== null,
        }
      : null,
  };
}
