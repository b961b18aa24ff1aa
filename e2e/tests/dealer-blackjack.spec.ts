import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { TableState } from '@railbird/protocol';
import {
  blackjackNextLine,
  chips,
  signedChips,
} from '../../apps/web/src/features/displays/dealer-add-ons.js';
import {
  blackjackTable,
  nitConfirmationTable,
  uthTable,
} from '../../apps/web/src/features/displays/dealer-testing/testing.js';
import { signIn } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { snap } from '../support/screens.js';

/**
 * Issue 19, "switch on blackjack at a demo table and play a shoe through the dealer screen": demo-1
 * taken out of DEMO in the Table Manager, a cut card registered there (REGISTER_CUT_CARD), blackjack
 * switched on in Settings with a one-deck shoe cut at half, then a whole shoe played on
 * /dealer/demo-1 by its buttons and keys — bets, deal, insurance, decisions, next round — with every
 * card read by `simulateRead` as the antennas would, until the cut card comes out and the shoe is
 * shuffled. Each round's stacks move by exactly the settlement the hands' results call for.
 */

const TABLE = 'demo-1';
const VIEW = { width: 1280, height: 800 };
const CUT_CARD_TAG = 'E2E-DEALER-CUT-CARD';
const PLAYERS = [
  { seatIndex: 0, displayName: 'Ava Dealer-Test', stack: 500 },
  { seatIndex: 3, displayName: 'Ben Dealer-Test', stack: 500 },
];

/** Poll often: a shoe is a few hundred steps, each waiting on the engine and the screen. */
const POLL = { timeout: 10_000, intervals: [10, 25, 50, 100] };

type Operator = Awaited<ReturnType<typeof operatorSocket>>;
let op: Operator | null = null;
let addOnsBefore: string[] = [];

/** A shuffled single deck, the same every run (a seeded Fisher–Yates). */
function shuffledDeck(seed: number): string[] {
  const deck = ['S', 'H', 'D', 'C'].flatMap((suit) => [...'23456789TJQKA'].map((rank) => `${suit}${rank}`));
  let x = seed;
  for (let i = deck.length - 1; i > 0; i--) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    const j = x % (i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}
const deck = shuffledDeck(20_261_126);
let dealt = 0;

function antennaFor(state: TableState, seatIndex: number | null): number {
  const antennas = state.tableSettings.antennas;
  const seat = antennas.find((a) => a.role === 'SEAT' && a.seatIndex === seatIndex);
  return (seat ?? antennas.find((a) => a.role === 'BOARD') ?? antennas[0]!).id;
}

/** The engine's next state after `act` (its ack can come before its state). */
async function changes(socket: Operator, act: () => Promise<unknown>) {
  const before = socket.state.updateTime;
  await act();
  await expect.poll(() => socket.state.updateTime, POLL).toBeGreaterThan(before);
}

/** The dealer screen shows at least the state the test's socket has. */
async function inStep(page: Page, socket: Operator) {
  const screen = page.getByTestId('dealer-screen');
  await expect
    .poll(async () => Number(await screen.getAttribute('data-update-time')), POLL)
    .toBeGreaterThanOrEqual(socket.state.updateTime);
}

/** A card (or the cut card) read by the antennas: the seat's own antenna for a player's card. */
async function read(socket: Operator, tagId: string) {
  const next = socket.state.blackjack!.options.nextCard;
  const seat = next?.kind === 'player' ? next.seatIndex : null;
  await changes(socket, () =>
    socket.send('simulateRead', { antennaId: antennaFor(socket.state, seat), tagId }),
  );
}

const total = (cards: readonly (string | null)[]) => {
  let hard = 0;
  let aces = 0;
  for (const c of cards) {
    if (!c) continue;
    const r = c[1]!;
    hard += r === 'A' ? 1 : 'TJQK'.includes(r) ? 10 : Number(r);
    if (r === 'A') aces++;
  }
  return aces > 0 && hard + 10 <= 21 ? hard + 10 : hard;
};

/** A seat's net by the rules page (BJ-14): win 1:1, push 0, lose the bet, a natural 3:2 rounded down. */
function expectedNet(bj: NonNullable<TableState['blackjack']>, seatIndex: number): number {
  let net = 0;
  for (const h of bj.hands.filter((x) => x.seatIndex === seatIndex)) {
    if (h.result === 'WIN') net += h.bet;
    if (h.result === 'LOSE') net -= h.bet;
    if (h.result === 'BLACKJACK') net += Math.floor((h.bet * 3) / 2);
  }
  return net;
}

async function axe(page: Page, scheme: string) {
  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `serious axe violations (${scheme})`,
  ).toEqual([]);
}

