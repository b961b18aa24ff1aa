import type { AdminType } from '@railbird/protocol';
import { asc, eq } from 'drizzle-orm';
import { isAdminType } from '../auth/admin-types.js';
import type { Auth, Session } from '../auth/auth.js';
import type { Database } from '../db/client.js';
import { location, member, session as sessionTable, user } from '../db/schema.js';
import type { EngineEndpoint } from '../engine/socket-url.js';
import type { Logger } from '../log.js';
import type { RateLimiter } from '../services/rate-limit.js';
import type { TextToSpeech } from '../tts/espeak.js';

/** Where the caller works: a location, and their admin type there. */
export interface Membership {
  locationId: string;
  locationName: string;
  adminType: AdminType;
}

/** The signed-in admin's own record (spec §3 Admin), read fresh from the database on each request. */
export interface Account {
  id: string;
  email: string;
  displayName: string;
  handle: string | null;
  phone: string | null;
  /** Picture URL. */
  profile: string | null;
  dbUrl: string | null;
}

/** Who is calling: their account, every location they belong to, and the one this session works in. */
export interface Caller {
  sessionId: string;
  account: Account;
  memberships: Membership[];
  /** The session's active location when the admin is a member there, else their first; null: none. */
  membership: Membership | null;
}

/** What lives as long as the server: shared by every request. */
export interface Services {
  db: Database;
  auth: Auth;
  log: Logger;
  engine: EngineEndpoint & { secret: string };
  tts: TextToSpeech;
  ttsLimiter: RateLimiter;
  /** Called after a table is created, changed or removed (rewrites local-engine.json). */
  tablesChanged(): Promise<void>;
  /** The clock, epoch ms (a test may pass its own). */
  now(): number;
  /** `system.echo` and `system.echoPost` are served (RAILBIRD_WIRE_CHECKS); absent: not. */
  wireChecks?: boolean;
}

/**
 * What every procedure receives. Built from web-standard Headers so that tests can make one without
 * HTTP (createCaller) and so the web app's type import of AppRouter pulls in no Node types.
 */
export interface Context extends Services {
  requestId: string;
  headers: Headers;
  /** The host name the browser reached us by (for the local engine's URL); `localhost` without one. */
  requestHost: string;
  /**
   * The caller, looked up once per request: the session (better-auth; its signed cookie cache spares
   * the database) confirmed against the session row, with the account and memberships in the same
   * query, so a signed-out or removed admin loses access at once. null: not signed in.
   */
  getCaller(): Promise<Caller | null>;
}

/** The host part of a Host header, or `localhost` when it is missing or odd. */
export function hostOf(headers: Headers): string {
  const host = headers.get('host');
  if (!host || !/^[\w.[\]:-]{1,260}$/.test(host)) return 'localhost';
  try {
    return new URL(`http://${host}`).hostname || 'localhost';
  } catch {
    return 'localhost';
  }
}

/** One query: the session row (still there, not expired), its user, and their memberships. */
export async function lookupCaller(db: Database, session: Session, now: number): Promise<Caller | null> {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      displayName: user.name,
      handle: user.handle,
      phone: user.phone,
      profile: user.image,
      dbUrl: user.dbUrl,
      activeLocationId: sessionTable.activeOrganizationId,
      expiresAt: sessionTable.expiresAt,
      locationId: member.organizationId,
      role: member.role,
      locationName: location.name,
    })
    .from(sessionTable)
    .innerJoin(user, eq(user.id, sessionTable.userId))
    .leftJoin(member, eq(member.userId, user.id))
    .leftJoin(location, eq(location.id, member.organizationId))
    .where(eq(sessionTable.id, session.session.id))
    .orderBy(asc(member.createdAt));
  const first = rows[0];
  if (!first || first.expiresAt.getTime() <= now) return null;
  const memberships: Membership[] = rows.flatMap((r) =>
    r.locationId && r.locationName && r.role && isAdminType(r.role)
      ? [{ locationId: r.locationId, locationName: r.locationName, adminType: r.role }]
      : [],
  );
  const { id, email, displayName, handle, phone, profile, dbUrl } = first;
  return {
    sessionId: session.session.id,
    account: { id, email, displayName, handle, phone, profile, dbUrl },
    memberships,
    membership: memberships.find((m) => m.locationId === first.activeLocationId) ?? memberships[0] ?? null,
  };
}

export function createContext(services: Services, request: { requestId: string; headers: Headers }): Context {
  let caller: Promise<Caller | null> | undefined;
  return {
    ...services,
    requestId: request.requestId,
    headers: request.headers,
    requestHost: hostOf(request.headers),
    getCaller: () => {
      caller ??= services.auth.api
        .getSession({ headers: request.headers })
        .then((session) => (session ? lookupCaller(services.db, session, services.now()) : null));
      return caller;
    },
  };
}
