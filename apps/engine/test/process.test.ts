/**
 * The engine as a process, the way `npm start` and the command line run it: the bundle, started with
 * `--simulate`, deals simulated hands, and stops cleanly on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, SECRET, token } from './support/client.js';
import { freePortForTests } from './support/ports.js';

const engineRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

describe('engine process', () => {
  const cleanup: (() => void)[] = [];
  afterAll(() => {
    for (const c of cleanup.splice(0)) c();
  });

  it('[PROC-1] `--simulate 2 --variations NLH,STUD` hosts two simulated tables that deal hands; SIGTERM stops it cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'railbird-proc-'));
    // Its own directory: the equity worker is built next to it, apart from other builds.
    const bundleDir = join(engineRoot, 'dist', `process-test-${process.pid}`);
    const bundle = join(bundleDir, 'main.js');
    cleanup.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => rmSync(bundleDir, { recursive: true, force: true }),
    );
    const { build } = (await import(join(engineRoot, 'build.mjs'))) as {
      build: (outfile: string) => Promise<void>;
    };
    await build(bundle);
    const port = await freePortForTests();
    const child = spawn(
      process.execPath,
      [bundle, '--simulate', '2', '--variations', 'NLH,STUD', '--speed', '50'],
      {
        env: {
          ...process.env,
          RAILBIRD_DATA_DIR: dataDir,
          ENGINE_PORT: String(port),
          ENGINE_HOST: '127.0.0.1',
          ENGINE_SECRET: SECRET,
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    cleanup.push(() => child.kill('SIGKILL'));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let health: { tables?: string[] } = {};
    for (let i = 0; i < 200 && !health.tables; i++) {
      try {
        health = (await (await fetch(`http://127.0.0.1:${port}/healthz`)).json()) as typeof health;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    expect(health.tables).toEqual(['sim-1', 'sim-2']);
    const client = await Client.connect(port, {
      table: 'sim-2',
      page: 'overlays',
      token: await token('sim-2', 'viewer'),
    });
    const state = await client.waitFor((p) => p.event === 'state');
    expect(state.event === 'state' && state.data.gameSettings.variation).toBe('STUD');
    // At fifty times real speed a hand takes about a second: wait for two.
    const outbox = join(dataDir, 'engine', 'outbox', 'sim-1');
    for (let i = 0; i < 300; i++) {
      try {
        if (readdirSync(outbox).length >= 2) break;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(readdirSync(outbox).length).toBeGreaterThanOrEqual(2);
    client.close();
    child.kill('SIGTERM');
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 10_000))]);
    expect(code).toBe(0);
  }, 60_000);
});
