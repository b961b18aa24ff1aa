/**
 * No input gets a 500 (issue 27): every procedure, as an attacker would call it over HTTP — NUL
 * characters, broken Unicode, prototype keys, nesting ten thousand deep, bodies over the limit, names
 * that display otherwise than they read — answers a 4xx that names what was wrong, never quotes SQL,
 * and changes nothing. A failure of ours (a database that refuses a write) answers a sentence with the
 * request id; the log keeps the detail under the same id.
 */
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app.js';
import { readDemoAdmin } from '../src/auth/demo-admin.js';
import { loadServerConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { appRouter } from '../src/routers/index.js';
import { badInputs, rowCounts } from './support/bad-inputs.js';
import { cookieHeader } from './support/cookies.js';
import { tempDir } from './support/services.js';
import { procedurePaths } from './support/world.js';

let server: RunningServer;
let cookie: string;
const logLines: string[] = [];

beforeAll(async () => {
  const dir = tempDir('railbird-hostile-');
  const config = loadServerConfig(
    { PORT: '0', HOST: '127.0.0.1', RAILBIRD_DATA_DIR: join(dir, 'data'), AUTH_SIGN_IN_LIMIT: '0' },
    { cwd: dir, defaultWebDistDir: join(dir, 'web') },
  );
  server = await startServer(
    config,
    createLogger('debug', { write: (line: string) => void logLines.push(line) }),
    {
      database: { kind: 'pglite', dataDir: undefined },
    },
  );
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(readDemoAdmin(join(dir, 'data'))),
  });
  expect(signIn.status).toBe(200);
  cookie = cookieHeader(signIn.headers);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const kindOf = (path: string) =>
  (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]!._def.type;

/** A procedure called with this request text (superjson's envelope), as a query or a mutation. */
async function call(path: string, encoded: string) {
  const res =
    kindOf(path) === 'query'
      ? await fetch(`${server.url}/api/trpc/${path}?input=${encodeURIComponent(encoded)}`, {
          headers: { cookie },
        })
      : await fetch(`${server.url}/api/trpc/${path}`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', origin: server.url },
          body: encoded,
        });
  return { status: res.status, text: await res.text(), requestId: res.headers.get('x-request-id') };
}

const wire = (input: unknown) => JSON.stringify(superjson.serialize(input));

/** Every string in `value` with `bad` put in its middle. */
function spoilStrings(value: unknown, bad: string): unknown {
  if (typeof value === 'string') return `${value.slice(0, 1)}${bad}${value.slice(1)}`;
  if (Array.isArray(value)) return value.map((v) => spoilStrings(v, bad));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spoilStrings(v, bad)]));
  return value;
}

