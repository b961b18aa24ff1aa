import type { Page } from '@playwright/test';
import { signIn, trpc } from '../support/console.js';
import { chooseRoomDelay, expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

interface TableDetail {
  name: string;
  variation: string;
  settings: { defaultGameSettings: { shotClockDuration: number; variation: string } };
}

const tablesPanel = (page: Page) =>
  page
    .getByRole('region', { name: 'Tables' })
    .or(page.locator('section', { has: page.getByRole('heading', { name: 'Tables', exact: true }) }));
const tableRow = (page: Page, key: string) => tablesPanel(page).getByRole('row').filter({ hasText: key });

async function engineTables(engineUrl: string): Promise<string[]> {
  const res = await fetch(`${engineUrl.replace(/^ws/, 'http')}/healthz`);
  return ((await res.json()) as { tables: string[] }).tables;
}

test.describe('settings', () => {
  test('[SETTINGS-1] a manager adds, renames, configures and removes a table; a bad value saves nothing', async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password, '/login?redirect=%2Fsettings');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(tableRow(page, 'demo-1')).toBeVisible();

    // Add a table: errors from the shared schema first, next to their fields; then a good one.
    const key = `e2e-${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add table' }).click();
    const add = page.getByRole('dialog', { name: 'Add a table' });
    await add.getByLabel('Key').fill('no spaces please');
    await add.getByLabel('Engine address').fill('not an address!');
    await add.getByRole('button', { name: 'Add table' }).click();
    await expect(add.getByText('a table name is required')).toBeVisible();
    await expect(add.getByText('a table key is letters, digits, ".", "_" or "-"')).toBeVisible();
    await expect(add.getByText('an IPv4 address or a host name, e.g. 192.168.1.40')).toBeVisible();
    await add.getByLabel('Name').fill('Rail 7');
    await add.getByLabel('Key').fill(key);
    await add.getByLabel('Engine address').fill('');
    await add.getByLabel('Game').selectOption('PLO');
    await add.getByLabel('Seats').fill('6');
    await add.getByRole('button', { name: 'Add table' }).click();
    await expect(add).toHaveCount(0);
    await expect(tableRow(page, key)).toContainText('Rail 7');
    await expect(tableRow(page, key)).toContainText('PLO');
    await expect(tableRow(page, key)).toContainText('local engine');
    // The server rewrote local-engine.json; the local engine follows it within a couple of seconds.
    await expect.poll(() => engineTables(stack.engineUrl), { timeout: 10_000 }).toContain(key);

    // Rename it (the editor opened on the new table).
    const editor = page.getByTestId(`table-editor-${key}`);
    await editor.getByLabel('Table name').fill('Rail Seven');
    await editor.getByRole('button', { name: 'Save table' }).click();
    await expect(tableRow(page, key)).toContainText('Rail Seven');

    // A bad value: the error sits at its field, and the server keeps what it had.
    const before = await trpc<TableDetail>(page.request, 'table.get', { tableKey: key }, 'query');
    await editor.getByLabel('Shot clock (seconds)').fill('-5');
    await editor.getByRole('button', { name: 'Save game settings' }).click();
    await expect(editor.getByText('1 field needs attention: nothing was saved.')).toBeVisible();
    await expect(editor.getByLabel('Shot clock (seconds)')).toHaveAttribute('aria-invalid', 'true');
    await expect(editor.getByText('0 or more')).toBeVisible();
    await snap(page, { path: screenshotPath('settings-errors-light.png'), fullPage: false });
    const after = await trpc<TableDetail>(page.request, 'table.get', { tableKey: key }, 'query');
    expect(after.settings.defaultGameSettings.shotClockDuration).toBe(
      before.settings.defaultGameSettings.shotClockDuration,
    );
    await editor.getByRole('button', { name: 'Discard' }).click();
    await expect(editor.getByText('1 field needs attention: nothing was saved.')).toHaveCount(0);

    // demo-2 plays PLO8 from now on: saved, and the console's lists say so.
    await tableRow(page, 'demo-2').getByRole('button', { name: /^Edit/ }).click();
    const demo2 = page.getByTestId('table-editor-demo-2');
    await demo2.getByLabel('Variation').selectOption('PLO8');
    await demo2.getByRole('button', { name: 'Save game settings' }).click();
    await expect(page.getByText('game settings saved.')).toBeVisible();
    await expect(tableRow(page, 'demo-2')).toContainText('PLO8');
    const saved = await trpc<TableDetail>(page.request, 'table.get', { tableKey: 'demo-2' }, 'query');
    expect(saved.variation).toBe('PLO8');
    await snap(page, { path: screenshotPath('settings-table-light.png') });

    // Remove the added table, after a dialog saying what goes with it.
    await tableRow(page, key).getByRole('button', { name: 'Remove Rail Seven' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove Rail Seven?' });
    await expect(confirm).toContainText('blind structure, engine secret and overlay links');
    await expect(confirm).toContainText('cannot be undone');
    await confirm.getByRole('button', { name: 'Remove table' }).click();
    await expect(tableRow(page, key)).toHaveCount(0);

    // Back as it was for the other suites sharing this stack.
    const demo = await trpc<{ settings: { defaultGameSettings: Record<string, unknown> } }>(
      page.request,
      'table.get',
      { tableKey: 'demo-2' },
      'query',
    );
    await trpc(page.request, 'table.updateSettings', {
      tableKey: 'demo-2',
      settings: { defaultGameSettings: { ...demo.settings.defaultGameSettings, variation: 'PLO' } },
    });
  });

  test('[SETTINGS-4] demo-2 switched to PLO8 with a bomb pot every orbit plays it: the live table deals PLO8 bomb pots', async ({
    page,
    stack,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    const original = await trpc<{ settings: { defaultGameSettings: Record<string, unknown> } }>(
      page.request,
      'table.get',
      { tableKey: 'demo-2' },
      'query',
    );
    try {
      await page.goto('/settings?table=demo-2');
      const editor = page.getByTestId('table-editor-demo-2');
      await editor.getByLabel('Variation').selectOption('PLO8');
      await editor.getByRole('button', { name: 'Level 1 details' }).click();
      await editor.getByLabel('Bomb pot', { exact: true }).fill('4');
      await editor.getByRole('button', { name: 'Save game settings' }).click();
      await expect(page.getByText('game settings saved.')).toBeVisible();

      // The engine takes the new game between hands; the first hand at a bomb-pot level is one.
      await page.goto('/table/demo-2');
      const line = page.getByTestId('game-line');
      await expect(line).toHaveText(/^PLO8 · CASH · /, { timeout: 120_000 });
      // A bomb pot being played: BP on the game line while a hand is on the flop (no preflop betting).
      const facts = page.getByTestId('game-line').locator('..');
      await expect(facts).toContainText(/PLO8 · CASH · \S+ BP.*Hand #\d+ · Flop/, { timeout: 150_000 });
      await snap(page, { path: screenshotPath('live-table-plo8-bomb-pot.png') });
    } finally {
      // Back as it was for the other suites sharing this stack.
      await trpc(page.request, 'table.updateSettings', {
        tableKey: 'demo-2',
        settings: { defaultGameSettings: original.settings.defaultGameSettings },
      });
    }
  });

  test('[SETTINGS-5] a mixed game set in settings rotates at the table, and the live table says what comes next', async ({
    page,
    stack,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    const original = await trpc<{ settings: { defaultGameSettings: Record<string, unknown> } }>(
      page.request,
      'table.get',
      { tableKey: 'demo-1' },
      'query',
    );
    try {
      await page.goto('/settings?table=demo-1');
      const editor = page.getByTestId('table-editor-demo-1');
      await editor.getByLabel('Play a mixed game').check();
      for (const game of ['NLH', 'PLO']) {
        await editor.getByLabel('Game to add').selectOption(game);
        await editor.getByRole('button', { name: 'Add to rotation' }).click();
      }
      await expect(editor.getByRole('list', { name: 'Game rotation' })).toContainText('NLH');
      await expect(editor.getByRole('list', { name: 'Game rotation' })).toContainText('PLO');
      await editor.getByRole('button', { name: 'Save game settings' }).click();
      await expect(page.getByText('game settings saved.')).toBeVisible();

      // The engine takes the rotation between hands: NLH now, PLO after an orbit.
      await page.goto('/table/demo-1');
      await expect(page.getByTestId('mixed-game')).toHaveText(/^Mixed · PLO next, /, { timeout: 120_000 });
      await snap(page, { path: screenshotPath('live-table-mixed-game.png') });
    } finally {
      await trpc(page.request, 'table.updateSettings', {
        tableKey: 'demo-1',
        settings: { defaultGameSettings: original.settings.defaultGameSettings },
      });
    }
  });

  test('[SETTINGS-2] blind structure: a preset fills the levels, a bad CSV is refused naming row and column', async ({
    page,
    stack,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    await page.goto('/settings?table=demo-3');
    const editor = page.getByTestId('table-editor-demo-3');
    await editor.getByLabel('Preset').selectOption('turbo');
    await editor.getByRole('button', { name: 'Use preset' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Use preset' }).click();
    await expect(editor.getByLabel('Level 14 big blind')).toHaveValue('20000');
    await expect(editor.getByLabel('Level 1 minutes')).toHaveValue('10');

    await editor.getByLabel('CSV file of blind levels').setInputFiles({
      name: 'bad.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('level,blinds,level_minutes\n1,100 200,20\n2,100 abc,20\n'),
    });
    await expect(editor.getByRole('alert').filter({ hasText: 'was not imported' })).toContainText(
      'row 3, column blinds: "abc" is not a number',
    );
    await expect(editor.getByLabel('Level 14 big blind')).toHaveValue('20000');
  });

  test('[SETTINGS-3] screenshots at 1440×900 and 1280×800, light and dark', async ({ page, stack }) => {
    test.setTimeout(60_000);
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    for (const [w, h] of [
      [1440, 900],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate(() => localStorage.removeItem('theme'));
        await page.goto('/settings');
        await expect(tableRow(page, 'demo-1')).toBeVisible();
        await expect(page.getByText('Demo admin (you)')).toBeVisible();
        await snap(page, { path: screenshotPath(`settings-${w}-${scheme}.png`) });
        await page.goto('/settings?table=demo-1');
        await expect(page.getByTestId('table-editor-demo-1').getByLabel('Variation')).toBeVisible();
        await snap(page, { path: screenshotPath(`settings-table-${w}-${scheme}.png`) });
        await page
          .getByTestId('table-editor-demo-1')
          .getByRole('button', { name: 'Level 1 details' })
          .click();
        await page.getByText('Blinds by slot').scrollIntoViewIfNeeded();
        await snap(page, { path: screenshotPath(`settings-blinds-${w}-${scheme}.png`) });
      }
    }
  });

  test('[SETTINGS-DELAY] the room’s default secure delay: a manager sets it, a table given an overlay link runs at it until someone sets its own', async ({
    page,
    stack,
    playwright,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password, '/login?redirect=%2Fsettings');
    await page.goto('/settings');
    const field = page.getByLabel('Default secure delay, seconds');
    // The browser tests' room chose none (fixtures.ts); a room starts at 30 s.
    await expect(field).toHaveValue('0');
    // A table of its own: other specs set the demo tables' delays, and a delay set is kept.
    const key = `delay-${Date.now().toString(36)}`;
    await trpc(page.request, 'table.create', { key, name: 'Feature table' });
    await expect.poll(() => engineTables(stack.engineUrl), { timeout: 10_000 }).toContain(key);
    const operator = await operatorSocket(page.request, key);
    try {
      await field.fill('1801');
      await page.getByRole('button', { name: 'Save delay' }).click();
      await expect(page.getByText('at most 1800 seconds (30 minutes)')).toBeVisible();
      await field.fill('30');
      await expect(
        page.getByText('runs 30 s behind on air until someone sets its delay in Studio'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Save delay' }).click();
      await expect(page.getByText('Tables with an overlay link now start 30 s behind on air.')).toBeVisible();
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        await page.evaluate((t) => localStorage.setItem('theme', t), scheme);
        await page.reload();
        await expect(field).toHaveValue('30');
        await snap(page, { path: screenshotPath(`settings-default-delay-${scheme}.png`) });
      }

      // No link yet: the table stays as it is. A link made: it runs 30 s behind, on the wire.
      expect(operator.state.stream.delaySeconds).toBe(0);
      await trpc(page.request, 'overlay.createLink', {
        tableKey: key,
        route: 'overlays',
        label: 'e2e delay',
      });
      await expect.poll(() => operator.state.stream.delaySeconds, { timeout: 10_000 }).toBe(30);
      await page.goto(`/live/${key}`);
      await expect(page.getByTestId('delay-current')).toHaveText('30 s', { timeout: 20_000 });

      // Back to none: the table follows, since nobody chose its delay.
      await chooseRoomDelay(playwright, stack, 0);
      await expect.poll(() => operator.state.stream.delaySeconds, { timeout: 10_000 }).toBe(0);
    } finally {
      operator.close();
      await chooseRoomDelay(playwright, stack, 0);
      await trpc(page.request, 'table.remove', { tableKey: key });
    }
  });
});
