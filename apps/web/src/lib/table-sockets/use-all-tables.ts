import type { TableState } from '@railbird/protocol';
import { useRef, useSyncExternalStore } from 'react';
import { useTableConnections } from './react.js';

/**
 * The live states of several tables at once (null where there is none). The returned array keeps its
 * identity until one of the states changes, so it is safe for `useSyncExternalStore`.
 */
export function useTableStates(keys: readonly string[]): readonly (TableState | null)[] {
  const { store } = useTableConnections();
  const last = useRef<(TableState | null)[]>([]);
  const read = () => {
    const next = keys.map((k) => store.get(k).state);
    const prev = last.current;
    if (prev.length === next.length && prev.every((s, i) => s === next[i])) return prev;
    last.current = next;
    return next;
  };
  return useSyncExternalStore(
    (listener) => {
      const stops = keys.map((k) => store.subscribe(k, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    read,
    read,
  );
}
