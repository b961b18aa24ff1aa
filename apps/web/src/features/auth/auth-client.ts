import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's client for the server's /api/auth/* (same origin, cookie session). Its errors carry
 * the HTTP status and better-auth's message; `explainAuthError` turns them into what to do next.
 * https://www.better-auth.com/docs/concepts/client
 */
export const authClient = createAuthClient();

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
  ) {
    super(message);
  }
}

type Result = { error: { message?: string | undefined; status: number; code?: string | undefined } | null };

function orThrow(result: Result): void {
  if (result.error) {
    const { status, code } = result.error;
    throw new AuthError(result.error.message || `The server answered ${status}.`, status, code);
  }
}

export async function signInWithEmail(email: string, password: string): Promise<void> {
  orThrow(await authClient.signIn.email({ email, password }));
}

export async function signUpWithEmail(name: string, email: string, password: string): Promise<void> {
  orThrow(await authClient.signUp.email({ name, email, password }));
}

export async function signOut(): Promise<void> {
  orThrow(await authClient.signOut());
}

/** What the person at the screen should read: what went wrong and what to do. */
export function explainAuthError(error: unknown): string {
  if (error instanceof AuthError) {
    if (error.status === 401) return 'That email and password do not match. Check them and try again.';
    if (error.status === 429) return 'Too many attempts. Wait a minute, then try again.';
    if (error.code === 'USER_ALREADY_EXISTS' || error.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
      return 'An account with this email already exists. Sign in instead.';
    }
    if (error.code === 'PASSWORD_TOO_SHORT') return 'Choose a password of at least 8 characters.';
    return `${error.message.replace(/\.?$/, '.')} Try again.`;
  }
  return 'The server could not be reached. Check that Railbird is running, then try again.';
}

/**
 * Where to go after signing in: the `redirect` the console was sent away from, when it is a path of
 * this site; otherwise / (spec §9: the default sign-in redirect).
 */
export function redirectTarget(search: string): string {
  const target = new URLSearchParams(search).get('redirect');
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === '/login' || target.startsWith('/login?')) return '/';
  return target;
}

/** The /login URL that brings the visitor back to `path` afterwards. */
export function loginPath(path: string): string {
  return path === '/' ? '/login' : `/login?redirect=${encodeURIComponent(path)}`;
}