/** Finishes a round left in play (a failed run), so blackjack can be switched off. */
async function finishRound(socket: Operator) {
  for (let guard = 0; guard < 60; guard++) {
    const bj = socket.state.blackjack;
    if (!bj) return;
    const o = bj.options;
    // Bets out but not dealt: the engine keeps blackjack on until they are played.
    if (bj.roundState === 'WAITING_FOR_BETS') {
      if (!bj.seats.some((x) => x.bet > 0) || !o.deal) return;
      await changes(socket, () =>
        socket.send('addOnAction', { addOn: 'blackjack', action: { type: 'deal' } }),
      );
      continue;
    }
    const send = (action: object) =>
      changes(socket, () => socket.send('addOnAction', { addOn: 'blackjack', action }));
    if (o.nextCard) await read(socket, `SIM-CARD-${deck[dealt++ % deck.length]}`);
    else if (o.insurance[0]) await send({ type: 'declineInsurance', seatIndex: o.insurance[0].seatIndex });
    else if (o.turn) await send({ type: 'stand', seatIndex: o.turn.seatIndex });
    else if (o.nextRound) await send({ type: 'nextRound' });
    else return;
  }
}

/** demo-1 as the other specs expect it: no round in play, blackjack off, no players of ours, DEMO. */
async function restore(socket: Operator) {
  await finishRound(socket).catch(() => undefined);
  if (socket.state.addOns.includes('blackjack'))
    await socket
      .send('setAddOns', { addOns: addOnsBefore.filter((a) => a !== 'blackjack'), settings: {} })
      .catch(() => undefined);
  for (const p of socket.state.playerGroup.players)
    await socket.send('unseatPlayer', { seatIndex: p.seatIndex }).catch(() => undefined);
  await socket.send('setTableMode', { tableMode: 'DEMO' });
}

// The specs of a run share one stack: demo-1 goes back to the bots as it was, blackjack off.
test.afterAll(async () => {
  if (!op) return;
  await restore(op);
  op.close();
  op = null;
});

