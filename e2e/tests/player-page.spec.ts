import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { newAccount, signUp, trpc, withStorage } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { playHands } from '../support/hands.js';
import { snap } from '../support/screens.js';

test.use({ viewport: { width: 1440, height: 900 } });

async function ownRoom(page: Page, prefix: string): Promise<string> {
  await signUp(page, newAccount(prefix));
  const table = `pp-${Date.now().toString(36)}`;
  await trpc(page.request, 'table.create', { key: table, name: 'Feature table' });
  return table;
}

/** `+14`, `−6`, `0` → a number (amounts under 1,000 here). */
const amountOf = (text: string) => Number(text.trim().replace('\u2212', '-').replace('+', ''));

/** The page at 1440×900 from the top, then scrolled to the hands. */
async function shoot(page: Page, theme: 'light' | 'dark') {
  await page.getByRole('link', { name: '← All players' }).scrollIntoViewIfNeeded();
  await snap(page, { path: screenshotPath(`player-page-${theme}.png`) });
  await page.getByTestId('recent-hands').scrollIntoViewIfNeeded();
  await snap(page, { path: screenshotPath(`player-page-hands-${theme}.png`) });
}

async function seriousAxe(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('player page (issue 16)', () => {
  test('[PPAGE-E2E-1] a player with hands: profile, statistics with samples, earnings line, starting hands sorted, recent hands into the vault; light and dark', async ({
    page,
  }) => {
    // Fourteen hands ingested, two themes, two axe scans: 26 s on a quiet run, so 30 s was no margin.
    test.setTimeout(60_000);
    const table = await ownRoom(page, 'rita');
    const rita = await trpc<{ id: string }>(page.request, 'player.create', {
      displayName: 'Rita Rivers',
      handle: '@rita',
      phone: '555-010-3141',
      bio: 'Tuesday 1/2 regular; likes the 7 seat.',
    });
    await playHands(page.request, table, { id: rita.id, name: 'Rita Rivers' }, 14, 0);

    // From the directory: the row's link opens the page.
    await page.goto('/players');
    await page.getByRole('link', { name: 'Player page of Rita Rivers' }).click();
    await expect(page).toHaveURL(new RegExp(`/players/${rita.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Rita Rivers' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Profile' })).toContainText('+1 (555) 010-3141');

    // Statistics: 14 hands, each figure over its sample (VPIP from 14 hands is a percentage).
    const stats = page.locator('section', { has: page.getByRole('heading', { name: 'Statistics' }) });
    const allGames = stats.getByRole('row', { name: /All games/ });
    await expect(allGames).toContainText('14 hands');
    await expect(allGames).toContainText('%');
    await expect(allGames).toContainText('14 of 100 hands');

    await expect(page.getByTestId('earnings-summary')).toContainText('after 14 hands');

    // Starting hands: every hand dealt once (all ranks differ); sorting by earnings puts the best first.
    const starting = page.getByTestId('starting-hands');
    await expect(starting.locator('tbody tr').first()).toBeVisible();
    const earningsHeader = starting.getByRole('columnheader', { name: /Earnings/ });
    await earningsHeader.getByRole('button').click();
    await expect(earningsHeader).toHaveAttribute('aria-sort', 'descending');
    const amounts = (await starting.locator('tbody tr td:last-child').allInnerTexts()).map(amountOf);
    expect(amounts.length).toBeGreaterThan(1);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    // Recent hands: newest first, 14 rows, each linking into the vault.
    const recent = page.getByTestId('recent-hands');
    await expect(recent.locator('tbody tr')).toHaveCount(14);
    const href = await recent
      .getByRole('link', { name: /in the vault/ })
      .first()
      .getAttribute('href');
    expect(href).toMatch(new RegExp(`^/vault/${table}\\?hand=e2e-`));
    expect(href).toContain('-13-');

    await shoot(page, 'light');
    expect(await seriousAxe(page)).toEqual([]);

    await withStorage(page, { theme: 'dark' }, `/players/${rita.id}`);
    await expect(page.getByTestId('earnings-summary')).toBeVisible();
    await expect(page.getByTestId('recent-hands')).toBeVisible();
    await shoot(page, 'dark');
    expect(await seriousAxe(page)).toEqual([]);
  });

  test('[PPAGE-E2E-2] Merge with…: the dialog says how many hands move, the other record disappears, the hands follow', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const table = await ownRoom(page, 'merge');
    const keep = await trpc<{ id: string }>(page.request, 'player.create', { displayName: 'Sam Keeper' });
    const dupe = await trpc<{ id: string }>(page.request, 'player.create', { displayName: 'Sam K. (dup)' });
    await playHands(page.request, table, { id: keep.id, name: 'Sam Keeper' }, 2, 100);
    await playHands(page.request, table, { id: dupe.id, name: 'Sam K. (dup)' }, 3, 200);

    // An empty record says what to do.
    const empty = await trpc<{ id: string }>(page.request, 'player.create', { displayName: 'Nobody Yet' });
    await page.goto(`/players/${empty.id}`);
    await expect(page.getByText('No hands for Nobody Yet yet')).toBeVisible();
    await expect(page.getByText('Nobody Yet has not played a hand yet')).toBeVisible();

    await page.goto(`/players/${keep.id}`);
    await expect(page.getByTestId('recent-hands').locator('tbody tr')).toHaveCount(2);

    // Edit: the record saves through player.update; a bad phone is refused beside its field.
    await page.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sam Keeper' });
    await edit.getByLabel('Phone').fill('12345');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('alert')).toBeVisible();
    await edit.getByLabel('Phone').fill('555-010-2718');
    await edit.getByLabel('Bio').fill('Plays the late game.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toHaveCount(0);
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile).toContainText('Plays the late game.');
    await expect(profile).toContainText('+1 (555) 010-2718');

    // By keyboard: the button, then the picker's search and its rows.
    await page.getByRole('button', { name: 'Merge with…' }).focus();
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: /Merge another record into Sam Keeper/ });
    await picker.getByRole('searchbox').fill('Sam K.');
    await picker.getByRole('button', { name: /Sam K\. \(dup\)/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Merge Sam K. (dup) into Sam Keeper?' });
    await expect(confirm.getByTestId('merge-consequences')).toContainText(
      '3 hands of Sam K. (dup) move to Sam Keeper',
    );
    await expect(confirm).toContainText('disappears');
    await confirm.getByRole('button', { name: 'Merge records' }).click();
    await expect(page.getByText(/is merged into Sam Keeper: 3 hands moved/)).toBeVisible();
    await expect(page.getByTestId('recent-hands').locator('tbody tr')).toHaveCount(5);
    await expect(page.getByRole('row', { name: /All games/ })).toContainText('5 hands');

    await page.goto(`/players/${dupe.id}`);
    await expect(page.getByText('This player is not in the directory')).toBeVisible();
  });
});
