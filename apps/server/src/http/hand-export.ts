/**
 * `GET /api/hands/{tableKey}.{phhs|txt|ohh.json}?from=…&to=…&player=…&variation=…&minPot=…&maxPot=…&showdown=…&allIn=…`
 * (issue 18): a table's stored hands, oldest first, narrowed by the vault's filter, as
 * - `.phhs`: a PHH file of many hands (TOML tables `[1]`, `[2]`…), each hand written again by the
 *   current PHH writer (`normalizePhh`: finishing stacks, discards before replacements);
 * - `.txt`: PokerStars text, the hands separated by blank lines, as PokerTracker 4 and Hold'em Manager
 *   import them. Hold'em and Omaha only: hands of other games are left out of the file;
 * - `.ohh.json`: Open Hand History in the standard's storage format
 *   (https://hh-specs.handhistory.org/storage-format): one `{"ohh": …}` object per line, each followed
 *   by a blank line, as trackers import and append them. The file as a whole is therefore not one JSON
 *   value (content type `application/x-ndjson`). Hold'em and Omaha only, like `.txt`.
 *
 * Hands the format cannot hold (and any stored hand that no longer parses) are skipped, never written
 * half: the headers are sent before the first hand is read, so how many were skipped goes in the HTTP
 * trailer `x-railbird-skipped` (and the server log), not in the file, which stays one a tracker reads.
 *
 * The body streams: hands are read in keyset batches of 500 (ended_at, id ascending), written as they
 * are formatted and the next batch waits while the socket is full (`drain`), so an export of 100,000
 * hands holds one batch in memory. Who may read it: as `GET /api/events/{id}/results.csv` — a
 * signed-in admin of any type whose active location owns the table; not signed in 401, another
 * location's table 403, an unknown table 404, not GET/HEAD 405; a bad or unknown query parameter is
 * 400 naming the parameter, before anything else happens.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  normalizePhh,
  POKERSTARS_SEPARATOR,
  parsePhh,
  phhsEntry,
  toOhh,
  toPokerStars,
} from '@railbird/poker';
import {
  HAND_EXPORT_FORMATS,
  type HandExportFormat,
  type HandFilter,
  handExportQuerySchema,
} from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import { fromNodeHeaders } from 'better-auth/node';
import { and, asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { ZodError } from 'zod';
import type { Database } from '../db/client.js';
import { hand, handPlayer } from '../db/schema.js';
import { tableAtLocation, tableSummary } from '../services/tables.js';
import { endedMicrosColumn, handConditions, microsToTimestamp } from '../services/vault.js';
import { createContext, type Services } from '../trpc/context.js';

export const HAND_EXPORT = /^\/api\/hands\/([^/]{1,200}?)\.(phhs|txt|ohh\.json)$/;

/** Hands read per query. */
export const EXPORT_BATCH = 500;
/** Text gathered before it is handed to the sink (fewer, larger writes). */
const FLUSH_AT = 64 * 1024;

export const EXPORT_CONTENT_TYPES: Record<HandExportFormat, string> = {
  phhs: 'application/toml; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  'ohh.json': 'application/x-ndjson; charset=utf-8',
};

export interface HandExportRequest {
  locationId: string;
  tableKey: string;
  filter: HandFilter;
  format: HandExportFormat;
  /** Hands read per query (default 500). */
  batchSize?: number;
}

export interface HandExportCount {
  /** Hands written to the file. */
  written: number;
  /** Hands the format cannot hold (games other than hold'em and Omaha in `.txt` and `.ohh.json`). */
  skipped: number;
}

/**
 * A stable number for a hand id (PokerStars and OHH hand numbers are numbers; trackers tell hands
 * apart by them): the first 52 bits of its SHA-256.
 */
export function exportHandNumber(handId: string): number {
  return Number.parseInt(createHash('sha256').update(handId).digest('hex').slice(0, 13), 16);
}

/**
 * Writes the export of a table's hands to `sink`, oldest first, batch by batch; `sink` is awaited
 * before more is read (backpressure). Throws NOT_FOUND / FORBIDDEN (TRPCError) for a table that is
 * not the location's, before anything is written. Used by the HTTP route and the benchmark.
 */
