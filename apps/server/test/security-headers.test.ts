import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app.js';
import { readDemoAdmin } from '../src/auth/demo-admin.js';
import { loadServerConfig } from '../src/config.js';
import { inlineScriptHashes } from '../src/http/security.js';
import { createLogger } from '../src/log.js';
import { cookieHeader } from './support/cookies.js';

const THEME_SCRIPT = "document.documentElement.classList.toggle('dark', true);";

/** The CSP as a map of directive → sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

function expectSecurityHeaders(res: Response, what: string): void {
  const h = res.headers;
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('referrer-policy'), what).toBe('no-referrer');
  expect(h.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(h.get('x-frame-options'), what).toBe('SAMEORIGIN');
  expect(h.get('permissions-policy'), what).toBe('camera=(self), microphone=(), geolocation=()');
  const csp = parseCsp(h.get('content-security-policy'));
  expect(csp.get('script-src'), what).not.toContain("'unsafe-inline'");
  expect(csp.get('script-src'), what).not.toContain("'unsafe-eval'");
  expect(csp.get('object-src'), what).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors'), what).toEqual(["'self'"]);
  expect(csp.get('base-uri'), what).toEqual(["'self'"]);
  expect(csp.get('form-action'), what).toEqual(["'self'"]);
}

/** A raw POST, so the body can be streamed without a Content-Length (chunked). */
function chunkedPost(
  url: string,
  chunks: number,
  chunkBytes: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = 'x'.repeat(chunkBytes);
    let sent = 0;
    const pump = () => {
      while (sent < chunks) {
        sent++;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

// The real server over HTTP on a free port, with PGlite in memory and a stand-in web build whose
// index.html has an inline script like the real one.
describe('security headers, origin checks and body limits', () => {
  let server: RunningServer;
  let dir: string;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'railbird-security-test-'));
    const web = join(dir, 'web');
    mkdirSync(join(web, 'assets'), { recursive: true });
    writeFileSync(
      join(web, 'index.html'),
      `<!doctype html><title>Railbird</title><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-abc123.js"></script><div id="root"></div>`,
    );
    writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log("app")');
    const config = loadServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        RAILBIRD_DATA_DIR: join(dir, 'data'),
        WEB_DIST_DIR: web,
        ENGINE_PUBLIC_URL: 'wss://engine.example.com',
      },
      { cwd: dir, defaultWebDistDir: web },
    );
    server = await startServer(config, createLogger('silent'), {
      database: { kind: 'pglite', dataDir: undefined },
    });
    base = server.url;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(readDemoAdmin(join(dir, 'data'))),
    });
    expect(signIn.status).toBe(200);
    cookie = cookieHeader(signIn.headers);
  });

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  async function displayName(): Promise<string> {
    const res = await fetch(`${base}/api/trpc/admin.current`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: { json: { displayName: string } } } };
    return body.result.data.json.displayName;
  }

  function updateName(name: string, headers: Record<string, string>): Promise<Response> {
    return fetch(`${base}/api/trpc/admin.updateProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, ...headers },
      body: JSON.stringify({ json: { displayName: name } }),
    });
  }

  it('[SEC-1] every kind of response carries the security headers', async () => {
    const responses: [string, Promise<Response>][] = [
      ['index.html', fetch(`${base}/`)],
      ['client route', fetch(`${base}/overlays/demo-1?key=secret`)],
      ['asset', fetch(`${base}/assets/app-abc123.js`)],
      ['missing file', fetch(`${base}/assets/missing.js`)],
      ['static POST (405)', fetch(`${base}/`, { method: 'POST' })],
      ['healthz', fetch(`${base}/healthz`)],
      ['tRPC query', fetch(`${base}/api/trpc/admin.userId`, { headers: { cookie } })],
      ['tRPC error', fetch(`${base}/api/trpc/admin.userId`)],
      ['auth', fetch(`${base}/api/auth/get-session`, { headers: { cookie } })],
      ['api 404', fetch(`${base}/api/nothing-here`)],
      ['hand export 4xx', fetch(`${base}/api/tables/nope/hands.phh`)],
      ['cross-site 403', updateName('x', { origin: 'https://evil.example' })],
    ];
    for (const [what, pending] of responses) {
      const res = await pending;
      await res.arrayBuffer();
      expectSecurityHeaders(res, what);
    }
  });

  it('[SEC-2] the CSP allows exactly the inline theme script of index.html, the engine sockets and data: pictures and audio', async () => {
    const res = await fetch(`${base}/events/42`);
    const csp = parseCsp(res.headers.get('content-security-policy'));
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(inlineScriptHashes(await res.text())).toEqual([hash]);
    expect(csp.get('connect-src')).toEqual(["'self'", 'ws:', 'wss:', 'wss://engine.example.com']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(csp.get('media-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Only LiveKit's egress template reaches out over https (its server's region and validation requests).
    const livekit = parseCsp(
      (await fetch(`${base}/livekit/template`)).headers.get('content-security-policy'),
    );
    expect(livekit.get('connect-src')).toContain('https:');
  });

  it('[SEC-3] a cross-site mutation is refused 403 with the reason and changes nothing', async () => {
    const before = await displayName();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      // Same host name, another port: another origin.
      { origin: base.replace(/:(\d+)$/, (_m, p: string) => `:${Number(p) + 1}`) },
    ];
    for (const headers of crossSite) {
      const res = await updateName('Hijacked', headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('FORBIDDEN');
      expect(body.error.message).toMatch(/^Cross-site request refused/);
    }
    // better-auth's routes too: a cross-site sign-out does not end the session.
    const signOut = await fetch(`${base}/api/auth/sign-out`, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(signOut.status).toBe(403);
    expect(await displayName()).toBe(before);
  });

  it('[SEC-4] same-site mutations pass, and so do Origin-less ones (the engine calls the server without one)', async () => {
    const same = await updateName('Same Site', { origin: base });
    expect(same.status).toBe(200);
    expect(await displayName()).toBe('Same Site');
    const originLess = await updateName('No Origin', {});
    expect(originLess.status).toBe(200);
    expect(await displayName()).toBe('No Origin');
    // The engine's own call shape (Node fetch, no Origin, no cookie): reaches the procedure, which
    // judges the secret; the origin check lets it through.
    const verify = await fetch(`${base}/api/trpc/table.verifyApiKey`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { tableKey: 'demo-1', secret: 'x'.repeat(32), apiKey: 'nobody' } }),
    });
    expect(verify.status).not.toBe(403);
    expect(verify.status).toBeLessThan(500);
  });

  it('[SEC-5] an oversized body is refused 413 with a sentence naming the limit, and changes nothing', async () => {
    const before = await displayName();
    const big = JSON.stringify({ json: { displayName: 'Too Big', pad: 'x'.repeat(1024 * 1024) } });
    const res = await fetch(`${base}/api/trpc/admin.updateProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: big,
    });
    expect(res.status).toBe(413);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: `A request to /api/trpc carries at most 1 MiB (1048576 bytes); this one declares ${Buffer.byteLength(big)} bytes.`,
    });
    expectSecurityHeaders(res, '413');
    expect(await displayName()).toBe(before);

    // Without a Content-Length (chunked), it is cut off as the bytes cross the limit.
    const chunked = await chunkedPost(`${base}/api/trpc/admin.updateProfile`, 40, 64 * 1024);
    expect(chunked.status).toBe(413);
    expect(chunked.body).toContain('at most 1 MiB');

    const auth = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(70 * 1024) }),
    });
    expect(auth.status).toBe(413);
    expect(((await auth.json()) as { error: { message: string } }).error.message).toContain(
      'A request to /api/auth carries at most 64 KiB',
    );

    // A body just under the limit (an ingested hand's size) is read and judged by the procedure.
    const nearLimit = await fetch(`${base}/api/trpc/admin.updateProfile`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: base },
      body: JSON.stringify({ json: { displayName: 'Near Limit', pad: 'x'.repeat(900 * 1024) } }),
    });
    expect(nearLimit.status).toBe(200);
    expect(await displayName()).toBe('Near Limit');
  });
});

