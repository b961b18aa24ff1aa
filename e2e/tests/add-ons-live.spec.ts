import type { BrowserContext, Page } from '@playwright/test';
import { type CasinoRoundState, casinoRoundStateSchema, type TableState } from '@railbird/protocol';
import { signIn, trpc } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/** The banked games' phases in the order a round goes through them. */
const CASINO_PHASES: readonly CasinoRoundState[] = casinoRoundStateSchema.options;

/**
 * Issue 19, "How we will check", as a new user would: switch on ultimate Texas hold'em at demo-2 and
 * the nit game at demo-1 in Settings, and watch them on the overlays (1920×1080, opened with an
 * overlay link as OBS opens them). The tables stay in DEMO: the simulation's bots bet and decide, its
 * antennas deal, its operator confirms (apps/engine/src/simulation/addons.ts), at real speed.
 *
 * What the overlays draw is checked against the table state on the wire (an operator socket), read at
 * the moment the page is read. Nothing sleeps a fixed time: every wait is for a state on the wire.
 *
 * Time: a UTH round takes ~35 s, a poker hand at demo-1 ~50 s, and add-on games are switched between
 * hands only. So the switches are sent at a break the test makes (`atBreak`: paused, the bots' poker
 * hand in play voided), and the nit game's run goes on beside the UTH round (started in the first
 * test, checked by the second), as two tables of a room play side by side.
 *
 * The specs of a run share one stack: both tables get their add-ons switched off again as soon as
 * they are seen through (and in afterAll when a test stopped short).
 */

type Socket = Awaited<ReturnType<typeof operatorSocket>>;
type Stack = { serverUrl: string; engineUrl: string; demoAdmin(): { email: string; password: string } };

const UTH_TABLE = { key: 'demo-2', name: 'Demo 2' };
const NIT_TABLE = { key: 'demo-1', name: 'Demo 1' };
const HD = { width: 1920, height: 1080 };

test.describe.configure({ mode: 'serial' });

let consoleContext: BrowserContext | null = null;
let obsContext: BrowserContext | null = null;
let uthSocket: Socket | null = null;
let nitSocket: Socket | null = null;
/** Set in afterAll: a run still going in the background gives up its waits. */
let stopping = false;
/** The nit game's run at demo-1, started beside the UTH round, checked by the second test. */
let nitRun: Promise<NitCheckpoint[]> | null = null;

