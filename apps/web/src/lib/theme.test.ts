import { describe, expect, it } from 'vitest';
import { nextTheme, resolveTheme } from './theme.js';

describe('theme', () => {
  it('[THEME-1] a stored choice wins; without one the system preference is followed', () => {
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme('purple', true)).toBe('dark');
  });

  it('[THEME-2] toggling flips between dark and light', () => {
    expect(nextTheme('dark')).toBe('light');
    expect(nextTheme('light')).toBe('dark');
  });
});