export async function writeHandExport(
  db: Database,
  request: HandExportRequest,
  sink: (chunk: string) => Promise<void>,
): Promise<HandExportCount> {
  const batchSize = request.batchSize ?? EXPORT_BATCH;
  const table = await tableAtLocation(db, request.locationId, request.tableKey);
  const tableName = table.name;
  const capacity = tableSummary(table).capacity;
  const base = handConditions(request.locationId, table.key, request.filter);
  const count: HandExportCount = { written: 0, skipped: 0 };
  let buffer = '';
  const flush = async () => {
    if (buffer.length === 0) return;
    const chunk = buffer;
    buffer = '';
    await sink(chunk);
  };
  let after: { micros: string; id: string } | null = null;
  for (;;) {
    const where: SQL[] = after
      ? [
          ...base,
          sql`(${hand.endedAt}, ${hand.id}) > (${microsToTimestamp(BigInt(after.micros))}, ${after.id})`,
        ]
      : base;
    const rows = await db
      .select({
        id: hand.id,
        startedAt: hand.startedAt,
        phh: hand.phh,
        endedMicros: endedMicrosColumn,
      })
      .from(hand)
      .where(and(...where))
      .orderBy(asc(hand.endedAt), asc(hand.id))
      .limit(batchSize);
    if (rows.length === 0) break;
    const seats =
      request.format === 'ohh.json'
        ? await seatsOf(
            db,
            rows.map((r) => r.id),
          )
        : new Map<string, number[]>();
    for (const row of rows) {
      const text = formatHand(request.format, row, {
        n: count.written + 1,
        tableName,
        capacity,
        seats: seats.get(row.id),
      });
      if (text === null) {
        count.skipped++;
        continue;
      }
      buffer += count.written > 0 && request.format === 'txt' ? `${POKERSTARS_SEPARATOR}${text}` : text;
      count.written++;
      if (buffer.length >= FLUSH_AT) await flush();
    }
    await flush();
    if (rows.length < batchSize) break;
    const last = rows.at(-1)!;
    after = { micros: last.endedMicros, id: last.id };
  }
  await flush();
  return count;
}

/** 1-based table seats of each hand's players, in PHH order. */
async function seatsOf(db: Database, ids: string[]): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ handId: handPlayer.handId, seatIndex: handPlayer.seatIndex })
    .from(handPlayer)
    .where(inArray(handPlayer.handId, ids))
    .orderBy(asc(handPlayer.handId), asc(handPlayer.playerIndex));
  const seats = new Map<string, number[]>();
  for (const r of rows) {
    const list = seats.get(r.handId) ?? [];
    list.push(r.seatIndex + 1);
    seats.set(r.handId, list);
  }
  return seats;
}

/** One hand in the format, or null when the format cannot hold it. */
function formatHand(
  format: HandExportFormat,
  row: { id: string; startedAt: Date; phh: string },
  at: { n: number; tableName: string; capacity: number; seats: number[] | undefined },
): string | null {
  if (format === 'phhs') {
    const normalized = normalizePhh(row.phh);
    return normalized.ok ? phhsEntry(at.n, normalized.text) : null;
  }
  const parsed = parsePhh(row.phh);
  if (!parsed.ok) return null;
  const handId = exportHandNumber(row.id);
  if (format === 'txt') {
    const result = toPokerStars(parsed.hand, {
      handId,
      tableName: at.tableName,
      startedAt: row.startedAt,
      maxSeats: at.capacity,
      scale: parsed.hand.scale,
    });
    return result.ok ? `${result.text.trimEnd()}\n` : null;
  }
  const result = toOhh(parsed.hand, {
    handId,
    tableName: at.tableName,
    startedAt: row.startedAt,
    siteName: 'Railbird',
    tableSize: at.capacity,
    ...(at.seats && at.seats.length === parsed.hand.config.players.length ? { seats: at.seats } : {}),
    scale: parsed.hand.scale,
  });
  return result.ok ? `${JSON.stringify(result.ohh)}\n\n` : null;
}

// ── HTTP ────────────────────────────────────────────────────────────────────────────────────────────

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}

