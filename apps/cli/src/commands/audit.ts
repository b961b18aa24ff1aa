/**
 * `railbird audit verify`: checks audit hash chains (decision 012) and names the first entry that was
 * altered or removed. From an exported file (the console's "Download chain", `audit.exportChain`),
 * from Postgres (`--database URL`, or DATABASE_URL), or from the embedded database of a stopped server
 * (`--data-dir DIR`, default RAILBIRD_DATA_DIR or .railbird). Prints one JSON line per chain; exits 1
 * when any chain is broken, 2 on bad usage or input.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  type AuditLink,
  auditContent,
  auditLinkSchema,
  type ChainVerdict,
  verifyChain,
} from '@railbird/protocol';
import { z } from 'zod';
import { flushOutput, writeJsonLine } from '../io.js';

const usage = `usage: railbird audit verify [FILE.jsonl | --database URL | --data-dir DIR] [--location ID]
  FILE.jsonl        a chain downloaded from the console (Audit log → Download chain)
  --database URL    every location's chain in a Postgres database (default: DATABASE_URL)
  --data-dir DIR    the embedded database of a stopped server (default: RAILBIRD_DATA_DIR or .railbird)
  --location ID     only this location's chain`;

const headLineSchema = z.object({
  head: z.object({ seq: z.int().nonnegative(), hash: z.string().nullable() }),
});

interface Chain {
  locationId: string | null;
  links: AuditLink[];
  head: { seq: number; hash: string | null } | null;
}

type Row = Record<string, unknown>;

export async function audit(args: string[]): Promise<number> {
  const [sub, ...rest] = args;
  if (sub !== 'verify') {
    process.stderr.write(`${sub ? `unknown audit command "${sub}"\n` : ''}${usage}\n`);
    return 2;
  }
  let file: string | null = null;
  let database: string | null = null;
  let dataDir: string | null = null;
  let location: string | null = null;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    const value = () => {
      const v = rest[++i];
      if (v === undefined) throw new UsageError(`${arg} needs a value`);
      return v;
    };
    if (arg === '--database') database = value();
    else if (arg === '--data-dir') dataDir = value();
    else if (arg === '--location') location = value();
    else if (arg.startsWith('--')) throw new UsageError(`unknown option ${arg}`);
    else if (file === null) file = arg;
    else throw new UsageError(`one file at a time (got ${file} and ${arg})`);
  }
  let chains: Chain[];
  try {
    if (file) chains = [await chainFromFile(file)];
    else if (database ?? (dataDir === null ? process.env.DATABASE_URL : undefined))
      chains = await chainsFromRows(await postgresRows(database ?? process.env.DATABASE_URL!));
    else
      chains = await chainsFromRows(
        await pgliteRows(dataDir ?? process.env.RAILBIRD_DATA_DIR ?? '.railbird'),
      );
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`railbird audit verify: ${error.message}\n${usage}\n`);
      return 2;
    }
    process.stderr.write(`railbird audit verify: ${error instanceof Error ? error.message : error}\n`);
    return 2;
  }
  if (location) chains = chains.filter((c) => c.locationId === location);
  if (chains.length === 0) {
    process.stderr.write(
      `railbird audit verify: no audit log${location ? ` for location ${location}` : ''}\n`,
    );
    return 2;
  }
  let broken = 0;
  for (const chain of chains) {
    const verdict: ChainVerdict = await verifyChain(chain.links, chain.head);
    if (!verdict.ok) broken++;
    writeJsonLine({ ...(chain.locationId ? { location: chain.locationId } : {}), ...verdict });
  }
  flushOutput();
  return broken > 0 ? 1 : 0;
}

class UsageError extends Error {}

/** A downloaded chain: one link per line, and the head last. A malformed line is named. */
async function chainFromFile(path: string): Promise<Chain> {
  const text = await readFile(path, 'utf8');
  const links: AuditLink[] = [];
  let head: Chain['head'] = null;
  let locationId: string | null = null;
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new Error(`${path} line ${index + 1}: not JSON`);
    }
    const headLine = headLineSchema.safeParse(value);
    if (headLine.success) {
      head = headLine.data.head;
      continue;
    }
    const link = auditLinkSchema.safeParse(value);
    if (!link.success) {
      const issue = link.error.issues[0]!;
      throw new Error(`${path} line ${index + 1}: ${issue.path.join('.') || 'entry'}: ${issue.message}`);
    }
    links.push(link.data);
    locationId ??= locationOf(link.data.content);
  }
  return { locationId, links, head };
}

function locationOf(content: string): string | null {
  try {
    const parsed = JSON.parse(content) as { locationId?: unknown };
    return typeof parsed.locationId === 'string' ? parsed.locationId : null;
  } catch {
    return null;
  }
}

const ENTRIES_SQL =
  'SELECT location_id, seq, at, source, actor_id, actor_name, actor_type, table_key, kind, subject_id, subject_name, before, after, content, prev_hash, hash FROM audit_entry ORDER BY location_id, seq';
const HEADS_SQL = 'SELECT location_id, seq, hash FROM audit_head';

interface Rows {
  entries: Row[];
  heads: Row[];
}

async function postgresRows(url: string): Promise<Rows> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Heads first: on a running room an entry written between the two reads is past its head and left
    // out, rather than read as a chain longer than its head.
    const heads = (await client.query(HEADS_SQL)).rows;
    return { heads, entries: (await client.query(ENTRIES_SQL)).rows };
  } finally {
    await client.end();
  }
}

async function pgliteRows(dataDir: string): Promise<Rows> {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(join(resolve(dataDir), 'pglite'));
  try {
    const heads = (await db.query<Row>(HEADS_SQL)).rows;
    return { heads, entries: (await db.query<Row>(ENTRIES_SQL)).rows };
  } finally {
    await db.close();
  }
}

/** Every location's chain, each link with the content its columns say (to catch an edited column). */
async function chainsFromRows({ entries, heads }: Rows): Promise<Chain[]> {
  const chains = new Map<string, Chain>();
  const chainOf = (locationId: string) => {
    let chain = chains.get(locationId);
    if (!chain) {
      chain = { locationId, links: [], head: null };
      chains.set(locationId, chain);
    }
    return chain;
  };
  for (const r of entries) {
    const locationId = String(r.location_id);
    chainOf(locationId).links.push({
      seq: Number(r.seq),
      content: String(r.content),
      prevHash: String(r.prev_hash),
      hash: String(r.hash),
      columns: auditContent({
        locationId,
        seq: Number(r.seq),
        at: r.at instanceof Date ? r.at : new Date(String(r.at)),
        source: String(r.source),
        actor: {
          id: (r.actor_id as string | null) ?? null,
          name: String(r.actor_name),
          type: (r.actor_type as string | null) ?? null,
        },
        tableKey: (r.table_key as string | null) ?? null,
        kind: String(r.kind),
        subject: r.subject_id
          ? { id: String(r.subject_id), name: (r.subject_name as string | null) ?? null }
          : null,
        before: jsonValue(r.before),
        after: jsonValue(r.after),
      }),
    });
  }
  for (const h of heads) {
    const chain = chainOf(String(h.location_id));
    chain.head = { seq: Number(h.seq), hash: (h.hash as string | null) ?? null };
    // Entries written after the head was read are judged on the next run.
    chain.links = chain.links.filter((link) => link.seq <= chain.head!.seq);
  }
  return [...chains.values()];
}

/** jsonb comes back parsed from pg and PGlite; text from anything else. */
function jsonValue(value: unknown): Record<string, unknown> | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>;
}
