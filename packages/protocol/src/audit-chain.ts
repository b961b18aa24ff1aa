/**
 * The audit log's hash chain (issue 20; docs/decisions/012-audit-chain.md). Each entry of a
 * location's log is stored with its canonical JSON `content` and
 *
 *   hash = hex(sha256(utf8(prevHash ‖ content)))
 *
 * where `prevHash` is the hash of the entry numbered one before (GENESIS_HASH for entry 1). Editing an
 * entry changes its content's hash; removing one leaves a gap in the numbers or a `prevHash` that no
 * longer matches; editing the columns an entry is read from leaves them disagreeing with its content.
 * `verifyChain` finds the first entry where any of that happened. The same code runs in the server
 * (`audit.verify`) and in `railbird audit verify`, on the rows of a database or on an exported file.
 */
import { z } from 'zod';

/** The `prevHash` of a log's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

const hexHash = z.string().regex(/^[0-9a-f]{64}$/, 'a hash is 64 lowercase hexadecimal characters');

/** One entry as the chain sees it: what `audit.exportChain` writes per line and `railbird audit verify` reads. */
export const auditLinkSchema = z.object({
  seq: z.int().positive(),
  /** The entry as canonical JSON (`v: 1`): the bytes that are hashed. */
  content: z.string().min(2),
  prevHash: hexHash,
  hash: hexHash,
  /**
   * The entry rebuilt from the columns it is read from (auditContent of the row), when the reader has
   * them: it must equal `content`, or the columns were edited behind the chain's back.
   */
  columns: z.string().optional(),
});
export type AuditLink = z.infer<typeof auditLinkSchema>;

/** The fields of an entry, as hashed: the version-1 content of decision 006. */
export interface AuditContentFields {
  locationId: string;
  seq: number;
  at: Date;
  source: string;
  actor: { id: string | null; name: string; type: string | null };
  tableKey: string | null;
  kind: string;
  subject: { id: string; name: string | null } | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** JSON with object keys sorted at every level and no spaces: one text per value, to hash. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** An entry's content: what is stored in `content` and hashed. */
export function auditContent(fields: AuditContentFields): string {
  return canonicalJson({ v: 1, ...fields, at: fields.at.toISOString() });
}

const encoder = new TextEncoder();

/** The hash of an entry whose predecessor's hash is `prevHash`. */
export async function chainHash(prevHash: string, content: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(prevHash + content));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export type ChainBreak =
  /** The entry's content no longer hashes to its stored hash: it was edited. */
  | 'edited'
  /** The columns the console reads disagree with the hashed content: they were edited. */
  | 'columns-edited'
  /** The entry does not follow the one before it: entries between were removed, or it was rehashed. */
  | 'unlinked'
  /** Entries at the end are gone: the log is shorter than its head says. */
  | 'truncated';

export type ChainVerdict =
  | { ok: true; entries: number; head: string }
  | { ok: false; entries: number; seq: number; problem: ChainBreak; message: string };

/**
 * Checks a log's entries, in any order: sorted by `seq`, each must hash to its stored hash, carry the
 * hash before it as `prevHash` (entry 1: GENESIS_HASH), follow without a gap, and, where the columns
 * were read, agree with them. `head`: the last entry the log's head says was written, when known.
 * Names the first entry that fails.
 */
export async function verifyChain(
  links: readonly AuditLink[],
  head?: { seq: number; hash: string | null } | null,
): Promise<ChainVerdict> {
  const sorted = [...links].sort((a, b) => a.seq - b.seq);
  let prevHash = GENESIS_HASH;
  let expectedSeq = 1;
  for (const link of sorted) {
    const fail = (problem: ChainBreak, message: string, seq = link.seq): ChainVerdict => ({
      ok: false,
      entries: sorted.length,
      seq,
      problem,
      message,
    });
    if (link.seq !== expectedSeq) {
      const missing =
        link.seq - expectedSeq === 1
          ? `entry ${expectedSeq} is missing`
          : `entries ${expectedSeq} to ${link.seq - 1} are missing`;
      return fail('unlinked', `Entry ${link.seq}: ${missing} before it (removed from the log).`);
    }
    const selfConsistent = (await chainHash(link.prevHash, link.content)) === link.hash;
    if (link.prevHash !== prevHash && selfConsistent && link.seq > 1) {
      // This entry is whole, but it recorded another hash for the one before: that one was altered
      // and given a new hash to hide it (or replaced).
      return fail(
        'edited',
        `Entry ${link.seq - 1} was altered and rehashed: entry ${link.seq} recorded a different hash for it.`,
        link.seq - 1,
      );
    }
    if (!selfConsistent || link.prevHash !== prevHash) {
      return fail('edited', `Entry ${link.seq} was altered: its content no longer matches its hash.`);
    }
    if (link.columns !== undefined && link.columns !== link.content) {
      return fail(
        'columns-edited',
        `Entry ${link.seq} was altered: the fields shown for it differ from what was recorded.`,
      );
    }
    prevHash = link.hash;
    expectedSeq++;
  }
  if (head && head.seq > sorted.length) {
    return {
      ok: false,
      entries: sorted.length,
      seq: sorted.length + 1,
      problem: 'truncated',
      message: `Entries ${sorted.length + 1} to ${head.seq} were removed: the log's head says ${head.seq} were written.`,
    };
  }
  if (head?.hash && head.seq === sorted.length && head.hash !== prevHash) {
    return {
      ok: false,
      entries: sorted.length,
      seq: head.seq,
      problem: 'unlinked',
      message: `Entry ${head.seq} is not the last entry the log's head recorded (it was replaced).`,
    };
  }
  return { ok: true, entries: sorted.length, head: prevHash };
}
