import type { Page } from '@playwright/test';
import { signIn } from '../support/console.js';
import { expect, test } from '../support/fixtures.js';

/**
 * The real app under the server's Content-Security-Policy (apps/server/src/http/security.ts,
 * docs/decisions/015): the console, a live table, an overlay link opened as OBS opens it, and Studio
 * with its framed preview render, and the browser reports no violation of the policy.
 */

/** Collects every CSP violation the page (or a frame of it) reports, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (line: string) => void })
        .__reportCspViolation;
      report?.(`${location.pathname}: ${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'}`);
    });
  });
  return violations;
}

test('[CSP-E2E-1] the console, a live table, an overlay link and Studio render with no CSP violation', async ({
  page,
  browser,
  baseURL,
  stack,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const violations = await watchViolations(page);
  const admin = stack.demoAdmin();

  const home = await page.goto('/login');
  const csp = home?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'sha256-");
  expect(home?.headers()['referrer-policy']).toBe('no-referrer');

  // The theme script in index.html ran (its hash is in the policy): the page knows its theme.
  await signIn(page, admin.email, admin.password);
  await expect(page.getByRole('heading', { name: 'Railbird Demo Room', level: 1 })).toBeVisible();

  // A live table: its socket to the local engine (another port) connects under connect-src.
  await page.goto('/table/demo-1');
  await expect(page.getByTestId('live-status')).toContainText('Live', { timeout: 20_000 });
  await expect(page.getByTestId('seat').first()).toBeVisible();

  // Studio: make an overlay link there; its preview frames that page, same origin (frame-src,
  // frame-ancestors).
  await page.goto('/live/demo-1');
  await expect(page.getByTestId('delay-current')).toBeVisible({ timeout: 20_000 });
  const detail = page.getByTestId('feed-detail');
  await detail.getByLabel('Label').fill('CSP check');
  await detail.getByRole('button', { name: 'Make a link' }).click();
  const url = await detail.getByTestId('link-url').inputValue();
  expect(url).toMatch(/\/overlays\/demo-1\?key=/);
  const preview = page.frameLocator('[data-testid="feed-preview"] iframe');
  await expect(preview.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false', {
    timeout: 20_000,
  });

  // The overlay link, opened as OBS opens it: a fresh browser, no session, the token in the URL.
  const obs = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const overlay = await obs.newPage();
  const overlayViolations = await watchViolations(overlay);
  const opened = await overlay.goto(url);
  expect(opened?.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expect(overlay.getByTestId('overlay-stage')).toHaveAttribute('data-stale', 'false', {
    timeout: 20_000,
  });

  expect(violations, 'CSP violations in the console').toEqual([]);
  expect(overlayViolations, 'CSP violations on the overlay').toEqual([]);

  // The watch does see a violation: an injected inline script is refused and reported.
  await overlay.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.appendChild(script);
  });
  await expect.poll(() => overlayViolations.join('\n')).toContain('script-src');
  expect(
    await overlay.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
  ).toBeUndefined();
  await obs.close();
});
