import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LOCAL_ENGINE_FILE, localEngineConfigSchema, verifySocketToken } from '@railbird/protocol';
import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from '@trpc/client';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app.js';
import { readDemoAdmin } from '../src/auth/demo-admin.js';
import { loadServerConfig } from '../src/config.js';
import { createLogger } from '../src/log.js';
import { type AppRouter, appRouter } from '../src/routers/index.js';
import { badInputs, rowCounts, takesNoCheckedInput } from './support/bad-inputs.js';
import { cookieHeader } from './support/cookies.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { tempDir } from './support/services.js';
import { procedurePaths } from './support/world.js';

interface ErrorBody {
  error: {
    json: { message: string; code: number; data: { code: string; httpStatus: number; path?: string } };
  };
}
interface ResultBody<T = unknown> {
  result: { data: { json: T; meta?: unknown } };
}

const json = (value: unknown) => encodeURIComponent(JSON.stringify(value));

// The spec §7 wire contract, checked with a raw HTTP client (fetch and hand-written URLs and bodies),
// then with the tRPC client the web app uses, against the real server on PGlite and on Postgres.
describe.each(databaseKinds)('wire contract over HTTP on %s', (kind) => {
  let testDb: TestDatabase;
  let server: RunningServer;
  let dir: string;
  let base: string;
  let cookie: string;

  const get = (path: string, init: RequestInit = {}) =>
    fetch(`${base}/api/trpc/${path}`, { ...init, headers: { cookie, ...init.headers } });
  const post = (path: string, body: unknown, init: RequestInit = {}) =>
    fetch(`${base}/api/trpc/${path}`, {
      method: 'POST',
      ...init,
      headers: { cookie, 'content-type': 'application/json', ...init.headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    dir = tempDir('railbird-wire-');
    const config = loadServerConfig(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        RAILBIRD_DATA_DIR: join(dir, 'data'),
        AUTH_SIGN_IN_LIMIT: '0',
        RAILBIRD_WIRE_CHECKS: 'true',
      },
      { cwd: dir, defaultWebDistDir: join(dir, 'web') },
    );
    server = await startServer(config, createLogger('silent'), { database: testDb.target });
    base = server.url;
    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(readDemoAdmin(join(dir, 'data'))),
    });
    expect(signIn.status).toBe(200);
    cookie = cookieHeader(signIn.headers);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[WIRE-1] a query is a GET with its JSON input in the `input` parameter; the result is data inside superjson’s json envelope', async () => {
    const res = await get(`table.socketUrl?input=${json({ json: { tableKey: 'demo-1' } })}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as ResultBody<{ socketUrl: string }>;
    expect(Object.keys(body)).toEqual(['result']);
    const url = new URL(body.result.data.json.socketUrl);
    expect(`${url.protocol}//${url.host}`).toBe('ws://127.0.0.1:5001');
    expect(url.searchParams.get('table')).toBe('demo-1');
    const secret = readFileSync(join(dir, 'data', 'engine-secret'), 'utf8').trim();
    const check = await verifySocketToken(url.searchParams.get('token')!, secret, Date.now(), 'demo-1');
    expect(check).toMatchObject({
      ok: true,
      claims: { scope: 'operator', adminType: 'ADMIN', tableKey: 'demo-1' },
    });

    // A query without input carries no `input` at all.
    const current = (await (await get('admin.current')).json()) as ResultBody<{
      displayName: string;
      adminType: string;
      location: { name: string; tables: Array<{ key: string; variation: string; gameMode: string }> };
    }>;
    expect(current.result.data.json).toMatchObject({ displayName: 'Demo admin', adminType: 'ADMIN' });
    expect(current.result.data.json.location.tables.map((t) => [t.key, t.variation, t.gameMode])).toEqual([
      ['demo-1', 'NLH', 'CASH'],
      ['demo-2', 'PLO', 'CASH'],
      ['demo-3', 'NLH', 'MTT'],
    ]);
  });

  it('[WIRE-2] a mutation is a POST with a JSON body; a GET of a mutation or a POST of a query is refused', async () => {
    const res = await post('notification.support', { json: { body: 'Table 2 lost its antenna.' } });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ResultBody<{ id: string }>;
    expect(body.result.data.json.id).toMatch(/^[0-9a-f-]{36}$/);

    const wrongGet = await get(`notification.support?input=${json({ json: { body: 'x' } })}`);
    expect(wrongGet.status).toBe(405);
    expect(((await wrongGet.json()) as ErrorBody).error.json.data.code).toBe('METHOD_NOT_SUPPORTED');
    const wrongPost = await post('admin.current', { json: null });
    expect(wrongPost.status).toBe(405);
  });

  it('[WIRE-3] calls made together are one request with batch=1 and the paths joined by commas', async () => {
    const input = json({ '1': { json: { tableKey: 'demo-2' } } });
    const res = await get(`admin.current,table.socketUrl?batch=1&input=${input}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as [ResultBody<{ adminType: string }>, ResultBody<{ socketUrl: string }>];
    expect(body).toHaveLength(2);
    expect(body[0].result.data.json.adminType).toBe('ADMIN');
    expect(body[1].result.data.json.socketUrl).toContain('table=demo-2');

    // One failing call in a batch fails alone: each element is a result or an error.
    const mixed = await get(
      `table.socketUrl,table.socketUrl?batch=1&input=${json({ '0': { json: { tableKey: 'demo-1' } }, '1': { json: { tableKey: 'nope' } } })}`,
    );
    expect(mixed.status).toBe(207);
    const [ok, failed] = (await mixed.json()) as [ResultBody, ErrorBody];
    expect(ok.result).toBeDefined();
    expect(failed.error.json).toMatchObject({ code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } });

    // Mutations batch too, as a POST whose body is keyed by position.
    const posted = await post('notification.markAllRead,notification.support?batch=1', {
      '1': { json: { body: 'Batched.' } },
    });
    expect(posted.status).toBe(200);
    expect(((await posted.json()) as unknown[]).length).toBe(2);
  });

  it('[WIRE-4] Date, Set, Map, BigInt and undefined survive the round trip (superjson), by GET and by POST', async () => {
    const value = {
      at: new Date('2026-01-02T03:04:05.678Z'),
      seats: new Set([1, 4, 9]),
      stacks: new Map<string, bigint>([['seat-1', 12_345_678_901_234_567_890n]]),
      big: 9_007_199_254_740_993n,
      missing: undefined,
      nested: [{ when: new Date(0), gone: undefined }],
    };
    const sent = superjson.serialize(value);
    // The meta says what each special value was; a plain JSON client would lose them all.
    expect(JSON.stringify(sent.meta)).toMatch(/Date.*set.*map.*bigint.*undefined/s);

    const viaGet = (await (await get(`system.echo?input=${json(sent)}`)).json()) as ResultBody;
    expect(superjson.deserialize(viaGet.result.data as never)).toEqual(value);
    const back = superjson.deserialize<typeof value>(viaGet.result.data as never);
    expect(back.at).toBeInstanceOf(Date);
    expect(back.seats).toBeInstanceOf(Set);
    expect(back.stacks.get('seat-1')).toBe(12_345_678_901_234_567_890n);
    expect('missing' in back).toBe(true);

    const viaPost = (await (await post('system.echoPost', sent)).json()) as ResultBody;
    expect(superjson.deserialize(viaPost.result.data as never)).toEqual(value);

    // Dates in real answers travel the same way (a table's updateTime).
    const tables = (await (await get(`table.list?input=${json({ json: {} })}`)).json()) as ResultBody;
    const decoded = superjson.deserialize<Array<{ updateTime: Date }>>(tables.result.data as never);
    expect(decoded[0]?.updateTime).toBeInstanceOf(Date);
  });

  it('[WIRE-5] an error is an error object with a numeric code and a message, and no stack', async () => {
    const cases: Array<[Response, number, string, number]> = [
      [await fetch(`${base}/api/trpc/admin.current`), -32001, 'UNAUTHORIZED', 401],
      [await get(`table.socketUrl?input=${json({ json: { tableKey: 'nope' } })}`), -32004, 'NOT_FOUND', 404],
      [
        await get(`table.socketUrl?input=${json({ json: { tableKey: 'bad key!' } })}`),
        -32600,
        'BAD_REQUEST',
        400,
      ],
      [await get('no.such.procedure'), -32004, 'NOT_FOUND', 404],
    ];
    for (const [res, code, name, status] of cases) {
      expect(res.status).toBe(status);
      const body = (await res.json()) as ErrorBody;
      expect(Object.keys(body)).toEqual(['error']);
      expect(body.error.json).toMatchObject({ code, data: { code: name, httpStatus: status } });
      expect(typeof body.error.json.message).toBe('string');
      expect(body.error.json.message.length).toBeGreaterThan(0);
      expect(JSON.stringify(body)).not.toContain('"stack"');
    }
  });

  it('[WIRE-6] the tRPC client the web app uses reads the same answers, and anything else is "Unable to transform response from server"', async () => {
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `${base}/api/trpc`, transformer: superjson, headers: { cookie } })],
    });
    const [current, socket] = await Promise.all([
      client.admin.current.query(),
      client.table.socketUrl.query({ tableKey: 'demo-3' }),
    ]);
    expect(current.location.tables).toHaveLength(3);
    expect(socket.socketUrl).toContain('table=demo-3');
    const echoed = await client.system.echoPost.mutate({ at: new Date(5), n: 5n });
    expect(echoed).toEqual({ at: new Date(5), n: 5n });
    const error = await client.table.get.query({ tableKey: 'nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe('NOT_FOUND');

    // A response that is neither a result nor an error object (here the plain 404 of /api/*).
    const stray = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${base}/api/elsewhere`, transformer: superjson })],
    });
    const strayError = await stray.admin.userId.query().catch((e: unknown) => e);
    expect((strayError as Error).message).toBe('Unable to transform response from server');
  });

  it('[WIRE-7] the server wrote local-engine.json with the demo tables and their secrets before it was healthy', async () => {
    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const file = localEngineConfigSchema.parse(
      JSON.parse(readFileSync(join(dir, 'data', LOCAL_ENGINE_FILE), 'utf8')),
    );
    expect(file.serverUrl).toBe(base.replace('localhost', '127.0.0.1'));
    expect(file.tables.map((t) => [t.key, t.variation, t.gameMode])).toEqual([
      ['demo-1', 'NLH', 'CASH'],
      ['demo-2', 'PLO', 'CASH'],
      ['demo-3', 'NLH', 'MTT'],
    ]);
    const demo3 = file.tables[2]!;
    expect(demo3.blinds).toEqual({ small: 25, big: 50 });
    expect(demo3.tableSettings.defaultGameSettings.blindLevels.length).toBeGreaterThan(3);
    // The engine ships hands with that secret, and the server takes it.
    const secretOf = await (
      await get(`table.engineSecret?input=${json({ json: { tableKey: 'demo-1' } })}`)
    ).json();
    expect((secretOf as ResultBody<{ secret: string }>).result.data.json.secret).toBe(file.tables[0]!.secret);
  });

  it('[INPUT-0] every procedure has bad inputs here, or takes none that could be bad', () => {
    expect([...Object.keys(badInputs), ...takesNoCheckedInput].sort()).toEqual(procedurePaths());
  });

  it.each(Object.keys(badInputs))(
    '[INPUT-1] %s answers BAD_REQUEST naming the field, and writes nothing',
    async (path) => {
      const type = (appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)[path]!
        ._def.type;
      for (const [input, field] of badInputs[path]!) {
        const before = await rowCounts(server.services.db);
        const encoded = JSON.stringify(superjson.serialize(input));
        const res =
          type === 'query'
            ? await fetch(`${server.url}/api/trpc/${path}?input=${encodeURIComponent(encoded)}`, {
                headers: { cookie },
              })
            : await fetch(`${server.url}/api/trpc/${path}`, {
                method: 'POST',
                headers: { cookie, 'content-type': 'application/json' },
                body: encoded,
              });
        const body = (await res.json()) as { error?: { json: { message: string; data: { code: string } } } };
        expect(res.status, `${path} ${JSON.stringify(input).slice(0, 80)}`).toBe(400);
        expect(body.error?.json.data.code).toBe('BAD_REQUEST');
        expect(body.error?.json.message).toMatch(new RegExp(`(^|; )${field.replace('.', '\\.')}: `));
        expect(await rowCounts(server.services.db)).toEqual(before);
      }
    },
    30_000,
  );
});
