import { signIn } from '../support/console.js';
import { DEMO_SPEED, expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/**
 * Issue 15, "the demo must keep playing": demo-3 plays demo tournaments and the console shows the one
 * running; a table that waits with no hand able to start is counted as needing attention. (The end of
 * a tournament and the start of the next are the engine's tests: simulation/demo-tournament.test.ts.)
 */
test('[DEMO-E2E-1] Events shows the demo tournament demo-3 is playing, with its clock as an end time', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  await page.goto('/events');
  const row = page.getByRole('row', { name: /Demo 3 tournament #1/ });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('6/6');
  await expect(row).toContainText('100 + 10');
  await expect(row).toContainText('600');
  await expect(row).toContainText(/Running · \d left/);
  await snap(page, { path: screenshotPath('demo-forever-events-1440x900.png') });

  const demo3 = await operatorSocket(page.request, 'demo-3');
  const { event, clock } = demo3.state.eventManager;
  expect(event).toMatchObject({
    numEntries: 6,
    isRunning: true,
    buyIn: { amount: 100, fee: 10, chips: 5000 },
  });
  // Level 1 of demo-3 lasts 20 minutes (divided by the demo's pace): the clock says when it ends, it
  // does not count.
  expect(clock).toMatchObject({ levelIndex: 0, isOnBreak: false, pausedRemaining: null });
  expect(clock!.levelEndTime! - event!.startTime).toBe((20 * 60_000) / DEMO_SPEED);
  demo3.close();
});

test('[DEMO-E2E-2] a table left with one player for over a minute counts as needing attention on the home page', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  // The browser's clock is ours to move: the minute passes at once (the engine's times stay real).
  await page.clock.install();
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  await page.goto('/');
  const attention = page.getByText('Tables needing attention').locator('xpath=../..');
  await expect(page.getByRole('row', { name: /demo-1/ })).toContainText('DEMO', { timeout: 20_000 });

  // demo-1 taken out of the simulation, every player but one leaves: no hand can start.
  const demo1 = await operatorSocket(page.request, 'demo-1');
  await demo1.send('setTableMode', { tableMode: 'GAME', force: true });
  // The state held when the switch is acked may not show the last seatings yet: unseat until one is left.
  await expect(async () => {
    for (const p of demo1.state.playerGroup.players.slice(1))
      await demo1.send('unseatPlayer', { seatIndex: p.seatIndex }).catch(() => undefined);
    expect(demo1.state.playerGroup.players).toHaveLength(1);
  }).toPass({ timeout: 10_000 });
  // Switched as a hand ended, the table waits for the dealer to confirm the end (CLEARING): confirm it.
  await expect.poll(() => demo1.state.game.gameState).toMatch(/^(SETUP|CLEARING)$/);
  if (demo1.state.game.gameState === 'CLEARING') await demo1.send('confirmAction', {});
  await expect(page.getByRole('row', { name: /demo-1/ })).toContainText('SETUP');
  await expect(attention).toContainText(/0$/);

  await page.clock.fastForward(65_000);
  await expect(attention).toContainText(/1$/);
  // …and the list says which table and why.
  await expect(page.getByTestId('table-attention-demo-1')).toHaveText(/No hand can start · waiting 1 min/);
  await expect(page.getByTestId('table-attention-demo-2')).toHaveCount(0);
  await snap(page, { path: screenshotPath('demo-forever-attention-1440x900.png') });

  // Back in DEMO the bots sit down and deal: nothing needs attention.
  await demo1.send('setTableMode', { tableMode: 'DEMO' });
  await expect(page.getByRole('row', { name: /demo-1/ })).toContainText('IN ROUND', { timeout: 30_000 });
  await expect(attention).toContainText(/0$/);
  await expect(page.getByTestId('table-attention-demo-1')).toHaveCount(0);
  demo1.close();
});
