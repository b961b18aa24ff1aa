/**
 * An engine: its tables (each restored from its journal), the outbox that ships their hands, the
 * simulations of DEMO tables and the socket server. `main.ts` starts one from the environment; tests
 * and the bench start them directly.
 */
import { join } from 'node:path';
import type { DevLevel } from '@railbird/protocol';
import { realTimers } from '@railbird/room';
import type { EquityProvider } from './equity/equity.js';
import { ClockTimer } from './event/clock-timer.js';
import { FileJournal, MemoryJournal } from './journal/journal.js';
import type { Logger } from './log.js';
import { ObsLink } from './obs/obs-link.js';
import { Outbox } from './outbox/outbox.js';
import { type RelayPublisher, startRelayPublisher } from './relay/publisher.js';
import type { SimOptions } from './simulation/driver.js';
import { SimRunner } from './simulation/runner.js';
import { type ApiKeyChecker, serverApiKeyChecker } from './sockets/auth.js';
import { type RunningSocketServer, startSocketServer } from './sockets/socket-server.js';
import { TableHost } from './table/host.js';
import { type HostedTableDefinition, Table } from './table/table.js';

/** What the screens of a table the server no longer lists are told before they are let go. */
export const TABLE_REMOVED = 'This table was removed from the location.';

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
  sim?: { speed: number; samples?: number; players?: number; addOns?: SimOptions['addOns'] } | undefined;
  frameMs?: number;
  heartbeatMs?: number;
  messagesPerSecond?: number;
  burst?: number;
  outboxRetryMs?: { min: number; max: number };
  apiKeys?: ApiKeyChecker | null;
  /** Equities and outs of hands in progress; none by default (main.ts passes the worker thread). */
  equity?: EquityProvider | null;
  /** REDIS_URL set: each table's audiences are published for the relays (decision 013). */
  relay?: { url: string; prefix: string } | undefined;
}

export interface RunningEngine {
  port: number;
  tables: TableHost;
  server: RunningSocketServer;
  outbox: Outbox | undefined;
  runners: SimRunner[];
  /** The relays' publisher, when REDIS_URL is set. */
  relay: RelayPublisher | null;
  /**
   * The tables the server lists changed (local-engine.json): new tables are opened (from their journal
   * if they were hosted before; simulated while in DEMO mode), known ones take their location, secret
   * and settings (a journaled input: table/settings.ts), tables no longer listed are closed (their
   * screens told, their journal kept), hands ship to `serverUrl`. Resolves once all of it is done;
   * updates are applied one after the other, in the order given.
   */
  configure(update: { serverUrl?: string | undefined; tables: HostedTableDefinition[] }): Promise<void>;
  close(): Promise<void>;
}

