// `npm run smoke`: checks a running stack from the outside, the way the foundation issue defines
// "up": /healthz answers 200, a WebSocket client on the engine receives a schema-valid state for
// demo-1, and an anonymous GET of admin.userId is a JSON error with a numeric code and a message.
// Usage: npx tsx scripts/smoke.ts [serverUrl] [engineUrl]
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ENGINE_SECRET_FILE,
  LOCAL_ENGINE_FILE,
  parseEnginePacket,
  signSocketToken,
} from '@railbird/protocol';
import { WebSocket } from 'ws';

const serverUrl = process.argv[2] ?? 'http://localhost:3000';
const engineUrl = process.argv[3] ?? 'ws://localhost:5001';

/**
 * The engine admits only signed screens: a short viewer token for demo-1, signed with the secret the
 * server and engine share (ENGINE_SECRET, or <RAILBIRD_DATA_DIR>/engine-secret), for the location the
 * server lists demo-1 under (local-engine.json).
 */
async function smokeToken(): Promise<string> {
  const dataDir = resolve(process.env.RAILBIRD_DATA_DIR ?? '.railbird');
  const secret = process.env.ENGINE_SECRET ?? readFileSync(join(dataDir, ENGINE_SECRET_FILE), 'utf8').trim();
  let locationId = 'local';
  try {
    const local = JSON.parse(readFileSync(join(dataDir, LOCAL_ENGINE_FILE), 'utf8')) as {
      tables: { key: string; locationId: string }[];
    };
    locationId = local.tables.find((t) => t.key === 'demo-1')?.locationId ?? locationId;
  } catch {}
  return signSocketToken(
    { v: 1, sub: 'smoke', tableKey: 'demo-1', locationId, scope: 'viewer', exp: Date.now() + 60_000 },
    secret,
  );
}

async function check(name: string, fn: () => Promise<string>): Promise<boolean> {
  const started = performance.now();
  try {
    const detail = await fn();
    console.log(`ok    ${name} (${Math.round(performance.now() - started)} ms): ${detail}`);
    return true;
  } catch (error) {
    console.log(`FAIL  ${name}: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}

const results = [
  await check('GET /healthz', async () => {
    const res = await fetch(`${serverUrl}/healthz`);
    if (res.status !== 200) throw new Error(`status ${res.status}`);
    return `200 ${await res.text()}`;
  }),
  await check('engine state for demo-1', async () => {
    const token = await smokeToken();
    return new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(`${engineUrl}/?table=demo-1&page=smoke&token=${token}`);
      const timer = setTimeout(() => reject(new Error('no message within 5 s')), 5000);
      socket.on('error', reject);
      socket.on('message', (raw) => {
        clearTimeout(timer);
        socket.close();
        const result = parseEnginePacket(raw.toString());
        if (!result.ok) return reject(new Error(result.error.message));
        const packet = result.packet;
        if (packet.event !== 'state') return reject(new Error(`first packet is ${packet.event}`));
        if (packet.tableKey !== 'demo-1') return reject(new Error(`table ${packet.tableKey}`));
        resolve(`schema-valid state of ${packet.tableKey}, ${packet.data.round.roundState}`);
      });
    });
  }),
  await check('GET /api/trpc/admin.userId (anonymous)', async () => {
    const res = await fetch(`${serverUrl}/api/trpc/admin.userId`);
    const body = (await res.json()) as { error?: { json?: { code?: unknown; message?: unknown } } };
    const error = body.error?.json;
    if (typeof error?.code !== 'number' || typeof error.message !== 'string') {
      throw new Error(`unexpected body ${JSON.stringify(body)}`);
    }
    return `${res.status} code ${error.code}, "${error.message}"`;
  }),
];
process.exitCode = results.every(Boolean) ? 0 : 1;
