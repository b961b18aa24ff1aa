import { describe, expect, it } from 'vitest';
import type { CommentaryLine } from './lines.js';
import { EMPTY_QUEUE, freeLine, isStale, loadQueue, MAX_QUEUED, queueReducer, saveQueue } from './queue.js';

const line = (id: string, text = `line ${id}`): CommentaryLine => ({
  id,
  kind: 'bigPot',
  text,
  tableKey: 'demo-1',
  handNumber: 3,
  createdAt: 1000,
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    items,
  };
}

describe('the commentary queue', () => {
  it('[QUEUE-1] generated lines wait oldest first, each id once, even after it was said or skipped', () => {
    let q = queueReducer(EMPTY_QUEUE, { type: 'generated', lines: [line('a'), line('b')] });
    q = queueReducer(q, { type: 'generated', lines: [line('b'), line('c')] });
    expect(q.queued.map((l) => l.id)).toEqual(['a', 'b', 'c']);
    q = queueReducer(q, { type: 'skip', id: 'a' });
    q = queueReducer(q, {
      type: 'said',
      line: line('b'),
      text: 'line b',
      at: 2000,
      outcome: 'spoken',
      onTicker: false,
    });
    q = queueReducer(q, { type: 'generated', lines: [line('a'), line('b')] });
    expect(q.queued.map((l) => l.id)).toEqual(['c']);
    expect(q.said.map((l) => [l.id, l.outcome])).toEqual([['b', 'spoken']]);
  });

  it('[QUEUE-2] an edited line is said in its new words; an empty edit changes nothing', () => {
    let q = queueReducer(EMPTY_QUEUE, { type: 'generated', lines: [line('a', 'Ava wins 2,000.')] });
    q = queueReducer(q, { type: 'edit', id: 'a', text: '   ' });
    expect(q.queued[0]!.text).toBe('Ava wins 2,000.');
    q = queueReducer(q, { type: 'edit', id: 'a', text: ' Ava takes it down! ' });
    q = queueReducer(q, {
      type: 'said',
      line: q.queued[0]!,
      text: q.queued[0]!.text,
      at: 5,
      outcome: 'playFailed',
      onTicker: true,
    });
    expect(q.queued).toEqual([]);
    expect(q.said[0]).toMatchObject({
      id: 'a',
      text: 'Ava takes it down!',
      saidAt: 5,
      outcome: 'playFailed',
      onTicker: true,
    });
  });

  it('[QUEUE-3] the queue keeps its newest lines when it overflows', () => {
    const many = Array.from({ length: MAX_QUEUED + 5 }, (_, i) => line(`l${i}`));
    const q = queueReducer(EMPTY_QUEUE, { type: 'generated', lines: many });
    expect(q.queued).toHaveLength(MAX_QUEUED);
    expect(q.queued[0]!.id).toBe('l5');
  });

  it('[QUEUE-4] a queue survives a reload through storage; an unreadable one starts empty', () => {
    const storage = memoryStorage();
    let q = queueReducer(EMPTY_QUEUE, { type: 'generated', lines: [line('a')] });
    q = queueReducer(q, { type: 'generated', lines: [freeLine('demo-1', ' Welcome back! ', 42, null)] });
    saveQueue(storage, 'demo-1', q);
    expect(loadQueue(storage, 'demo-1')).toEqual(q);
    expect(loadQueue(storage, 'demo-2')).toEqual(EMPTY_QUEUE);
    storage.setItem('railbird.commentary.v1.demo-3', '{"queued":[{"id":1}]}');
    expect(loadQueue(storage, 'demo-3')).toEqual(EMPTY_QUEUE);
    storage.setItem('railbird.commentary.v1.demo-4', 'not json');
    expect(loadQueue(storage, 'demo-4')).toEqual(EMPTY_QUEUE);
    expect(q.queued[1]).toMatchObject({
      kind: 'free',
      text: 'Welcome back!',
      tableKey: 'demo-1',
      createdAt: 42,
    });
  });
});

describe('stale lines', () => {
  it('[COMM-STALE-1] a line is stale three hands after its own, never without hand numbers', () => {
    expect(isStale({ handNumber: 3 }, 5)).toBe(false);
    expect(isStale({ handNumber: 3 }, 6)).toBe(true);
    expect(isStale({ handNumber: null }, 60)).toBe(false);
    expect(isStale({ handNumber: 3 }, null)).toBe(false);
  });
});