export async function startEngine(o: EngineOptions): Promise<RunningEngine> {
  let serverUrl = o.serverUrl;
  // Filled below; the outbox and the apiKey checker read the tables' current secrets.
  let host: TableHost | null = null;
  const secretOf = (key: string) => host?.get(key)?.secret;
  const outbox = o.dataDir
    ? new Outbox({
        dir: o.dataDir,
        serverUrl: o.serverUrl,
        secretOf,
        log: o.log,
        now: o.now,
        ...(o.outboxRetryMs ? { minRetryMs: o.outboxRetryMs.min, maxRetryMs: o.outboxRetryMs.max } : {}),
      })
    : undefined;
  const open = (definition: HostedTableDefinition) =>
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
      equity: o.equity ?? undefined,
    });
  const tables = new TableHost(o.tables.map(open));
  host = tables;
  // Each table's tournament clock wakes at its level's end (event/clock-timer.ts); a table opened from
  // its journal is scheduled where its clock stands, catching up on the ends it missed.
  const clocks = new Map<string, ClockTimer>();
  const runClock = (table: Table) => {
    const timer = new ClockTimer(table, { now: o.now, timers: realTimers, log: o.log });
    clocks.set(table.key, timer);
    timer.start();
  };
  const stopClock = (key: string) => {
    clocks.get(key)?.stop();
    clocks.delete(key);
  };
  // Each table's link to its OBS (Studio): it keeps connecting while an address is set, and feeds
  // what it sees into the table state (obsWebsocket, stream.status).
  const obsLinks = new Map<string, ObsLink>();
  const followObs = (table: Table, definition: HostedTableDefinition) => {
    let link = obsLinks.get(table.key);
    if (!link && !definition.obs) return;
    if (!link) {
      link = new ObsLink({
        log: o.log.child({ tableKey: table.key, part: 'obs' }),
        now: o.now,
        onChange: (snapshot) => table.setObs(snapshot),
      });
      obsLinks.set(table.key, link);
    }
    link.setTarget(definition.obs ?? null);
    if (!definition.obs) table.setObs(null);
  };
  const dropObs = async (key: string) => {
    const link = obsLinks.get(key);
    obsLinks.delete(key);
    await link?.close();
  };
  for (const [k, table] of tables.all.entries()) followObs(table, o.tables[k]!);
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
        : {
            check: (tableKey, apiKey) =>
              serverUrl
                ? serverApiKeyChecker(serverUrl, secretOf).check(tableKey, apiKey)
                : Promise.resolve({
                    ok: false as const,
                    message: 'This engine is not connected to a server that can check an apiKey.',
                  }),
          },
    ...(o.heartbeatMs !== undefined ? { heartbeatMs: o.heartbeatMs } : {}),
    ...(o.messagesPerSecond !== undefined ? { messagesPerSecond: o.messagesPerSecond } : {}),
    ...(o.burst !== undefined ? { burst: o.burst } : {}),
    obs: (tableKey) => {
      const link = obsLinks.get(tableKey);
      if (!link || link.snapshot.obs.status === 'NOT_CONFIGURED') return undefined;
      return {
        request: async (request) => {
          const result = await link.request(request);
          if (result.ok) return result;
          // "Not connected" and the like are conflicts with the state OBS is in, in our codes.
          return { ...result, code: result.code === 'PRECONDITION_FAILED' ? 'CONFLICT' : result.code };
        },
      };
    },
  });
  const relay: RelayPublisher | null = o.relay
    ? await startRelayPublisher({
        ...o.relay,
        tables,
        log: o.log,
        now: o.now,
        connect: server.connect,
        channelOf: server.channelOf,
      })
    : null;
  const runners: SimRunner[] = [];
  const runnerOf = new Map<Table, SimRunner>();
  const simulate = (table: Table) => {
    if (!o.sim) return;
    // Every table gets one: it deals only while the table is in DEMO mode.
    const runner = new SimRunner(table, { ...o.sim, log: o.log });
    runners.push(runner);
    runnerOf.set(table, runner);
    runner.start();
  };
  /** A table's journal may predate a settings change the server made while it was not hosted. */
  const follow = async (table: Table, definition: HostedTableDefinition) => {
    const result = await table.followSettings(definition.settings);
    if (!result.ok) o.log.error({ tableKey: table.key, error: result.error }, 'settings refused');
    else if (result.changed) o.log.info({ tableKey: table.key }, 'table settings changed');
    const delay = await table.followDefaultDelay(definition.defaultStreamDelaySeconds ?? null);
    if (!delay.ok) o.log.error({ tableKey: table.key, error: delay.error }, 'default delay refused');
    else if (delay.changed)
      o.log.info(
        { tableKey: table.key, seconds: table.model.stream.delaySeconds },
        "the room's default secure delay applies",
      );
  };
  for (const [k, table] of tables.all.entries()) await follow(table, o.tables[k]!);
  for (const table of tables.all) runClock(table);
  for (const table of tables.all) simulate(table);

  const close = async (table: Table) => {
    const runner = runnerOf.get(table);
    if (runner) {
      runnerOf.delete(table);
      runners.splice(runners.indexOf(runner), 1);
      await runner.stop();
    }
    stopClock(table.key);
    server.tableRemoved(table.key, TABLE_REMOVED);
    await dropObs(table.key);
    tables.remove(table.key);
    await table.close();
    o.log.info({ tableKey: table.key }, 'table removed');
  };
  const apply = async (update: { serverUrl?: string | undefined; tables: HostedTableDefinition[] }) => {
    serverUrl = update.serverUrl;
    const listed = new Set(update.tables.map((d) => d.key));
    for (const table of tables.all) if (!listed.has(table.key)) await close(table);
    for (const definition of update.tables) {
      const known = tables.get(definition.key);
      if (known) {
        known.setCredentials({ locationId: definition.locationId ?? null, secret: definition.secret });
        const revoked = known.setRevokedLinks(definition.revokedLinks ?? []);
        if (revoked.size > 0) {
          server.linksRevoked(known.key, revoked);
          o.log.info({ tableKey: known.key, links: revoked.size }, 'overlay links revoked');
        }
        await follow(known, definition);
        followObs(known, definition);
        outbox?.retry(definition.key);
        continue;
      }
      const table = open(definition);
      tables.add(table);
      await follow(table, definition);
      followObs(table, definition);
      runClock(table);
      simulate(table);
      o.log.info({ tableKey: table.key }, 'table added');
    }
    outbox?.setServerUrl(update.serverUrl);
    relay?.sync();
  };
  let configuring = Promise.resolve();
  return {
    port: server.port,
    tables,
    server,
    outbox,
    runners,
    relay,
    configure(update) {
      const done = configuring.then(() => apply(update));
      configuring = done.catch(() => undefined);
      return done;
    },
    close: async () => {
      await configuring;
      await Promise.all(runners.map((r) => r.stop()));
      for (const key of [...clocks.keys()]) stopClock(key);
      await server.close();
      await relay?.close();
      await Promise.all([...obsLinks.keys()].map(dropObs));
      outbox?.close();
      await Promise.all(tables.all.map((t) => t.close()));
      await o.equity?.close();
    },
  };
}
