import { tableStateSchema } from '@railbird/protocol';
import { describe, expect, it } from 'vitest';
import { ADD_ON_SCENES } from './testing.js';

describe('add-on scenes (test data from the domain reducers)', () => {
  for (const [name, scene] of Object.entries(ADD_ON_SCENES)) {
    it(`[ADDON-SCENE-1] ${name}: a valid table state, the add-on listed and non-null, for both audiences`, () => {
      for (const hidden of [false, true]) {
        const state = scene(hidden);
        const parsed = tableStateSchema.safeParse(state);
        expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
        expect(state.addOns).toHaveLength(1);
        expect(state[state.addOns[0]!]).not.toBeNull();
      }
    });
  }
});
