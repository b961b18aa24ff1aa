/**
 * An engine: its tables (each restored from its journal), the outbox that ships their hands, the
 * simulations of DEMO tables and the socket server. `main.ts` starts one from the environment; tests
 * and the bench start them directly.
 */
import { join } from 'node:path';
import type { DevLevel } from '@railbird/protocol';
import { FileJournal, MemoryJournal } from './journal/journal.js';
import type { Logger } from './log.js';
import { Outbox } from './outbox/outbox.js';
import { SimRunner } from './simulation/runner.js';
import { type ApiKeyChecker, serverApiKeyChecker } from './sockets/auth.js';
import { type RunningSocketServer, startSocketServer } from './sockets/socket-server.js';
import { TableHost } from './table/host.js';
import { type HostedTableDefinition, Table } from './table/table.js';

export interface EngineOptions {
  /** Where journals, the outbox and recordings live (`<RAILBIRD_DATA_DIR>/engine`); null keeps nothing. */
  dataDir: string | null;
  host: string;
  port: number;
  tables: HostedTableDefinition[];
  /** The server's origin, for completed hands and apiKey checks; undefined: hands wait in the outbox. */
  serverUrl?: string | undefined;
  /** Signs socket tokens (shared with the server). */
  secret: string;
  log: Logger;
  now: () => number;
  version: string;
  devLevel: DevLevel;
  /** Simulation of DEMO tables: speed 1 is real time, Infinity as fast as possible. */
  sim?: { speed: number; samples?: number; players?: number } | undefined;
  frameMs?: number;
  heartbeatMs?: number;
  messagesPerSecond?: number;
  burst?: number;
  outboxRetryMs?: { min: number; max: number };
  apiKeys?: ApiKeyChecker | null;
}

export interface RunningEngine {
  port: number;
  tables: TableHost;
  server: RunningSocketServer;
  outbox: Outbox | undefined;
  runners: SimRunner[];
  close(): Promise<void>;
}

export async function startEngine(o: EngineOptions): Promise<RunningEngine> {
  const secrets = new Map(o.tables.map((t) => [t.key, t.secret]));
  const outbox = o.dataDir
    ? new Outbox({
        dir: o.dataDir,
        serverUrl: o.serverUrl,
        secretOf: (key) => secrets.get(key),
        log: o.log,
        now: o.now,
        ...(o.outboxRetryMs ? { minRetryMs: o.outboxRetryMs.min, maxRetryMs: o.outboxRetryMs.max } : {}),
      })
    : undefined;
  const tables = new TableHost(
    o.tables.map((definition) =>
      Table.open({
        definition,
        journal: o.dataDir ? new FileJournal(join(o.dataDir, 'tables', definition.key)) : new MemoryJournal(),
        outbox,
        now: o.now,
        log: o.log,
        version: o.version,
        devLevel: o.devLevel,
        ...(o.frameMs !== undefined ? { frameMs: o.frameMs } : {}),
        ...(o.dataDir ? { recordingsDir: join(o.dataDir, 'recordings') } : {}),
      }),
    ),
  );
  const server = await startSocketServer({
    host: o.host,
    port: o.port,
    tables,
    log: o.log,
    now: o.now,
    secret: o.secret,
    outbox,
    apiKeys:
      o.apiKeys !== undefined
        ? o.apiKeys
        : o.serverUrl
          ? serverApiKeyChecker(o.serverUrl, (key) => secrets.get(key))
          : null,
    ...(o.heartbeatMs !== undefined ? { heartbeatMs: o.heartbeatMs } : {}),
    ...(o.messagesPerSecond !== undefined ? { messagesPerSecond: o.messagesPerSecond } : {}),
    ...(o.burst !== undefined ? { burst: o.burst } : {}),
  });
  const runners = o.sim
    ? tables.all.filter((t) => t.simulated).map((table) => new SimRunner(table, { ...o.sim!, log: o.log }))
    : [];
  for (const runner of runners) runner.start();
  return {
    port: server.port,
    tables,
    server,
    outbox,
    runners,
    close: async () => {
      await Promise.all(runners.map((r) => r.stop()));
      await server.close();
      outbox?.close();
      await Promise.all(tables.all.map((t) => t.close()));
    },
  };
}
