import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './src/app.js';
import { loadServerConfig } from './src/config.js';
import { createLogger } from './src/log.js';

const dir = mkdtempSync(join(tmpdir(), 'prof-'));
const config = loadServerConfig(
  { PORT: '0', HOST: '127.0.0.1', RAILBIRD_DATA_DIR: dir, AUTH_SIGN_IN_LIMIT: '0' },
  { cwd: dir, defaultWebDistDir: dir },
);
const server = await startServer(
  config,
  createLogger('warn'),
  process.env.PG ? { database: { kind: 'postgres', url: process.env.PG } } : {},
);
const base = server.url;
const creds = JSON.parse(readFileSync(join(dir, 'demo-admin.json'), 'utf8'));
const s = await fetch(`${base}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: base },
  body: JSON.stringify(creds),
});
const cookie = s.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const input = encodeURIComponent(JSON.stringify({ '1': { json: { tableKey: 'demo-1' } } }));
for (const path of [
  'admin.userId',
  'admin.current',
  `table.socketUrl?input=${encodeURIComponent(JSON.stringify({ json: { tableKey: 'demo-1' } }))}`,
  `admin.current,table.socketUrl?batch=1&input=${input}`,
  'system.echo',
]) {
  for (let i = 0; i < 20; i++) await fetch(`${base}/api/trpc/${path}`, { headers: { cookie } });
  const t = performance.now();
  const N = 100;
  let size = 0;
  for (let i = 0; i < N; i++)
    size = (await (await fetch(`${base}/api/trpc/${path}`, { headers: { cookie } })).text()).length;
  console.log(path.split('?')[0], ((performance.now() - t) / N).toFixed(2), 'ms/req', size, 'bytes');
}
await server.close();
