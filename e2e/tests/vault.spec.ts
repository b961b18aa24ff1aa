import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { newAccount, signIn, signUp, trpc } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { snap } from '../support/screens.js';

test.use({ viewport: { width: 1440, height: 900 } });

const shot = async (page: Page, name: string) => {
  // From the top of the page, as it opens (a click may have scrolled it).
  await page.locator('main').evaluate((el) => el.scrollTo(0, 0));
  await snap(page, { path: screenshotPath(`vault-${name}.png`) });
};

/** The action list's current step. */
const currentStep = async (page: Page) =>
  Number(
    await page
      .getByRole('list', { name: 'Actions' })
      .locator('li[aria-current="step"]')
      .getAttribute('data-step'),
  );

async function downloadFrom(page: Page, item: RegExp): Promise<string> {
  await page.getByRole('button', { name: 'Downloads' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return readFileSync(await file.path(), 'utf8');
}

test('[VAULT-E2E-1] the demo table’s hands: filter to showdowns, replay one by keyboard with equities, download the session as PHH and PokerStars text; light and dark', async ({
  page,
  stack,
}) => {
  test.setTimeout(240_000);
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  // The demo tables play by themselves: wait until demo-1 has kept a few hands, one of them a showdown.
  await expect
    .poll(
      async () => {
        const page1 = await trpc<{ hands: unknown[] }>(
          page.request,
          'hand.list',
          { tableKey: 'demo-1', filter: { showdown: true }, limit: 5 },
          'query',
        ).catch(() => ({ hands: [] }));
        return page1.hands.length;
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .toBeGreaterThanOrEqual(2);

  await page.goto('/vault/demo-1');
  const hands = page.getByRole('table', { name: 'Hands' });
  await expect(hands.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Table' })).toHaveValue('demo-1');
  await shot(page, 'list-light');

  // Filter to showdowns: the filter goes to the URL and every row carries the badge.
  await page.getByRole('form', { name: 'Filter hands' }).getByLabel('Showdown').selectOption('true');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/[?&]showdown=true/);
  const rows = hands.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThanOrEqual(2);
  await expect(hands.getByTestId('badge-showdown')).toHaveCount(count);

  // A wrong pot range is explained beside the field and not sent.
  await page.getByLabel('Pot from').fill('500');
  await page.getByLabel('Pot up to').fill('20');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('the smallest pot cannot be above the largest')).toBeVisible();
  await expect(page).not.toHaveURL(/maxPot/);
  await page.getByLabel('Pot from').fill('');
  await page.getByLabel('Pot up to').fill('');

  // Open the newest showdown: the replayer opens beside the list, its address the link to share.
  await rows
    .first()
    .getByRole('button', { name: /^Open hand/ })
    .click();
  await expect(page).toHaveURL(/[?&]hand=/);
  const actions = page.getByRole('list', { name: 'Actions' });
  await expect(actions).toBeVisible();
  expect(await currentStep(page)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentStep(page)).toBe(2);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentStep(page)).toBe(1);
  await page.keyboard.press('End');
  const last = await currentStep(page);
  expect(last).toBeGreaterThan(5);
  // At the end: the winners, and the last street's equities beside the seats still in.
  await expect(page.getByTestId('winners')).toContainText('★');
  await expect(page.getByTestId('seat-equity').first()).toHaveText(/^≈?\d+%$/);
  await page.keyboard.press('Home');
  await expect.poll(() => currentStep(page)).toBe(0);
  // Space plays: the current step moves on by itself, space again pauses.
  await page.keyboard.press(' ');
  await expect.poll(() => currentStep(page), { timeout: 5000 }).toBeGreaterThanOrEqual(2);
  await page.keyboard.press(' ');
  // A click in the list jumps there.
  await actions.locator('li[data-step="4"] button').click();
  await expect.poll(() => currentStep(page)).toBe(4);
  await page.mouse.move(0, 0);
  await shot(page, 'replay-light');

  // The session of the open hand, as PHH (a .phhs of [n] sections) and as PokerStars text.
  const phhs = await downloadFrom(page, /^Session .*PHH/);
  expect(phhs.startsWith('[1]')).toBe(true);
  expect(phhs).toContain('finishing_stacks');
  const stars = await downloadFrom(page, /^Session .*PokerStars/);
  expect(stars).toMatch(/PokerStars Hand #/);
  // And this one hand, written in the browser.
  const one = await downloadFrom(page, /^Hand #\d+ \(\.phh\)/);
  expect(one).toContain('finishing_stacks');

  // Dark: the replayer, then the list.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.mouse.move(0, 0);
  await shot(page, 'replay-dark');
  await page.getByRole('button', { name: 'Close the replay' }).click();
  await expect(actions).toBeHidden();
  await shot(page, 'list-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
});

test('[VAULT-E2E-2] a shared hand opened by a member of another location shows the server’s refusal, not the hand', async ({
  page,
  stack,
}) => {
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  test.setTimeout(180_000);
  const newest = async () =>
    (
      await trpc<{ hands: { id: string }[] }>(
        page.request,
        'hand.list',
        { tableKey: 'demo-1', filter: {}, limit: 1 },
        'query',
      )
    ).hands[0]?.id ?? null;
  await expect.poll(newest, { timeout: 150_000, intervals: [2000] }).not.toBeNull();
  const link = `/vault/demo-1?hand=${encodeURIComponent((await newest())!)}`;
  await page.context().clearCookies();
  await signUp(page, newAccount('other'));
  await page.goto(link);
  await expect(page.getByText(/This hand belongs to another location/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Actions' })).toHaveCount(0);
});
