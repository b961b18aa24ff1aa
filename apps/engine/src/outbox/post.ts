/**
 * One call of the engine to the server (`table.ingestHand`, `table.recordCommands`): a tRPC mutation
 * posted with a timeout, and what the queue should do next — `acked` (drop it), `rejected` (the server
 * refused it as invalid: set it aside, retrying cannot help) or `retry` (the server is down, busy or
 * unreachable: try again later). The shipping queues (outbox.ts, commands.ts) share it.
 */
import type { Logger } from '../log.js';

export type PostOutcome = 'acked' | 'rejected' | 'retry';

export interface PostOptions {
  /** The procedure's URL, e.g. `<server>/api/trpc/table.ingestHand`. */
  url: string;
  /** The mutation's input (sent as superjson's `{ json }`, which plain JSON values are). */
  input: unknown;
  timeoutMs: number;
  log: Logger;
  /** Requests in flight, so that closing the queue aborts them. */
  inFlight: Set<AbortController>;
  /** Logged with a refusal: what was refused (table, hand id, journal seqs…) and where it is kept. */
  refused: { fields: Record<string, unknown>; message: string };
  /** Logged when the server answers with another error, before the retry. */
  notAccepted: string;
}

export async function postToServer(o: PostOptions): Promise<PostOutcome> {
  const controller = new AbortController();
  o.inFlight.add(controller);
  const timer = setTimeout(() => controller.abort(), o.timeoutMs);
  try {
    const res = await fetch(o.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: o.input }),
      signal: controller.signal,
    });
    const text = await res.text();
    if (res.ok) return 'acked';
    if (res.status === 400) {
      o.log.error({ ...o.refused.fields, response: text.slice(0, 500) }, o.refused.message);
      return 'rejected';
    }
    o.log.warn({ ...o.refused.fields, status: res.status, response: text.slice(0, 200) }, o.notAccepted);
    return 'retry';
  } catch (error) {
    o.log.debug({ ...o.refused.fields, err: (error as Error).message }, 'server unreachable; retrying');
    return 'retry';
  } finally {
    clearTimeout(timer);
    o.inFlight.delete(controller);
  }
}
