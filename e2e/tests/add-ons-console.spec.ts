import { signIn } from '../support/console.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';

test.describe('add-on games in the console', () => {
  test('[ADDON-UI-1] settings: blackjack priced live, UTH edges by pay table, a bad value shown at its field; screenshots light and dark', async ({
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
      await page.screenshot({ path: screenshotPath(`add-ons-settings-blackjack-1440-${scheme}.png`) });

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
      await page.screenshot({ path: screenshotPath(`add-ons-settings-uth-1440-${scheme}.png`) });
    }
  });
});