describe('behind TLS (PUBLIC_URL https)', () => {
  const start = async (env: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'railbird-tls-test-'));
    const config = loadServerConfig(
      { PORT: '0', HOST: '127.0.0.1', RAILBIRD_DATA_DIR: join(dir, 'data'), ...env },
      { cwd: dir, defaultWebDistDir: join(dir, 'web') },
    );
    const server = await startServer(config, createLogger('silent'), {
      database: { kind: 'pglite', dataDir: undefined },
    });
    return { server, dir, origin: env.PUBLIC_URL ?? server.url };
  };
  const signIn = (base: string, origin: string, dir: string) =>
    fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(readDemoAdmin(join(dir, 'data'))),
    });

  it('[SEC-TLS-1] the session cookie is Secure and every response carries HSTS; over plain HTTP neither', async () => {
    const tls = await start({ PUBLIC_URL: 'https://railbird.example.com' });
    const plain = await start({});
    try {
      const secure = await signIn(tls.server.url, tls.origin, tls.dir);
      expect(secure.status).toBe(200);
      const cookies = secure.headers.getSetCookie();
      const session = cookies.find((c) => c.includes('session_token='))!;
      expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/; HttpOnly/i);
      for (const path of ['/healthz', '/', '/api/trpc/admin.userId', '/api/nothing'])
        expect((await fetch(`${tls.server.url}${path}`)).headers.get('strict-transport-security'), path).toBe(
          'max-age=15552000',
        );

      const open = await signIn(plain.server.url, plain.origin, plain.dir);
      expect(open.status).toBe(200);
      const plainSession = open.headers.getSetCookie().find((c) => c.includes('session_token='))!;
      expect(plainSession).toMatch(/^better-auth\.session_token=/);
      expect(plainSession).not.toMatch(/; Secure/i);
      expect(
        (await fetch(`${plain.server.url}/healthz`)).headers.get('strict-transport-security'),
      ).toBeNull();
    } finally {
      for (const s of [tls, plain]) {
        await s.server.close();
        rmSync(s.dir, { recursive: true, force: true });
      }
    }
  });

  it('[SEC-TLS-2] BEHIND_TLS says so when a proxy terminates TLS and PUBLIC_URL is unset', () => {
    const paths = { cwd: '/srv', defaultWebDistDir: '/srv/web' };
    expect(loadServerConfig({}, paths).tls).toBe(false);
    expect(loadServerConfig({ PUBLIC_URL: 'https://r.example' }, paths).tls).toBe(true);
    expect(loadServerConfig({ BEHIND_TLS: 'true' }, paths).tls).toBe(true);
    expect(loadServerConfig({ PUBLIC_URL: 'https://r.example', BEHIND_TLS: 'false' }, paths).tls).toBe(false);
  });
});
