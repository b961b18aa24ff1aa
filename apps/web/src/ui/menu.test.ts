import { describe, expect, it } from 'vitest';
import { TYPEAHEAD_RESET_MS, typeaheadMatch } from './menu.js';

describe('menu type-ahead', () => {
  const labels = ['Admin Settings', 'Billing Portal', 'Toggle Dev Mode', 'Log Out'];

  it('[MENU-1] typing jumps to the item that starts with the text; a repeated letter cycles', () => {
    expect(typeaheadMatch(labels, 'l', 0)).toBe(3);
    expect(typeaheadMatch(labels, 'to', 0)).toBe(2);
    expect(typeaheadMatch(['Apple', 'Avocado', 'Banana'], 'a', 0)).toBe(1);
    expect(typeaheadMatch(['Apple', 'Avocado', 'Banana'], 'aa', 1)).toBe(0);
    expect(typeaheadMatch(labels, 'zz', 2)).toBe(2);
  });

  it('[MENU-2] type-ahead resets after 350 ms (spec §9)', () => {
    expect(TYPEAHEAD_RESET_MS).toBe(350);
  });
});
