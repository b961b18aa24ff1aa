/**
 * Screenshots for people to look at (e2e/screenshots/, git-ignored), taken where a spec has just shown
 * a screen. Nothing asserts on them, so the suite `npm test` runs takes none: a capture (and the theme
 * and size changes around it) cost the two-core CI machine minutes and checks nothing. Engineers take
 * them with `npm run screenshots` (RAILBIRD_SCREENSHOTS=1) and open them. What a spec checks beside a
 * screenshot (an axe scan in each theme, say) runs either way: pass it as `check`.
 */
import type { Locator, Page } from '@playwright/test';
import { screenshotPath } from './fixtures.js';

/** Whether this run takes screenshots (RAILBIRD_SCREENSHOTS=1). */
export const SCREENSHOTS = process.env.RAILBIRD_SCREENSHOTS === '1';

type ScreenshotOptions = NonNullable<Parameters<Page['screenshot']>[0]>;

/**
 * Resolves once every animation and transition that ends has ended (a panel's fade-in, a card's flip,
 * a theme's colours): what is measured, scanned or captured next is the screen at rest. Looping
 * animations (a live dot's pulse) do not count.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** A screenshot of the page or of one element once it is at rest, when this run takes them. */
export async function snap(target: Page | Locator, options: ScreenshotOptions): Promise<void> {
  if (!SCREENSHOTS) return;
  await animationsDone('page' in target ? target.page() : target);
  await target.screenshot(options);
}

export type Theme = 'light' | 'dark';
export type Size = readonly [width: number, height: number];

/**
 * Shows the page in a theme as the console's theme switch does (the class and the stored choice), and
 * waits for the colour transitions it starts to end: what is captured or scanned next is the theme's.
 */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
  await page.evaluate((t) => {
    localStorage.setItem('theme', t);
    document.documentElement.classList.toggle('dark', t === 'dark');
  }, theme);
  await animationsDone(page);
}

export interface ThemedShots {
  /** The sizes to take, in order (default 1440×900, the console's); the page's own size is restored after. */
  sizes?: readonly Size[];
  /** Where each goes, under e2e/screenshots/ (default `${name}-${w}x${h}-${theme}.png`). */
  file?: (size: Size, theme: Theme) => string;
  /** Checks to run in each theme, taking screenshots or not (an axe scan: contrast is per theme). */
  check?: (theme: Theme) => Promise<void>;
}

/**
 * The screen in light and dark at each size, then back to light at the page's size: a spec goes on
 * the same whether this run takes screenshots or not. Without screenshots only `check` runs, in each
 * theme; with them, at the first size.
 */
export async function shootThemes(page: Page, name: string, shots: ThemedShots = {}): Promise<void> {
  const sizes = shots.sizes ?? [[1440, 900]];
  const file = shots.file ?? (([w, h], theme) => `${name}-${w}x${h}-${theme}.png`);
  if (!SCREENSHOTS) {
    if (!shots.check) return;
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await shots.check(theme);
    }
    await showTheme(page, 'light');
    return;
  }
  const own = page.viewportSize();
  for (const size of sizes) {
    await page.setViewportSize({ width: size[0], height: size[1] });
    for (const theme of ['light', 'dark'] as const) {
      await showTheme(page, theme);
      await page.screenshot({ path: screenshotPath(file(size, theme)) });
      if (size === sizes[0]) await shots.check?.(theme);
    }
  }
  if (own) await page.setViewportSize(own);
  await showTheme(page, 'light');
}

/** The console's sizes: a desktop, then the 1280×800 a kiosk or a small laptop has. */
export const CONSOLE_SIZE: Size = [1440, 900];
export const KIOSK_SIZE: Size = [1280, 800];
export const CONSOLE_SIZES: readonly Size[] = [CONSOLE_SIZE, KIOSK_SIZE];
