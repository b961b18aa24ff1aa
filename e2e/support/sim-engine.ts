import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ClientPacket, type SocketScope, signSocketToken } from '@railbird/protocol';
import WebSocket from 'ws';
import { freePort } from '../../scripts/lib/stack.mjs';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const engineEntry = join(repoRoot, 'apps', 'engine', 'dist', 'main.js');

/**
 * The built engine hosting simulated tables (`--simulate N --speed fast`: bots play hands as fast as
 * the engine goes), on a free port with its own secret and data directory, so a test can sign overlay
 * tokens for it, kill it and start it again on the same port.
 */
export class SimEngine {
  readonly secret = `e2e-secret-${Math.random().toString(36).slice(2)}-${'x'.repeat(24)}`;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'railbird-sim-'));
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    private readonly args: string[],
  ) {}

  static async start(args: string[] = ['--simulate', '1', '--speed', 'fast']): Promise<SimEngine> {
    if (!existsSync(engineEntry)) throw new Error(`${engineEntry} is missing: run npm run build first`);
    const engine = new SimEngine(await freePort(), args);
    await engine.startProcess();
    return engine;
  }

  get url(): string {
    return `ws://127.0.0.1:${this.port}/`;
  }

  /** Starts the engine process and resolves once /healthz answers. */
  async startProcess(): Promise<void> {
    const log = openSync(join(this.dataDir, 'engine.log'), 'a');
    this.child = spawn(process.execPath, [engineEntry, ...this.args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ENGINE_SECRET: this.secret,
        ENGINE_PORT: String(this.port),
        ENGINE_HOST: '127.0.0.1',
        RAILBIRD_DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
    });
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the engine exited with ${this.child.exitCode}`);
      try {
        const res = await fetch(`http://127.0.0.1:${this.port}/healthz`, {
          signal: AbortSignal.timeout(500),
        });
        if (res.ok) return;
      } catch {
        // Not up yet.
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the simulated engine did not become healthy in 20 s');
  }

  /** Kills the process at once (SIGKILL: a crash, not a clean stop). */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
    this.child = null;
  }

  async stop(): Promise<void> {
    await this.kill();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** An overlay link's token for a table of this engine, as the server's overlay.createLink mints it. */
  token(tableKey: string, scope: SocketScope): Promise<string> {
    return signSocketToken(
      { v: 1, sub: `link:e2e-${scope}`, tableKey, locationId: 'e2e', scope, exp: Date.now() + 3_600_000 },
      this.secret,
    );
  }

  /** Sends an operator command (`setPaused`…) to a table and resolves on the engine's ack. */
  async command<E extends ClientPacket['event']>(
    tableKey: string,
    event: E,
    data: Extract<ClientPacket, { event: E }>['data'],
  ): Promise<void> {
    const token = await this.token(tableKey, 'operator');
    const ws = new WebSocket(`${this.url}?table=${tableKey}&page=e2e&token=${encodeURIComponent(token)}`);
    try {
      await new Promise<void>((resolve, reject) => {
        const requestId = `e2e-cmd-${Date.now()}`;
        const timer = setTimeout(() => reject(new Error(`no ack for ${event}`)), 5000);
        let sent = false;
        ws.on('error', reject);
        ws.on('message', (raw) => {
          const packet = JSON.parse(String(raw)) as {
            event: string;
            data: { requestId?: string; message?: string };
          };
          // The first state says the operator is in: then send the command.
          if (!sent && packet.event === 'state') {
            sent = true;
            ws.send(JSON.stringify({ event, data, tableKey, requestId }));
            return;
          }
          if (packet.data?.requestId !== requestId) return;
          clearTimeout(timer);
          if (packet.event === 'ack') resolve();
          else reject(new Error(packet.data.message ?? packet.event));
        });
      });
    } finally {
      ws.close();
    }
  }
}
