import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { snap } from '../support/screens.js';

/**
 * The live table inside the console and the dealer's screen, on the built stack: the demo admin signs
 * in and opens the demo table, which the local engine plays with simulated players.
 */

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page, admin: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

test('[LIVE-1] the live table shows the demo table as it plays, in light and dark, with no serious axe violation', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  // Axe judges the table as it is drawn, not a card halfway through its 200 ms fade: without motion
  // every state is drawn at once. (Folded cards, dimmed, must stay readable too: they once read 1.3:1.)
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await signIn(page, stack.demoAdmin());
  await page.goto('/table/demo-1');
  await expect(page.getByTestId('live-status')).toContainText('Live', { timeout: 20_000 });
  await expect(page.getByTestId('seat').first()).toBeVisible();
  await expect(page.getByTestId('game-line')).toHaveText(/^NLH · CASH · \$?[\d.]+\/\$?[\d.]+/);
  // Hole cards as the operator sees them, once a hand is dealt.
  await expect(page.locator('[data-testid="seat"] [data-card]:not([data-card="back"])').first()).toBeVisible({
    timeout: 30_000,
  });
  await snap(page, { path: screenshotPath('live-table-light.png') });

  const results = await new AxeBuilder({ page }).include('main').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'serious axe violations',
  ).toEqual([]);

  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('seat').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-testid="seat"] [data-card]:not([data-card="back"])').first()).toBeVisible({
    timeout: 30_000,
  });
  await snap(page, { path: screenshotPath('live-table-dark.png') });
  const dark = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    dark.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'serious axe violations in dark',
  ).toEqual([]);

  // A hand ends in the history beside the table.
  await expect(page.getByTestId('hand').first()).toBeVisible({ timeout: 60_000 });
  await snap(page, { path: screenshotPath('live-table-history-dark.png') });
});

test('[DEAL-E2E-1] the dealer screen says whose turn it is, the call and the minimum raise', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await page.goto('/dealer/demo-1');
  await expect(page.getByRole('heading', { name: 'Sign in to use the dealer screen' })).toBeVisible();
  await signIn(page, stack.demoAdmin());
  await page.goto('/dealer/demo-1');
  const screen = page.getByTestId('dealer-screen');
  await expect(screen).toContainText('Live', { timeout: 20_000 });
  await expect(screen.getByText('Action on')).toBeVisible();
  await expect(screen.getByText('Min raise to')).toBeVisible();
  await snap(page, { path: screenshotPath('dealer.png') });
});
