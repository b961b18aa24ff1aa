// `npm run smoke`: checks a running stack from the outside, the way the foundation issue defines
// "up": /healthz answers 200, a WebSocket client on the engine receives a schema-valid state for
// demo-1, and an anonymous GET of admin.userId is a JSON error with a numeric code and a message.
// Usage: npx tsx scripts/smoke.ts [serverUrl] [engineUrl]
import { parseEnginePacket } from '@railbird/protocol';
import { WebSocket } from 'ws';

const serverUrl = process.argv[2] ?? 'http://localhost:3000';
const engineUrl = process.argv[3] ?? 'ws://localhost:5001';

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
  await check('engine state for demo-1', () => {
    return new Promise<string>((resolve, reject) => {
      const socket = new WebSocket(`${engineUrl}/?page=smoke`);
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
