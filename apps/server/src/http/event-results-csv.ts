/**
 * `GET /api/events/{eventId}/results.csv` (issue 17): an event's results as a spreadsheet — one row per
 * player, by finishing place (players still in play last, without a place), after a header row.
 * RFC 4180: CRLF line ends, a field with a comma, quote or line break in double quotes, quotes
 * doubled. A text cell that a spreadsheet would run as a formula (=, +, -, @ first) is prefixed with
 * an apostrophe (OWASP "CSV injection"), so a player's name cannot be a formula.
 *
 * Who may read it: a signed-in admin of any type whose active location is the event's (decision 003:
 * another location's data is FORBIDDEN even to someone who also belongs there); not signed in 401,
 * an id nobody has 404.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { fromNodeHeaders } from 'better-auth/node';
import { eventDetail, loadEvent } from '../services/events.js';
import { createContext, type Services } from '../trpc/context.js';

export const EVENT_RESULTS_CSV = /^\/api\/events\/([^/]{1,200})\/results\.csv$/;

const HEADER = [
  'Place',
  'Player',
  'Handle',
  'Payout',
  'Points',
  'Bounties won',
  'Buy-ins',
  'Re-entries',
  'Rebuys',
  'Add-ons',
  'Status',
];

/** One field as RFC 4180 writes it, formulas defused. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvOf(rows: Array<Array<string | number | null>>): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

function plain(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  res.end(message);
}

export async function serveEventResultsCsv(
  services: Services,
  req: IncomingMessage,
  res: ServerResponse,
  eventId: string,
  requestId: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    plain(res, 405, 'Results are read with GET.');
    return;
  }
  const ctx = createContext(services, { requestId, headers: fromNodeHeaders(req.headers) });
  const caller = await ctx.getCaller();
  if (!caller) return plain(res, 401, 'Sign in to download results.');
  if (!caller.membership)
    return plain(
      res,
      403,
      'This account is not a member of any location: ask a location admin for an invitation.',
    );
  let id: string;
  try {
    id = decodeURIComponent(eventId);
  } catch {
    return plain(res, 404, 'There is no such event.');
  }
  let detail: ReturnType<typeof eventDetail>;
  try {
    detail = eventDetail(await loadEvent(services.db, caller.membership.locationId, id));
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') return plain(res, 404, error.message);
    if (error instanceof TRPCError && error.code === 'FORBIDDEN') return plain(res, 403, error.message);
    throw error;
  }
  const ordered = [...detail.standings].sort(
    (a, b) => (a.place ?? Number.MAX_SAFE_INTEGER) - (b.place ?? Number.MAX_SAFE_INTEGER),
  );
  const body = csvOf([
    HEADER,
    ...ordered.map((p) => [
      p.place,
      p.displayName,
      p.handle,
      p.payout,
      p.points,
      p.bountiesWon,
      p.buyIns,
      p.reEntries,
      p.rebuys,
      p.addOns,
      p.isAlive ? 'in play' : 'out',
    ]),
  ]);
  const filename = `${detail.name.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'event'}-results.csv`;
  res.writeHead(200, {
    'content-type': 'text/csv; charset=utf-8; header=present',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
