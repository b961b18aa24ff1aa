import type { TableState } from '@railbird/protocol';
import { useRef, useSyncExternalStore } from 'react';
import { useTableConnections } from './react.js';
import type { TableSnapshot } from './store.js';

/**
 * What `read` makes of several tables' snapshots, re-rendering when that changes: the one subscription
 * to many tables of the console. `useSyncExternalStore` compares with Object.is, so `read` returns a
 * number, a string or an object it keeps while nothing it reads changed (see useTableStates).
 */
export function useTablesSnapshot<T>(
  keys: readonly string[],
  read: (snapshots: readonly TableSnapshot[]) => T,
): T {
  const { store } = useTableConnections();
  const snapshot = () => read(keys.map((k) => store.get(k)));
  return useSyncExternalStore(
    (listener) => {
      const stops = keys.map((k) => store.subscribe(k, listener));
      return () => {
        for (const stop of stops) stop();
      };
    },
    snapshot,
    snapshot,
  );
}

/**
 * The live states of several tables at once (null where there is none). The returned array keeps its
 * identity until one of the states changes, so it is safe for `useSyncExternalStore`.
 */
export function useTableStates(keys: readonly string[]): readonly (TableState | null)[] {
  const last = useRef<(TableState | null)[]>([]);
  return useTablesSnapshot(keys, (snapshots) => {
    const next = snapshots.map((s) => s.state);
    const prev = last.current;
    if (prev.length === next.length && prev.every((s, i) => s === next[i])) return prev;
    last.current = next;
    return next;
  });
}

/** How many of `keys` are live now (re-renders only when that number changes). */
export function useLiveCount(keys: readonly string[]): number {
  return useTablesSnapshot(keys, (snapshots) => snapshots.filter((s) => s.status === 'open').length);
}
