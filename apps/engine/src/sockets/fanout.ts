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
 * with its hole cards hidden. What each class may see of a state is the protocol's `stateForAudience`
 * (decision 018), applied here and nowhere else. Each class's message is built once per push and the same
 * bytes go to every member: the first message a screen gets is the full state, every later one a
 * `statePatch` of the top-level fields that changed. A projection keeps the fields it did not change
 * identical, so patches stay small, and a push that changes nothing a class may see (a hole card's
 * equity, an antenna's read count) sends that class nothing at all.
 */
import { type Audience, diffTableState, stateForAudience, type TableState } from '@railbird/protocol';
import { type Cancel, realTimers, type Timers } from '@railbird/room';
import { encode } from '@railbird/service';
import type { ViewerClass } from './auth.js';

/**
 * Successive states as one audience may see them. Each top-level field the audience's projection leaves
 * as it was (the same object in the source, or the same JSON after projection) is the previous output's
 * object again; when no field but `updateTime` changed, the previous output itself comes back, so the
 * class is sent nothing: an audience learns of a change only when something it may see changed.
 */
export class AudienceView {
  readonly #audience: Audience;
  #from: TableState | null = null;
  #out: TableState | null = null;

  constructor(audience: Audience) {
    this.#audience = audience;
  }

  of(state: TableState): TableState {
    if (state === this.#from && this.#out) return this.#out;
    const projected = stateForAudience(this.#audience, state);
    const before = this.#from as Record<string, unknown> | null;
    const last = this.#out as Record<string, unknown> | null;
    this.#from = state;
    if (!before || !last) {
      this.#out = projected;
      return projected;
    }
    const source = state as unknown as Record<string, unknown>;
    const next: Record<string, unknown> = { ...projected };
    let changed = Object.keys(next).length !== Object.keys(last).length;
    for (const key of Object.keys(next)) {
      if (key === 'updateTime') continue;
      const same =
        source[key] === before[key] ||
        (key in last && JSON.stringify(next[key]) === JSON.stringify(last[key]));
      if (same) next[key] = last[key];
      else changed = true;
    }
    this.#out = changed ? (next as unknown as TableState) : (last as unknown as TableState);
    return this.#out;
  }
}

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
  // One projection per stream of states: the live one for hidden screens, the released one for delayed
  // screens, and the oldest one, hidden, for delayed screens before anything is released.
  readonly #hidden = new AudienceView('hidden');
  readonly #released = new AudienceView('delayed');
  readonly #heldBack = new AudienceView('hidden');
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

  /** The state a class should hold at `now`. */
  #target(cls: ViewerClass, now: number): TableState {
    switch (cls) {
      case 'operator':
        return this.#current;
      case 'hidden':
        return this.#hidden.of(this.#current);
      case 'delayed': {
        const first = this.#history[0]!;
        if (first.due > now) return this.#heldBack.of(first.state);
        let chosen = first.state;
        for (const h of this.#history) {
          if (h.due <= now) chosen = h.state;
          else break;
        }
        return this.#released.of(chosen);
      }
    }
  }

  join(member: Member, cls: ViewerClass): void {
    const c = this.#classes[cls];
    const now = this.#now();
    if (c.members.size === 0 || c.last === null) c.last = this.#target(cls, now);
    c.members.add(member);
    // Pushes while nobody watched scheduled nothing: what is held back comes due for this screen too.
    if (cls === 'delayed') this.#scheduleRelease(now);
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
    // One reading of the clock for what is released and what waits: read twice, a state coming due
    // between the two readings would be neither sent nor waited for (SOCK-5 on a loaded CI machine).
    const now = this.#now();
    const next = this.#target(cls, now);
    if (cls === 'delayed') this.#scheduleRelease(now);
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
  #scheduleRelease(now: number): void {
    if (this.#cancelRelease) return;
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
