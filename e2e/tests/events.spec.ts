import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { signIn, trpc } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/**
 * Issue 17, "as a new user would": a 10-minute-level turbo with a rebuy period and a bounty is created
 * on /events, six checked-in players register at demo-3, registration opens and closes, the event goes
 * to the table and its clock starts, pauses, resumes and moves to the next level on the table, a
 * rebuy is taken in the rebuy period, players are eliminated (each by someone, for the bounty) down to
 * a winner, and the results, payouts and CSV are read.
 */
test.use({ viewport: { width: 1440, height: 900 } });
const shot = (page: Page, name: string) => snap(page, { path: screenshotPath(`events-${name}.png`) });

/** One operator socket for the file, to take demo-3 out of DEMO and to give it back. */
let tableSocket: Awaited<ReturnType<typeof operatorSocket>> | null = null;

// The specs of a run share one stack: demo-3 goes back to its demo tournaments, emptied of this
// file's event and players, as the check-in spec gives demo-1 back.
test.afterAll(async () => {
  const op = tableSocket;
  if (!op) return;
  await op.send('setEvent', { event: null }).catch(() => undefined);
  await op.send('voidHand', {}).catch(() => undefined);
  for (const p of op.state.playerGroup.players)
    await op.send('unseatPlayer', { seatIndex: p.seatIndex }).catch(() => undefined);
  await op.send('setTableMode', { tableMode: 'DEMO' });
  // Back in DEMO, the simulation seats its bots and its demo tournament again.
  await expect
    .poll(() => op.state.eventManager.event?.uid ?? '', { timeout: 30_000 })
    .toMatch(/:demo-tournament:\d+$/);
  op.close();
});

