/**
 * Web bundle size: `npx tsx bench/src/web-bundle.bench.ts` (after `npm run build`).
 *
 * Starts the built stack on free ports, opens a first visit (empty cache) in Debian's Chromium to
 * /login and, signed in as the demo admin, to /, and adds up the JavaScript each downloads, raw and
 * gzipped (level 6, what a server sends). The target for /login is under 250 KB gzipped (issue 7).
 * Prints figures only; it never fails on a size.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { freePort, startStack } from '../../scripts/lib/stack.mjs';

const LOGIN_TARGET_KB = 250;

interface Script {
  url: string;
  raw: number;
  gzip: number;
}

async function scriptsOf(page: Page, visit: () => Promise<void>): Promise<Script[]> {
  const seen: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    seen.push(
      response.body().then(
        (body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 6 }).length,
        }),
        () => null,
      ),
    );
  });
  await visit();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(seen)).filter((s): s is Script => s !== null);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(name: string, scripts: Script[], target?: number) {
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  const verdict =
    target === undefined
      ? ''
      : gzip / 1024 < target
        ? ` (target < ${target} KB: met)`
        : ` (target < ${target} KB: MISSED)`;
  console.log(
    `${name.padEnd(8)} ${String(scripts.length).padStart(2)} scripts  ${kb(raw).padStart(7)} KB raw  ${kb(gzip).padStart(6)} KB gzip${verdict}`,
  );
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`           ${kb(s.gzip).padStart(6)} KB gzip  ${s.url}`);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'railbird-bench-web-'));
const enginePort = await freePort();
const stack = await startStack({
  dataDir,
  serverPort: await freePort(),
  enginePort,
  host: '127.0.0.1',
  env: { LOG_LEVEL: 'warn', ENGINE_PORT: String(enginePort), AUTH_SIGN_IN_LIMIT: '0' },
  output: dataDir,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
try {
  const login = await browser.newContext({ baseURL: stack.serverUrl });
  const loginPage = await login.newPage();
  report(
    '/login',
    await scriptsOf(loginPage, async () => void (await loginPage.goto('/login'))),
    LOGIN_TARGET_KB,
  );
  await login.close();

  // Signed in through the API first, so the visit to / is a first one (nothing cached) of a signed-in admin.
  const home = await browser.newContext({ baseURL: stack.serverUrl });
  const admin = stack.demoAdmin();
  const signIn = await home.request.post('/api/auth/sign-in/email', { data: admin });
  if (!signIn.ok()) throw new Error(`sign-in failed: ${signIn.status()}`);
  const homePage = await home.newPage();
  report(
    '/',
    await scriptsOf(homePage, async () => {
      await homePage.goto('/');
      await homePage.getByRole('complementary', { name: 'Console' }).waitFor();
    }),
  );
  await home.close();
} finally {
  await browser.close();
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
