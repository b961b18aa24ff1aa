import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { user } from '../db/schema.js';
import type { Auth } from './auth.js';

export const DEMO_ADMIN_FILE = 'demo-admin.json';

const credentialsSchema = z.object({ email: z.email(), password: z.string().min(8) });
export type DemoAdminCredentials = z.infer<typeof credentialsSchema>;

export function demoAdminFile(dataDir: string): string {
  return join(dataDir, DEMO_ADMIN_FILE);
}

export function readDemoAdmin(dataDir: string): DemoAdminCredentials | undefined {
  const file = demoAdminFile(dataDir);
  if (!existsSync(file)) return undefined;
  const parsed = credentialsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  return parsed.success ? parsed.data : undefined;
}

/**
 * Makes sure the demo admin can sign in with the credentials stored in <dataDir>/demo-admin.json.
 * First start: a random password is generated, the user is signed up and the file is written. Later
 * starts keep both. If the file was lost (or the database is a Postgres that outlived the data
 * directory) a new password is generated and set on the existing user.
 */
export async function ensureDemoAdmin(
  deps: { auth: Auth; db: Database; dataDir: string },
  email: string,
): Promise<{ credentials: DemoAdminCredentials; created: boolean }> {
  const stored = readDemoAdmin(deps.dataDir);
  const existing = await deps.db.query.user.findFirst({ where: eq(user.email, email) });
  if (existing && stored?.email === email) return { credentials: stored, created: false };

  const credentials = { email, password: randomBytes(12).toString('base64url') };
  if (existing) {
    const ctx = await deps.auth.$context;
    await ctx.internalAdapter.updatePassword(existing.id, await ctx.password.hash(credentials.password));
  } else {
    await deps.auth.api.signUpEmail({ body: { email, password: credentials.password, name: 'Demo admin' } });
  }
  mkdirSync(deps.dataDir, { recursive: true });
  writeFileSync(demoAdminFile(deps.dataDir), JSON.stringify(credentials, null, 2) + '\n', { mode: 0o600 });
  return { credentials, created: !existing };
}
