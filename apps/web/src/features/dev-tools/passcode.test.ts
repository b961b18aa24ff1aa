import { describe, expect, it } from 'vitest';
import { isDevModeShortcut, passcodeMatches } from './passcode.js';

const key = (init: Partial<KeyboardEvent>) =>
  ({
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    code: '',
    key: '',
    ...init,
  }) as KeyboardEvent;

describe('dev mode unlock', () => {
  it('[DEV-3] only the exact passcode unlocks', () => {
    expect(passcodeMatches('railbird-dev', 'railbird-dev')).toBe(true);
    expect(passcodeMatches('railbird-dev ', 'railbird-dev')).toBe(false);
    expect(passcodeMatches('Railbird-dev', 'railbird-dev')).toBe(false);
    expect(passcodeMatches('', '')).toBe(false);
  });

  it('[DEV-4] Alt+D and nothing else toggles dev mode', () => {
    expect(isDevModeShortcut(key({ altKey: true, code: 'KeyD', key: 'd' }))).toBe(true);
    expect(isDevModeShortcut(key({ altKey: true, code: 'KeyD', key: '∂' }))).toBe(true);
    expect(isDevModeShortcut(key({ code: 'KeyD', key: 'd' }))).toBe(false);
    expect(isDevModeShortcut(key({ altKey: true, ctrlKey: true, code: 'KeyD', key: 'd' }))).toBe(false);
  });
});
