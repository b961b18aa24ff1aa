/**
 * The producer's queue of commentary lines for one table: lines wait (oldest first, the next to say on
 * top), are said (approved, possibly edited) or skipped, and what was said is kept newest first. A
 * line id is queued at most once: a generated line that comes again, or one already said or skipped,
 * is not queued again. Pure; the screen keeps it in React state and mirrors it to sessionStorage so a
 * reload keeps it.
 */
import { z } from 'zod';
import { type CommentaryLine, LINE_KINDS } from './lines.js';

/** How it went when the line was approved. */
export type SaidOutcome = 'spoken' | 'prepareFailed' | 'playFailed';

export interface SaidLine extends CommentaryLine {
  saidAt: number;
  outcome: SaidOutcome;
  /** Also put on the overlays' ticker. */
  onTicker: boolean;
}

export interface CommentaryQueue {
  queued: CommentaryLine[];
  said: SaidLine[];
  /** Every id ever queued here (bounded), so a line is never offered twice. */
  seen: string[];
}

export const EMPTY_QUEUE: CommentaryQueue = { queued: [], said: [], seen: [] };

/** Bounds: a queue longer than this drops its oldest lines; history and memory likewise. */
export const MAX_QUEUED = 50;
export const MAX_SAID = 50;
export const MAX_SEEN = 1000;

/**
 * A line about a hand this many hands back is stale: the desk gives it a quieter ground (never a fade:
 * faded small text fails contrast).
 */
export const STALE_AFTER_HANDS = 3;

export function isStale(line: Pick<CommentaryLine, 'handNumber'>, handNumber: number | null): boolean {
  return handNumber !== null && line.handNumber !== null && handNumber - line.handNumber >= STALE_AFTER_HANDS;
}

export type QueueAction =
  | { type: 'generated'; lines: readonly CommentaryLine[] }
  | { type: 'edit'; id: string; text: string }
  | { type: 'skip'; id: string }
  | { type: 'said'; line: CommentaryLine; text: string; at: number; outcome: SaidOutcome; onTicker: boolean }
  | { type: 'clearQueue' }
  | { type: 'replace'; queue: CommentaryQueue };

export function queueReducer(state: CommentaryQueue, action: QueueAction): CommentaryQueue {
  switch (action.type) {
    case 'generated': {
      const seen = new Set(state.seen);
      const fresh = action.lines.filter((l) => {
        if (seen.has(l.id)) return false;
        seen.add(l.id);
        return true;
      });
      if (fresh.length === 0) return state;
      return {
        ...state,
        queued: [...state.queued, ...fresh].slice(-MAX_QUEUED),
        seen: [...state.seen, ...fresh.map((l) => l.id)].slice(-MAX_SEEN),
      };
    }
    case 'edit': {
      const text = action.text.trim();
      if (!text) return state;
      return { ...state, queued: state.queued.map((l) => (l.id === action.id ? { ...l, text } : l)) };
    }
    case 'skip':
      return { ...state, queued: state.queued.filter((l) => l.id !== action.id) };
    case 'said': {
      const said: SaidLine = {
        ...action.line,
        text: action.text,
        saidAt: action.at,
        outcome: action.outcome,
        onTicker: action.onTicker,
      };
      const seen = state.seen.includes(action.line.id)
        ? state.seen
        : [...state.seen, action.line.id].slice(-MAX_SEEN);
      return {
        queued: state.queued.filter((l) => l.id !== action.line.id),
        said: [said, ...state.said.filter((l) => l.id !== action.line.id)].slice(0, MAX_SAID),
        seen,
      };
    }
    case 'clearQueue':
      return { ...state, queued: [] };
    case 'replace':
      return action.queue;
  }
}

let freeCounter = 0;

/** A line the producer wrote. */
export function freeLine(
  tableKey: string,
  text: string,
  now: number,
  handNumber: number | null,
): CommentaryLine {
  freeCounter += 1;
  return {
    id: `${tableKey}:free:${now.toString(36)}-${freeCounter}`,
    kind: 'free',
    text: text.trim(),
    tableKey,
    handNumber,
    createdAt: now,
  };
}

// ── Keeping it over a reload ──────────────────────────────────────────────────────────────────────

const lineSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(LINE_KINDS),
  text: z.string(),
  tableKey: z.string(),
  handNumber: z.number().int().nullable(),
  createdAt: z.number(),
});
const queueSchema = z.object({
  queued: z.array(lineSchema),
  said: z.array(
    lineSchema.extend({
      saidAt: z.number(),
      outcome: z.enum(['spoken', 'prepareFailed', 'playFailed']),
      onTicker: z.boolean(),
    }),
  ),
  seen: z.array(z.string()),
});

export function storageKey(tableKey: string): string {
  return `railbird.commentary.v1.${tableKey}`;
}

/** The queue kept for `tableKey`, or an empty one when there is none or it cannot be read. */
export function loadQueue(storage: Pick<Storage, 'getItem'> | null, tableKey: string): CommentaryQueue {
  try {
    const raw = storage?.getItem(storageKey(tableKey));
    if (!raw) return EMPTY_QUEUE;
    const parsed = queueSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_QUEUE;
  } catch {
    return EMPTY_QUEUE;
  }
}

export function saveQueue(
  storage: Pick<Storage, 'setItem'> | null,
  tableKey: string,
  queue: CommentaryQueue,
): void {
  try {
    storage?.setItem(storageKey(tableKey), JSON.stringify(queue));
  } catch {
    // A full or blocked storage loses the queue on reload, nothing more.
  }
}