const PARAMETERS = Object.keys(handExportQuerySchema.in.shape);

/** `minPot: minPot is a number of chips`; an unknown parameter is named with the ones there are. */
export function describeQueryError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => {
      if (issue.code === 'unrecognized_keys')
        return `${issue.keys.join(', ')}: not a parameter of a hand export (${PARAMETERS.join(', ')})`;
      return `${issue.path.length > 0 ? issue.path.join('.') : 'query'}: ${issue.message}`;
    })
    .join('; ');
}

/** The filter of a query string, or the message of a 400. */
export function parseExportQuery(
  params: URLSearchParams,
): { ok: true; filter: HandFilter } | { ok: false; message: string } {
  const query: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in query) return { ok: false, message: `${key}: given more than once` };
    query[key] = value;
  }
  const parsed = handExportQuerySchema.safeParse(query);
  return parsed.success
    ? { ok: true, filter: parsed.data }
    : { ok: false, message: describeQueryError(parsed.error) };
}

const fileDate = (d: Date | undefined, otherwise: string) => {
  if (!d) return otherwise;
  const iso = d.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 19).replace(/:/g, '')}Z`;
};

export function exportFilename(tableKey: string, filter: HandFilter, format: HandExportFormat): string {
  const name = `${tableKey}-${fileDate(filter.from, 'first')}-${fileDate(filter.to, 'latest')}`;
  return `${name.replace(/[^A-Za-z0-9._-]+/g, '-')}.${format}`;
}

class ExportAborted extends Error {}

/** Writes to the response, waiting for `drain` when its buffer is full; a closed socket stops the export. */
function responseSink(res: ServerResponse): (chunk: string) => Promise<void> {
  return async (chunk) => {
    if (res.destroyed) throw new ExportAborted('the client went away');
    if (res.write(chunk)) return;
    await new Promise<void>((resolve, reject) => {
      const drained = () => {
        res.off('close', closed);
        resolve();
      };
      const closed = () => {
        res.off('drain', drained);
        reject(new ExportAborted('the client went away'));
      };
      res.once('drain', drained);
      res.once('close', closed);
    });
  };
}

export async function serveHandExport(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  match: { tableKey: string; format: string; search: URLSearchParams },
  requestId: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return plain(res, 405, 'Hands are exported with GET.');
  }
  const format = HAND_EXPORT_FORMATS.find((f) => f === match.format);
  if (!format) return plain(res, 404, `No export format "${match.format}".`);
  const query = parseExportQuery(match.search);
  if (!query.ok) return plain(res, 400, query.message);

  const ctx = createContext(services, { requestId, headers: fromNodeHeaders(req.headers) });
  const caller = await ctx.getCaller();
  if (!caller) return plain(res, 401, 'Sign in to download hands.');
  if (!caller.membership)
    return plain(
      res,
      403,
      'This account is not a member of any location: ask a location admin for an invitation.',
    );
  let tableKey: string;
  try {
    tableKey = decodeURIComponent(match.tableKey);
  } catch {
    return plain(res, 404, 'There is no such table.');
  }
  const locationId = caller.membership.locationId;
  try {
    // Checked before the headers go: once they are sent the status cannot change.
    await tableAtLocation(services.db, locationId, tableKey);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return plain(res, 404, error.message);
    if (error instanceof TRPCError && error.code === 'FORBIDDEN') return plain(res, 403, error.message);
    throw error;
  }
  res.writeHead(200, {
    'content-type': EXPORT_CONTENT_TYPES[format],
    'content-disposition': `attachment; filename="${exportFilename(tableKey, query.filter, format)}"`,
    'cache-control': 'no-store',
    ...(req.method === 'GET' ? { trailer: 'x-railbird-skipped' } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  try {
    const count = await writeHandExport(
      services.db,
      { locationId, tableKey, filter: query.filter, format },
      responseSink(res),
    );
    res.addTrailers({ 'x-railbird-skipped': String(count.skipped) });
    res.end();
    services.log.child({ reqId: requestId }).info({ tableKey, format, ...count }, 'hands exported');
  } catch (error) {
    if (error instanceof ExportAborted) return;
    throw error;
  }
}
