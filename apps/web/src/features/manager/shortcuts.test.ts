import { describe, expect, it } from 'vitest';
import { type KeyPress, SHORTCUTS, shortcutOf } from './shortcuts.js';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({
  key,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  repeat: false,
  target: { tagName: 'BODY', isContentEditable: false, inDialog: false },
  ...more,
});

describe('manager shortcuts', () => {
  it('[MGR-20] the common actions have one key each, upper or lower case', () => {
    expect(shortcutOf(press('f'))).toBe('fold');
    expect(shortcutOf(press('C'))).toBe('checkCall');
    expect(shortcutOf(press('r'))).toBe('raise');
    expect(shortcutOf(press('Enter'))).toBe('confirm');
    expect(shortcutOf(press('Escape'))).toBe('reject');
    expect(shortcutOf(press('u'))).toBe('undo');
    expect(shortcutOf(press('s'))).toBe('startRound');
    expect(shortcutOf(press('p'))).toBe('pause');
    expect(shortcutOf(press('x'))).toBeNull();
    const keys = Object.values(SHORTCUTS).flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('[MGR-21] no shortcut fires while typing, in a dialog, with a modifier or on a held key', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(
        shortcutOf(press('f', { target: { tagName, isContentEditable: false, inDialog: false } })),
      ).toBeNull();
    }
    expect(
      shortcutOf(press('f', { target: { tagName: 'DIV', isContentEditable: true, inDialog: false } })),
    ).toBeNull();
    expect(
      shortcutOf(press('u', { target: { tagName: 'BUTTON', isContentEditable: false, inDialog: true } })),
    ).toBeNull();
    expect(shortcutOf(press('r', { ctrlKey: true }))).toBeNull();
    expect(shortcutOf(press('d', { metaKey: true }))).toBeNull();
    expect(shortcutOf(press('f', { repeat: true }))).toBeNull();
  });

  it('[MGR-22] Enter on a focused button presses that button, not confirm; letters still work there', () => {
    const onButton = { target: { tagName: 'BUTTON', isContentEditable: false, inDialog: false } };
    expect(shortcutOf(press('Enter', onButton))).toBeNull();
    expect(shortcutOf(press('c', onButton))).toBe('checkCall');
  });
});
