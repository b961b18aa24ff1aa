import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Auth, createAuth } from '../../src/auth/auth.js';
import { useTableSecretKey } from '../../src/crypto/secret-box.js';
import type { Database } from '../../src/db/client.js';
import { createLogger } from '../../src/log.js';
import { createRateLimiter } from '../../src/services/rate-limit.js';
import { type Context, createContext, type Services } from '../../src/trpc/context.js';
import { createEspeak } from '../../src/tts/espeak.js';

export const TEST_ENGINE_SECRET = 'a-test-engine-secret-that-is-32-chars-or-more';
export const TEST_AUTH_SECRET = 'a-test-secret-that-is-long-enough-for-better-auth';
// Table secrets are sealed with a key from the AUTH secret, as a server without RAILBIRD_SECRET_KEY does.
useTableSecretKey({ authSecret: TEST_AUTH_SECRET });

/** The services a server has, over a test database; no sign-in limit (tests sign in a lot). */
export function testServices(db: Database, overrides: Partial<Services> = {}): Services {
  const log = createLogger('silent');
  const auth: Auth = createAuth({
    db,
    secret: TEST_AUTH_SECRET,
    publicUrl: 'http://localhost:3000',
    fallbackUrl: 'http://localhost:3000',
    log,
    signInLimitPerMinute: 0,
  });
  return {
    db,
    auth,
    log,
    engine: { secret: TEST_ENGINE_SECRET, publicUrl: undefined, port: 5001 },
    tts: createEspeak({ command: 'espeak-ng' }),
    ttsLimiter: createRateLimiter(1000, 60_000),
    tablesChanged: async () => {},
    now: Date.now,
    // The echo procedures are the transport's checks: the suites that call them run with them on.
    wireChecks: true,
    ...overrides,
  };
}

export function contextFor(services: Services, headers: Headers = new Headers()): Context {
  return createContext(services, { requestId: 'test', headers });
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), prefix));
}
