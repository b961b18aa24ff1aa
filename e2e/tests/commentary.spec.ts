import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/**
 * The commentary desk on the built stack: the demo admin signs in, opens /commentary and waits for
 * the demo table (played by simulated players) to give a line; approving it speaks it with the real
 * espeak-ng through ai.textToSpeech and plays it in the browser.
 */

test.use({ viewport: { width: 1440, height: 900 } });

async function signIn(page: Page, admin: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function seriousAxe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('[COMM-E2E-1] lines from the demo table are approved and spoken, skipped, edited; own lines join the queue; a reload keeps it all', async ({
  page,
  stack,
}) => {
  // A hand at the demo table takes about 45 s at real speed: allow a few for the first line.
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await signIn(page, stack.demoAdmin());
  await page.goto('/commentary?table=demo-1');
  await expect(page.getByRole('heading', { name: 'Commentary' })).toBeVisible();
  await expect(page.getByTestId('feed-status')).toContainText('Live', { timeout: 30_000 });
  await expect(page.getByTestId('feed-delay')).toContainText('Lines follow the stream');

  // The producer's own lines join the queue.
  const own = page.getByLabel('Your own line');
  for (const text of [
    'Welcome to the Railbird Demo Room.',
    'Shuffle up and deal.',
    'Players, the break is soon.',
  ]) {
    await own.fill(text);
    await own.press('Enter');
  }
  const queued = page.getByTestId('queued-line');
  await expect(queued.filter({ hasText: 'Shuffle up and deal.' })).toHaveAttribute('data-kind', 'free');

  // Wait for a line the table wrote (a showdown, a big pot, an all-in, a bust…).
  const generated = page.locator('[data-testid="queued-line"]:not([data-kind="free"])').first();
  await expect(generated).toBeVisible({ timeout: 240_000 });
  const text = ((await generated.locator('p').textContent()) ?? '').trim();
  expect(text.length).toBeGreaterThan(10);

  // Approve it from the keyboard: A on the focused line speaks it (espeak-ng on the server).
  await generated.focus();
  await page.keyboard.press('a');
  const said = page.getByTestId('said-line');
  await expect(said.first()).toContainText(text, { timeout: 30_000 });
  await expect(said.first()).toHaveAttribute('data-outcome', 'spoken');
  await expect(queued.filter({ hasText: text })).toHaveCount(0);

  // Skip one with S.
  await queued.filter({ hasText: 'Shuffle up and deal.' }).focus();
  await page.keyboard.press('s');
  await expect(queued.filter({ hasText: 'Shuffle up and deal.' })).toHaveCount(0);

  // Edit one with E, then approve the new words with Enter.
  await queued.filter({ hasText: 'Welcome to the Railbird Demo Room.' }).focus();
  await page.keyboard.press('e');
  const editor = page.getByLabel('Edit the line');
  await editor.fill('Welcome to the Railbird Demo Room, on the air.');
  await editor.press('Enter');
  await expect(said.first()).toContainText('Welcome to the Railbird Demo Room, on the air.', {
    timeout: 30_000,
  });
  await expect(said.first()).toHaveAttribute('data-outcome', 'spoken');
  await expect(said).toHaveCount(2);
  await expect(page.getByText('Shuffle up and deal.')).toHaveCount(0);

  // With the ticker on, an approved line also goes on the overlays' ticker (setStreamData), and the
  // feed brings it back; it can be cleared.
  await page.getByLabel('Put approved lines on the overlay ticker').check();
  await own.fill('The final table starts at nine.');
  await own.press('Enter');
  await queued
    .filter({ hasText: 'The final table starts at nine.' })
    .getByRole('button', { name: /Approve/ })
    .click();
  await expect(page.getByTestId('ticker-now')).toContainText('The final table starts at nine.', {
    timeout: 30_000,
  });
  await expect(said.first()).toContainText('On the ticker');
  await expect(said.first()).toHaveAttribute('data-outcome', 'spoken', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Clear the ticker' }).click();
  await expect(page.getByTestId('ticker-now')).toContainText('Nothing');

  // A queue of a few lines for the pictures.
  for (const text of ['Blinds go up in five minutes.', 'Thanks to everyone watching from home.']) {
    await own.fill(text);
    await own.press('Enter');
  }
  await page.getByText('Ticker cleared').waitFor({ state: 'hidden', timeout: 15_000 });
  await snap(page, { path: screenshotPath('commentary-light.png') });
  expect(await seriousAxe(page), 'serious axe violations').toEqual([]);

  // A reload keeps the queue and what was said; dark mode.
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('feed-status')).toContainText('Live', { timeout: 30_000 });
  await expect(said).toHaveCount(3);
  await expect(queued.filter({ hasText: 'Players, the break is soon.' })).toBeVisible();
  await snap(page, { path: screenshotPath('commentary-dark.png') });
  expect(await seriousAxe(page), 'serious axe violations in dark').toEqual([]);

  // The desk follows the stream: with a secure delay set, it says how far behind the table it is.
  const operator = await operatorSocket(page.request, 'demo-1');
  try {
    await operator.send('setStreamDelay', { seconds: 3 });
    await expect(page.getByTestId('feed-delay')).toHaveText(
      'Lines follow the stream, 3 s behind the table.',
      {
        timeout: 20_000,
      },
    );
    await expect(page.getByTestId('feed-status')).toContainText('Live');
  } finally {
    await operator.send('setStreamDelay', { seconds: 0 });
    operator.close();
  }

  // Speech logged nothing: no 'Unable to prepare audio' / 'Unable to play audio'.
  expect(errors.filter((e) => /Unable to (prepare|play) audio/.test(e))).toEqual([]);
});
