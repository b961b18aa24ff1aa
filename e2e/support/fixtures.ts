import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequest, test as base, expect } from '@playwright/test';
import { freePort, type Stack, startStack } from '../../scripts/lib/stack.mjs';

export { expect };

/**
 * The demo tables' pace in the browser tests' stacks (RAILBIRD_DEMO_SPEED, default 1: a real table's).
 * At 2 the suite is faster but specs that watch a phase of a hand (UTH's deal, the dealer screen in
 * NAV-E2E-2) missed it on a loaded CI machine; they need to wait for "this phase or later" first.
 */
export const DEMO_SPEED = Number(process.env.RAILBIRD_DEMO_SPEED ?? '1');

/**
 * Where tests put what people look at (git-ignored): e2e/screenshots/<name>, the folder made on the
 * way (a run without screenshots still writes its figures there).
 */
export function screenshotPath(name: string): string {
  const path = fileURLToPath(new URL(`../screenshots/${name}`, import.meta.url));
  mkdirSync(dirname(path), { recursive: true });
  return path;
}

/**
 * `stack`: the built server and engine, started once per worker on free ports with a fresh data
 * directory (so a fresh PGlite database and a fresh demo admin), logs in that directory, removed at
 * the end (RAILBIRD_E2E_KEEP=1 keeps it). `baseURL` points at the stack's server, so
 * `page.goto('/login')` works. A failing test gets the server's and the engine's logs attached.
 */
/**
 * Sets the demo room's default secure delay as a manager does in Location Settings. The browser tests'
 * room chooses none: the specs watch cards reach overlays as they are read, and a link made by one
 * spec would otherwise hold the next one's cards 30 s. [SETTINGS-DELAY] checks the 30 s default itself.
 */
export async function chooseRoomDelay(
  playwright: { request: APIRequest },
  stack: Stack,
  seconds: number,
): Promise<void> {
  const admin = stack.demoAdmin();
  const request = await playwright.request.newContext({
    baseURL: stack.serverUrl,
    extraHTTPHeaders: { origin: stack.serverUrl },
  });
  try {
    const signedIn = await request.post('/api/auth/sign-in/email', {
      data: { email: admin.email, password: admin.password },
    });
    if (!signedIn.ok()) throw new Error(`demo admin sign-in: ${signedIn.status()} ${await signedIn.text()}`);
    const res = await request.post('/api/trpc/location.update', {
      data: { json: { defaultStreamDelaySeconds: seconds } },
    });
    if (!res.ok()) throw new Error(`location.update: ${res.status()} ${await res.text()}`);
  } finally {
    await request.dispose();
  }
}

export const test = base.extend<{ stackLogsOnFailure: undefined }, { stack: Stack }>({
  stack: [
    async ({ playwright }, use, workerInfo) => {
      const dataDir = mkdtempSync(join(tmpdir(), `railbird-e2e-${workerInfo.workerIndex}-`));
      const enginePort = await freePort();
      const stack = await startStack({
        dataDir,
        serverPort: await freePort(),
        enginePort,
        host: '127.0.0.1',
        // The server builds table socket URLs with the engine's port; the tests sign in many times
        // from one address, so the per-address sign-in limit is off.
        env: {
          LOG_LEVEL: 'info',
          ENGINE_PORT: String(enginePort),
          AUTH_SIGN_IN_LIMIT: '0',
          RAILBIRD_DEMO_SPEED: String(DEMO_SPEED),
        },
        output: dataDir,
        timeoutMs: 90_000,
      });
      try {
        await chooseRoomDelay(playwright, stack, 0);
        await use(stack);
      } finally {
        await stack.stop();
        if (process.env.RAILBIRD_E2E_KEEP) console.log(`e2e: logs and data kept in ${dataDir}`);
        else rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => {
    await use(stack.serverUrl);
  },
  stackLogsOnFailure: [
    async ({ stack }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [name, file] of Object.entries(stack.logs)) {
        if (file && existsSync(file))
          await testInfo.attach(`${name}.log`, { body: readFileSync(file), contentType: 'text/plain' });
      }
    },
    { auto: true },
  ],
});
