import type { Page } from '@playwright/test';
import type { TableState } from '@railbird/protocol';
import { ADD_ON_SCENES, type AddOnSceneName } from '../../apps/web/src/features/overlays/add-ons/testing.js';
import { fixtureEngine } from '../support/fixture-engine.js';
import { expect, screenshotPath, test } from '../support/fixtures.js';
import { animationsDone, snap } from '../support/screens.js';
import { serveWeb } from '../support/static-web.js';

/**
 * Issue 19 "on air": each add-on's panel on the 1920×1080 overlay, from table states the add-on
 * reducers produced (apps/web/src/features/overlays/add-ons/testing.ts), served by a fixture engine
 * until the engine fills the add-on fields itself. The hidden twin gets the hidden projection (hole
 * cards null) and must draw backs.
 */

const SKINS = {
  dark: { name: 'Night', key: 'night', primaryColor: '#0f172a', secondaryColor: '#facc15' },
  light: { name: 'Paper', key: 'paper', primaryColor: '#f8fafc', secondaryColor: '#1d4ed8' },
} as const;

let web: Awaited<ReturnType<typeof serveWeb>>;
let engine: Awaited<ReturnType<typeof fixtureEngine>>;

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 1920, height: 1080 } });

function scene(name: AddOnSceneName, hidden: boolean, skin: keyof typeof SKINS): TableState {
  const state = ADD_ON_SCENES[name](hidden);
  state.gameSettings.overlaysSkin = { ...SKINS[skin] };
  state.updateTime = Date.now();
  return state;
}

test.beforeAll(async () => {
  web = await serveWeb();
  engine = await fixtureEngine(scene('nit', false, 'dark'));
});

test.afterAll(async () => {
  await engine?.close();
  await web?.close();
});

async function open(page: Page, state: TableState, route: 'stream' | 'stream-hidden' | 'overlays') {
  engine.set(state);
  await page.goto(
    `${web.url}/${route}/${state.tableSettings.key}?key=test&engine=${encodeURIComponent(engine.url)}&view=vpip`,
  );
  await expect(page.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false');
  const panel = page.getByTestId(`addon-${state.addOns[0]}`);
  await expect(panel).toBeVisible();
  await animationsDone(page);
  return panel;
}

for (const name of Object.keys(ADD_ON_SCENES) as AddOnSceneName[]) {
  for (const skin of ['dark', 'light'] as const) {
    test(`[ADDON-E2E-1] ${name} (${skin} skin): its panel in the corner, inside the safe area, above the board, clear of the view`, async ({
      page,
    }) => {
      const panel = await open(page, scene(name, false, skin), 'stream');
      const box = (await panel.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(96);
      expect(box.y).toBeGreaterThanOrEqual(54);
      const board = await page.locator('[data-testid="board"]').boundingBox();
      if (board) expect(box.y + box.height).toBeLessThanOrEqual(board.y);
      const view = await page.getByTestId('view-vpip').boundingBox();
      if (view) expect(box.x + box.width).toBeLessThanOrEqual(view.x);
      // Nothing cut off inside the panel.
      expect(await panel.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
      await snap(page, { path: screenshotPath(`addon-${name}-${skin}.png`), omitBackground: true });
    });
  }
}

test('[ADDON-E2E-2] the hidden twin of UTH and blackjack draws hole cards as backs, never a face', async ({
  page,
}) => {
  for (const name of ['uth-playing', 'blackjack-playing'] as const) {
    const state = scene(name, true, 'dark');
    const panel = await open(page, state, 'stream-hidden');
    if (name === 'uth-playing') {
      for (const hand of await panel.getByTestId('uth-hand').all()) {
        await expect(hand.locator('[data-card]:not([data-card="back"])')).toHaveCount(0);
      }
    } else {
      await expect(panel.locator('.rb-addon-dealer [data-card="back"]')).toHaveCount(1);
    }
    await snap(page, { path: screenshotPath(`addon-${name}-hidden.png`), omitBackground: true });
  }
});
