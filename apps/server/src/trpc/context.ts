import type { AdminType } from '@railbird/protocol';
import { asc, eq } from 'drizzle-orm';
import { isAdminType } from '../auth/admin-types.js';
import type { Auth, Session } from '../auth/auth.js';
import type { Database } from '../db/client.js';
import { location, member } from '../db/schema.js';
import type { EngineEndpoint } from '../engine/socket-url.js';
import type { Logger } from '../log.js';
import type { RateLimiter } from '../services/rate-limit.js';
import type { TextToSpeech } from '../tts/espeak.js';

/** Where the caller works: the location of their session, and their admin type there. */
export interface Membership {
  locationId: string;
  locationName: string;
  adminType: AdminType;
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
  /** The caller's session, looked up once and only by the procedures that need it. */
  getSession(): Promise<Session | null>;
  /** The caller's membership for this session, looked up once; null without a location. */
  getMembership(session: Session): Promise<Membership | null>;
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

/**
 * The session's active location when the admin is a member there; otherwise their first location (the
 * oldest membership). A user who belongs nowhere has no membership.
 */
export async function resolveMembership(db: Database, session: Session): Promise<Membership | null> {
  const rows = await db
    .select({ locationId: member.organizationId, role: member.role, locationName: location.name })
    .from(member)
    .innerJoin(location, eq(location.id, member.organizationId))
    .where(eq(member.userId, session.user.id))
    .orderBy(asc(member.createdAt));
  const active = (session.session as { activeOrganizationId?: string | null }).activeOrganizationId;
  const row = rows.find((r) => r.locationId === active) ?? rows[0];
  if (!row || !isAdminType(row.role)) return null;
  return { locationId: row.locationId, locationName: row.locationName, adminType: row.role };
}

export function createContext(services: Services, request: { requestId: string; headers: Headers }): Context {
  let session: Promise<Session | null> | undefined;
  let membership: Promise<Membership | null> | undefined;
  return {
    ...services,
    requestId: request.requestId,
    headers: request.headers,
    requestHost: hostOf(request.headers),
    getSession: () => {
      session ??= services.auth.api.getSession({ headers: request.headers });
      return session;
    },
    getMembership: (s) => {
      membership ??= resolveMembership(services.db, s);
      return membership;
    },
  };
}
