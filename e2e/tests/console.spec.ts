import AxeBuilder from '@axe-core/playwright';
import { DISPLAY_PREFIXES } from '../../apps/web/src/features/support-chat/display-routes.js';
import {
  appLinks,
  newAccount,
  openUserMenu,
  sidebar,
  signIn,
  signUp,
  trpc,
  withStorage,
} from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { animationsDone, snap } from '../support/screens.js';

const DEV_PASSCODE = process.env.RAILBIRD_DEV_PASSCODE ?? 'railbird-dev';

test.describe('the console shell', () => {
  test('[CONSOLE-1] sign-up lands on / inside the shell, with the new location and its Apps', async ({
    page,
  }) => {
    const account = newAccount('owner');
    await signUp(page, account);
    await expect(page).toHaveURL(/\/$/);
    await expect(sidebar(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: account.room, level: 1 })).toBeVisible();
    // No tables yet: Tournament Display, not Check In; no Vault for an unnamed location.
    expect(await appLinks(page)).toEqual([
      'Tournament Display /tournament-display',
      'Table Manager /manager',
      'Studio /live',
    ]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Events', '/events'],
      ['Reports', '/reports'],
      ['Notifications', '/notifications'],
    ]) {
      await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href!);
    }
    await expect(sidebar(page).getByRole('link', { name: 'Wiki' })).toHaveAttribute('target', '_blank');
    await expect(sidebar(page).getByRole('link', { name: 'Release Notes' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(sidebar(page).getByText(/^build [0-9a-f]{6}$/)).toBeVisible();

    // The sidebar is a fifth of the width, the main area the rest (spec §2).
    const width = page.viewportSize()!.width;
    const box = await sidebar(page).boundingBox();
    expect(Math.abs(box!.width - width * 0.2)).toBeLessThan(2);

    // The creator is the location's ADMIN: the Billing Portal is in the menu.
    const menu = await openUserMenu(page);
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Admin Settings',
      'Location Settings',
      'Players',
      'Billing Portal',
      'Toggle Dev ModeAlt+D',
      'Log Out',
    ]);
  });

  test('[CONSOLE-2] Apps: Check In with exactly one table, Tournament Display otherwise; Vault for the named locations', async ({
    page,
  }) => {
    const account = newAccount('apps');
    await signUp(page, account);
    await expect(sidebar(page)).toBeVisible();
    const key = `t-${Date.now().toString(36)}`;

    // The cached location shows at once after a reload and is refetched on mount: poll for the new one.
    await trpc(page.request, 'table.create', { key: `${key}-a`, name: 'Table A' });
    await page.reload();
    await expect.poll(async () => (await appLinks(page))[0]).toBe(`Check In /signin/${key}-a`);

    await trpc(page.request, 'table.create', { key: `${key}-b`, name: 'Table B' });
    await page.reload();
    await expect.poll(async () => (await appLinks(page))[0]).toBe('Tournament Display /tournament-display');
    expect(await appLinks(page)).not.toContainEqual(expect.stringMatching(/^Vault/));

    // One of the two named locations (the build's RAILBIRD_VAULT_LOCATIONS; default below).
    await trpc(page.request, 'location.update', { name: 'Railbird Studio' });
    await page.reload();
    await expect.poll(async () => (await appLinks(page)).at(-1)).toBe(`Vault /vault/${key}-a`);

    await trpc(page.request, 'location.update', { name: 'Railbird Studio Annex' });
    await page.reload();
    await expect.poll(async () => (await appLinks(page)).at(-1)).toBe('Studio /live');
  });

  test('[CONSOLE-3] the Billing Portal is offered to an ADMIN only', async ({ page, browser, baseURL }) => {
    await signUp(page, newAccount('boss'));
    await expect(sidebar(page)).toBeVisible();
    const manager = newAccount('manager');
    const invite = await trpc<{ acceptPath: string }>(page.request, 'location.invite', {
      email: manager.email,
      adminType: 'MANAGER',
    });

    const context = await browser.newContext({ baseURL });
    const other = await context.newPage();
    await signUp(other, manager, invite.acceptPath);
    await expect(other).toHaveURL(/\/$/);
    await expect(sidebar(other)).toBeVisible();
    const menu = await openUserMenu(other);
    await expect(menu.getByRole('menuitem', { name: 'Admin Settings' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Billing Portal' })).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Account' })).toContainText('MANAGER');
    await context.close();
  });

  test('[CONSOLE-4] a signed-out visit to a shell route goes to /login and back there afterwards', async ({
    page,
    stack,
  }) => {
    await page.goto('/events');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fevents$/);
    const admin = stack.demoAdmin();
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  });

  test('[CONSOLE-5] Log Out ends the session and returns to /login', async ({ page, stack }) => {
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    await expect(sidebar(page)).toBeVisible();
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('[CONSOLE-6] the theme is toggled in the shell and survives a reload', async ({ page, stack }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    await expect(sidebar(page)).toBeVisible();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await snap(page, { path: screenshotPath('shell-light.png') });
    await sidebar(page).getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(sidebar(page).getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await snap(page, { path: screenshotPath('shell-dark.png') });
  });

  test('[CONSOLE-7] the support chat is on every console route and shut down on every display route', async ({
    page,
    stack,
  }) => {
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    test.setTimeout(90_000);
    const chat = page.getByRole('button', { name: 'Support' });
    for (const path of [
      '/',
      '/events',
      '/reports',
      '/notifications',
      '/admin-profile',
      '/live',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await expect(chat, path).toBeVisible();
    }
    for (const prefix of DISPLAY_PREFIXES) {
      await page.goto(`/${prefix}/demo-1`);
      // Settled: whatever the page asks the server has been answered, so a chat would be up by now.
      await page.waitForLoadState('networkidle');
      await expect(chat, prefix).toHaveCount(0);
    }
    // Navigating inside the app onto a display route shuts it down too.
    await page.goto('/');
    await expect(chat).toBeVisible();
    await page.getByRole('navigation', { name: 'Apps' }).getByRole('link', { name: 'Table Manager' }).click();
    await expect(page).toHaveURL(/\/manager$/);
    await expect(chat).toHaveCount(0);
  });

  test('[CONSOLE-8] a support message from the widget shows up in Notifications', async ({ page }) => {
    await signUp(page, newAccount('chat'));
    await expect(sidebar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Support' }).click();
    await page.getByRole('textbox', { name: 'Message' }).fill('Table 3 stopped reading cards.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Message sent.')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: /Notifications/ })
      .click();
    await expect(page.getByRole('list', { name: 'Notifications' })).toContainText(
      'Table 3 stopped reading cards.',
    );
  });

  test('[CONSOLE-9] a persisted query cache is dropped when the commit it was made by differs', async ({
    page,
    stack,
  }) => {
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    await expect(sidebar(page)).toBeVisible();
    const read = () => page.evaluate(() => localStorage.getItem('railbird-query-cache'));
    // The first writes can come before any query has answered: wait for the admin's location.
    await expect.poll(async () => (await read()) ?? '').toContain('Railbird Demo Room');
    // The cache is written with the wire's transformer (superjson): the client state under `json`, what
    // turns dates back into dates under `meta`.
    const raw = JSON.parse((await read())!) as {
      json: { buster: string; timestamp: number; clientState: { queries: unknown[] } };
      meta?: unknown;
    };
    const stored = raw.json;
    expect(stored.buster).toMatch(/^[0-9a-f]{40}$|^1\.0\.0$/);

    const probe = (buster: string) => {
      const copy = structuredClone(stored);
      copy.buster = buster;
      // A timestamp the app will not write again (a millisecond before the one it wrote, well inside
      // the cache's 24 hours): its write-back is then seen, not waited for.
      copy.timestamp = stored.timestamp - 1;
      const template = copy.clientState.queries[0] as { queryKey: unknown; queryHash: string };
      copy.clientState.queries.push({ ...template, queryKey: ['probe'], queryHash: '["probe"]' });
      return JSON.stringify({ ...raw, json: copy });
    };
    // Same build: the probe is restored (and written back, since queries are never collected).
    await withStorage(page, { 'railbird-query-cache': probe(stored.buster) });
    await expect(sidebar(page)).toBeVisible();
    const timestamp = async () =>
      (JSON.parse((await read()) ?? '{}') as { json?: { timestamp?: number } }).json?.timestamp;
    await expect.poll(timestamp, { message: 'the cache written back' }).toBeGreaterThan(stored.timestamp);
    expect(await read()).toContain('"probe"');

    // Another build's cache: dropped, the probe gone.
    await withStorage(page, { 'railbird-query-cache': probe('another-commit') });
    await expect(sidebar(page)).toBeVisible();
    await expect.poll(async () => (await read()) ?? '').not.toContain('"probe"');
  });
});

test.describe('the developer toolbar', () => {
  test('[DEVBAR-1] Alt+D asks for the passcode; wrong or cancelled keeps it locked; the right one shows it until Alt+D again', async ({
    page,
    stack,
  }) => {
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    await expect(sidebar(page)).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: 'Developer toolbar' });
    const dialog = page.getByRole('dialog', { name: 'Enable Dev Mode' });

    await page.keyboard.press('Alt+d');
    await expect(dialog).toBeVisible();
    const field = dialog.getByLabel('Admin Passcode');
    await expect(field).toHaveAttribute('type', 'password');
    await field.fill(`${DEV_PASSCODE}x`);
    await expect(dialog.getByRole('button', { name: 'Unlock' })).toBeDisabled();
    await snap(page, { path: screenshotPath('passcode-dialog-light.png') });
    await field.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(toolbar).toHaveCount(0);

    await page.keyboard.press('Alt+d');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(toolbar).toHaveCount(0);

    await page.keyboard.press('Alt+d');
    await dialog.getByLabel('Admin Passcode').fill(DEV_PASSCODE);
    await expect(dialog.getByRole('button', { name: 'Unlock' })).toBeEnabled();
    await dialog.getByLabel('Admin Passcode').press('Enter');
    await expect(toolbar).toBeVisible();
    expect((await toolbar.boundingBox())!.height).toBe(32);
    await expect(toolbar.getByRole('link', { name: 'Antennas' })).toHaveAttribute(
      'href',
      /^\/tools\/antennas\//,
    );
    await expect(toolbar.getByRole('link', { name: 'Auto-tracker' })).toHaveAttribute(
      'href',
      /^\/tools\/auto-tracker\//,
    );

    // The state survives a reload; Alt+D then hides it without asking again.
    await page.reload();
    await expect(toolbar).toBeVisible();
    await page.keyboard.press('Alt+d');
    await expect(toolbar).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('Alt+d');
    await expect(toolbar).toBeVisible();
  });

  test('[DEVBAR-2] the table mode selector sends setTableMode and the engine applies it', async ({
    page,
    stack,
  }) => {
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    await expect(sidebar(page)).toBeVisible();
    await withStorage(page, {
      'railbird-dev-tools': JSON.stringify({ unlocked: true, showToolbar: true, connectedTable: 'demo-1' }),
    });
    const toolbar = page.getByRole('toolbar', { name: 'Developer toolbar' });
    await expect(toolbar.getByRole('img', { name: 'Connected' })).toBeVisible();
    await expect(toolbar.getByTestId('api-environment')).toHaveText('LOCAL');
    await snap(page, { path: screenshotPath('shell-devbar-light.png') });

    const mode = toolbar.getByLabel('Table mode');
    await expect(mode).toHaveValue('DEMO');
    await mode.selectOption('SCAN');
    // The demo table is mid-hand: the engine refuses unless forced, and the toast offers to force it.
    const refused = page.getByText(/The table refused SCAN: A hand is being played/);
    const succeeded = page.getByText('Table mode set to SCAN.');
    await expect(refused.or(succeeded)).toBeVisible();
    if (await refused.isVisible()) {
      await snap(page, { path: screenshotPath('toast-error-light.png') });
      await page.getByRole('button', { name: 'Force (voids the hand)' }).click();
    }
    await expect(succeeded).toBeVisible();
    // The engine's next state says so, and every screen reading it follows.
    await expect(mode).toHaveValue('SCAN');
    await expect(page.getByTestId('table-status-demo-1').locator('xpath=ancestor::tr')).toContainText('SCAN');
    await mode.selectOption('DEMO');
    await expect(mode).toHaveValue('DEMO');
  });

  test('[DEVBAR-3] test data replaces the live table with the sample (9 seats, 12 antennas)', async ({
    page,
    stack,
  }) => {
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    await withStorage(page, {
      'railbird-dev-tools': JSON.stringify({ unlocked: true, showToolbar: true, connectedTable: 'demo-1' }),
    });
    const toolbar = page.getByRole('toolbar', { name: 'Developer toolbar' });
    await expect(toolbar.getByTestId('api-environment')).toHaveText('LOCAL');
    await toolbar.getByRole('checkbox', { name: 'Test data' }).check();
    await expect(toolbar.getByTestId('table-hardware')).toHaveText('9 seats · 12 antennas');
    await expect(toolbar.getByTestId('api-environment')).toHaveText('PROD');
    await expect(page.getByText('FT NLH 100/200 (200)').first()).toBeVisible();
    await expect(page.getByTestId('table-status-demo-1')).toHaveText('Test data');
    await toolbar.getByRole('checkbox', { name: 'Test data' }).uncheck();
    await expect(page.getByText('FT NLH 100/200 (200)')).toHaveCount(0);
    await expect(toolbar.getByTestId('api-environment')).toHaveText('LOCAL');
  });
});

