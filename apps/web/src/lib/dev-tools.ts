import { useSyncExternalStore } from 'react';

/** Spec §3 "Dev-tools state": what the developer toolbar remembers across reloads. */
export interface DevToolsState {
  showToolbar: boolean;
  /** The table the toolbar watches and commands. */
  connectedTable: string | null;
  /** Bumped by the toolbar's Reconnect: the console reopens the connected table's socket. */
  connectionAttempt: number;
  /** Reach every table at the local engine (port 5001) instead of its own address. */
  localEngine: boolean;
  /** The Admin Passcode was entered in this browser. */
  unlocked: boolean;
  /** Replace live table data with the sample table (capacity 9, 12 antennas). */
  enableTestData: boolean;
  /** The React render scanner is on. */
  reactScan: boolean;
}

export const DEV_TOOLS_STORAGE_KEY = 'railbird-dev-tools';

export const initialDevToolsState: DevToolsState = {
  showToolbar: false,
  connectedTable: null,
  connectionAttempt: 0,
  localEngine: false,
  unlocked: false,
  enableTestData: false,
  reactScan: false,
};

/** The stored state, field by field: a missing or mistyped field takes its initial value. */
export function parseDevToolsState(raw: string | null): DevToolsState {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : null;
  } catch {
    value = null;
  }
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const bool = (key: keyof DevToolsState) =>
    typeof record[key] === 'boolean' ? (record[key] as boolean) : (initialDevToolsState[key] as boolean);
  return {
    showToolbar: bool('showToolbar'),
    connectedTable: typeof record.connectedTable === 'string' ? record.connectedTable : null,
    connectionAttempt:
      typeof record.connectionAttempt === 'number' && Number.isInteger(record.connectionAttempt)
        ? record.connectionAttempt
        : 0,
    localEngine: bool('localEngine'),
    unlocked: bool('unlocked'),
    enableTestData: bool('enableTestData'),
    reactScan: bool('reactScan'),
  };
}

/** A small store kept in local storage, shared by the toolbar, the socket manager and the table store. */
export class DevToolsStore {
  private state: DevToolsState;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: Storage | undefined = globalThis.localStorage) {
    let raw: string | null = null;
    try {
      raw = storage?.getItem(DEV_TOOLS_STORAGE_KEY) ?? null;
    } catch {
      // Blocked storage: start from the initial state.
    }
    this.state = parseDevToolsState(raw);
  }

  get = (): DevToolsState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(change: Partial<DevToolsState> | ((state: DevToolsState) => Partial<DevToolsState>)): void {
    const patch = typeof change === 'function' ? change(this.state) : change;
    this.state = { ...this.state, ...patch };
    try {
      this.storage?.setItem(DEV_TOOLS_STORAGE_KEY, JSON.stringify(this.state));
    } catch {
      // Not stored; still in effect for this page.
    }
    for (const listener of this.listeners) listener();
  }

  /** Everything off again (sign-out: the next person at this browser starts locked). */
  reset(): void {
    this.set(initialDevToolsState);
  }
}

export const devTools = new DevToolsStore();

export function useDevTools<T>(select: (state: DevToolsState) => T): T {
  return useSyncExternalStore(devTools.subscribe, () => select(devTools.get()));
}
