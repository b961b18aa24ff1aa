import { expect, screenshotPath, test } from '../support/fixtures.js';
import { snap } from '../support/screens.js';

test.describe('the served web app', () => {
  test('[WEB-2] opens on the sign-in screen, in light and in dark', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    // Anonymous at /: the app asks the server who is signed in (UNAUTHORIZED) and goes to /login.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Railbird');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await snap(page, { path: screenshotPath('login-light.png') });

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await snap(page, { path: screenshotPath('login-dark.png') });

    // The only console error allowed is the browser's report of the expected 401.
    expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
  });

  test('[WEB-3] the demo admin signs in to the console at /; a reload keeps them there', async ({
    page,
    stack,
  }) => {
    const admin = stack.demoAdmin();
    await page.goto('/login');
    await page.getByLabel('Email').fill(admin.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'do not match' })).toBeVisible();

    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Railbird Demo Room', level: 1 })).toBeVisible();

    // A client route survives a reload: the server answers index.html for it.
    await page.goto('/reports');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  });

  test('[WEB-4] the theme toggle switches and remembers the choice under "theme"', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});
