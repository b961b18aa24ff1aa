import {
  adminPictureSchema,
  displayNameSchema,
  handleSchema,
  phoneSchema,
  unsafeInput,
} from '@railbird/protocol';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { organization } from 'better-auth/plugins';
import type { z } from 'zod';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import type { Logger } from '../log.js';
import { createMemoryCounter, type RateLimitCounter } from '../services/rate-limit.js';
import { accessControl, roles } from './admin-types.js';

/** The header the HTTP layer sets to the socket's address; better-auth keys its rate limits by it. */
export const CLIENT_IP_HEADER = 'x-railbird-client-ip';

export interface InvitationCreated {
  id: string;
  email: string;
  role: string;
  locationId: string;
  inviterUserId: string;
}

export interface AuthOptions {
  db: Database;
  secret: string;
  /** undefined: better-auth takes the origin of each request (see ServerConfig.publicUrl). */
  publicUrl: string | undefined;
  /** Browsers reach us over HTTPS (ServerConfig.tls): the session cookie is Secure. Default false. */
  tls?: boolean;
  /** Used for calls made without a request (the demo admin's sign-up) when publicUrl is unset. */
  fallbackUrl: string;
  log: Logger;
  /** Sign-in (and sign-up) attempts per minute from one address; 0 turns the limit off. Default 10. */
  signInLimitPerMinute?: number;
  /**
   * Where sign-in attempts are counted: this auth's own memory (the default), or Redis so that every
   * server behind one address counts together (docs/decisions/014-stateless-servers.md).
   */
  rateLimitCounter?: RateLimitCounter;
  /** There is no mail: an invitation is announced in the location's notifications instead. */
  onInvitation?: (invitation: InvitationCreated) => Promise<void>;
}

/** Invitations stay open a week. */
const INVITATION_EXPIRES_S = 7 * 24 * 60 * 60;

function checkField(schemaOf: z.ZodType, field: string, value: unknown): void {
  if (value === undefined || value === null) return;
  const parsed = schemaOf.safeParse(value);
  if (!parsed.success)
    throw new APIError('BAD_REQUEST', { message: `${field}: ${parsed.error.issues[0]?.message}` });
}

/**
 * better-auth, self-hosted, email + password, stored in our database through its drizzle adapter and
 * mounted at /api/auth/*. Locations are organizations (one per venue) and the member role is the
 * adminType (admin-types.ts). Sign-in is rate limited per client address, across servers when the
 * counter is Redis's.
 */
export function createAuth({
  db,
  secret,
  publicUrl,
  tls = false,
  fallbackUrl,
  log,
  signInLimitPerMinute = 10,
  rateLimitCounter = createMemoryCounter(),
  onInvitation,
}: AuthOptions) {
  return betterAuth({
    appName: 'Railbird',
    // Without PUBLIC_URL the console is reached by whatever name the room uses (localhost, the laptop's
    // LAN address…): take the request's own origin. Cross-site requests still fail the origin check,
    // because their Origin header differs from the host they were sent to.
    baseURL: publicUrl ?? { allowedHosts: ['*'], fallback: fallbackUrl, protocol: 'auto' },
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        location: schema.location,
        member: schema.member,
        invitation: schema.invitation,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8 },
    // The session travels in a signed cookie cache for a minute, so most requests need no session
    // query of better-auth's; each request still confirms the session row in the one query that
    // reads the caller's memberships (trpc/context.ts), so signing out or removal takes effect at once.
    session: { cookieCache: { enabled: true, maxAge: 60 } },
    user: {
      additionalFields: {
        handle: { type: 'string', required: false, input: true },
        phone: { type: 'string', required: false, input: true },
        dbUrl: { type: 'string', required: false, input: false },
      },
    },
    plugins: [
      organization({
        ac: accessControl,
        roles,
        creatorRole: 'ADMIN',
        allowUserToCreateOrganization: true,
        invitationExpiresIn: INVITATION_EXPIRES_S,
        cancelPendingInvitationsOnReInvite: true,
        disableOrganizationDeletion: true,
        schema: { organization: { modelName: 'location' } },
        sendInvitationEmail: async ({ id, email, role, organization: location, inviter }) => {
          await onInvitation?.({ id, email, role, locationId: location.id, inviterUserId: inviter.userId });
        },
      }),
    ],
    hooks: {
      // The spec's phone rule and our handle and picture rules hold for every way an admin's record is
      // written (the picture rides in the session cookie cache, so it must stay small).
      before: createAuthMiddleware(async (ctx) => {
        // The same boundary as every tRPC input (protocol text.ts): no NUL, broken character or
        // prototype key reaches the auth tables.
        const unsafe = unsafeInput(ctx.body ?? null);
        if (unsafe) throw new APIError('BAD_REQUEST', { message: `${unsafe.path}: ${unsafe.message}` });
        if (ctx.path !== '/sign-up/email' && ctx.path !== '/update-user') return;
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        // An admin's name is an actor of the audit record and shown in the console.
        checkField(displayNameSchema, 'name', body.name);
        checkField(phoneSchema, 'phone', body.phone);
        // Stored in the one normalised form (issue 15), as admin.updateProfile stores it.
        if (typeof body.phone === 'string') body.phone = phoneSchema.parse(body.phone);
        checkField(handleSchema, 'handle', body.handle);
        checkField(adminPictureSchema, 'image', body.image);
      }),
    },
    rateLimit: {
      enabled: signInLimitPerMinute > 0,
      // Our counter rather than better-auth's memory store (one Map for the whole process) or its
      // secondaryStorage (which would also move sessions out of the database): one atomic step per
      // attempt, keyed by client address and path, in Redis when REDIS_URL is set.
      customStorage: {
        consume: async (key, rule) => {
          const now = Date.now();
          const decision = await rateLimitCounter.consume(`auth:${key}`, rule.max, rule.window * 1000, now);
          return { allowed: decision.allowed, retryAfter: decision.allowed ? null : decision.retryAfterS };
        },
      },
      window: 60,
      max: 300,
      // (A rule object in every case: a conditional expression here loses the plugins' API types.)
      customRules: {
        '/sign-in/*': { window: 60, max: Math.max(1, signInLimitPerMinute) },
        '/sign-up/*': { window: 60, max: Math.max(1, signInLimitPerMinute) },
      },
    },
    advanced: {
      // Decided here, not guessed from NODE_ENV or from each request's scheme (a TLS proxy in front
      // speaks plain HTTP to us): Secure exactly when browsers use HTTPS.
      useSecureCookies: tls,
      // The HTTP layer overwrites this header with the socket's address, so a client cannot pick its
      // own rate-limit bucket by sending X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    // Refused requests (a wrong password, a bad phone) are the client's business: debug lines, in our
    // JSON log rather than better-auth's console output. Never with the request body.
    onAPIError: {
      onError: (error) => {
        const status = isAPIError(error) ? error.status : 'INTERNAL_SERVER_ERROR';
        if (status === 'INTERNAL_SERVER_ERROR')
          log.error({ component: 'auth', err: error }, 'auth request failed');
        else log.debug({ component: 'auth', status }, (error as Error).message);
      },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => {
        const extra = args.length > 0 ? { args } : {};
        log[level]({ component: 'auth', ...extra }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
export type Session = Auth['$Infer']['Session'];
