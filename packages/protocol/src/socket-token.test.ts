import { describe, expect, it } from 'vitest';
import { type SocketTokenClaimsInput, signSocketToken, verifySocketToken } from './socket-token.js';

const claims: SocketTokenClaimsInput = {
  v: 1,
  sub: 'user-1',
  tableKey: 'demo-1',
  locationId: 'loc-1',
  scope: 'operator',
  adminType: 'STAFF',
  exp: 2_000,
};

describe('socket tokens', () => {
  it('[AUTH-S1] a token signed with the shared secret verifies for its table until it expires', async () => {
    const token = await signSocketToken(claims, 'secret-a');
    expect(await verifySocketToken(token, 'secret-a', 1_000, 'demo-1')).toEqual({ ok: true, claims });
    expect(await verifySocketToken(token, 'secret-a', 2_000)).toEqual({ ok: false, reason: 'expired' });
    expect(await verifySocketToken(token, 'secret-a', 1_000, 'demo-2')).toEqual({
      ok: false,
      reason: 'wrong-table',
    });
  });

  it('[AUTH-S2] a token with another secret or a changed claim is refused', async () => {
    const token = await signSocketToken(claims, 'secret-a');
    expect(await verifySocketToken(token, 'secret-b', 1_000)).toEqual({ ok: false, reason: 'bad-signature' });
    const [body, sig] = token.split('.');
    const forged = btoa(JSON.stringify({ ...claims, adminType: 'ADMIN' })).replace(/=+$/, '');
    expect(await verifySocketToken(`${forged}.${sig}`, 'secret-a', 1_000)).toEqual({
      ok: false,
      reason: 'bad-signature',
    });
    expect(await verifySocketToken(`${body}`, 'secret-a', 1_000)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifySocketToken('a.b.c', 'secret-a', 1_000)).toEqual({ ok: false, reason: 'malformed' });
  });
});
