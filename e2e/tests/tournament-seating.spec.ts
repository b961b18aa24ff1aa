import type { APIRequestContext, Page } from '@playwright/test';
import type { Event } from '@railbird/protocol';
import { signIn, trpc } from '../support/console.js';
import { expect, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { CONSOLE_SIZE, KIOSK_SIZE, shootThemes } from '../support/screens.js';

/**
 * Issue 17 item 4, "several tables, one tournament": an event set up in Events plays demo-1 and
 * demo-2 (attached with the engine's `setEvent`, as the Events page does), 8 players at one table and
 * 5 at the other, 2 entrants not seated yet. The Table Manager suggests the move that balances them
 * (the next big blind of demo-1 to demo-2's lowest free seat); the operator confirms it and the counts
 * even out; then the random draw seats the last two, shortest table first. Players bust until demo-2's
 * fit at demo-1: the manager breaks demo-2, holding its players while they play a hand.
 */
const TABLES = ['demo-1', 'demo-2'] as const;
type Socket = Awaited<ReturnType<typeof operatorSocket>>;
const sockets: Socket[] = [];
const NAMES = [
  'Ava Lindqvist',
  'Bruno Costa',
  'Chen Wei',
  'Dara Okafor',
  'Elif Yilmaz',
  'Femi Adeyemi',
  'Gita Rao',
  'Hugo Martin',
  'Ines Duarte',
  'Jonas Berg',
  'Kenji Sato',
  'Lena Park',
  'Marco Diaz',
  'Nadia Haddad',
  'Omar Farouk',
];

// The specs of a run share one stack: both tables go back to the bots, emptied and without the event.
test.afterAll(async () => {
  for (const op of sockets) {
    await op.send('voidHand', {}).catch(() => undefined);
    for (const p of op.state.playerGroup.players)
      await op.send('unseatPlayer', { seatIndex: p.seatIndex }).catch(() => undefined);
    await op.send('setEvent', { event: null }).catch(() => undefined);
    await op.send('setTableMode', { tableMode: 'DEMO' });
    op.close();
  }
});

/** A tRPC mutation whose input carries a Date (superjson's meta says which fields are dates). */
async function mutateWithDates<T>(
  request: APIRequestContext,
  path: string,
  json: Record<string, unknown>,
  dates: string[],
): Promise<T> {
  const res = await request.post(`/api/trpc/${path}`, {
    data: { json, meta: { values: Object.fromEntries(dates.map((d) => [d, ['Date']])) } },
  });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.result.data.json as T;
}

const shoot = (page: Page, name: string) =>
  shootThemes(page, `tournament-seating-${name}`, { sizes: [KIOSK_SIZE, CONSOLE_SIZE] });

test('[SEATING-E2E-1] the Table Manager suggests the balancing move, the operator confirms it and the counts even out; the draw seats the entrants left; a table whose players fit elsewhere is broken, never mid-hand', async ({
  page,
  stack,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  const event = `Thursday Deepstack #${Date.now() % 1000}`;

  // Both tables out of the simulation and emptied.
  for (const key of TABLES) sockets.push(await operatorSocket(page.request, key));
  const [one, two] = sockets as [Socket, Socket];
  for (const op of sockets) {
    await op.send('setTableMode', { tableMode: 'GAME', force: true });
    await op.send('voidHand', {}).catch(() => undefined);
    await expect.poll(() => op.state.game.gameState).toMatch(/^(SETUP|STANDBY|CLEARING)$/);
    if (op.state.game.gameState === 'CLEARING') await op.send('confirmAction', {});
    for (const p of op.state.playerGroup.players) await op.send('unseatPlayer', { seatIndex: p.seatIndex });
  }
  expect(one.state.tableSettings.capacity).toBe(9);

  // The event, 15 players bought in, attached to both tables as the Events page attaches it.
  const level = { ...one.state.round.blindLevel, index: 0, levelDuration: 600, breakDuration: 0 };
  const created = await mutateWithDates<{ id: string }>(
    page.request,
    'event.create',
    {
      name: event,
      startTime: new Date().toISOString(),
      maxPlayers: 18,
      buyIn: { amount: 100, fee: 10, chips: 5000 },
      blindLevels: [level],
      tableKeys: [...TABLES],
    },
    ['startTime'],
  );
  const eventId = created.id;
  await trpc(page.request, 'event.setRegistration', { eventId, open: true });
  const players: { id: string; displayName: string }[] = [];
  for (const name of NAMES) {
    const p = await trpc<{ id: string; displayName: string }>(page.request, 'player.create', {
      displayName: name,
    });
    await trpc(page.request, 'event.enter', { eventId, playerId: p.id, kind: 'BUY_IN', levelIndex: 0 });
    players.push(p);
  }
  await trpc(page.request, 'event.setStatus', { eventId, status: 'RUNNING' });
  const { snapshot } = await trpc<{ snapshot: Event }>(page.request, 'event.get', { eventId }, 'query');
  for (const op of sockets) await op.send('setEvent', { event: snapshot });

  // 8 at demo-1, 5 at demo-2; the last two entrants wait for the draw.
  const sit = (op: Socket, seatIndex: number, p: { id: string; displayName: string }) =>
    op.send('seatPlayer', {
      seatIndex,
      displayName: p.displayName,
      stack: 5000,
      uid: p.id,
      handle: null,
      playerType: 'REGISTERED',
    });
  for (let s = 0; s < 8; s++) await sit(one, s, players[s]!);
  for (let s = 0; s < 5; s++) await sit(two, s, players[8 + s]!);

  await page.goto('/manager');
  const panel = page.getByTestId(`tournament-${eventId}`);
  await expect(page.getByRole('heading', { name: `Tournament · ${event}` })).toBeVisible();
  await expect(panel.getByTestId('tournament-count-demo-1')).toHaveAttribute('aria-label', '8 players');
  await expect(panel.getByTestId('tournament-count-demo-2')).toHaveAttribute('aria-label', '5 players');

  // One balancing move: demo-1's next big blind (where the button stands after the bots' hands) to
  // demo-2's lowest free seat, seat 6.
  const balance = panel.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('Demo 1 has 8 players, Demo 2 5: move 1 player.');
  const row = balance.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('big blind next');
  await expect(row).toContainText('Demo 2 · seat 6');
  const text = (await row.textContent()) ?? '';
  const mover = players.slice(0, 8).find((p) => text.includes(p.displayName))!;
  const fromSeat = one.state.playerGroup.players.find((p) => p.uid === mover.id)!.seatIndex;
  await expect(row).toContainText(`Demo 1 · seat ${fromSeat + 1}`);
  const draw = panel.getByRole('region', { name: 'Draw seats' });
  await expect(draw).toContainText('2 entrants are not seated yet');
  await shoot(page, 'balance');

  // The operator confirms it with its key (M, shown on the button).
  await expect(balance.getByRole('button', { name: /^Move/ })).toHaveAttribute('aria-keyshortcuts', 'M');
  await page.keyboard.press('m');
  await expect(page.getByText(`${mover.displayName} moved to Demo 2, seat 6, with 5,000`)).toBeVisible();
  await expect(panel.getByTestId('tournament-count-demo-1')).toHaveAttribute('aria-label', '7 players');
  await expect(panel.getByTestId('tournament-count-demo-2')).toHaveAttribute('aria-label', '6 players');
  await expect(balance).toContainText('Balanced: the tables differ by one player.');
  await expect
    .poll(() => two.state.playerGroup.players.find((p) => p.seatIndex === 5))
    .toMatchObject({ uid: mover.id, stack: 5000, playerType: 'REGISTERED' });
  expect(one.state.playerGroup.players.some((p) => p.uid === mover.id)).toBe(false);

  // The draw: the two entrants left, shortest table first (demo-2 at 6, then demo-1 on the tie).
  await draw.getByRole('button', { name: /^Draw seats for 2/ }).click();
  await expect(draw.getByRole('listitem')).toHaveCount(2);
  await expect(draw.getByRole('listitem').filter({ hasText: 'Demo 1 · seat' })).toHaveCount(1);
  await expect(draw.getByRole('listitem').filter({ hasText: 'Demo 2 · seat' })).toHaveCount(1);
  await shoot(page, 'draw');
  await draw.getByRole('button', { name: /^Seat all 2 as drawn/ }).click();
  await expect(draw).toContainText('Every entrant still in is seated at a table of the event.');
  await expect(panel.getByTestId('tournament-count-demo-1')).toHaveAttribute('aria-label', '8 players');
  await expect(panel.getByTestId('tournament-count-demo-2')).toHaveAttribute('aria-label', '7 players');
  for (const p of players.slice(13)) {
    const seated = [...one.state.playerGroup.players, ...two.state.playerGroup.players].find(
      (x) => x.uid === p.id,
    );
    expect(seated?.stack).toBe(5000);
  }

  // Players bust (out of the event on the server, off their seats): 6 left at demo-1, 3 at demo-2,
  // who fit at demo-1's free seats: break demo-2.
  const bust = [
    // Two of demo-1's eight, whichever seats they hold: the mover's old seat may be empty and the
    // draw may have used seat 9, so "seats 1 and 2" would sometimes bust only one.
    ...[...one.state.playerGroup.players]
      .sort((a, b) => a.seatIndex - b.seatIndex)
      .slice(0, 2)
      .map((p) => [one, p] as const),
    ...two.state.playerGroup.players.slice(3).map((p) => [two, p] as const),
  ];
  for (const [op, p] of bust) {
    await trpc(page.request, 'event.eliminate', { eventId, playerId: p.uid });
    await op.send('unseatPlayer', { seatIndex: p.seatIndex });
  }
  await expect(panel.getByTestId('tournament-count-demo-1')).toHaveAttribute('aria-label', '6 players');
  await expect(panel.getByTestId('tournament-count-demo-2')).toHaveAttribute('aria-label', '3 players');
  const breaking = panel.getByRole('region', { name: 'Break Demo 2' });
  await expect(breaking).toContainText('Its 3 players fit at the other tables');
  await expect(breaking.getByRole('listitem')).toHaveCount(3);

  // While demo-2 plays a hand its players stay put, and the row says why.
  await two.send('startRound', {});
  const first = breaking.getByRole('listitem').first();
  await expect(first).toContainText('is in the hand being played at Demo 2: move them when it ends.');
  await expect(first.getByRole('button', { name: /^Move/ })).toHaveAttribute('aria-disabled', 'true');
  await shoot(page, 'break-in-hand');
  await two.send('voidHand', {});
  await expect.poll(() => two.state.game.gameState).toMatch(/^(SETUP|STANDBY|CLEARING)$/);
  if (two.state.game.gameState === 'CLEARING') await two.send('confirmAction', {});

  // The operator moves them one by one (M each time); demo-2 ends empty, demo-1 full.
  for (const left of [2, 1, 0]) {
    await expect(first.getByRole('button', { name: /^Move/ })).not.toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('m');
    await expect(panel.getByTestId('tournament-count-demo-2')).toHaveAttribute(
      'aria-label',
      `${left} players`,
    );
  }
  await expect(panel.getByTestId('tournament-count-demo-1')).toHaveAttribute('aria-label', '9 players');
  await expect(panel.getByRole('region', { name: 'Balance' })).toContainText(
    'One table in play: nothing to balance.',
  );
  await expect(panel.getByRole('region', { name: 'Balance' })).toContainText(
    'Demo 2 is empty and left out of balancing',
  );
  await expect(draw).toContainText('Every entrant still in is seated at a table of the event.');
  await shoot(page, 'broken');
});
