import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app.js';
import { readDemoAdmin } from '../src/auth/demo-admin.js';
import { loadServerConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { cookieHeader } from './support/cookies.js';

interface TrpcError {
  error: {
    json: { message: string; code: number; data: { code: string; httpStatus: number; stack?: string } };
  };
}

// The server over real HTTP on a free port, with an in-memory PGlite and a stand-in web build.
describe('server over HTTP', () => {
  let server: RunningServer;
  let dir: string;
  let base: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'railbird-http-test-'));
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>Railbird</title><div id="root"></div>');
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log("app")');
    const config = loadServerConfig(
      { PORT: '0', HOST: '127.0.0.1', RAILBIRD_DATA_DIR: join(dir, 'data'), WEB_DIST_DIR: web },
      { cwd: dir, defaultWebDistDir: web },
    );
    server = await startServer(config, createLogger('silent'), {
      database: { kind: 'pglite', dataDir: undefined },
    });
    base = server.url;
  });

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[HTTP-1] /healthz answers 200 with status ok', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'pglite' });
  });

  it('[HTTP-2] every response carries a request id, and a sane incoming one is kept', async () => {
    const fresh = await fetch(`${base}/healthz`);
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'abc-123' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123');
    const replaced = await fetch(`${base}/healthz`, { headers: { 'x-request-id': 'bad id <script>' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id <script>');
  });

  it('[TRPC-1] GET admin.userId without a session is a JSON error with a numeric code and a message', async () => {
    const res = await fetch(`${base}/api/trpc/admin.userId`);
    expect(res.status).toBe(401);
    const body = (await res.json()) as TrpcError;
    expect(body.error.json).toMatchObject({ code: -32001, data: { code: 'UNAUTHORIZED' } });
    expect(typeof body.error.json.message).toBe('string');
    expect(body.error.json.data.stack).toBeUndefined();
  });

  it('[TRPC-2] calls made together are batched into one request (batch=1, paths joined with commas)', async () => {
    const input = encodeURIComponent(JSON.stringify({}));
    const res = await fetch(`${base}/api/trpc/admin.userId,admin.userId?batch=1&input=${input}`);
    const body = (await res.json()) as TrpcError[];
    expect(Array.isArray(body)).toBe(true);
    expect(body).toHaveLength(2);
    expect(body[0]?.error.json.data.code).toBe('UNAUTHORIZED');
  });

  it('[TRPC-3] after signing in as the demo admin over /api/auth, admin.userId answers the user id', async () => {
    const credentials = readDemoAdmin(join(dir, 'data'));
    expect(credentials?.email).toBe('admin@railbird.local');
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(credentials),
    });
    expect(signIn.status).toBe(200);
    const { user } = (await signIn.json()) as { user: { id: string } };
    const res = await fetch(`${base}/api/trpc/admin.userId`, {
      headers: { cookie: cookieHeader(signIn.headers) },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ result: { data: { json: user.id } } });
  });

  it('[WEB-1] the web app is served, with index.html for client routes and 404 for missing files', async () => {
    const root = await fetch(`${base}/`);
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toContain('text/html');
    expect(await root.text()).toContain('<div id="root">');

    const clientRoute = await fetch(`${base}/events/42`);
    expect(clientRoute.status).toBe(200);
    expect(await clientRoute.text()).toContain('<div id="root">');

    const asset = await fetch(`${base}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    expect((await fetch(`${base}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2F..%2Fpackage.json`)).status).toBe(404);
    const api = await fetch(`${base}/api/nothing-here`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
