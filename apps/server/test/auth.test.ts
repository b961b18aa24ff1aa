import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { createTRPCClient, httpLink } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app.js';
import { readDemoAdmin } from '../src/auth/demo-admin.js';
import { loadServerConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import type { AppRouter } from '../src/routers/index.js';
import { cookieHeader } from './support/cookies.js';
import { tempDir } from './support/services.js';

const SIGN_IN_LIMIT = 4;

// Accounts over real HTTP (/api/auth and /api/trpc), on PGlite. The sign-in limit is per client
// address and per process, so this file keeps its own server and counts its own attempts.
describe('accounts, locations and invitations over HTTP', () => {
  let server: RunningServer;
  let dir: string;
  let base: string;
  let logs = '';
  let signInAttempts = 0;

  const authPost = (path: string, body: unknown, headers: Record<string, string> = {}) => {
    if (path.startsWith('/sign-in')) signInAttempts++;
    return fetch(`${base}/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...headers },
      body: JSON.stringify(body),
    });
  };
  const clientFor = (cookie: string) =>
    createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${base}/api/trpc`, transformer: superjson, headers: { cookie } })],
    });
  const signUpOverHttp = async (email: string, extra: Record<string, unknown> = {}) => {
    const res = await authPost('/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: email.split('@')[0],
      ...extra,
    });
    return { res, cookie: cookieHeader(res.headers) };
  };
  /** An account made server-side (HTTP sign-ups are limited per minute, and tested on their own). */
  const account = async (email: string) => {
    const { auth } = server.services;
    await auth.api.signUpEmail({
      body: { email, password: 'correct horse battery', name: email.split('@')[0]! },
    });
    const { headers } = await auth.api.signInEmail({
      body: { email, password: 'correct horse battery' },
      returnHeaders: true,
    });
    return { cookie: cookieHeader(headers) };
  };

  beforeAll(async () => {
    dir = tempDir('railbird-auth-');
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logs += chunk.toString();
        done();
      },
    });
    const config = loadServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        RAILBIRD_DATA_DIR: join(dir, 'data'),
        AUTH_SIGN_IN_LIMIT: String(SIGN_IN_LIMIT),
      },
      { cwd: dir, defaultWebDistDir: join(dir, 'web') },
    );
    server = await startServer(config, createLogger('trace', sink), {
      database: { kind: 'pglite', dataDir: undefined },
    });
    base = server.url;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[AUTH-5] the session is an httpOnly cookie, and signing out ends it', async () => {
    const demo = readDemoAdmin(join(dir, 'data'))!;
    const res = await authPost('/sign-in/email', demo);
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().find((c) => c.includes('session_token'));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieHeader(res.headers);
    // The session cache cookie carries the admin's record, picture included: it stays one small cookie.
    expect(cookie.length).toBeLessThan(4096);
    expect(await clientFor(cookie).admin.isValid.query()).toMatchObject({
      adminType: 'ADMIN',
      handle: '@demoadmin',
    });

    const out = await authPost('/sign-out', {}, { cookie });
    expect(out.status).toBe(200);
    const after = await clientFor(cookie)
      .admin.isValid.query()
      .catch((e: unknown) => e);
    expect((after as { data?: { code: string } }).data?.code).toBe('UNAUTHORIZED');
  });

  it('[AUTH-6] sign-up checks the phone the spec’s way: at least 10 digits once dashes, parentheses and spaces go', async () => {
    const bad = await signUpOverHttp('short-phone@example.com', { phone: '555-0100' });
    expect(bad.res.status).toBe(400);
    expect(((await bad.res.json()) as { message: string }).message).toMatch(/^phone: .*10 digits/);

    const good = await signUpOverHttp('long-phone@example.com', {
      phone: '(555) 010-2000',
      handle: '@longphone',
    });
    expect(good.res.status).toBe(200);
    const client = clientFor(good.cookie);
    // Issue 15: a sign-up's phone is stored normalised too.
    expect((await client.admin.updateProfile.mutate({})).phone).toBe('+15550102000');
    // Signed in, but a member of no location: the console's load fails with a clear reason.
    const current = await client.admin.current.query().catch((e: unknown) => e);
    expect((current as { data?: { code: string }; message: string }).data?.code).toBe('FORBIDDEN');
    expect((current as Error).message).toMatch(/not a member of any location/);
    // Issue 15: stored in the one normalised form, however it was written.
    expect(await client.admin.updateProfile.mutate({ phone: '+1 555 010 2001' })).toMatchObject({
      phone: '+15550102001',
      handle: '@longphone',
    });
    const created = await client.location.create.mutate({ name: 'Long Phone Poker Club' });
    expect(await client.admin.current.query()).toMatchObject({
      adminType: 'ADMIN',
      location: { id: created.id, name: 'Long Phone Poker Club', tables: [] },
    });
  });

  it('[PROFILE-1] an uploaded picture is a small image data URL; anything else is refused with the reason and changes nothing', async () => {
    const { cookie } = await account('picture@example.com');
    const client = clientFor(cookie);
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect(await client.admin.updateProfile.mutate({ profile: png, displayName: 'Pic Ture' })).toMatchObject({
      profile: png,
    });
    const refused = async (profile: string) => {
      const error = (await client.admin.updateProfile
        .mutate({ profile, displayName: 'Changed Name' })
        .catch((e: unknown) => e)) as { data?: { code: string }; message: string };
      expect(error.data?.code).toBe('BAD_REQUEST');
      return error.message;
    };
    expect(await refused('data:text/plain;base64,aGVsbG8=')).toMatch(/^profile: .*not text\/plain/);
    expect(await refused('data:image/jpeg;base64,aGVsbG8gd29ybGQ=')).toMatch(/^profile: .*not a JPEG image/);
    expect(await refused(`data:image/png;base64,${'A'.repeat(4000)}`)).toMatch(/^profile: .*at most 2 KB/);
    // Nothing of the refused saves was written: not the picture, not the name sent with it.
    expect(await client.admin.updateProfile.mutate({})).toMatchObject({
      profile: png,
      displayName: 'Pic Ture',
    });
    // Removing the picture is allowed.
    expect(await client.admin.updateProfile.mutate({ profile: null })).toMatchObject({ profile: null });
  });

  it('[AUTH-7] an ADMIN invites staff by email; the invitee signs up, accepts and works at that location as STAFF', async () => {
    const owner = await account('owner@example.com');
    const ownerClient = clientFor(owner.cookie);
    await ownerClient.location.create.mutate({ name: 'Invite Club' });
    const invite = await ownerClient.location.invite.mutate({
      email: 'dealer@example.com',
      adminType: 'STAFF',
    });
    expect(invite.acceptPath).toBe(`/login?invitation=${invite.invitationId}`);
    expect((await ownerClient.location.invitations.query()).map((i) => i.email)).toEqual([
      'dealer@example.com',
    ]);
    const notices = await ownerClient.notification.list.query({});
    expect(notices[0]).toMatchObject({ kind: 'INVITATION', title: 'dealer@example.com is invited as STAFF' });

    // Someone else cannot take the invitation.
    const stranger = await account('stranger@example.com');
    const stolen = await clientFor(stranger.cookie)
      .location.acceptInvitation.mutate(invite)
      .catch((e: unknown) => e);
    expect((stolen as { data?: { code: string } }).data?.code).toBe('FORBIDDEN');

    const dealer = await account('dealer@example.com');
    const dealerClient = clientFor(dealer.cookie);
    await dealerClient.location.acceptInvitation.mutate({ invitationId: invite.invitationId });
    expect(await dealerClient.admin.current.query()).toMatchObject({
      adminType: 'STAFF',
      location: { name: 'Invite Club' },
    });
    // STAFF runs tables but does not manage staff.
    const members = await dealerClient.location.members.query().catch((e: unknown) => e);
    expect((members as { data?: { code: string } }).data?.code).toBe('FORBIDDEN');
    expect((await ownerClient.location.members.query()).map((m) => [m.email, m.adminType])).toEqual([
      ['owner@example.com', 'ADMIN'],
      ['dealer@example.com', 'STAFF'],
    ]);
    // The only ADMIN cannot be demoted.
    const ownerId = (await ownerClient.admin.isValid.query()).id;
    const demote = await ownerClient.location.setMemberType
      .mutate({ userId: ownerId, adminType: 'STAFF' })
      .catch((e: unknown) => e);
    expect((demote as { data?: { code: string } }).data?.code).toBe('CONFLICT');
    // Removed staff lose the location at once, though their session cookie is still cached.
    const dealerId = (await dealerClient.admin.isValid.query()).id;
    await ownerClient.location.removeMember.mutate({ userId: dealerId });
    const gone = await dealerClient.admin.current.query().catch((e: unknown) => e);
    expect((gone as { data?: { code: string } }).data?.code).toBe('FORBIDDEN');
  });

  it('[AUTH-8] an admin of two locations switches between them; each session sees one location at a time', async () => {
    const multi = await account('multi@example.com');
    const client = clientFor(multi.cookie);
    const first = await client.location.create.mutate({ name: 'First Room' });
    const second = await client.location.create.mutate({ name: 'Second Room' });
    expect((await client.admin.current.query()).location.id).toBe(second.id);
    await client.location.switch.mutate({ locationId: first.id });
    expect((await client.admin.current.query()).location.id).toBe(first.id);
    expect((await client.location.list.query()).map((l) => [l.name, l.active])).toEqual([
      ['First Room', true],
      ['Second Room', false],
    ]);
    // The inactive location's tables are out of reach until switched to.
    const listed = await client.table.list.query({ locationId: second.id }).catch((e: unknown) => e);
    expect((listed as { data?: { code: string } }).data?.code).toBe('FORBIDDEN');
  });

  it('[AUTH-9] no password ever reaches the logs', async () => {
    const password = 'a very recognisable password 12345';
    await authPost('/sign-up/email', { email: 'logged@example.com', password, name: 'Logged' });
    await authPost('/sign-in/email', { email: 'logged@example.com', password });
    await authPost('/sign-in/email', { email: 'logged@example.com', password: `${password}-wrong` });
    expect(logs).toContain('/api/auth/sign-in/email');
    expect(logs).not.toContain('recognisable');
    const demo = readDemoAdmin(join(dir, 'data'))!;
    expect(logs).not.toContain(demo.password);
  });

  it('[AUTH-10] sign-in is rate limited per client address; a forged X-Forwarded-For does not reset it', async () => {
    const statuses: number[] = [];
    while (signInAttempts < SIGN_IN_LIMIT + 2) {
      const res = await authPost(
        '/sign-in/email',
        { email: 'nobody@example.com', password: 'wrong password' },
        { 'x-forwarded-for': `203.0.113.${signInAttempts}` },
      );
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.at(-2)).toBe(429);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(SIGN_IN_LIMIT);
  });
});
