/**
 * The few better-auth endpoints the sign-in screen needs, called directly (same origin, cookie session).
 * https://www.better-auth.com/docs/concepts/api
 */
export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function post(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`/api/auth/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
  const data: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message =
      typeof data === 'object' && data && 'message' in data && typeof data.message === 'string'
        ? data.message
        : `The server answered ${res.status}.`;
    throw new AuthError(message, res.status);
  }
  return data;
}

export function signInWithEmail(email: string, password: string): Promise<unknown> {
  return post('sign-in/email', { email, password });
}

export function signOut(): Promise<unknown> {
  return post('sign-out', {});
}
