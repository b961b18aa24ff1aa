import { signIn } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/**
 * Issue 18, table tools: while demo-1 plays, /tools/antennas shows reads per second, an antenna lighting
 * up and the last card; SCAN mode streams a simulated read; /tools/auto-tracker shows what the engine
 * inferred. The specs of a run share one stack: demo-1 is back in DEMO at the end.
 */
test('[TOOLS-E2E-1] the antennas page shows live reads and SCAN; the auto-tracker shows what the engine inferred', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  const demo1 = await operatorSocket(page.request, 'demo-1');
  try {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/tools/antennas/demo-1');
    await expect(page.getByTestId('tool-live')).toContainText('Live');
    // The demo deals: some antenna reads more than nothing a second, one lights up, a card shows.
    await expect
      .poll(async () => {
        const rates = await page.locator('[data-testid^="antenna-rate-"]').allTextContents();
        return rates.some((r) => Number(r) > 0);
      })
      .toBe(true);
    await expect(page.locator('[data-testid^="antenna-"][data-lit="true"]').first()).toBeVisible({
      timeout: 20_000,
    });
    await expect
      .poll(async () =>
        (await page.locator('[data-testid^="antenna-card-"]').allTextContents()).some((t) =>
          /^[CDHS][2-9TJQKA]$/.test(t),
        ),
      )
      .toBe(true);
    await snap(page, { path: screenshotPath('tools-antennas-1440x900-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, { path: screenshotPath('tools-antennas-1440x900-dark.png') });

    // SCAN between hands (the button waits for the hand in play to end), then a read on antenna 4.
    const scan = page.getByRole('button', { name: 'Switch to SCAN' });
    await expect(async () => {
      await expect(scan).toBeEnabled({ timeout: 500 });
      await scan.click();
      await expect(page.getByTestId('table-mode')).toHaveText('SCAN', { timeout: 2000 });
    }).toPass({ timeout: 60_000 });
    await demo1.send('simulateRead', { antennaId: 4, tagId: 'SIM-CARD-HQ' });
    await demo1.send('simulateRead', { antennaId: 9, tagId: 'E2-NOT-A-CARD' });
    const reads = page.getByRole('list', { name: 'Reads' });
    await expect(reads.getByRole('listitem').first()).toContainText('unregistered tag');
    await expect(reads.getByRole('listitem').nth(1)).toContainText('SEAT 5');
    await expect(reads.getByRole('listitem').nth(1)).toContainText('HQ');
    await page.getByRole('button', { name: 'Back to DEMO' }).click();
    await expect(page.getByTestId('table-mode')).toHaveText('DEMO');

    await page.goto('/tools/auto-tracker/demo-1');
    await page.emulateMedia({ colorScheme: 'light' });
    // The demo folds by putting cards on the muck antenna: the tracker logs each fold it applied.
    await expect(page.getByTestId('tracker-entry').first()).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('tracker-entry').first()).toContainText(/Fold|Discard|Muck|Undo/);
    await expect(page.getByRole('slider', { name: /Card/ })).toBeEnabled();
    await snap(page, { path: screenshotPath('tools-auto-tracker-1440x900-light.png') });
    await page.emulateMedia({ colorScheme: 'dark' });
    await snap(page, { path: screenshotPath('tools-auto-tracker-1440x900-dark.png') });
  } finally {
    // The specs of a run share one stack: demo-1 goes back to the bots.
    if (demo1.state.table.mode !== 'DEMO')
      await demo1.send('setTableMode', { tableMode: 'DEMO', force: true }).catch(() => undefined);
    demo1.close();
  }
});
