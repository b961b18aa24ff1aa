import type { Locator, Page } from '@playwright/test';
import { signIn } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { operatorSocket } from '../support/operator-socket.js';
import { CONSOLE_SIZES, shootThemes, snap } from '../support/screens.js';

const TABLE = 'demo-1';

test.describe('add-on games in the console', () => {
  test('[ADDON-UI-E2E-1] settings: blackjack priced live, UTH edges by pay table, a bad value shown at its field; screenshots light and dark', async ({
    page,
    stack,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate(() => localStorage.removeItem('theme'));
      await page.goto('/settings?table=demo-1');
      const section = page.getByTestId('add-on-games');
      await expect(section).toBeVisible();
      await expect(page.getByTestId('add-ons-live')).toContainText('Live from the table', {
        timeout: 15_000,
      });

      // Blackjack: the edge of the Strip game arrives from the worker without freezing the page.
      await section.getByRole('switch', { name: /Blackjack/ }).check();
      const edge = page.getByTestId('blackjack-edge');
      await expect(edge).toContainText('House edge 0.41 % · insurance 7.40 %', { timeout: 15_000 });
      // H17 costs the player about 0.2 %: the line follows the rule.
      await section.getByLabel('Dealer on soft 17').selectOption('H17');
      await expect(edge).toContainText('House edge 0.62 %', { timeout: 15_000 });
      await edge.getByText('Basic strategy chart for these rules').click();
      await expect(edge.getByRole('table').first()).toBeVisible();
      await page.getByTestId('add-on-blackjack').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await snap(page, { path: screenshotPath(`add-ons-settings-blackjack-1440-${scheme}.png`) });

      // UTH switches blackjack off (one banked game a table); the trips edge follows the pay table.
      await section.getByRole('switch', { name: /Ultimate Texas/ }).check();
      await expect(section.getByRole('switch', { name: /Blackjack/ })).not.toBeChecked();
      await expect(page.getByTestId('uth-edge')).toContainText('Main game 2.40 % · trips 3.50 %');
      await section.getByLabel('Trips pay table').selectOption('8-6-5');
      await expect(page.getByTestId('uth-edge')).toContainText('trips 1.90 %');
      await section.getByRole('switch', { name: /Nit game/ }).check();
      await section.getByRole('switch', { name: /Team games/ }).check();
      await section.getByLabel('Max ante').fill('1');
      await page.getByTestId('add-ons-save').click();
      await expect(section.getByText('at least the minimum ante', { exact: false })).toBeVisible();
      await page.getByTestId('add-on-uth').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await snap(page, { path: screenshotPath(`add-ons-settings-uth-1440-${scheme}.png`) });
    }
  });
});

/** A screen at the operator sizes (UI.md: 1280×800 and 1440×900), light and dark, reduced motion. */
async function shoot(page: Page, name: string, top?: Locator) {
  // From the top of the page, or of the part shown (a click may have scrolled it).
  await page.evaluate(() => window.scrollTo(0, 0));
  if (top) await top.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await shootThemes(page, `add-ons-${name}`, { sizes: CONSOLE_SIZES });
}

