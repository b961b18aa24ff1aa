import type { TableState } from '@railbird/protocol';

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** What the console knows about one table's socket and its state. */
export interface TableSnapshot {
  tableKey: string;
  status: ConnectionStatus;
  /** The last table state; null while there is none (spec §4: cleared when the socket closes or errors). */
  state: TableState | null;
  /** When the last packet of any kind arrived (epoch ms): the packet age of the latency indicator. */
  lastPacketAt: number | null;
  /** When the socket last opened (epoch ms). */
  connectedAt: number | null;
  /** Connection attempts since the last open: 0 while connected. */
  attempts: number;
  /** The address of the current or last attempt. */
  url: string | null;
  /** The engine's last error message for this table, or why the socket closed. */
  lastError: string | null;
  /** True when the snapshot is the developer toolbar's sample table, not the live one. */
  isTestData: boolean;
}

export function emptySnapshot(tableKey: string): TableSnapshot {
  return {
    tableKey,
    status: 'idle',
    state: null,
    lastPacketAt: null,
    connectedAt: null,
    attempts: 0,
    url: null,
    lastError: null,
    isTestData: false,
  };
}

type Listener = () => void;

/**
 * The table states every component reads, one snapshot per table key, for `useSyncExternalStore`.
 * A snapshot is replaced, never changed, and the parts of a new state that equal the old one keep the
 * old objects: a component that selects `state.round` re-renders only when the round changed.
 */
export class TableStore {
  private readonly snapshots = new Map<string, TableSnapshot>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private testState: TableState | null = null;
  private readonly testSnapshots = new Map<string, TableSnapshot>();

  get(tableKey: string): TableSnapshot {
    if (this.testState) return this.testSnapshot(tableKey);
    let snapshot = this.snapshots.get(tableKey);
    if (!snapshot) {
      snapshot = emptySnapshot(tableKey);
      this.snapshots.set(tableKey, snapshot);
    }
    return snapshot;
  }

  subscribe(tableKey: string, listener: Listener): () => void {
    let set = this.listeners.get(tableKey);
    if (!set) this.listeners.set(tableKey, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Replaces a table's snapshot with `change(current)`; listeners hear of it only if it differs. */
  update(tableKey: string, change: (current: TableSnapshot) => Partial<TableSnapshot>): void {
    const current = this.snapshots.get(tableKey) ?? emptySnapshot(tableKey);
    const patch = change(current);
    let changed = false;
    for (const key of Object.keys(patch) as (keyof TableSnapshot)[]) {
      if (!Object.is(patch[key], current[key])) changed = true;
    }
    if (!changed) return;
    const next = { ...current, ...patch };
    if (patch.state !== undefined) next.state = shareStructure(current.state, patch.state);
    this.snapshots.set(tableKey, next);
    if (!this.testState) this.notify(tableKey);
  }

  /** Spec §6: test data replaces every table's live data with the sample. */
  setTestData(state: TableState | null): void {
    if (this.testState === state) return;
    this.testState = state;
    this.testSnapshots.clear();
    for (const key of this.listeners.keys()) this.notify(key);
  }

  private testSnapshot(tableKey: string): TableSnapshot {
    let snapshot = this.testSnapshots.get(tableKey);
    if (!snapshot) {
      const live = this.snapshots.get(tableKey) ?? emptySnapshot(tableKey);
      snapshot = {
        ...live,
        status: 'open',
        state: this.testState,
        lastPacketAt: live.lastPacketAt,
        lastError: null,
        isTestData: true,
      };
      this.testSnapshots.set(tableKey, snapshot);
    }
    return snapshot;
  }

  private notify(tableKey: string): void {
    const set = this.listeners.get(tableKey);
    if (!set) return;
    for (const listener of [...set]) listener();
  }
}

/**
 * `next`, reusing every top-level part of `prev` that is deeply equal to its counterpart, so readers
 * of an unchanged part see the same object. A full state pushed after a small change thus behaves
 * like a patch for the components.
 */
export function shareStructure(prev: TableState | null, next: TableState | null): TableState | null {
  if (!prev || !next || prev === next) return next;
  let reused = 0;
  const out: Record<string, unknown> = {};
  const nextRecord = next as unknown as Record<string, unknown>;
  const prevRecord = prev as unknown as Record<string, unknown>;
  const keys = Object.keys(nextRecord);
  for (const key of keys) {
    if (deepEqual(prevRecord[key], nextRecord[key])) {
      out[key] = prevRecord[key];
      reused++;
    } else out[key] = nextRecord[key];
  }
  if (reused === keys.length && keys.length === Object.keys(prevRecord).length) return prev;
  return out as unknown as TableState;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!deepEqual(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ak = Object.keys(a);
  const bk = Object.keys(b);
  if (ak.length !== bk.length) return false;
  for (const key of ak) {
    if (!deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}