test('[DEALER-BJ-E2E-1] a shoe of blackjack played through the dealer screen: bets, deal, decisions, the cut card and the shuffle; stacks move by the settlement; screenshots and axe light and dark', async ({
  page,
  stack,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(VIEW);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  const admin = stack.demoAdmin();
  await signIn(page, admin.email, admin.password);
  op ??= await operatorSocket(page.request, TABLE);
  const socket = op;
  // A run repeated in this worker (--repeat-each) finds demo-1 as the last one left it.
  if (socket.state.table.mode !== 'DEMO') await restore(socket);
  else addOnsBefore = [...socket.state.addOns];
  dealt = 0;

  // The Table Manager: demo-1 out of DEMO (the bots' hand voided, asked once), the cut card learnt.
  await page.goto(`/manager/${TABLE}`);
  const mode = page.getByLabel('Table mode');
  await expect(mode).toHaveValue('DEMO', { timeout: 15_000 });
  await mode.selectOption('GAME');
  const force = page.getByRole('button', { name: 'Void and switch' });
  await expect(force.or(page.getByText('Table mode set to GAME'))).toBeVisible();
  if (await force.isVisible()) await force.click();
  await expect(mode).toHaveValue('GAME');
  await expect.poll(() => socket.state.game.gameState).not.toBe('IN ROUND');
  if (socket.state.game.gameState === 'CLEARING') await socket.send('confirmAction', {});
  // Two players of our own (the bots' seats emptied): seating is the Table Manager's own test.
  for (const p of socket.state.playerGroup.players)
    await socket.send('unseatPlayer', { seatIndex: p.seatIndex });
  for (const p of PLAYERS) await socket.send('seatPlayer', p);
  await mode.selectOption('REGISTER_CUT_CARD');
  await expect(mode).toHaveValue('REGISTER_CUT_CARD');
  await socket.send('simulateRead', { antennaId: antennaFor(socket.state, null), tagId: CUT_CARD_TAG });
  await mode.selectOption('GAME');
  await expect(mode).toHaveValue('GAME');

  // Settings → demo-1 → Add-on games: blackjack with one deck, cut at half the shoe.
  await page.goto(`/settings?table=${TABLE}`);
  const section = page.getByTestId('add-on-games');
  await expect(page.getByTestId('add-ons-live')).toContainText('Live from the table', { timeout: 15_000 });
  await section.getByRole('switch', { name: /Blackjack/ }).check();
  await section.getByLabel('Decks').fill('1');
  await section.getByLabel('Penetration (%)').fill('50');
  await page.getByTestId('add-ons-save').click();
  await expect.poll(() => socket.state.blackjack?.rules.decks).toBe(1);
  expect(socket.state.blackjack!.rules.penetration).toBe(0.5);
  expect(socket.state.blackjack!.seats.map((s) => s.seatIndex)).toEqual([0, 3]);
  const cutAt = 26;

  // The dealer screen.
  await page.goto(`/dealer/${TABLE}`);
  const screen = page.getByTestId('dealer-screen');
  await expect(screen).toContainText('Live', { timeout: 20_000 });
  const toolbar = page.getByRole('toolbar', { name: 'Dealer actions' });
  const next = page.getByTestId('bj-next');

  let cutOut = false;
  let rounds = 0;
  let splits = 0;
  let doubles = 0;
  let shots = 0;
  let before = new Map<number, number>();
  let useKeys = false;
  let lineChecked = -1;
  for (let guard = 0; guard < 400; guard++) {
    const bj = socket.state.blackjack!;
    const o = bj.options;

    if (o.nextCard) {
      // Where the card goes, said on the screen (once a round: the reads need no screen).
      if (lineChecked !== bj.round) {
        await inStep(page, socket);
        await expect(next).toHaveText(blackjackNextLine(socket.state, bj));
        lineChecked = bj.round;
      }
      // The cut card sits half way down the shoe: it comes out before the card behind it.
      if (!cutOut && bj.shoe.cardsDealt >= cutAt) {
        expect(o.cutCard).toBe(true);
        await read(socket, CUT_CARD_TAG);
        cutOut = true;
        await inStep(page, socket);
        await expect(page.getByTestId('bj-shoe')).toContainText('cut card out');
        continue;
      }
      await read(socket, `SIM-CARD-${deck[dealt++]}`);
      continue;
    }
    // Every other step is the dealer's, on the screen: it first shows what the engine has.
    await inStep(page, socket);
    await expect(next).toHaveText(blackjackNextLine(socket.state, bj));
    if (o.insurance[0]) {
      await changes(socket, () => toolbar.getByRole('button', { name: /^No insurance/ }).click());
      continue;
    }
    if (o.turn) {
      const t = o.turn;
      if (shots === 0) {
        await snap(page, { path: screenshotPath('dealer-blackjack-1280x800-light.png') });
        await axe(page, 'light');
        await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        await expect(page.locator('html')).toHaveClass(/dark/);
        await snap(page, { path: screenshotPath('dealer-blackjack-1280x800-dark.png') });
        await axe(page, 'dark');
        shots++;
      }
      const hand = bj.hands.find((h) => h.seatIndex === t.seatIndex && h.handIndex === t.handIndex)!;
      const value = total(hand.cards);
      // The buttons are the options: open ones enabled, closed ones disabled, none for what the
      // table's rules never offer (no surrender here).
      const shown = await toolbar
        .getByRole('button')
        .evaluateAll((els) =>
          els.map((b) => `${b.getAttribute('aria-keyshortcuts')}:${!(b as HTMLButtonElement).disabled}`),
        );
      expect(shown).toEqual([`H:${t.hit}`, `S:${t.stand}`, `D:${t.double}`, `P:${t.split}`]);
      const decision = t.split
        ? 'Split'
        : t.double && (value === 10 || value === 11)
          ? 'Double'
          : value < 17
            ? 'Hit'
            : 'Stand';
      if (decision === 'Split') splits++;
      if (decision === 'Double') doubles++;
      // Half the decisions by their keys, half by the buttons.
      useKeys = !useKeys;
      const key = { Hit: 'h', Stand: 's', Double: 'd', Split: 'p' }[decision];
      await changes(socket, () =>
        useKeys
          ? page.keyboard.press(key)
          : toolbar.getByRole('button', { name: new RegExp(`^${decision}`) }).click(),
      );
      continue;
    }
    if (bj.roundState === 'SETTLING') {
      // Each seat's stack moved by its net, and its net is what the hands' results pay.
      for (const seat of bj.seats) {
        const player = socket.state.playerGroup.players.find((p) => p.seatIndex === seat.seatIndex)!;
        expect(seat.net, `seat ${seat.seatIndex + 1}'s net`).toBe(expectedNet(bj, seat.seatIndex));
        expect(player.stack, `seat ${seat.seatIndex + 1}'s stack`).toBe(
          before.get(seat.seatIndex)! + seat.net!,
        );
        expect(seat.stack).toBe(player.stack);
        await expect(page.getByTestId(`bj-net-${seat.seatIndex}`)).toHaveText(signedChips(seat.net!));
        await expect(page.getByTestId(`bj-stack-${seat.seatIndex}`)).toHaveText(
          `stack${chips(player.stack)}`,
        );
      }
      rounds++;
      await changes(socket, () => toolbar.getByRole('button', { name: /^Next round/ }).click());
      continue;
    }
    if (bj.shoe.shuffleDue) {
      expect(cutOut).toBe(true);
      await expect(toolbar.getByRole('button', { name: /^Deal/ })).toBeDisabled();
      await snap(page, { path: screenshotPath('dealer-blackjack-shuffle-1280x800-dark.png') });
      await changes(socket, () => toolbar.getByRole('button', { name: /^Shuffle/ }).click());
      break;
    }
    if (bj.roundState === 'WAITING_FOR_BETS') {
      before = new Map(socket.state.playerGroup.players.map((p) => [p.seatIndex, p.stack]));
      for (const bet of o.bets) {
        const name = PLAYERS.find((p) => p.seatIndex === bet.seatIndex)!.displayName;
        const form = page.getByRole('form', { name: `Bet for ${name}` });
        const amount = Math.min(bet.max, 10 * (rounds + 1) + 10 * bet.seatIndex);
        await form.getByRole('spinbutton').fill(String(amount));
        await changes(socket, () => form.getByRole('button', { name: 'Bet' }).click());
      }
      await inStep(page, socket);
      expect(socket.state.blackjack!.options.deal).toBe(true);
      await changes(socket, () => toolbar.getByRole('button', { name: /^Deal/ }).click());
      continue;
    }
    throw new Error(`the dealer screen offers nothing in ${bj.roundState}: ${JSON.stringify(o)}`);
  }

  // Shuffled: a fresh shoe, bets open again.
  await inStep(page, socket);
  const bj = socket.state.blackjack!;
  expect(bj.shoe).toEqual({ cardsDealt: 0, cutCardOut: false, shuffleDue: false });
  expect(rounds).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId('bj-shoe')).toHaveText(`Round ${bj.round} · 0 cards dealt`);
  await expect(toolbar.getByRole('button', { name: /^Deal/ })).toBeDisabled();
  test.info().annotations.push({
    type: 'shoe',
    description: `${rounds} rounds, ${dealt} cards, ${splits} splits, ${doubles} doubles`,
  });

  // The other add-on moments a dealer meets — UTH at a decision, blackjack after a split, a nit game
  // call — from states the reducers reached, through a stand-in for the engine's socket: screenshots
  // in both themes, axe on the screens the shoe above did not show.
  const packet = (event: string, data: unknown) => JSON.stringify({ event, data, tableKey: TABLE });
  const stateOf = (scene: TableState) => {
    const state = structuredClone(scene);
    state.tableSettings.key = TABLE;
    state.updateTime = Date.now();
    return packet('state', state);
  };
  let engine: { send: (message: string) => void } | null = null;
  await page.routeWebSocket(
    (url) => url.searchParams.get('page') === 'dealer',
    (ws) => {
      engine = ws;
      ws.onMessage((raw) => {
        if ((JSON.parse(String(raw)) as { event: string }).event === 'subscribe')
          ws.send(stateOf(uthTable('flop')));
      });
      const beat = setInterval(() => ws.send(packet('heartbeat', { updateTime: Date.now() })), 500);
      ws.onClose(() => clearInterval(beat));
    },
  );
  await page.reload();
  await expect(screen).toContainText('Live', { timeout: 15_000 });
  const scenes: [string, () => TableState, string, boolean][] = [
    ['uth-flop', () => uthTable('flop'), 'On the flop: Ben, Cleo and Fay to decide', true],
    ['blackjack-split', () => blackjackTable('decision'), 'Decision: Seat 1 · Ana, hand 2', false],
    ['nit-game', () => nitConfirmationTable(), 'Ana is the nit: pays 20 to each of 5 players', true],
  ];
  for (const scheme of ['dark', 'light'] as const) {
    if (scheme === 'light') await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
    for (const [name, make, text, checkAxe] of scenes) {
      engine!.send(stateOf(make()));
      await expect(screen).toContainText(text);
      await snap(page, { path: screenshotPath(`dealer-${name}-1280x800-${scheme}.png`) });
      // The nit game's card is amber in both themes: one axe pass is enough.
      if (checkAxe && (name !== 'nit-game' || scheme === 'light')) await axe(page, `${name} ${scheme}`);
    }
  }
});