/** What a reply must never show: a statement, its parameters, a stack. */
const LEAKS =
  /Failed query|params:|\b(select|insert into|update|delete from)\b[^"]*\$\d|at [\w.]+ \(|node_modules/i;

/** The hostile requests made of every procedure. */
function hostile(path: string): Array<[what: string, encoded: string]> {
  const shaped = (badInputs[path] ?? []).map(([input]) => input);
  const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
  return [
    ['a NUL in a string', wire({ name: 'a\u0000b', tableKey: 'demo-1\u0000' })],
    ['an unpaired surrogate', wire({ name: 'a\ud800b', tableKey: 'demo-1' })],
    ['a constructor key', '{"json":{"constructor":{"prototype":{"admin":true}}}}'],
    ['a __proto__ key', '{"json":{"tableKey":"demo-1","__proto__":{"isAdmin":true}}}'],
    ['nesting 10,000 deep', `{"json":${deep}}`],
    ['a deep superjson meta', `{"json":{"a":1},"meta":{"values":${deep}}}`],
    ['JSON that does not parse', '{"json":'],
    ...shaped.flatMap(
      (input, i): Array<[string, string]> => [
        [`its bad input ${i} with NULs`, wire(spoilStrings(input, '\u0000'))],
        [`its bad input ${i} with lone surrogates`, wire(spoilStrings(input, '\udfff'))],
      ],
    ),
  ];
}

describe('hostile input over HTTP (issue 27)', () => {
  it('[HOSTILE-1] every procedure answers every hostile input with a 4xx that names the problem, quotes no SQL and changes nothing', async () => {
    const before = await rowCounts(server.services.db);
    const problems: string[] = [];
    for (const path of procedurePaths()) {
      for (const [what, encoded] of hostile(path)) {
        const r = await call(path, encoded);
        const where = `${path} with ${what}: ${r.status} ${r.text.slice(0, 200)}`;
        if (r.status >= 500 || r.status < 400) problems.push(where);
        else if (LEAKS.test(r.text)) problems.push(`${where} (leaks)`);
        else if (r.status === 400 && !/"message":"[\w.]+: /.test(r.text) && !/JSON|parse/i.test(r.text))
          problems.push(`${where} (names no field)`);
      }
    }
    expect(problems).toEqual([]);
    expect(await rowCounts(server.services.db)).toEqual(before);
  }, 120_000);

  it('[HOSTILE-2] valid inputs with a NUL or a broken character are refused at the field, before the database', async () => {
    const cases: [string, unknown, string][] = [
      ['player.create', { displayName: 'A\u0000nn', phone: '555-010-1234' }, 'displayName'],
      ['player.create', { displayName: 'Ann', bio: 'b\udc00io' }, 'bio'],
      ['location.update', { name: 'Room\u0000' }, 'name'],
      ['overlay.createLink', { tableKey: 'demo-1', route: 'overlays', label: 'x\u0000' }, 'label'],
      ['notification.support', { body: 'help\u0000' }, 'body'],
    ];
    for (const [path, input, field] of cases) {
      const before = await rowCounts(server.services.db);
      const r = await call(path, wire(input));
      expect(r.status, `${path} ${r.text}`).toBe(400);
      expect(JSON.parse(r.text).error.json.message).toMatch(new RegExp(`^${field}: holds`));
      expect(await rowCounts(server.services.db)).toEqual(before);
    }
  });

  it('[HOSTILE-3] names that display otherwise than they read are refused for players, admins and seats', async () => {
    const r = await call('player.create', wire({ displayName: 'Ann\u202Egnp.exe' }));
    expect(r.status).toBe(400);
    expect(JSON.parse(r.text).error.json.message).toMatch(
      /^displayName: a name cannot hold control characters/,
    );
    const profile = await call('admin.updateProfile', wire({ displayName: 'Boss\u0007' }));
    expect(profile.status).toBe(400);
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: 'rlo@example.com', password: 'a-long-password-1', name: 'Eve\u2066' }),
    });
    expect(signUp.status).toBe(400);
    expect(await signUp.text()).toMatch(/name: a name cannot hold control characters/);
  });

  it('[HOSTILE-4] addresses with a NUL, a broken escape or a broken character are refused before any route reads them', async () => {
    for (const address of [
      '/api/events/%00/results.csv',
      '/api/events/%E0%A4%A/results.csv',
      '/api/hands/demo-1.phhs?player=%00',
      '/api/hands/%ED%A0%80.txt',
      '/%00',
      '/tables/%ff',
      '/api/trpc/admin.current?input=%00',
    ]) {
      const res = await fetch(`${server.url}${address}`, { headers: { cookie } });
      const text = await res.text();
      expect(res.status, `${address}: ${text}`).toBe(400);
      expect(text).not.toMatch(LEAKS);
    }
  });

  it('[HOSTILE-5] a failure of ours answers a sentence with the request id; the statement and its parameters stay in the log', async () => {
    // A real database refusal: a trigger that fails every new player.
    const db = server.services.db;
    await db.execute(
      sql.raw(
        `CREATE FUNCTION hostile_refuse() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused by a test trigger'; END $$ LANGUAGE plpgsql`,
      ),
    );
    await db.execute(
      sql.raw(
        'CREATE TRIGGER hostile_refuse BEFORE INSERT ON player FOR EACH ROW EXECUTE FUNCTION hostile_refuse()',
      ),
    );
    try {
      const r = await call('player.create', wire({ displayName: 'Secret Phone', phone: '555-010-7777' }));
      expect(r.status).toBe(500);
      const message = JSON.parse(r.text).error.json.message as string;
      expect(message).toBe(
        `The server could not do this (request ${r.requestId}): the error is in its log. Try again; if it happens again, give the request id to support.`,
      );
      expect(r.text).not.toMatch(/555|insert|refused by a test trigger/i);
      const logged = logLines.filter(
        (l) => l.includes(`"reqId":"${r.requestId}"`) && l.includes('procedure failed'),
      );
      expect(logged.join('\n')).toMatch(/refused by a test trigger/);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER hostile_refuse ON player'));
      await db.execute(sql.raw('DROP FUNCTION hostile_refuse()'));
    }
  });

  it('[HOSTILE-7] a body past the limit is refused before it is read whole; an address past the limit too', async () => {
    const big = wire({ body: 'x'.repeat(2 * 1024 * 1024) });
    const posted = await call('notification.support', big);
    expect(posted.status).toBe(413);
    expect(posted.text).toMatch(/at most/);
    const long = await call('player.list', wire({ search: 'x'.repeat(64 * 1024) }));
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
  });

  it('[HOSTILE-6] the echo procedures are not served unless RAILBIRD_WIRE_CHECKS is on', async () => {
    const r = await call('system.echoPost', wire({ hello: 'world' }));
    expect(r.status).toBe(404);
    expect(r.text).not.toContain('world');
    const q = await call('system.echo', wire({ hello: 'world' }));
    expect(q.status).toBe(404);
  });
});
