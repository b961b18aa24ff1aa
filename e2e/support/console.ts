import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.js';

let counter = 0;

/** A fresh account's details, unique per test run. */
export function newAccount(prefix = 'staff') {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    name: `${prefix[0]!.toUpperCase()}${prefix.slice(1)} ${id}`,
    email: `${prefix}-${id}@example.test`,
    password: `pw-${id}-secret`,
    room: `Room ${id}`,
  };
}

/** Signs up through /login (the sign-up form, which also creates the account's location). */
export async function signUp(page: Page, account: ReturnType<typeof newAccount>, path = '/login') {
  await page.goto(path);
  await page.getByRole('button', { name: 'Create an account' }).click();
  await page.getByLabel('Your name').fill(account.name);
  if (await page.getByLabel('Your room').count()) await page.getByLabel('Your room').fill(account.room);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

export async function signIn(page: Page, email: string, password: string, path = '/login') {
  await page.goto(path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** Calls a tRPC procedure as the browser's signed-in user (same cookies), superjson-encoded. */
export async function trpc<T = unknown>(
  request: APIRequestContext,
  path: string,
  input: unknown,
  kind: 'query' | 'mutation' = 'mutation',
): Promise<T> {
  const res =
    kind === 'query'
      ? await request.get(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`)
      : await request.post(`/api/trpc/${path}`, { data: { json: input } });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.result.data.json as T;
}

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Console' });
export const appsNav = (page: Page) => page.getByRole('navigation', { name: 'Apps' });

/**
 * Writes local storage of the app's origin without the app running (so its throttled cache writes
 * cannot race the change), then opens `path`.
 */
export async function withStorage(page: Page, entries: Record<string, string>, path = '/') {
  await page.goto('/favicon.svg');
  await page.evaluate((values) => {
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, entries);
  await page.goto(path);
}

/** The hrefs of the sidebar's Apps, in order. */
export async function appLinks(page: Page): Promise<string[]> {
  const links = appsNav(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((els) => els.map((e) => `${e.textContent?.trim()} ${e.getAttribute('href')}`));
}

export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: 'Account' }).click();
  return page.getByRole('menu', { name: 'Account' });
}
