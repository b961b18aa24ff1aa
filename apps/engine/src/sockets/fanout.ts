/**
 * One table's state going out to its screens. Screens fall in three classes — operators (live, all
 * cards), delayed viewers (every frame, `stream.delaySeconds` late) and hidden viewers (live, never a
 * hole card).
 *
 * The secure delay (decision 008): each live state is released to delayed screens at its `due` time,
 * the later of the time it was pushed plus the delay in force then and the due time of the state
 * before it. Due times never go backwards, so a card read under a 30 s delay stays held for 30 s
 * even if the delay is cut to 0 a second later; a longer delay holds the feed at once. Until the first
 * state comes due (an engine just started with a delay set), delayed screens get the oldest state
 * with its hole cards hidden. Each class's message is built once per push and the same bytes go to every member: the
 * first message a screen gets is the full state, every later one a `statePatch` of the top-level
 * fields that changed. Redaction keeps unchanged fields identical, so patches stay small.
 */
import { diffTableState, hideHoleCards, type TableState } from '@railbird/protocol';
import type { ViewerClass } from './auth.js';
import { type Cancel, realTimers, type Timers } from './timers.js';

/** What the channel needs of a connection. */
export interface Member {
  /** Sends bytes already encoded as a JSON text message. */
  sendText(bytes: Buffer): void;
}

interface ClassState {
  readonly members: Set<Member>;
  /** The state every member of the class holds now. */
  last: TableState | null;
}

const NO_IPS: string[] = [];

/** Added to every non-zero delay: the operators' copy may still be on its way when the clock is read. */
export const RELEASE_MARGIN_MS = 250;

export class TableChannel {
  readonly tableKey: string;
  readonly #now: () => number;
  readonly #timers: Timers;
  readonly #classes: Record<ViewerClass, ClassState> = {
    operator: { members: new Set(), last: null },
    delayed: { members: new Set(), last: null },
    hidden: { members: new Set(), last: null },
  };
  /**
   * The live states not yet released to delayed screens, oldest first, after the newest released one
   * (what they show now). `due` never decreases along the list.
   */
  #history: { due: number; state: TableState }[] = [];
  #cancelRelease: Cancel | null = null;
  #current: TableState;
  // Redaction memo: the last source and its redaction, to keep unchanged fields identical.
  #redactedFrom: TableState | null = null;
  #redacted: TableState | null = null;
  #publicOf = new WeakMap<TableState, TableState>();
  /** The last message built, reused when another class moves between the same two states. */
  #built: { from: TableState | null; to: TableState; bytes: Buffer } | null = null;

  constructor(tableKey: string, initial: TableState, now: () => number, timers: Timers = realTimers) {
    this.tableKey = tableKey;
    this.#now = now;
    this.#timers = timers;
    this.#current = initial;
    this.#history.push({ due: now() + initial.stream.delaySeconds * 1000, state: initial });
  }

  get memberCount(): number {
    return (
      this.#classes.operator.members.size +
      this.#classes.delayed.members.size +
      this.#classes.hidden.members.size
    );
  }

  #redact(state: TableState): TableState {
    if (this.#redactedFrom === state && this.#redacted) return this.#redacted;
    const next = hideHoleCards(state) as Record<string, unknown>;
    const before = this.#redactedFrom as Record<string, unknown> | null;
    const redactedBefore = this.#redacted as Record<string, unknown> | null;
    if (before && redactedBefore) {
      for (const key of Object.keys(next)) {
        if ((state as Record<string, unknown>)[key] === before[key]) next[key] = redactedBefore[key];
      }
    }
    this.#redactedFrom = state;
    this.#redacted = next as TableState;
    return this.#redacted;
  }

  /** What only staff see: the addresses of the other screens (the dev toolbar shows them). */
  #public(state: TableState): TableState {
    let out = this.#publicOf.get(state);
    if (!out) {
      out = state.requestingIps.length === 0 ? state : { ...state, requestingIps: NO_IPS };
      this.#publicOf.set(state, out);
    }
    return out;
  }

  /** The state a class should hold now. */
  #target(cls: ViewerClass): TableState {
    switch (cls) {
      case 'operator':
        return this.#current;
      case 'hidden':
        return this.#public(this.#redact(this.#current));
      case 'delayed': {
        const now = this.#now();
        const first = this.#history[0]!;
        if (first.due > now) return this.#public(this.#redact(first.state));
        let chosen = first.state;
        for (const h of this.#history) {
          if (h.due <= now) chosen = h.state;
          else break;
        }
        return this.#public(chosen);
      }
    }
  }

  join(member: Member, cls: ViewerClass): void {
    const c = this.#classes[cls];
    if (c.members.size === 0 || c.last === null) c.last = this.#target(cls);
    c.members.add(member);
    member.sendText(encode({ event: 'state', data: c.last, tableKey: this.tableKey }));
  }

  leave(member: Member): void {
    for (const c of Object.values(this.#classes)) {
      c.members.delete(member);
      if (c.members.size === 0) c.last = null;
    }
  }

  /** A new live state of the table: every class gets what it should see now. */
  push(state: TableState): void {
    this.#current = state;
    this.#send('operator');
    // The delay runs from when the operators' copy left, plus a margin, so a delayed socket never
    // gets a frame sooner than the delay after the operators got it, however busy the machine.
    const now = this.#now();
    const delayMs = state.stream.delaySeconds * 1000;
    const due = Math.max(
      delayMs > 0 ? now + delayMs + RELEASE_MARGIN_MS : now,
      this.#history.at(-1)?.due ?? 0,
    );
    this.#history.push({ due, state });
    // Keep the newest released state (what delayed screens show now) and everything after it.
    let drop = 0;
    while (drop < this.#history.length - 1 && this.#history[drop + 1]!.due <= now) drop++;
    if (drop > 0) this.#history.splice(0, drop);
    this.#send('hidden');
    this.#send('delayed');
  }

  #send(cls: ViewerClass): void {
    const c = this.#classes[cls];
    if (c.members.size === 0) return;
    const next = this.#target(cls);
    if (cls === 'delayed') this.#scheduleRelease();
    if (next === c.last) return;
    let bytes: Buffer;
    if (this.#built && this.#built.from === c.last && this.#built.to === next) bytes = this.#built.bytes;
    else {
      bytes =
        c.last === null
          ? encode({ event: 'state', data: next, tableKey: this.tableKey })
          : encode({ event: 'statePatch', data: diffTableState(c.last, next), tableKey: this.tableKey });
      this.#built = { from: c.last, to: next, bytes };
    }
    c.last = next;
    for (const member of c.members) member.sendText(bytes);
  }

  /** Delayed screens catch up when the next held-back state comes due. */
  #scheduleRelease(): void {
    if (this.#cancelRelease) return;
    const now = this.#now();
    const next = this.#history.find((h) => h.due > now);
    if (!next) return;
    this.#cancelRelease = this.#timers.after(Math.max(1, next.due - now), () => {
      this.#cancelRelease = null;
      this.#send('delayed');
    });
  }

  close(): void {
    this.#cancelRelease?.();
    this.#cancelRelease = null;
  }
}

export function encode(packet: unknown): Buffer {
  return Buffer.from(JSON.stringify(packet));
}