test.describe('table sockets', () => {
  test('[SOCKET-1] after the engine restarts the console is live again within 2 s, state and all', async ({
    page,
    stack,
  }) => {
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    const status = page.getByTestId('table-status-demo-1');
    const row = page.getByRole('row').filter({ has: status });
    await expect(status).toContainText('Live');
    // The game line comes from the table's state, which is cleared while the socket is down.
    await expect(row).toContainText('NLH $1/$2');

    // Record every text the status shows from here on.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const el = document.querySelector('[data-testid="table-status-demo-1"]')!;
      new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    await stack.restart('engine');
    const healthyAt = Date.now();
    await expect(row).toContainText('NLH $1/$2', { timeout: 2000 });
    await expect(status).toContainText('Live', { timeout: 2000 });
    expect(Date.now() - healthyAt).toBeLessThan(2000);
    // In between, the table was shown offline and its state cleared.
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.some((text) => /Offline|Connecting/.test(text))).toBe(true);
  });
});

test.describe('screenshots', () => {
  test('[CONSOLE-10] the shell at 1440×900, light and dark, every section, with no serious axe violation', async ({
    page,
    stack,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => localStorage.removeItem('theme'));
      for (const [name, path] of [
        ['home', '/'],
        ['events', '/events'],
        ['reports', '/reports'],
        ['players', '/players'],
        ['notifications', '/notifications'],
        ['settings', '/settings'],
        ['commentary', '/commentary'],
      ] as const) {
        await page.goto(path);
        await expect(sidebar(page)).toBeVisible();
        if (name === 'home') {
          for (const key of ['demo-1', 'demo-2', 'demo-3'])
            await expect(page.getByTestId(`table-status-${key}`)).toHaveText('Live');
        }
        await animationsDone(page);
        await snap(page, { path: screenshotPath(`shell-${name}-${scheme}.png`) });
        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(
          serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          `serious axe violations on ${path} (${scheme})`,
        ).toEqual([]);
      }
    }
    await withStorage(page, {
      'railbird-dev-tools': JSON.stringify({ unlocked: true, showToolbar: true, connectedTable: 'demo-1' }),
    });
    await expect(
      page.getByRole('toolbar', { name: 'Developer toolbar' }).getByRole('img', { name: 'Connected' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Account' }).click();
    await snap(page, { path: screenshotPath('shell-devbar-menu-dark.png') });
  });
});

test.describe('admin settings', () => {
  test('[CONSOLE-11] Admin Settings saves the name, refusing a phone of fewer than 10 digits', async ({
    page,
  }) => {
    await signUp(page, newAccount('profile'));
    await expect(sidebar(page)).toBeVisible();
    const menu = await openUserMenu(page);
    await menu.getByRole('menuitem', { name: 'Admin Settings' }).click();
    await expect(page).toHaveURL(/\/admin-profile$/);
    await expect(page.getByRole('heading', { name: 'Admin Settings' })).toBeVisible();

    await page.getByLabel('Phone').fill('555-0100');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('a phone number needs at least 10 digits')).toBeVisible();

    await page.getByLabel('Phone').fill('(555) 010-0200');
    await page.getByLabel('Name').fill('Dana Floor');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile is saved.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the console' }).first().click();
    await expect(page.getByRole('button', { name: 'Account' })).toContainText('Dana Floor');
  });
});

test.describe('loading', () => {
  test('[CONSOLE-12] while the admin record loads, the logo and a spinner; if it cannot be loaded, Sign out', async ({
    page,
    stack,
  }) => {
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    await expect(sidebar(page)).toBeVisible();
    // The server fails every call that asks for the admin record (an outage, as the browser sees it).
    let calls = 0;
    await page.route(/\/api\/trpc\/[^?]*admin\.isValid/, async (route) => {
      calls++;
      const paths = new URL(route.request().url()).pathname.split('/').pop()!.split(',');
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify(
          paths.map(() => ({
            error: {
              json: {
                message: 'The database is not answering.',
                code: -32603,
                data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
              },
            },
          })),
        ),
      });
    });
    // Dropped as the page boots, not before the reload: the persister's throttled write on the way out
    // could put the admin record back, and the shell would then start from it with no spinner.
    await page.addInitScript(() => localStorage.removeItem('railbird-query-cache'));
    await page.reload();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    // Three retries, 1 s, 2 s and 4 s apart (spec §8), then the failure and a way out.
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible({ timeout: 15_000 });
    expect(calls).toBe(4);
    await expect(page.getByText(/The database is not answering/)).toBeVisible();
    await page.unroute(/\/api\/trpc\/[^?]*admin\.isValid/);
    await signOut.click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
