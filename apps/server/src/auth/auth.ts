import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import type { Logger } from '../log.js';

export interface AuthOptions {
  db: Database;
  secret: string;
  /** undefined: better-auth takes the origin of each request (see ServerConfig.publicUrl). */
  publicUrl: string | undefined;
  /** Used for calls made without a request (the demo admin's sign-up) when publicUrl is unset. */
  fallbackUrl: string;
  log: Logger;
}

/**
 * better-auth, self-hosted, email + password, stored in our database through its drizzle adapter and
 * mounted at /api/auth/*. Plugins (organizations = locations, admin types) are added here later.
 */
export function createAuth({ db, secret, publicUrl, fallbackUrl, log }: AuthOptions) {
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
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8 },
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