test.describe('add-on games at a table', () => {
  test('[ADDON-UI-E2E-2] the rules sent show in settings from the table; the Table Manager runs blackjack and the room games by what the engine accepts', async ({
    page,
    stack,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const admin = stack.demoAdmin();
    await signIn(page, admin.email, admin.password);
    const operator = await operatorSocket(page.request, TABLE);
    try {
      // GAME mode: the bots stop and nothing is dealt but what the test deals.
      await operator.send('setTableMode', { tableMode: 'GAME', force: true });
      await expect.poll(() => operator.state.game.gameState).not.toBe('IN ROUND');
      // A bots' hand that just ended is cleared, so the table shows no poker hand.
      if (operator.state.game.gameState === 'CLEARING') await operator.send('confirmAction', {});

      // Settings: blackjack on with house rules of our own, sent to the table.
      await page.goto(`/settings?table=${TABLE}`);
      const section = page.getByTestId('add-on-games');
      await expect(page.getByTestId('add-ons-live')).toContainText('Live from the table', {
        timeout: 15_000,
      });
      await section.getByRole('switch', { name: /Blackjack/ }).check();
      await section.getByLabel('Decks').fill('2');
      await section.getByLabel('Dealer on soft 17').selectOption('H17');
      await section.getByLabel('Surrender').selectOption('late');
      await section.getByLabel('Min bet').fill('25');
      await section.getByLabel('Max bet').fill('500');
      await section.getByLabel('Chip unit').fill('5');
      await page.getByTestId('add-ons-save').click();
      await expect(page.getByText(/Demo 1: Blackjack on/)).toBeVisible();
      await expect(page.getByTestId('add-on-blackjack-at-table')).toBeVisible();
      expect(operator.state.blackjack?.rules).toMatchObject({ decks: 2, dealerHitsSoft17: true, minBet: 25 });

      // A fresh page reads them back from the table's live state, not the defaults.
      await page.reload();
      await expect(page.getByTestId('add-ons-live')).toContainText('Live from the table', {
        timeout: 15_000,
      });
      await expect(section.getByRole('switch', { name: /Blackjack/ })).toBeChecked();
      await expect(section.getByLabel('Decks')).toHaveValue('2');
      await expect(section.getByLabel('Dealer on soft 17')).toHaveValue('H17');
      await expect(section.getByLabel('Surrender')).toHaveValue('late');
      await expect(section.getByLabel('Min bet')).toHaveValue('25');
      await expect(section.getByLabel('Max bet')).toHaveValue('500');
      await expect(section.getByLabel('Chip unit')).toHaveValue('5');
      await expect(page.getByTestId('add-ons-save')).toBeDisabled();
      // H17 with two decks and late surrender, priced for the table's rules.
      await expect(page.getByTestId('blackjack-edge')).toContainText(/House edge \d/, { timeout: 15_000 });
      await page.getByTestId('add-on-blackjack').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await shoot(page, 'settings-table-rules');

      // The Table Manager: blackjack's controls come first; a seat bets through its row.
      await page.goto(`/manager/${TABLE}`);
      const panel = page.getByTestId('manager-add-on-blackjack');
      await expect(panel).toBeVisible();
      // The richest seat bets 30: its stack covers a double or a split of it.
      const bettor = [...operator.state.blackjack!.options.bets].sort((a, b) => b.max - a.max)[0]!.seatIndex;
      const row = panel.getByTestId(`add-on-row-${bettor}`);
      const amount = row.getByRole('spinbutton', { name: 'Bet' });
      await expect(amount).toHaveValue('25');
      // A bet off the chip unit is refused before it is sent, with the reducer's words.
      await amount.fill('27');
      await row.getByRole('button', { name: 'Bet 27' }).click({ force: true }); // aria-disabled: a tap says why
      await expect(page.getByText(/whole number of 5-chip units/).first()).toBeVisible();
      await amount.fill('30');
      await row.getByRole('button', { name: 'Bet 30' }).click();
      await expect(row).toContainText('Bet 30');
      await shoot(page, 'manager-blackjack-bets');

      // G deals; the cards come as antenna reads, wherever the game asks for the next one.
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('g');
      await expect.poll(() => operator.state.blackjack?.roundState).toBe('DEALING');
      const antenna = operator.state.tableSettings.antennas[0]!;
      // Each read waits for the card it is due for, and for the state that shows it dealt (the ack
      // can come before the state: a read sent on a stale state would be ignored, no card due).
      const dealt = () => operator.state.blackjack?.shoe.cardsDealt ?? 0;
      const read = async (cards: string[]) => {
        for (const card of cards) {
          await expect.poll(() => operator.state.blackjack?.options.nextCard).not.toBeNull();
          const before = dealt();
          await operator.send('simulateRead', { antennaId: antenna.id, tagId: `SIM-CARD-${card}` });
          await expect.poll(dealt).toBe(before + 1);
        }
      };
      // Eight, eight against a dealer nine (the hole card C7 dealt down): every decision open.
      await read(['S8', 'H9', 'D8', 'C7']);
      await expect.poll(() => operator.state.blackjack?.options.turn?.seatIndex).toBe(bettor);
      const turn = panel.getByTestId(`add-on-row-${bettor}`);
      for (const name of ['Hit', 'Stand', 'Double', 'Split', 'Surrender'])
        await expect(turn.getByRole('button', { name: new RegExp(`^${name}`) })).not.toHaveAttribute(
          'aria-disabled',
        );
      await shoot(page, 'manager-blackjack-turn');
      // The poker hand is held while blackjack is dealt instead, and says why.
      await expect(page.getByRole('button', { name: /^Start round/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      // T stands; the dealer turns C7 (16) and draws a ten: bust, the round settles.
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('t');
      await read(['CT']);
      await expect.poll(() => operator.state.blackjack?.roundState).toBe('SETTLING');
      await expect(panel.getByRole('button', { name: /^Next round/ })).not.toHaveAttribute('aria-disabled');
      await shoot(page, 'manager-blackjack-settled');
      await panel.getByRole('button', { name: /^Next round/ }).click();
      await expect.poll(() => operator.state.blackjack?.roundState).toBe('WAITING_FOR_BETS');

      // UTH instead: an ante and trips typed in a seat's row, G closes the bets, the seat decides.
      await operator.send('setAddOns', { addOns: ['uth'], settings: { uth: { minAnte: 5, maxAnte: 100 } } });
      const uthPanel = page.getByTestId('manager-add-on-uth');
      await expect(uthPanel).toBeVisible();
      const player = operator.state.uth!.options.seats[0]!.seatIndex;
      const uthRow = uthPanel.getByTestId(`add-on-row-${player}`);
      await uthRow.getByRole('spinbutton', { name: 'Ante' }).fill('10');
      await uthRow.getByRole('spinbutton', { name: 'Trips' }).fill('5');
      await uthRow.getByRole('button', { name: /^Bet/ }).click();
      await expect(uthRow).toContainText('Ante 10 · blind 10 · trips 5');
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('g');
      const uthDeck = ['SA', 'SK', 'C2', 'D7', 'H9', 'S3', 'C4', 'H2', 'D3'];
      const uthOut = () => {
        const u = operator.state.uth;
        return u
          ? u.board.length + u.dealerCards.length + u.hands.reduce((n, h) => n + h.cards.length, 0)
          : 0;
      };
      const dealUth = async (until: () => boolean) => {
        while (!until()) {
          await expect.poll(() => operator.state.uth?.options.nextCard ?? null).not.toBeNull();
          const before = uthOut();
          await operator.send('simulateRead', {
            antennaId: antenna.id,
            tagId: `SIM-CARD-${uthDeck.shift()}`,
          });
          await expect.poll(uthOut).toBeGreaterThan(before);
        }
      };
      await dealUth(() => (operator.state.uth?.options.waitingOn.length ?? 0) > 0);
      await expect(uthRow.getByRole('button', { name: 'Bet 4× · 40' })).not.toHaveAttribute('aria-disabled');
      await shoot(page, 'manager-uth-preflop');
      await uthRow.getByRole('button', { name: 'Bet 4× · 40' }).click();
      await dealUth(() => operator.state.uth?.roundState === 'SETTLING');
      await uthPanel.getByRole('button', { name: /^Next round/ }).click();
      await expect.poll(() => operator.state.uth?.roundState).toBe('WAITING_FOR_BETS');

      // The room games instead: every seat action waits for a seat, then follows what the engine takes.
      await operator.send('setAddOns', {
        addOns: [
          'nitGameAddOn',
          'runnerUpAddOn',
          'oneNDoneAddOn',
          'teamAddOn',
          'powerupsAddOn',
          'bingoAddOn',
          'fortuneTellerAddOn',
        ],
        settings: {},
      });
      await expect(page.getByTestId('manager-add-on-oneNDoneAddOn')).toBeVisible();
      const seat = operator.state.playerGroup.players[0]!;
      await page.getByTestId('add-ons-seat').selectOption(String(seat.seatIndex));
      const oneNDone = page.getByTestId('manager-add-on-oneNDoneAddOn');
      await oneNDone.getByRole('button', { name: /^Buy in/ }).click();
      await expect(oneNDone.getByTestId(`add-on-row-${seat.seatIndex}`)).toContainText('Playing');
      await expect(oneNDone.getByRole('button', { name: /^Buy in/ })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
      const powerups = page.getByTestId('manager-add-on-powerupsAddOn');
      await powerups.getByRole('button', { name: 'Grant Shield' }).click();
      await expect(powerups.getByTestId(`add-on-row-${seat.seatIndex}`)).toContainText('Holds Shield');
      const fortune = page.getByTestId('manager-add-on-fortuneTellerAddOn');
      await fortune.getByRole('button', { name: 'The river is red' }).click();
      await expect(fortune.getByTestId(`add-on-row-${seat.seatIndex}`)).toContainText(
        'Predicts: The river is red',
      );
      await page
        .getByTestId('manager-add-on-teamAddOn')
        .getByRole('button', { name: /^(Join|Move to) / })
        .first()
        .click();
      await expect(
        page.getByTestId('manager-add-on-teamAddOn').getByTestId(`add-on-row-${seat.seatIndex}`),
      ).toContainText('On ');
      // Playing the shield holds the table for the dealer: Y confirms it.
      await powerups.getByRole('button', { name: 'Play Shield' }).click();
      await expect(powerups).toContainText(`${seat.displayName} plays Shield`);
      await shoot(page, 'manager-room-games', page.getByTestId('manager-add-ons'));
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('y');
      await expect.poll(() => operator.state.powerupsAddOn?.pending).toBeNull();

      // Settings shows the room games the table plays, with what its state does not report; a change
      // to a game on says it starts that game afresh before it is sent.
      await page.goto(`/settings?table=${TABLE}`);
      await expect(page.getByTestId('add-ons-live')).toContainText('Live from the table', {
        timeout: 15_000,
      });
      await expect(section.getByRole('switch', { name: /Blackjack/ })).not.toBeChecked();
      await expect(section.getByRole('switch', { name: /One-and-done/ })).toBeChecked();
      await expect(page.getByTestId('add-on-oneNDoneAddOn-at-table')).toBeVisible();
      await expect(page.getByTestId('add-on-powerupsAddOn')).toContainText('not how often they are drawn');
      await section.getByRole('textbox', { name: 'Buy-in' }).fill('250');
      await expect(page.getByTestId('add-ons-restarts')).toContainText('One-and-done');
      await shoot(page, 'settings-room-games', page.getByTestId('add-on-nitGameAddOn'));
    } finally {
      await operator.send('setAddOns', { addOns: [], settings: {} }).catch(() => undefined);
      await operator.send('setTableMode', { tableMode: 'DEMO' }).catch(() => undefined);
      operator.close();
    }
  });
});
