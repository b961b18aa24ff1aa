import { describe, expect, it } from 'vitest';
import {
  DEV_TOOLS_STORAGE_KEY,
  DevToolsStore,
  initialDevToolsState,
  parseDevToolsState,
} from './dev-tools.js';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('developer toolbar state', () => {
  it('[DEV-1] every field of the spec survives a reload', () => {
    const storage = new MemoryStorage() as unknown as Storage;
    const first = new DevToolsStore(storage);
    const set = {
      showToolbar: true,
      connectedTable: 'demo-1',
      connectionAttempt: 3,
      localEngine: true,
      unlocked: true,
      enableTestData: true,
      reactScan: true,
    };
    first.set(set);
    expect(new DevToolsStore(storage).get()).toEqual(set);
    expect(Object.keys(JSON.parse(storage.getItem(DEV_TOOLS_STORAGE_KEY)!)).sort()).toEqual(
      Object.keys(set).sort(),
    );
  });

  it('[DEV-2] a damaged stored state falls back field by field', () => {
    expect(parseDevToolsState('{oops')).toEqual(initialDevToolsState);
    expect(parseDevToolsState('{"unlocked":"yes","showToolbar":true}')).toEqual({
      ...initialDevToolsState,
      showToolbar: true,
    });
  });
});
