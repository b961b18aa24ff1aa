import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { signIn } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { snap } from '../support/screens.js';

/**
 * Issue 18, reports "as a new user would": the demo tables play until they have stored hands, the
 * demo admin opens /reports, picks Today, reads the hands dealt and the charts, and downloads a
 * section as CSV; the page is looked at in light and dark.
 */
test.use({ viewport: { width: 1440, height: 900 } });
const shot = (page: Page, name: string) => snap(page, { path: screenshotPath(`reports-${name}.png`) });

/** `report.tables` for today (local midnight to midnight), superjson-encoded with its dates. */
async function handsToday(request: APIRequestContext): Promise<number> {
  const now = new Date();
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const to = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const input = {
    json: { from: from.toISOString(), to: to.toISOString() },
    meta: { values: { from: ['Date'], to: ['Date'] } },
  };
  const res = await request.get(`/api/trpc/report.tables?input=${encodeURIComponent(JSON.stringify(input))}`);
  if (!res.ok()) throw new Error(`report.tables: ${await res.text()}`);
  return (await res.json()).result.data.json.total.hands as number;
}

test('[REPORTS-E2E-1] today’s report of the demo tables: hands dealt, charts, a CSV download; light and dark', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  await expect
    .poll(() => handsToday(page.request), { timeout: 120_000, intervals: [2000] })
    .toBeGreaterThan(2);

  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Today', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Today', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const handsDealt = page.getByTestId('tile-Hands dealt');
  await expect(handsDealt).not.toHaveText('…');
  await expect
    .poll(async () => Number((await handsDealt.textContent())?.replace(/[^\d.]/g, '') || 0))
    .toBeGreaterThan(0);
  // The charts draw (recharts renders SVG bars once it has data and a size).
  await expect(
    page.getByTestId('report-chart').first().locator('svg .recharts-bar-rectangle').first(),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tables' })).toContainText(/demo/i);
  await expect(page.getByRole('table', { name: 'Player results' })).toBeVisible();

  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the player results as CSV' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^railbird-report-players-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await file.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Player,Player id,Hands,Hands won,Net chips,Net big blinds,bb/100');
  expect(lines.length).toBeGreaterThan(2);

  const [tablesFile] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export the tables report as CSV' }).click(),
  ]);
  expect(readFileSync(await tablesFile.path(), 'utf8').split('\r\n')[1]).toMatch(/^All tables,,\d+,/);

  const axe = async () => {
    const found = await new AxeBuilder({ page }).analyze();
    return found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  };
  // The top of the page, then the lower sections scrolled into view; light and dark.
  const lower = page.getByRole('heading', { name: 'Player results' });
  for (const theme of ['light', 'dark'] as const) {
    if (theme === 'dark') await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).scrollIntoViewIfNeeded();
    await shot(page, `today-${theme}`);
    await lower.scrollIntoViewIfNeeded();
    await shot(page, `today-${theme}-players`);
    expect(await axe()).toEqual([]);
  }

  // One table, then an empty range: the sections say so rather than standing blank.
  await page.getByLabel('Table', { exact: true }).selectOption({ index: 1 });
  await expect(page.getByRole('table', { name: 'Tables' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  await page.getByLabel('First day').fill('2020-01-01');
  await page.getByLabel('Last day').fill('2020-01-02');
  await expect(page.getByText('No hands in this range').first()).toBeVisible();
  await expect(handsDealt).toHaveText('0');
  await shot(page, 'empty-dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
});
