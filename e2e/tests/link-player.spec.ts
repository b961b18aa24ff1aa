import { signIn, trpc } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { handFor } from '../support/hands.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/**
 * Issue 16, "players seated without check-in can be linked to a record later, and their hands follow":
 * a walk-in seated by the dealer under a seat name plays three hands, then staff link them to their
 * record from the Table Manager's seat panel; the seat is theirs at once and the three hands are on
 * their record.
 */
test('[LINK-E2E-1] a walk-in linked from the Table Manager takes the hands of their sitting, and the seat carries their name', async ({
  page,
  stack,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  const tag = Date.now().toString(36).slice(-5);
  const walkIn = `Walk-in ${tag}`;
  const record = await trpc<{ id: string; displayName: string }>(page.request, 'player.create', {
    displayName: `Linda ${tag}`,
    handle: `@linda${tag}`,
  });

  const demo1 = await operatorSocket(page.request, 'demo-1');
  try {
    // demo-1 out of the simulation, emptied; the walk-in sits at seat 3 without a record.
    await demo1.send('setTableMode', { tableMode: 'GAME', force: true });
    await expect.poll(() => demo1.state.game.gameState).toMatch(/^(SETUP|STANDBY|CLEARING)$/);
    if (demo1.state.game.gameState === 'CLEARING') await demo1.send('confirmAction', {});
    for (const p of demo1.state.playerGroup.players)
      await demo1.send('unseatPlayer', { seatIndex: p.seatIndex });
    await demo1.send('seatPlayer', { seatIndex: 2, displayName: walkIn, stack: 200 });
    // The walk-in's hands start after they sat down: the bots' hands at seat 3 before are others'.
    const seatedAt = Date.now();

    // Three hands at seat 3 since they sat down, as the engine ships them, unlinked.
    const { secret } = await trpc<{ secret: string }>(
      page.request,
      'table.engineSecret',
      { tableKey: 'demo-1' },
      'query',
    );
    for (let i = 0; i < 3; i++) {
      const hand = handFor('demo-1', i, { id: null, name: walkIn }, 1, seatedAt + i * 1000);
      await trpc(page.request, 'table.ingestHand', { tableKey: 'demo-1', secret, hand });
    }

    await page.goto('/manager/demo-1');
    await page.getByRole('button', { name: `Seat 3, ${walkIn}` }).click();
    const seat = page.getByRole('region', { name: 'Seat' });
    const link = seat.getByRole('form', { name: 'Link to a player' });
    await expect(link).toContainText('Not checked in');
    await link.getByLabel('Player', { exact: true }).fill(`Linda ${tag}`);
    await link.getByRole('option', { name: new RegExp(`Linda ${tag}`) }).click();
    await snap(page, { path: screenshotPath('link-player-1280x800.png') });
    await link.getByRole('button', { name: /^Link/ }).click();

    await expect(page.getByText(`3 earlier hands of ${walkIn} now Linda ${tag}’s`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Seat 3, Linda ${tag}` })).toBeVisible();
    await expect(seat.getByRole('form', { name: 'Link to a player' })).toHaveCount(0);
    await expect
      .poll(() => demo1.state.playerGroup.players.find((p) => p.seatIndex === 2)?.uid)
      .toBe(record.id);
    const { hands } = await trpc<{ hands: number }>(
      page.request,
      'player.handCount',
      { playerId: record.id },
      'query',
    );
    expect(hands).toBe(3);
  } finally {
    // The specs of a run share one stack: demo-1 goes back to the bots.
    for (const p of demo1.state.playerGroup.players)
      await demo1.send('unseatPlayer', { seatIndex: p.seatIndex }).catch(() => undefined);
    await demo1.send('setTableMode', { tableMode: 'DEMO' });
    demo1.close();
  }
});