/** Resolves with `read()`'s first truthy answer, polled every 50 ms. */
async function until<T>(
  what: string,
  read: () => T,
  timeoutMs: number,
  abortable = true,
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (abortable && stopping) throw new Error(`stopped while waiting for ${what}`);
    const value = read();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > deadline) throw new Error(`waited ${timeoutMs / 1000} s for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const shoot = (page: Page, name: string) =>
  snap(page, { path: screenshotPath(`addon-live-${name}.png`), omitBackground: true });

/** An overlay link as a producer makes one (Studio's overlay.createLink), naming the stack's engine. */
async function openOverlay(stack: Stack, tableKey: string, route: 'overlays' | 'overlays-hidden') {
  const link = await trpc<{ path: string }>(consoleContext!.request, 'overlay.createLink', {
    tableKey,
    route,
    label: `e2e add-ons live ${route}`,
  });
  const path = link.path.includes('engine=')
    ? link.path
    : `${link.path}&engine=${encodeURIComponent(`${stack.engineUrl}/`)}`;
  const page = await obsContext!.newPage();
  await page.goto(`${stack.serverUrl}${path}`);
  await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false', { timeout: 20_000 });
  return page;
}

/**
 * Test scaffolding, not the user's part: holds a demo table at a break while `step` runs — paused (the
 * simulation waits), the bots' hand in play voided — then lets the bots play on. At real speed a poker
 * hand takes about a minute, and add-on games are switched on or off between hands only; waiting for
 * breaks would double this spec's time. Nothing of a game in play is voided: a poker hand of bots only.
 */
async function atBreak<T>(socket: Socket, step: () => Promise<T>): Promise<T> {
  await socket.send('setPaused', { paused: true });
  try {
    if (socket.state.game.gameState === 'IN ROUND') {
      await socket.send('voidHand', {}).catch((error: Error) => {
        if (!/nothing to void/.test(error.message)) throw error;
      });
    }
    await until('a break between hands', () => socket.state.game.gameState !== 'IN ROUND', 5000, false);
    return await step();
  } finally {
    await socket.send('setPaused', { paused: false });
  }
}

/**
 * Settings → the table → Add-on games: the game's switch on, then "Send to the table" (at a break:
 * `atBreak`); the table takes it, the toast says so.
 */
async function switchOn(
  page: Page,
  socket: Socket,
  table: { key: string; name: string },
  addOn: 'uth' | 'nitGameAddOn',
  label: string,
) {
  await page.goto(`/settings?table=${table.key}`);
  await expect(page.getByTestId('add-ons-live')).toContainText('Live from the table', { timeout: 30_000 });
  await page.getByTestId('add-on-games').getByRole('switch', { name: label }).check();
  const send = page.getByTestId('add-ons-save');
  await atBreak(socket, async () => {
    await send.click();
    // The toast first: it lives four seconds, and what follows can take longer on a busy machine.
    await expect(page.getByText(`${table.name}: ${label} on.`)).toBeVisible();
    await expect(send).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByTestId('add-ons-refusal')).toHaveCount(0);
    await until(`${addOn} on at ${table.key}`, () => socket.state.addOns.includes(addOn), 5000);
  });
}

// ── UTH: what the panel draws, what the wire says ─────────────────────────────────────────────────

const UTH_ROUND_WORDS: Record<string, string> = {
  WAITING_FOR_BETS: 'Place your bets',
  DEALING: 'Dealing',
  PLAYER_ACTION: 'Players act',
  DEALER_ACTION: 'Dealer plays',
  SETTLING: 'Paying out',
};
const RESULT_WORDS: Record<string, string> = { WIN: 'Win', LOSE: 'Lose', PUSH: 'Push' };

interface UthDrawn {
  round: string;
  dealer: string[];
  board: string[];
  hands: { seat: number; cards: string[]; bets: string[]; result: string | null; folded: boolean }[];
}

/** The UTH panel as drawn: every card's face (`back` when down), bets, results. */
function drawnUth(page: Page): Promise<UthDrawn | null> {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid="addon-uth"]');
    if (!panel) return null;
    const faces = (root: Element | null) =>
      root
        ? Array.from(root.querySelectorAll('[data-card]')).map((c) => c.getAttribute('data-card') ?? '')
        : [];
    const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    return {
      round: text(panel.querySelector('.rb-addon-round')),
      dealer: faces(panel.querySelector('.rb-addon-dealer .rb-addon-fan')),
      board: faces(panel.querySelector('[data-testid="uth-board"]')),
      hands: Array.from(panel.querySelectorAll('[data-testid="uth-hand"]')).map((li) => ({
        seat: Number(li.getAttribute('data-seat')),
        cards: faces(li.querySelector('.rb-addon-fan')),
        bets: Array.from(li.querySelectorAll('.rb-addon-betpill')).map(text),
        result: li.querySelector('[data-testid="addon-result"]')
          ? text(li.querySelector('[data-testid="addon-result"]'))
          : null,
        folded: li.getAttribute('data-folded') === 'true',
      })),
    };
  });
}

/** What the panel must draw for the table state on the wire; `hidden`: the hidden twin's audience. */
function wantedUth(state: TableState, hidden: boolean): UthDrawn {
  const game = state.uth!;
  const face = (card: string | null) => (card === null || hidden ? 'back' : card);
  return {
    round: UTH_ROUND_WORDS[game.roundState] ?? game.roundState,
    // Before the dealer's cards are read, two backs stand for them.
    dealer: game.dealerCards.length > 0 ? game.dealerCards.map(face) : ['back', 'back'],
    board: [...game.board],
    hands: game.hands.map((h) => ({
      seat: h.seatIndex,
      cards: h.cards.map(face),
      bets: [
        ...(h.ante === h.blind ? [`Ante = Blind ${h.ante}`] : [`Ante ${h.ante}`, `Blind ${h.blind}`]),
        ...(h.play > 0 ? [`Play ${h.play}`] : []),
        ...(h.trips > 0 ? [`Trips ${h.trips}`] : []),
      ],
      result: h.hasFolded || h.result === null ? null : (RESULT_WORDS[h.result] ?? h.result),
      folded: h.hasFolded,
    })),
  };
}

/** The panel draws the wire's state (both read at the same moment, again until they agree). */
async function uthMatchesWire(page: Page, socket: Socket, hidden: boolean) {
  await expect
    .poll(
      async () => {
        const wanted = wantedUth(socket.state, hidden);
        const drawn = await drawnUth(page);
        return JSON.stringify(drawn) === JSON.stringify(wanted) ? 'same' : { drawn, wanted };
      },
      { timeout: 5000, intervals: [50, 100, 200] },
    )
    .toBe('same');
}

/**
 * Every face-up card the hidden twin's UTH panel ever draws in a seat's hand or the dealer's row,
 * with the round it showed then (a MutationObserver in the page: nothing between two looks is missed).
 */
async function watchHiddenFaces(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uthFaces: string[] }).uthFaces = seen;
    const look = () => {
      const panel = document.querySelector('[data-testid="addon-uth"]');
      if (!panel) return;
      const round = panel.querySelector('.rb-addon-round')?.textContent ?? '';
      const cards = panel.querySelectorAll(
        '[data-testid="uth-hand"] [data-card], .rb-addon-dealer .rb-addon-fan [data-card]',
      );
      for (const card of Array.from(cards)) {
        const face = card.getAttribute('data-card');
        if (face !== 'back') seen.push(`${round}: ${face}`);
      }
    };
    new MutationObserver(look).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-card'],
    });
  });
}

/** UTH off at demo-2, at a break (a settled round cleared first; one cut short by a failure played out). */
async function uthOff(socket: Socket) {
  if (!socket.state.addOns.includes('uth')) return;
  const inPlay = () => !['WAITING_FOR_BETS', 'SETTLING'].includes(socket.state.uth?.roundState ?? '');
  if (inPlay()) await until('the UTH round played out at demo-2', () => !inPlay(), 90_000, false);
  await atBreak(socket, async () => {
    if (socket.state.uth?.roundState === 'SETTLING') {
      await socket.send('addOnAction', { addOn: 'uth', action: { type: 'nextRound' } });
      await until(
        'the next UTH round',
        () => socket.state.uth?.roundState === 'WAITING_FOR_BETS',
        5000,
        false,
      );
    }
    await socket.send('setAddOns', { addOns: [], settings: {} });
  });
  await until('UTH off at demo-2', () => socket.state.addOns.length === 0, 5000, false);
}

/** The nit game off at demo-1, at a break (a call still waiting is dropped with it). */
async function nitOff(socket: Socket) {
  if (socket.state.addOns.length === 0) return;
  await atBreak(socket, () => socket.send('setAddOns', { addOns: [], settings: {} }));
  // The ack comes before the state that says so (frames go out at the frame interval).
  await until('the nit game off at demo-1', () => socket.state.addOns.length === 0, 5000, false);
}

// ── Nit game: standings drawn, standings on the wire ────────────────────────────────────────────────

interface NitRow {
  seat: number;
  nit: boolean;
  wins: string;
}

interface NitCheckpoint {
  moment: 'switched on' | 'a pot won' | 'called' | 'settled';
  roundState: string;
  rows: NitRow[];
}

function drawnNits(page: Page): Promise<NitRow[] | null> {
  return page.evaluate(() => {
    const panel = document.querySelector('[data-testid="addon-nitGameAddOn"]');
    if (!panel) return null;
    return Array.from(panel.querySelectorAll('[data-testid="nit-row"]')).map((row) => ({
      seat: Number(row.getAttribute('data-seat')),
      nit: row.getAttribute('data-nit') === 'true',
      wins: (row.querySelector('[data-testid="nit-wins"]')?.textContent ?? '').replace(/\s+/g, ' ').trim(),
    }));
  });
}

/**
 * The standings the wire gives: `nitGameAddOn.nitSeatIndexes` are the nits and each player's
 * `nitGameWinCount` their games won. Before the game has seen a hand the engine lists no nit; by the
 * rules (NIT-1, docs/rules/room-games.md) everyone seated is one then, and the panel says so.
 */
function wantedNits(state: TableState): NitRow[] {
  const players = state.playerGroup.players.filter((p) => !p.isHidden);
  const listed = state.nitGameAddOn!.nitSeatIndexes;
  const nits = new Set(listed.length > 0 ? listed : players.map((p) => p.seatIndex));
  return players.map((p) => ({
    seat: p.seatIndex,
    nit: nits.has(p.seatIndex),
    wins: `${p.nitGameWinCount} ${p.nitGameWinCount === 1 ? 'game' : 'games'} won`,
  }));
}

async function nitsMatchWire(
  page: Page,
  socket: Socket,
  moment: NitCheckpoint['moment'],
): Promise<NitCheckpoint> {
  let agreed: NitRow[] = [];
  await expect
    .poll(
      async () => {
        const wanted = wantedNits(socket.state);
        const drawn = await drawnNits(page);
        agreed = wanted;
        return JSON.stringify(drawn) === JSON.stringify(wanted) ? 'same' : { drawn, wanted };
      },
      { timeout: 5000, intervals: [50, 100, 200] },
    )
    .toBe('same');
  return { moment, roundState: socket.state.round.roundState, rows: agreed };
}

/**
 * The nit game at demo-1, from its switch to its settlement: switched on in Settings; the overlay's
 * standings checked before and after the first hand the bots play in it (a pot won); the game called
 * from the Table Manager in the break after that hand (the simulation's operator calls it only every
 * eighth hand: minutes at real speed); the simulation confirms NIT GAME CONFIRMATION four seconds
 * later. Switched off at once after.
 */
async function nitGame(console1: Page, overlay: Page, socket: Socket): Promise<NitCheckpoint[]> {
  const seen: NitCheckpoint[] = [];
  await switchOn(console1, socket, NIT_TABLE, 'nitGameAddOn', 'Nit game');
  await expect(overlay.getByTestId('addon-nitGameAddOn')).toBeVisible();
  seen.push(await nitsMatchWire(overlay, socket, 'switched on'));
  await shoot(overlay, 'nit-start');

  // The Table Manager, ready for the call.
  await console1.goto(`/manager/${NIT_TABLE.key}`);
  const panel = console1.getByTestId('manager-add-on-nitGameAddOn');
  await expect(panel).toBeVisible();

  // Hands are won: the winners are nits no more (the first hand ends ~45 s after the switch).
  const won = () => {
    const nits = socket.state.nitGameAddOn?.nitSeatIndexes ?? [];
    return nits.length > 0 && nits.length < socket.state.playerGroup.players.length;
  };
  await until('a pot won at demo-1', won, 100_000);
  seen.push(await nitsMatchWire(overlay, socket, 'a pot won'));

  // The operator calls the game from the Table Manager in the break after that hand. The table is held
  // at the break while the overlay is checked: the simulation confirms four seconds after the call.
  const call = panel.getByRole('button', { name: 'Call the nit game now' });
  const called = await atBreak(socket, async () => {
    await expect(call).not.toHaveAttribute('aria-disabled', 'true');
    await call.click();
    await until(
      'NIT GAME CONFIRMATION',
      () => socket.state.round.roundState === 'NIT GAME CONFIRMATION',
      5000,
    );
    await expect(panel).toContainText('Nit game called:');
    const checkpoint = await nitsMatchWire(overlay, socket, 'called');
    const banner = overlay.getByTestId('nit-called');
    const names = socket.state.playerGroup.players
      .filter((p) => socket.state.nitGameAddOn!.nitSeatIndexes.includes(p.seatIndex))
      .map((p) => p.displayName);
    await expect(banner).toContainText(`Nit game called: ${names.join(', ')}`);
    await shoot(overlay, 'nit-called');
    return checkpoint;
  });
  seen.push(called);

  // The simulation's operator confirms: every nit pays, everyone is a nit again, the paid count one more.
  const payees = called.rows.filter((r) => !r.nit).map((r) => r.seat);
  await until(
    'the nit game settled at demo-1',
    () =>
      socket.state.round.roundState !== 'NIT GAME CONFIRMATION' &&
      payees.every(
        (s) => socket.state.playerGroup.players.find((p) => p.seatIndex === s)?.nitGameWinCount === 1,
      ),
    30_000,
  );
  seen.push(await nitsMatchWire(overlay, socket, 'settled'));
  await shoot(overlay, 'nit-settled');
  // demo-1 plays poker alone again for the next spec.
  await nitOff(socket);
  return seen;
}

test.beforeAll(async ({ browser, stack }) => {
  // The first spec of a worker waits for the stack's first start (database migrated, demo seeded) here.
  test.setTimeout(90_000);
  stopping = false;
  nitRun = null;
  consoleContext = await browser.newContext({
    baseURL: stack.serverUrl,
    viewport: { width: 1440, height: 900 },
  });
  obsContext = await browser.newContext({ viewport: HD });
  const page = await consoleContext.newPage();
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  uthSocket = await operatorSocket(consoleContext.request, UTH_TABLE.key);
  nitSocket = await operatorSocket(consoleContext.request, NIT_TABLE.key);
  for (const socket of [uthSocket, nitSocket]) {
    // Another spec of the run left a demo table out of DEMO or with add-ons on: say so, not time out.
    expect(socket.state.table.mode, `${socket.state.tableSettings.key} plays DEMO`).toBe('DEMO');
    expect(socket.state.addOns, `${socket.state.tableSettings.key} has no add-on on`).toEqual([]);
  }
});

test.afterAll(async () => {
  test.setTimeout(150_000);
  stopping = true;
  await nitRun?.catch(() => undefined);
  if (uthSocket) await uthOff(uthSocket);
  if (nitSocket) await nitOff(nitSocket);
  uthSocket?.close();
  nitSocket?.close();
  await obsContext?.close();
  await consoleContext?.close();
});

test("[ADDON-LIVE-E2E-1] UTH switched on at demo-2 in Settings: a round of the bots from bets through the dealer's cards to settlement, drawn as the wire says; the hidden twin never shows a hole card", async ({
  stack,
}) => {
  test.setTimeout(150_000);
  const socket = uthSocket!;
  // The overlays are up before the switches (as they are in OBS), so each game is watched from its start.
  // The nit game takes longest (a whole poker hand after its switch): it goes first.
  const nitOverlay = await openOverlay(stack, NIT_TABLE.key, 'overlays');
  nitRun = nitGame(await consoleContext!.newPage(), nitOverlay, nitSocket!);
  nitRun.catch(() => undefined); // checked by the next test
  const [viewer, hidden] = await Promise.all([
    openOverlay(stack, UTH_TABLE.key, 'overlays'),
    openOverlay(stack, UTH_TABLE.key, 'overlays-hidden'),
  ]);
  await watchHiddenFaces(hidden);
  /** The overlay and its hidden twin each draw the wire's state (hidden: every UTH card but the board down). */
  const bothMatchWire = async () => {
    await uthMatchesWire(viewer, socket, false);
    await uthMatchesWire(hidden, socket, true);
  };

  const console2 = await consoleContext!.newPage();
  await switchOn(console2, socket, UTH_TABLE, 'uth', 'Ultimate Texas hold’em');
  const uth = () => socket.state.uth;
  // The panel shows up at once, naming the banked game on the wire.
  expect(socket.state.partyGameDealer?.gameName).toBe('Ultimate Texas Hold’em');
  await expect(viewer.getByTestId('addon-uth')).toBeVisible();
  await expect(hidden.getByTestId('addon-uth')).toBeVisible();

  // Bets: each seat's ante (= blind) and trips as the bots place them.
  const { round } = await until(
    'a UTH bet at demo-2',
    () => uth()?.roundState === 'WAITING_FOR_BETS' && uth()!.hands.length > 0 && { round: uth()!.round },
    15_000,
  );
  await bothMatchWire();

  // This round at this phase or past it: a phase can pass while the screens are being compared.
  const reached = (phase: CasinoRoundState) =>
    uth()?.round === round && CASINO_PHASES.indexOf(uth()!.roundState) >= CASINO_PHASES.indexOf(phase);

  // The deal: hole cards face up on the overlay, backs on the hidden twin.
  await until(
    'UTH hole cards dealt',
    () => reached('DEALING') && uth()!.hands.some((h) => h.cards.length > 0),
    30_000,
  );
  await bothMatchWire();

  // The players' decisions with the flop out (plays of 4× or 3× already on the felt).
  await until('the UTH flop', () => reached('PLAYER_ACTION') && uth()!.board.length >= 3, 40_000);
  await bothMatchWire();
  await shoot(viewer, 'uth-playing');
  await shoot(hidden, 'uth-playing-hidden');

  // The dealer's cards (read when turned over), then settlement: a result on every hand still in.
  await until(
    "the UTH dealer's cards",
    () => reached('PLAYER_ACTION') && uth()!.dealerCards.length > 0,
    40_000,
  );
  await bothMatchWire();
  await until(
    'UTH settled',
    () => reached('SETTLING') && uth()!.hands.every((h) => h.hasFolded || h.result !== null),
    20_000,
  );
  expect(uth()!.round).toBe(round);
  expect(uth()!.board).toHaveLength(5);
  expect(uth()!.dealerCards.filter((c) => c !== null)).toHaveLength(2);
  await bothMatchWire();
  await shoot(viewer, 'uth-settled');
  await shoot(hidden, 'uth-settled-hidden');
  // Settled: the overlay shows every live hand face up with its result, the hidden twin none of them.
  await expect(
    viewer.locator('[data-testid="uth-hand"][data-folded="false"] [data-card="back"]'),
  ).toHaveCount(0);
  const faces = await hidden.evaluate(() => (window as unknown as { uthFaces: string[] }).uthFaces);
  expect(
    faces.filter((f) => !f.startsWith('Paying out')),
    'hole or dealer cards face up on the hidden twin before settlement',
  ).toEqual([]);

  // demo-2 deals poker again for the next spec.
  await uthOff(socket);
  expect(socket.state.addOns).toEqual([]);
  await expect(viewer.getByTestId('addon-uth')).toHaveCount(0);
});

test('[ADDON-LIVE-E2E-2] the nit game switched on at demo-1 in Settings: its standings on the overlay are the wire’s nitSeatIndexes as hands are won, through the call and the NIT GAME CONFIRMATION to the settlement', async () => {
  test.setTimeout(120_000);
  expect(nitRun, 'the nit game run started with the first test').not.toBeNull();
  const seen = await nitRun!;
  expect(seen.map((c) => c.moment)).toEqual(['switched on', 'a pot won', 'called', 'settled']);
  const [start, won, called, settled] = seen as [NitCheckpoint, NitCheckpoint, NitCheckpoint, NitCheckpoint];
  // Everyone a nit at first (NIT-1); a winner safe after a hand; the call names the nits left.
  expect(start.rows.every((r) => r.nit)).toBe(true);
  expect(won.rows.some((r) => !r.nit)).toBe(true);
  expect(won.rows.some((r) => r.nit)).toBe(true);
  expect(called.roundState).toBe('NIT GAME CONFIRMATION');
  // Settled: everyone a nit again, each player who had won a pot one nit game won.
  expect(settled.roundState).not.toBe('NIT GAME CONFIRMATION');
  expect(settled.rows.every((r) => r.nit)).toBe(true);
  for (const row of called.rows) {
    expect(settled.rows.find((r) => r.seat === row.seat)?.wins, `seat ${row.seat + 1}`).toBe(
      row.nit ? '0 games won' : '1 game won',
    );
  }
  expect(nitSocket!.state.addOns).toEqual([]);
});