test('[EVENTS-E2E-1] a turbo with rebuys and a bounty runs from registration to a winner: clock on the table, rebuy, knockouts, results, payouts and CSV', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  const run = Date.now().toString(36).slice(-4);
  const location = await trpc<{ location: { tables: { key: string; name: string }[] } }>(
    page.request,
    'admin.current',
    undefined,
    'query',
  );
  const demo3 = location.location.tables.find((t) => t.key === 'demo-3')!;

  // Six players the room knows (they checked in before), seated at demo-3 out of the simulation.
  const names = ['Ana', 'Bram', 'Cleo', 'Dario', 'Esme', 'Femi'].map((n) => `${n} ${run}`);
  const players: { id: string; displayName: string }[] = [];
  for (const displayName of names)
    players.push(
      await trpc<{ id: string; displayName: string }>(page.request, 'player.create', { displayName }),
    );
  tableSocket = await operatorSocket(page.request, 'demo-3');
  const op = tableSocket;
  await op.send('setTableMode', { tableMode: 'GAME', force: true });
  await op.send('voidHand', {}).catch(() => undefined);
  for (const p of op.state.playerGroup.players) await op.send('unseatPlayer', { seatIndex: p.seatIndex });
  for (const [seatIndex, p] of players.entries())
    await op.send('seatPlayer', { seatIndex, displayName: p.displayName, uid: p.id, stack: 20_000 });

  // /events: the New event form, from the turbo preset.
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'Events', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New event' }).click();
  const form = page.getByRole('form', { name: 'Create event' });
  const name = `Turbo ${run}`;
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Max players').fill('10');
  await form.getByRole('button', { name: 'Turbo' }).click();
  await expect(form.getByLabel('Level 1 minutes')).toHaveValue('10');
  await form.getByLabel('Rebuys').check();
  await form.getByLabel('Until level').fill('3');
  await form.getByLabel('Bounty on every player').check();
  await form.getByLabel('Bounty amount').fill('20');
  for (const box of await form.getByRole('group', { name: 'Plays at' }).getByRole('checkbox').all())
    await box.uncheck();
  await form.getByRole('group', { name: 'Plays at' }).getByLabel(demo3.name).check();

  // A payout table that does not add up is refused before it is sent, with its sum.
  await form.getByLabel('Standard payouts for the field size').uncheck();
  await form.getByLabel('1st %').fill('60');
  await expect(form.getByText(/these add up to 110%/)).toBeVisible();
  await form.getByRole('button', { name: 'Create event' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await form.getByLabel('1st %').fill('50');
  await expect(form.getByText('Total 100 %')).toBeVisible();
  await shot(page, 'new-event');
  await form.getByRole('button', { name: 'Create event' }).click();

  // The event's page: closed registration refuses, open registration takes the six.
  await expect(page).toHaveURL(/\/events\/[^/]+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // Edit: the event joins a league that scores by the league formula.
  const league = `League ${run}`;
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('form', { name: 'Save event' });
  await edit.getByLabel('League (optional)').fill(league);
  await edit.getByLabel('League points').selectOption('FORMULA');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByText(`${name} is saved.`)).toBeVisible();
  await expect(edit).toHaveCount(0);

  const search = page.getByLabel('Find a checked-in player');
  await search.fill(names[0]!);
  await expect(page.getByRole('button', { name: `Register ${names[0]}` })).toBeDisabled();
  await page.getByRole('button', { name: 'Open registration' }).click();
  await expect(page.getByRole('button', { name: 'Close registration' })).toBeVisible();
  for (const n of names) {
    await search.fill(n);
    await page.getByRole('button', { name: `Register ${n}` }).click();
    await expect(page.getByRole('row', { name: new RegExp(n) })).toBeVisible();
  }
  await expect(page.getByText('6 of 6 left · 6 entries')).toBeVisible();
  await page.getByRole('button', { name: 'Close registration' }).click();
  await expect(page.getByRole('button', { name: 'Open registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Start event' }).click();
  await expect(page.getByText('Running', { exact: true }).first()).toBeVisible();

  // To the table, and the clock: start, pause, resume, next level, as the table shows it.
  await page.getByRole('button', { name: 'Send to tables' }).click();
  await expect.poll(() => op.state.eventManager.event?.name).toBe(name);
  expect(op.state.eventManager.event?.numEntries).toBe(6);
  await page.getByRole('button', { name: 'Start clock' }).click();
  await expect.poll(() => op.state.eventManager.clock?.levelEndTime ?? null).not.toBeNull();
  await expect(page.getByRole('timer')).toHaveText(/^(10:00|9:\d\d)$/);
  // + adds a minute to the level (its end time moves, nothing counts); P pauses.
  const endTime = op.state.eventManager.clock!.levelEndTime!;
  await page.keyboard.press('+');
  await expect.poll(() => op.state.eventManager.clock?.levelEndTime).toBe(endTime + 60_000);
  await expect(page.getByRole('timer')).toHaveText(/^(11:00|10:\d\d)$/);
  await page.keyboard.press('p');
  await expect(page.getByText('PAUSED')).toBeVisible();
  await expect.poll(() => op.state.eventManager.clock?.pausedRemaining ?? null).not.toBeNull();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByText('PAUSED')).toHaveCount(0);
  await page.getByLabel('Skip to level').selectOption('2');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect.poll(() => op.state.eventManager.clock?.levelIndex).toBe(1);
  await expect(page.getByText('Level 2', { exact: true })).toBeVisible();
  await shot(page, 'clock');

  // Level 2 is inside the rebuy period: Femi rebuys; the table's figures follow.
  await page.getByRole('button', { name: `Rebuy for ${names[5]}` }).click();
  await expect(page.getByText(`${names[5]} rebought.`)).toBeVisible();
  await expect
    .poll(() => op.state.eventManager.event?.payouts.reduce((s, p) => s + p.amount, 0))
    .toBeGreaterThan(0);

  // Knockouts to a winner: each by Ana, who collects the bounties; the table's figures follow each.
  const knockOut = async (loser: string) => {
    await page.getByRole('button', { name: `Eliminate ${loser}` }).click();
    const dialog = page.getByRole('dialog', { name: `Eliminate ${loser}?` });
    await dialog.getByLabel(/Knocked out by/).selectOption({ label: names[0]! });
    await dialog.getByRole('button', { name: 'Eliminate' }).click();
    await expect(dialog).toHaveCount(0);
  };
  for (const loser of names.slice(3).reverse()) await knockOut(loser);
  await expect.poll(() => op.state.eventManager.event?.results.length).toBe(3);

  // Three left: a deal from the stacks the table shows (20,000 each), by ICM and by chip chop.
  await page.getByRole('button', { name: 'Start a deal' }).click();
  const chop = page.getByRole('form', { name: 'Chop calculator' });
  await expect(chop.getByLabel(`${names[0]}’s stack`)).toHaveValue('20000');
  await expect(chop.getByText('from Demo 3').first()).toBeVisible();
  await chop.getByLabel(`${names[0]}’s stack`).fill('30000');
  await chop.getByRole('button', { name: 'Compute the deal' }).click();
  const deal = page.getByRole('table', { name: 'The deal' });
  await expect(deal).toContainText(names[0]!);
  await shot(page, 'chop');
  for (const loser of names.slice(1, 3).reverse()) await knockOut(loser);
  await expect.poll(() => op.state.eventManager.event?.results.length).toBe(6);
  await expect(page.getByRole('row', { name: new RegExp(`1st ${names[0]}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`2nd ${names[1]}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`6th ${names[5]}`) })).toBeVisible();
  await expect(page.getByText('1 of 6 left · 6 entries')).toBeVisible();
  // The league's table counts the finished event: the winner on top.
  const standings = page.locator('section', { has: page.getByRole('heading', { name: 'League standings' }) });
  await expect(standings.getByRole('row').nth(1)).toContainText(names[0]!);
  await shot(page, 'results');

  // The CSV holds the same places.
  const href = await page.getByRole('link', { name: 'Download results (CSV)' }).getAttribute('href');
  const csv = await (await page.request.get(href!)).text();
  expect(csv).toContain(names[0]);
  expect(csv.split('\n').length).toBeGreaterThanOrEqual(7);

  // Both pages, light and dark, with no serious accessibility finding.
  const axe = async () => {
    const found = await new AxeBuilder({ page }).analyze();
    return found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  };
  await page
    .getByText(`${names[1]} is out.`)
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  await shot(page, 'event-light');
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await shot(page, 'event-dark');
  expect(await axe()).toEqual([]);
  await page.getByRole('link', { name: '← All events' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) }).first()).toContainText('Finished');
  await shot(page, 'list-dark');
  expect(await axe()).toEqual([]);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await shot(page, 'list-light');
});
