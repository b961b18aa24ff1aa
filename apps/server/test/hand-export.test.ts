import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { parsePhhs, replay } from '@railbird/poker';
import type { CompletedHandInput } from '@railbird/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/app.js';
import { loadServerConfig } from '../src/config.js';
import { pokerTable } from '../src/db/schema.js';
import { writeHandExport } from '../src/http/hand-export.js';
import { createLogger } from '../src/log.js';
import { appRouter } from '../src/routers/index.js';
import { createCallerFactory } from '../src/trpc/init.js';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/databases.js';
import { playedHand, SAMPLE_PHH, type SeatedPlayer } from './support/hands.js';
import { contextFor, tempDir } from './support/services.js';
import { ALL_IN_PREFLOP_PHH, handFromPhh, playedAnyHand } from './support/vault-hands.js';
import { buildWorld, type World } from './support/world.js';

const createCaller = createCallerFactory(appRouter);
const T0 = Date.parse('2026-11-20T18:00:00Z');

/** GET with node:http, to read the trailer fetch does not show. */
function getWithTrailers(
  url: string,
  cookie: string,
): Promise<{ status: number; body: string; trailers: Record<string, string | undefined> }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { cookie } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, trailers: res.trailers }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

// Issue 18: GET /api/hands/{tableKey}.{phhs|txt|ohh.json} over real HTTP.
describe.each(databaseKinds)('hand history export on %s', (kind) => {
  let testDb: TestDatabase;
  let server: RunningServer;
  let dir: string;
  let world: World;
  let tableKey: string;
  const sent: CompletedHandInput[] = [];
  const holdemOrOmaha = () => sent.filter((h) => h.variation === 'NLH' || h.variation === 'PLO');
  const get = (path: string, cookie?: string, method = 'GET') =>
    fetch(`${server.url}${path}`, { method, headers: cookie ? { cookie } : {} });
  const staffCookie = () => world.users.STAFF.cookie;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    dir = tempDir('railbird-hand-export-');
    const config = loadServerConfig(
      { PORT: '0', HOST: '127.0.0.1', RAILBIRD_DATA_DIR: join(dir, 'data'), AUTH_SIGN_IN_LIMIT: '0' },
      { cwd: dir, defaultWebDistDir: join(dir, 'web') },
    );
    server = await startServer(config, createLogger('silent'), { database: testDb.target });
    world = await buildWorld(server.services, `x${Date.now().toString(36)}`);
    tableKey = world.own.tableKey;
    const table = await server.services.db.query.pokerTable.findFirst({
      where: eq(pokerTable.key, tableKey),
    });
    const engine = createCaller(contextFor(server.services)).table;
    const ingest = async (h: CompletedHandInput) => {
      await engine.ingestHand({ tableKey, secret: table!.secret, hand: h });
      sent.push(h);
      return h;
    };
    const players: SeatedPlayer[] = [
      { playerId: world.own.playerId, displayName: 'Ann' },
      { playerId: null, displayName: 'Bob "B" O\'Neil' },
      { playerId: null, displayName: 'Cat' },
    ];
    let at = T0;
    for (let k = 0; k < 14; k++) {
      const h = await ingest(
        k % 5 === 4
          ? playedAnyHand({
              tableKey,
              seed: 300 + k,
              names: ['Ann', 'Bob', 'Cat'],
              startedAt: at,
              variation: 'BADUGI',
            })
          : playedHand({
              tableKey,
              seed: 200 + k,
              players,
              startedAt: at,
              variation: k % 3 === 1 ? 'PLO' : 'NLH',
            }),
      );
      at = h.endedAt + 10_000;
    }
    await ingest(handFromPhh(tableKey, SAMPLE_PHH, { startedAt: at }));
    const last = await ingest(handFromPhh(tableKey, ALL_IN_PREFLOP_PHH, { startedAt: at + 60_000 }));
    // Two hands ending at the same moment: the keyset orders them by id.
    await ingest({ ...last, handId: `${last.handId}-twin` });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await testDb?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('[EXPORT-1] .phhs: every stored hand, oldest first, as PHH that parses back and replays to the finishing stacks it states', async () => {
    const res = await get(`/api/hands/${tableKey}.phhs`, staffCookie());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/toml; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${tableKey}-first-latest.phhs"`,
    );
    const parsed = parsePhhs(await res.text());
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.hands.map((h) => h.key)).toEqual(sent.map((_, i) => String(i + 1)));
    const oldestFirst = [...sent].sort((a, b) => a.endedAt - b.endedAt || (a.handId < b.handId ? -1 : 1));
    parsed.hands.forEach(({ hand }, i) => {
      const replayed = replay(hand);
      if (!replayed.ok) throw new Error(replayed.error.message);
      const stacks = replayed.state.players.map((p) => p.stack / hand.scale);
      expect(hand.finishingStacks?.map((c) => c / hand.scale)).toEqual(stacks);
      expect(stacks).toEqual(oldestFirst[i]!.players.map((p) => p.finishingStack));
      expect(hand.config.variation).toBe(oldestFirst[i]!.variation);
    });
  });

  it('[EXPORT-2] .txt: one PokerStars hand per stored hold’em or Omaha hand; the others are skipped and counted in the trailer', async () => {
    const res = await getWithTrailers(`${server.url}/api/hands/${tableKey}.txt`, staffCookie());
    expect(res.status).toBe(200);
    const heads = res.body.match(/^PokerStars Hand #\d+: /gm) ?? [];
    expect(heads.length).toBe(holdemOrOmaha().length);
    expect(new Set(heads).size).toBe(heads.length);
    expect(res.body).toContain("Hold'em No Limit");
    expect(res.body).toContain('Omaha Pot Limit');
    expect(res.body.split(/\n\n\n(?=PokerStars Hand)/).length).toBe(heads.length);
    expect(res.trailers['x-railbird-skipped']).toBe(String(sent.length - holdemOrOmaha().length));
  });

  it('[EXPORT-3] .ohh.json: one {"ohh": …} object per line, each followed by a blank line (OHH storage format)', async () => {
    const res = await get(`/api/hands/${tableKey}.ohh.json`, staffCookie());
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const text = await res.text();
    expect(text.endsWith('}\n\n')).toBe(true);
    const records = text.split('\n\n').filter((r) => r.length > 0);
    expect(records.length).toBe(holdemOrOmaha().length);
    for (const record of records) {
      expect(record).not.toContain('\n');
      const doc = JSON.parse(record) as {
        ohh: { site_name: string; table_name: string; players: unknown[] };
      };
      expect(doc.ohh.site_name).toBe('Railbird');
      expect(doc.ohh.table_name).toBe(`${world.tag}a table`);
    }
  });

  it('[EXPORT-4] the query narrows the file like the vault’s filter, and names the file after from and to', async () => {
    const from = new Date(sent[3]!.endedAt).toISOString();
    const to = '2026-11-21';
    const res = await get(
      `/api/hands/${tableKey}.phhs?variation=NLH&showdown=true&from=${encodeURIComponent(from)}&to=${to}`,
      staffCookie(),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${tableKey}-${from.slice(0, 19).replace(/:/g, '')}Z-2026-11-21.phhs"`,
    );
    const parsed = parsePhhs(await res.text());
    if (!parsed.ok) throw new Error(parsed.error.message);
    const stored = await server.services.db.query.hand.findMany({
      where: (h, { eq }) => eq(h.tableKey, tableKey),
    });
    const want = stored.filter(
      (h) => h.variation === 'NLH' && h.showdown && h.endedAt >= new Date(from) && h.endedAt < new Date(to),
    );
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(stored.length);
    expect(parsed.hands.length).toBe(want.length);
    const player = await get(
      `/api/hands/${tableKey}.txt?player=${encodeURIComponent("o'neil")}&allIn=false`,
      staffCookie(),
    );
    expect(player.status).toBe(200);
  });

  it('[EXPORT-5] a bad or unknown parameter is 400 naming it, and nothing is exported', async () => {
    const cases: Array<[string, RegExp]> = [
      ['minPot=abc', /^minPot: minPot is a number of chips/],
      ['showdown=yes', /^showdown: showdown is true or false/],
      ['from=2026-13-45', /^from: from is a date/],
      ['from=2026-11-22&to=2026-11-21', /^to: from must be before to/],
      ['minPot=9&maxPot=3', /^maxPot: /],
      ['variation=GIN', /^variation: /],
      ['colour=red', /^colour: not a parameter of a hand export \(from, to, player/],
      ['player=a&player=b', /^player: given more than once/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/hands/${tableKey}.phhs?${query}`, staffCookie());
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-disposition'), query).toBeNull();
      expect(await res.text(), query).toMatch(message);
    }
  });

  it('[EXPORT-6] signed out 401, another location or no location 403, an unknown table 404, POST 405, HEAD headers only', async () => {
    expect((await get(`/api/hands/${tableKey}.phhs`)).status).toBe(401);
    expect((await get(`/api/hands/${tableKey}.phhs`, world.otherAdmin.cookie)).status).toBe(403);
    expect((await get(`/api/hands/${world.other.tableKey}.txt`, staffCookie())).status).toBe(403);
    expect((await get(`/api/hands/${tableKey}.phhs`, world.users.noLocation.cookie)).status).toBe(403);
    expect((await get('/api/hands/no-such-table.ohh.json', staffCookie())).status).toBe(404);
    const post = await get(`/api/hands/${tableKey}.phhs`, staffCookie(), 'POST');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    const head = await get(`/api/hands/${tableKey}.phhs`, world.users.PRODUCER.cookie, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await head.text()).toBe('');
    expect((await get(`/api/hands/${tableKey}.csv`, staffCookie())).status).toBe(404);
  });

  it('[EXPORT-7] the export reads batch by batch and waits for its sink: small batches write the same file as one', async () => {
    const request = { locationId: world.own.id, tableKey, filter: {}, format: 'phhs' as const };
    let whole = '';
    const one = await writeHandExport(server.services.db, request, async (chunk) => {
      whole += chunk;
    });
    let pieces = '';
    let chunks = 0;
    let inFlight = false;
    const small = await writeHandExport(server.services.db, { ...request, batchSize: 4 }, async (chunk) => {
      expect(inFlight).toBe(false);
      inFlight = true;
      await new Promise((resolve) => setTimeout(resolve, 2));
      pieces += chunk;
      chunks++;
      inFlight = false;
    });
    expect(small).toEqual({ written: sent.length, skipped: 0 });
    expect(one).toEqual(small);
    expect(pieces).toBe(whole);
    expect(chunks).toBe(Math.ceil(sent.length / 4));
  });
});
