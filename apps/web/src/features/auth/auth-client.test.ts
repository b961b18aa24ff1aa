import { describe, expect, it } from 'vitest';
import { AuthError, explainAuthError, loginPath, redirectTarget } from './auth-client.js';

describe('sign-in redirect', () => {
  it('[AUTH-CLIENT-1] after sign-in the visitor goes back where they were sent away from, else to /', () => {
    expect(redirectTarget('')).toBe('/');
    expect(redirectTarget('?redirect=%2Fevents%2F42%3Ftab%3Dpayouts')).toBe('/events/42?tab=payouts');
    expect(loginPath('/')).toBe('/login');
    expect(redirectTarget(new URL(loginPath('/reports?day=2'), 'http://x').search)).toBe('/reports?day=2');
  });

  it('[AUTH-CLIENT-2] a redirect to another site or back to /login is refused', () => {
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'events', '/login']) {
      expect(redirectTarget(`?redirect=${encodeURIComponent(bad)}`)).toBe('/');
    }
  });

  it('[AUTH-CLIENT-3] auth errors say what to do next', () => {
    expect(
      explainAuthError(new AuthError('Invalid email or password', 401, 'INVALID_EMAIL_OR_PASSWORD')),
    ).toMatch(/do not match/);
    expect(explainAuthError(new AuthError('User already exists', 422, 'USER_ALREADY_EXISTS'))).toMatch(
      /Sign in instead/,
    );
    expect(explainAuthError(new TypeError('fetch failed'))).toMatch(/could not be reached/);
  });
});
