import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openUserMenu, signIn, trpc } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { snap } from '../support/screens.js';

/**
 * The Audit Log (issue 20 item 3) on the built stack: the demo admin opens it from Location Settings
 * (it is not one of the spec's sidebar Apps) and from a table's history in the Table Manager, filters
 * it, checks the hash chain and downloads it for `railbird audit verify`; light and dark at 1440×900.
 */

test.use({ viewport: { width: 1440, height: 900 } });

async function seriousAxe(page: Page): Promise<string[]> {
  const found = await new AxeBuilder({ page }).include('main').analyze();
  return found.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('[AUDIT-E2E-1] an admin reads the audit log, filters it, verifies the chain and downloads it', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  // Something for the log: a table created, renamed and removed; the live table opened (a feed with
  // hole cards, which the engine records).
  const key = `audit-${Date.now().toString(36)}`;
  await trpc(page.request, 'table.create', { key, name: 'Rehearsal' });
  await trpc(page.request, 'table.update', { tableKey: key, name: 'Rehearsal table' });
  await trpc(page.request, 'table.remove', { tableKey: key });
  await page.goto('/table/demo-1');
  await expect(page.getByTestId('live-status')).toContainText('Live', { timeout: 20_000 });
  // From a table's history in the Table Manager: the log opens on that table.
  await page.goto('/manager/demo-1');
  await page.getByRole('region', { name: 'History' }).getByRole('link', { name: 'Full audit log' }).click();
  await expect(page).toHaveURL(/\/audit\?table=demo-1$/);
  // The route loads in a transition: the manager stays on screen until the log's page is in.
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Table', exact: true })).toHaveValue('demo-1');
  // From Location Settings (user menu), the whole log.
  await page.goto('/');
  await (await openUserMenu(page)).getByRole('menuitem', { name: 'Location Settings' }).click();
  await page.getByRole('link', { name: 'Open the audit log' }).click();
  await expect(page).toHaveURL(/\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();

  const status = page.getByTestId('chain-status');
  await expect(status).toHaveAttribute('data-verdict', 'ok');
  await expect(status).toContainText(/Chain intact — [\d,]+ entr(y|ies), head [0-9a-f]{6}…/);
  const entries = page.getByRole('table', { name: 'Audit log entries' });
  await expect(entries.getByRole('row').nth(1)).toBeVisible();

  // The opening of the live table's feed, recorded by the engine (shipped with its next card read).
  await expect(async () => {
    // Choosing the kind again asks the server again.
    await page.getByLabel('Kind').selectOption({ label: 'Everything' });
    await page.getByLabel('Kind').selectOption({ label: 'Hole-card feeds' });
    await expect(entries.getByRole('row').nth(1)).toContainText('Opened the live feed with hole cards', {
      timeout: 1000,
    });
  }).toPass({ timeout: 20_000 });
  await expect(entries.getByRole('row').nth(1)).toContainText('Table engine');

  // Settings only: every row came from the console.
  await page.getByLabel('Kind').selectOption({ label: 'Settings' });
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
  const sources = await entries.locator('tbody tr td:last-child').allTextContents();
  expect(sources.length).toBeGreaterThan(0);
  expect(new Set(sources)).toEqual(new Set(['Console']));
  await expect(entries).toContainText('Renamed the table to “Rehearsal table”');
  await snap(page, { path: screenshotPath('audit-log-settings-light.png') });
  // A day with nothing in it: said, not blank.
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-02');
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByLabel('Kind')).toHaveValue('changes');
  await expect(entries.getByRole('row').nth(1)).toBeVisible();

  // Everything, card reads included: 50 at a time, then Older, newest first without a repeat.
  await page.getByLabel('Kind').selectOption({ label: 'Everything' });
  const rows = entries.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await page.getByRole('button', { name: 'Older' }).click();
  await expect.poll(() => rows.count()).toBeGreaterThan(50);
  const seqs = (await entries.locator('tbody tr td:first-child').allTextContents()).map(Number);
  expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
  expect(new Set(seqs).size).toBe(seqs.length);
  await page.getByRole('button', { name: 'Clear', exact: true }).click();

  await page.getByRole('button', { name: 'Verify now' }).click();
  await expect(page.getByText('The chain is intact.')).toBeVisible();
  await expect(status).toHaveAttribute('data-verdict', 'ok');

  await expect(page.getByText('The chain is intact.')).toBeHidden({ timeout: 10_000 });
  await page.mouse.move(0, 0);
  await snap(page, { path: screenshotPath('audit-log-light.png') });
  expect(await seriousAxe(page), 'serious axe violations').toEqual([]);

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download chain' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^audit-.+\.jsonl$/);
  // The file is the chain: each line's hash is sha256(previous hash ‖ content) (decision 012), and the
  // last line is the head. (The log grows while the demo plays, so the head may be past the verdict's.)
  const lines = readFileSync(await file.path(), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  const { head } = lines.pop() as { head: { seq: number; hash: string } };
  let prev = '0'.repeat(64);
  for (const [i, link] of (
    lines as { seq: number; content: string; prevHash: string; hash: string }[]
  ).entries()) {
    expect(link.seq).toBe(i + 1);
    expect(link.prevHash).toBe(prev);
    expect(link.hash).toBe(
      createHash('sha256')
        .update(prev + link.content, 'utf8')
        .digest('hex'),
    );
    prev = link.hash;
  }
  expect(head).toEqual({ seq: lines.length, hash: prev });

  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(status).toHaveAttribute('data-verdict', 'ok');
  await expect(entries.getByRole('row').nth(1)).toBeVisible();
  await snap(page, { path: screenshotPath('audit-log-dark.png') });
  expect(await seriousAxe(page), 'serious axe violations in dark').toEqual([]);
});
