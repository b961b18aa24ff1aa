/**
 * The engine's link to one table's OBS Studio, over obs-websocket v5 (built into OBS 28+) with
 * `obs-websocket-js` (docs/decisions/007-obs-in-the-engine.md).
 *
 * It connects to the address and password set for the table, keeps a snapshot of what OBS reports
 * (scenes, the program scene's sources, stream and recording state) from OBS's own events, runs the
 * Studio's commands after checking them against that snapshot (so a refused command never reaches
 * OBS), and reconnects with backoff when OBS goes away. A refused password stops the retries until
 * the target changes or a reconnect is asked for: retrying the same password can only fail again.
 * The password is never logged and never in the snapshot.
 */
import { idleObs, type ObsWebsocket, type StreamStatus } from '@railbird/protocol';
import {
  EventSubscription,
  type OBSRequestTypes,
  type OBSResponseTypes,
  OBSWebSocket,
  OBSWebSocketError,
} from 'obs-websocket-js/json';
import type { Logger } from '../log.js';

export interface ObsTarget {
  /** ws://host:port or wss://host:port, as OBS shows it under Tools → WebSocket Server Settings. */
  url: string;
  password: string | null;
}

export type ObsRequest =
  | { request: 'switchScene'; sceneName: string }
  | { request: 'startStream' }
  | { request: 'stopStream' }
  | { request: 'startRecord' }
  | { request: 'stopRecord' }
  | { request: 'reconnect' };

export type ObsResult =
  | { ok: true }
  | {
      ok: false;
      code: 'PRECONDITION_FAILED' | 'BAD_REQUEST' | 'CONFLICT' | 'INTERNAL_SERVER_ERROR';
      message: string;
    };

export interface ObsSnapshot {
  obs: ObsWebsocket;
  stream: { status: StreamStatus; startTime: number | null };
}

export interface ObsLinkOptions {
  log: Pick<Logger, 'info' | 'warn' | 'debug'>;
  /** Called after every change of the snapshot (never twice for the same snapshot). */
  onChange: (snapshot: ObsSnapshot) => void;
  now: () => number;
  /** Reconnect backoff: minMs, doubled on each failure, at most maxMs. Default 1 s … 30 s. */
  retry?: { minMs: number; maxMs: number };
  /** How long a connection attempt (socket, hello, identify, first reads) may take. Default 5 s. */
  connectTimeoutMs?: number;
  /** How long OBS may take to answer one request. Default 5 s. */
  requestTimeoutMs?: number;
  /**
   * How long after an accepted StartStream OBS may stay silent before the link asks whether the
   * stream runs at all (OBS reports a stream it refused to set up only in a dialog on its own screen,
   * with no event). Default 20 s.
   */
  startCheckMs?: number;
}

/** OBS's close code for a refused password (obs-websocket v5 WebSocketCloseCode.AuthenticationFailed). */
const AUTHENTICATION_FAILED = 4009;
/** obs-websocket v5 close code: the client's RPC version is not one OBS speaks. */
const UNSUPPORTED_RPC_VERSION = 4010;
/** obs-websocket v5 RequestStatus codes we turn into our own answers. */
const REQUEST_STATUS = {
  NotReady: 207,
  OutputRunning: 500,
  OutputNotRunning: 501,
  ResourceNotFound: 600,
} as const;

/** What we ask OBS to tell us about; high-volume events (volume meters, transforms) are left out. */
const EVENTS =
  EventSubscription.General |
  EventSubscription.Config |
  EventSubscription.Scenes |
  EventSubscription.Inputs |
  EventSubscription.Outputs |
  EventSubscription.SceneItems;

/** StreamStateChanged's outputState → our stream status. */
const STREAM_STATUS_OF_OUTPUT_STATE: Record<string, StreamStatus> = {
  OBS_WEBSOCKET_OUTPUT_STARTING: 'STARTING',
  OBS_WEBSOCKET_OUTPUT_STARTED: 'LIVE',
  OBS_WEBSOCKET_OUTPUT_STOPPING: 'STOPPING',
  OBS_WEBSOCKET_OUTPUT_STOPPED: 'READY',
  OBS_WEBSOCKET_OUTPUT_RECONNECTING: 'RECONNECTING',
  OBS_WEBSOCKET_OUTPUT_RECONNECTED: 'LIVE',
};

type Failure = Extract<ObsResult, { ok: false }>;
const fail = (code: Failure['code'], message: string): Failure => ({ ok: false, code, message });

/** Checks an OBS address: ws:// or wss://, a host, an optional port, no credentials. */
export function checkObsUrl(url: string): { ok: true; url: string } | { ok: false; error: string } {
  const help = 'write it as ws://host:port (OBS shows it under Tools → WebSocket Server Settings)';
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return { ok: false, error: `“${url}” is not an OBS address: ${help}.` };
  }
  if (parsed.username || parsed.password) {
    return {
      ok: false,
      error: 'The OBS address must not carry a user or password: put the password in its own field.',
    };
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') {
    return { ok: false, error: `“${url}” is not an OBS address: ${help}.` };
  }
  if (!parsed.hostname) return { ok: false, error: `“${url}” names no host: ${help}.` };
  return { ok: true, url: url.trim() };
}

function notConnected(): ObsSnapshot {
  return { obs: idleObs(), stream: { status: 'STOPPED', startTime: null } };
}

class CallError extends Error {
  constructor(
    readonly result: Failure,
    readonly obsCode?: number,
  ) {
    super(result.message);
  }
}

/** One live socket to OBS; `epoch` ties its events and answers to the link that opened it. */
interface Connection {
  epoch: number;
  socket: OBSWebSocket;
  url: string;
  /** Rejects every call in flight when the socket closes (obs-websocket-js would leave them hanging). */
  closed: Promise<never>;
  /** Stops listening and closes the socket; resolves once it is closed. */
  close: () => Promise<void>;
}

export class ObsLink {
  readonly #log: ObsLinkOptions['log'];
  readonly #onChange: ObsLinkOptions['onChange'];
  readonly #now: () => number;
  readonly #retry: { minMs: number; maxMs: number };
  readonly #connectTimeoutMs: number;
  readonly #requestTimeoutMs: number;
  readonly #startCheckMs: number;
  /** Asks OBS about a StartStream it accepted and has said nothing of since. */
  #startCheck: ReturnType<typeof setTimeout> | null = null;

  #target: ObsTarget | null = null;
  #state: ObsSnapshot = notConnected();
  #emitted = JSON.stringify(this.#state);
  /** Bumped whenever the link drops its connection: answers and events of an older epoch are ignored. */
  #epoch = 0;
  #connection: Connection | null = null;
  #retryTimer: ReturnType<typeof setTimeout> | null = null;
  #failures = 0;
  /** OBS said it is quitting (ExitStarted): the close that follows is expected. */
  #obsExiting = false;
  /** A StartStream that has not yet gone live: a STOPPED now means it failed. */
  #streamStarting = false;
  #closed = false;

  constructor(options: ObsLinkOptions) {
    this.#log = options.log;
    this.#onChange = options.onChange;
    this.#now = options.now;
    this.#retry = options.retry ?? { minMs: 1_000, maxMs: 30_000 };
    this.#connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 5_000;
    this.#startCheckMs = options.startCheckMs ?? 20_000;
  }

  get snapshot(): ObsSnapshot {
    return structuredClone(this.#state);
  }

  /** null: disconnect (NOT_CONFIGURED). The same target again: nothing. Another: connect to it. */
  setTarget(target: ObsTarget | null): void {
    if (this.#closed) return;
    const same =
      target === this.#target ||
      (target !== null &&
        this.#target !== null &&
        target.url === this.#target.url &&
        target.password === this.#target.password);
    if (same) return;
    this.#target = target ? { ...target } : null;
    this.#drop();
    if (target === null) {
      this.#log.info({}, 'obs: no OBS set for this table');
      this.#set(notConnected());
      return;
    }
    this.#failures = 0;
    this.#connect();
  }

  async request(r: ObsRequest): Promise<ObsResult> {
    if (this.#closed) return fail('PRECONDITION_FAILED', 'The link to OBS is closed.');
    if (r.request === 'reconnect') {
      if (!this.#target) return fail('PRECONDITION_FAILED', 'No OBS is set up for this table.');
      this.#log.info({ url: this.#state.obs.url }, 'obs: reconnect asked for');
      this.#drop();
      this.#failures = 0;
      this.#connect();
      return { ok: true };
    }
    const connection = this.#connection;
    if (!connection || this.#state.obs.status !== 'CONNECTED') {
      return fail('PRECONDITION_FAILED', this.#whyNotConnected());
    }
    const { obs, stream } = this.#state;
    try {
      switch (r.request) {
        case 'switchScene': {
          if (!obs.scenes.includes(r.sceneName)) {
            return fail('BAD_REQUEST', `OBS has no scene “${r.sceneName}”.`);
          }
          if (obs.currentScene === r.sceneName) return { ok: true };
          await this.#call(connection, 'SetCurrentProgramScene', { sceneName: r.sceneName });
          break;
        }
        case 'startStream': {
          if (stream.status === 'LIVE' || stream.status === 'RECONNECTING') {
            return fail('CONFLICT', 'The stream is already live.');
          }
          if (stream.status === 'STARTING') return fail('CONFLICT', 'The stream is already starting.');
          if (stream.status === 'STOPPING') return fail('CONFLICT', 'The stream is still stopping.');
          // Ours from the request on: a STOPPED that follows, with or without OBS's STARTING before it
          // (a loaded OBS can fail the output before it reports starting), is a stream that failed.
          this.#streamStarting = true;
          try {
            await this.#call(connection, 'StartStream');
          } catch (error) {
            this.#streamStarting = false;
            throw error;
          }
          this.#checkStartLater(connection);
          break;
        }
        case 'stopStream': {
          if (stream.status !== 'LIVE' && stream.status !== 'RECONNECTING' && stream.status !== 'STARTING') {
            return fail('CONFLICT', 'The stream is not live.');
          }
          await this.#call(connection, 'StopStream');
          break;
        }
        case 'startRecord': {
          if (obs.recording) return fail('CONFLICT', 'OBS is already recording.');
          await this.#call(connection, 'StartRecord');
          break;
        }
        case 'stopRecord': {
          if (!obs.recording) return fail('CONFLICT', 'OBS is not recording.');
          await this.#call(connection, 'StopRecord');
          break;
        }
      }
    } catch (error) {
      const result = error instanceof CallError ? error.result : fail('INTERNAL_SERVER_ERROR', String(error));
      this.#log.warn({ request: r.request, code: result.code, error: result.message }, 'obs: request failed');
      return result;
    }
    this.#log.info({ request: r.request }, 'obs: request done');
    return { ok: true };
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#drop();
  }

  // — connecting —

  #connect(): void {
    const target = this.#target;
    if (!target || this.#closed) return;
    const checked = checkObsUrl(target.url);
    if (!checked.ok) {
      this.#log.warn({}, 'obs: the OBS address is not valid');
      this.#set({
        ...notConnected(),
        obs: { ...notConnected().obs, status: 'DISCONNECTED', url: null, error: checked.error },
      });
      return;
    }
    const url = checked.url;
    const epoch = ++this.#epoch;
    // A first attempt shows CONNECTING; retries after a failure keep DISCONNECTED and its reason, so a
    // retry loop does not flicker the status every few seconds.
    if (this.#failures === 0) {
      this.#set({
        obs: {
          ...notConnected().obs,
          status: 'CONNECTING',
          url,
          lastConnectedAt: this.#state.obs.lastConnectedAt,
        },
        stream: { status: 'STOPPED', startTime: null },
      });
    }
    this.#log.debug({ url, attempt: this.#failures + 1 }, 'obs: connecting');
    this.#open(epoch, url, target.password).catch((error: unknown) => {
      if (epoch === this.#epoch) this.#onConnectFailed(url, target.password, error);
    });
  }

  /**
   * Opens a socket, identifies, reads the state and makes it the link's connection; rejects on failure
   * or after connectTimeoutMs.
   */
  async #open(epoch: number, url: string, password: string | null): Promise<void> {
    const socket = new OBSWebSocket();
    let rejectClosed: (error: Error) => void = () => {};
    const closed = new Promise<never>((_, reject) => {
      rejectClosed = reject;
    });
    closed.catch(() => {});
    const connection: Connection = {
      epoch,
      socket,
      url,
      closed,
      close: () => {
        socket.removeAllListeners();
        rejectClosed(new Error('closed'));
        return socket.disconnect().catch(() => {});
      },
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A WebSocket that opens but never says obs-websocket's Hello is some other server.
    let opened = false;
    socket.once('ConnectionOpened', () => {
      opened = true;
    });
    let identifiedYet = false;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const message =
          opened && !identifiedYet
            ? `Something answers at ${url}, but it is not OBS’s WebSocket server: check the port.`
            : `OBS at ${url} did not answer within ${this.#connectTimeoutMs / 1000} s.`;
        reject(new TimeoutError(message));
      }, this.#connectTimeoutMs);
    });
    try {
      const identified = socket.connect(url, password ?? undefined, { eventSubscriptions: EVENTS });
      identified.catch(() => {});
      await Promise.race([identified, timeout]);
      identifiedYet = true;
      this.#listen(connection);
      socket.on('ConnectionClosed', (error) => {
        rejectClosed(error);
        this.#onConnectionLost(connection, error);
      });
      const [scenes, streamStatus, recordStatus] = await Promise.race([
        Promise.all([
          this.#call(connection, 'GetSceneList'),
          this.#call(connection, 'GetStreamStatus'),
          this.#call(connection, 'GetRecordStatus'),
        ]),
        timeout,
      ]);
      const currentScene = scenes.currentProgramSceneName;
      const sources = await Promise.race([this.#readSources(connection, currentScene), timeout]);
      if (epoch !== this.#epoch) {
        void connection.close();
        return;
      }
      this.#connection = connection;
      this.#failures = 0;
      const now = this.#now();
      this.#obsExiting = false;
      this.#streamStarting = false;
      this.#set({
        obs: {
          status: 'CONNECTED',
          isConnected: true,
          url,
          error: null,
          currentScene,
          scenes: sceneNames(scenes.scenes),
          sources,
          recording: recordStatus.outputActive,
          recordStartTime: recordStatus.outputActive ? now - recordStatus.outputDuration : null,
          lastConnectedAt: now,
        },
        stream: streamStatus.outputActive
          ? {
              status: streamStatus.outputReconnecting ? 'RECONNECTING' : 'LIVE',
              startTime: now - streamStatus.outputDuration,
            }
          : { status: 'READY', startTime: null },
      });
      this.#log.info({ url, scene: currentScene }, 'obs: connected');
    } catch (error) {
      void connection.close();
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  #onConnectFailed(url: string, password: string | null, error: unknown): void {
    this.#failures += 1;
    const code = error instanceof OBSWebSocketError ? error.code : undefined;
    const raw = error instanceof Error ? error.message : String(error);
    if (code === AUTHENTICATION_FAILED) {
      const message =
        password === null
          ? 'OBS asks for a password and none is set for this table.'
          : 'OBS refused the password.';
      this.#log.warn({ url }, 'obs: OBS refused the password; not retrying until the target changes');
      this.#set({ ...notConnected(), obs: { ...this.#disconnected(url, message), status: 'AUTH_FAILED' } });
      return;
    }
    const message = describeConnectError(url, code, raw, error instanceof TimeoutError);
    if (message !== this.#state.obs.error) this.#log.warn({ url, error: raw }, 'obs: cannot connect');
    this.#set({ ...notConnected(), obs: this.#disconnected(url, message) });
    this.#scheduleRetry();
  }

  #onConnectionLost(connection: Connection, error: OBSWebSocketError): void {
    // Before the link took the connection, #open fails on its own and says why.
    if (connection !== this.#connection) return;
    this.#connection = null;
    const url = connection.url;
    const message = this.#obsExiting
      ? `OBS at ${url} was closed: reconnecting when it is back.`
      : `Lost the connection to OBS at ${url}: reconnecting.`;
    this.#log.warn({ url, code: error.code, reason: error.message }, 'obs: connection lost');
    this.#obsExiting = false;
    this.#epoch += 1;
    this.#failures = 1;
    this.#set({ ...notConnected(), obs: this.#disconnected(url, message) });
    this.#scheduleRetry();
  }

  #disconnected(url: string, error: string): ObsWebsocket {
    return {
      ...notConnected().obs,
      status: 'DISCONNECTED',
      url,
      error,
      lastConnectedAt: this.#state.obs.lastConnectedAt,
    };
  }

  #scheduleRetry(): void {
    if (this.#closed || this.#retryTimer) return;
    const delay = Math.min(this.#retry.maxMs, this.#retry.minMs * 2 ** Math.max(0, this.#failures - 1));
    this.#log.debug({ delayMs: delay }, 'obs: retrying');
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = null;
      this.#connect();
    }, delay);
    this.#retryTimer.unref?.();
  }

  /** Forgets the current connection and any retry; resolves once the socket is closed. */
  #drop(): Promise<void> {
    this.#epoch += 1;
    this.#cancelStartCheck();
    if (this.#retryTimer) clearTimeout(this.#retryTimer);
    this.#retryTimer = null;
    this.#obsExiting = false;
    this.#streamStarting = false;
    const connection = this.#connection;
    this.#connection = null;
    if (!connection) return Promise.resolve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    return Promise.race([
      connection.close(),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, 1_000);
      }),
    ]).finally(() => clearTimeout(timer));
  }

  #whyNotConnected(): string {
    const { status, error, url } = this.#state.obs;
    if (status === 'NOT_CONFIGURED') return 'No OBS is set up for this table.';
    if (status === 'CONNECTING') return `Not connected to OBS yet: still connecting to ${url}.`;
    return `Not connected to OBS: ${error ?? 'the connection is down.'}`;
  }

  // — OBS's events —

  #listen(connection: Connection): void {
    const { socket, epoch } = connection;
    const current = () => epoch === this.#epoch && this.#state.obs.isConnected;
    socket.on('CurrentProgramSceneChanged', ({ sceneName }) => {
      if (!current()) return;
      this.#patchObs({ currentScene: sceneName });
      void this.#refreshSources(connection);
    });
    const refreshAll = () => {
      if (current()) void this.#refreshScenes(connection);
    };
    socket.on('SceneListChanged', ({ scenes }) => {
      if (!current()) return;
      this.#patchObs({ scenes: sceneNames(scenes as { sceneName: string; sceneIndex: number }[]) });
      void this.#refreshSources(connection);
    });
    socket.on('SceneNameChanged', refreshAll);
    socket.on('InputNameChanged', refreshAll);
    socket.on('CurrentSceneCollectionChanged', refreshAll);
    const refreshSources = ({ sceneName }: { sceneName: string }) => {
      if (current() && sceneName === this.#state.obs.currentScene) void this.#refreshSources(connection);
    };
    socket.on('SceneItemCreated', refreshSources);
    socket.on('SceneItemRemoved', refreshSources);
    socket.on('SceneItemListReindexed', refreshSources);
    socket.on('StreamStateChanged', ({ outputState }) => {
      if (current()) this.#onStreamState(outputState);
    });
    socket.on('RecordStateChanged', ({ outputState }) => {
      if (!current()) return;
      if (outputState === 'OBS_WEBSOCKET_OUTPUT_STARTED') {
        this.#patchObs({ recording: true, recordStartTime: this.#now() });
      } else if (outputState === 'OBS_WEBSOCKET_OUTPUT_STOPPED') {
        this.#patchObs({ recording: false, recordStartTime: null });
      }
    });
    socket.on('ExitStarted', () => {
      if (epoch !== this.#epoch) return;
      this.#log.info({ url: connection.url }, 'obs: OBS is quitting');
      this.#obsExiting = true;
    });
  }

  /**
   * OBS accepted a StartStream: if it says nothing of the stream for `startCheckMs`, ask it. A stream
   * that does not run is a failure the producer must hear of (OBS refused to set it up and said so
   * only on its own screen); one that runs, we missed the news of.
   */
  #checkStartLater(connection: Connection): void {
    this.#cancelStartCheck();
    this.#startCheck = setTimeout(() => {
      this.#startCheck = null;
      if (connection !== this.#connection || !this.#streamStarting) return;
      if (this.#state.stream.status !== 'READY' && this.#state.stream.status !== 'ERROR') return;
      this.#call(connection, 'GetStreamStatus').then(
        ({ outputActive }) => {
          if (connection !== this.#connection || !this.#streamStarting) return;
          if (outputActive) {
            this.#onStreamState('OBS_WEBSOCKET_OUTPUT_STARTED');
            return;
          }
          this.#streamStarting = false;
          this.#log.warn({}, 'obs: a stream OBS accepted never started');
          this.#set({
            obs: {
              ...this.#state.obs,
              error:
                'OBS did not start the stream: check the server and stream key in OBS’s Settings → Stream (OBS may show why on its own screen).',
            },
            stream: { status: 'ERROR', startTime: null },
          });
        },
        () => undefined,
      );
    }, this.#startCheckMs);
    this.#startCheck.unref?.();
  }

  #cancelStartCheck(): void {
    if (this.#startCheck) clearTimeout(this.#startCheck);
    this.#startCheck = null;
  }

  #onStreamState(outputState: string): void {
    const status = STREAM_STATUS_OF_OUTPUT_STATE[outputState];
    if (!status) return;
    this.#cancelStartCheck();
    const previous = this.#state.stream;
    if (status === 'STARTING') {
      this.#streamStarting = true;
      // A new attempt: the last failure's sentence no longer applies.
      this.#set({ obs: { ...this.#state.obs, error: null }, stream: { status, startTime: null } });
      return;
    }
    if (status === 'STOPPING') this.#streamStarting = false;
    if (status === 'LIVE') {
      this.#streamStarting = false;
      this.#set({ ...this.#state, stream: { status, startTime: previous.startTime ?? this.#now() } });
      return;
    }
    if (status === 'READY') {
      // STOPPED straight after STARTING or RECONNECTING, not after a STOPPING we asked for: OBS could not
      // start the stream or lost it for good. OBS does not say why; its settings are where to look.
      const failed = this.#streamStarting || previous.status === 'RECONNECTING';
      this.#streamStarting = false;
      if (failed) {
        const message =
          previous.status === 'RECONNECTING'
            ? 'OBS lost the stream server and gave up reconnecting: check OBS’s Settings → Stream.'
            : 'OBS could not start the stream: check the server and stream key in OBS’s Settings → Stream.';
        this.#log.warn({ outputState }, 'obs: the stream failed');
        this.#set({
          obs: { ...this.#state.obs, error: message },
          stream: { status: 'ERROR', startTime: null },
        });
        return;
      }
      this.#set({ ...this.#state, stream: { status: 'READY', startTime: null } });
      return;
    }
    this.#set({
      ...this.#state,
      stream: { status, startTime: previous.startTime },
    });
  }

  async #refreshScenes(connection: Connection): Promise<void> {
    try {
      const scenes = await this.#call(connection, 'GetSceneList');
      if (connection.epoch !== this.#epoch) return;
      this.#patchObs({ scenes: sceneNames(scenes.scenes), currentScene: scenes.currentProgramSceneName });
      await this.#refreshSources(connection);
    } catch (error) {
      this.#log.debug({ error: String(error) }, 'obs: could not read the scene list');
    }
  }

  async #refreshSources(connection: Connection): Promise<void> {
    const scene = this.#state.obs.currentScene;
    if (scene === null) return;
    try {
      const sources = await this.#readSources(connection, scene);
      // A scene switch while we read: its own refresh will bring its sources.
      if (connection.epoch !== this.#epoch || this.#state.obs.currentScene !== scene) return;
      this.#patchObs({ sources });
    } catch (error) {
      this.#log.debug({ error: String(error) }, 'obs: could not read the sources');
    }
  }

  async #readSources(connection: Connection, sceneName: string): Promise<string[]> {
    const { sceneItems } = await this.#call(connection, 'GetSceneItemList', { sceneName });
    // obs-websocket lists items bottom first; OBS's Sources dock shows them top first.
    return (sceneItems as { sourceName: string; sceneItemIndex: number }[])
      .slice()
      .sort((a, b) => b.sceneItemIndex - a.sceneItemIndex)
      .map((item) => item.sourceName);
  }

  // — calls —

  /** One OBS request, bounded in time and by the connection, with OBS's error turned into ours. */
  async #call<T extends keyof OBSRequestTypes>(
    connection: Connection,
    requestType: T,
    requestData?: OBSRequestTypes[T],
  ): Promise<OBSResponseTypes[T]> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        connection.socket.call(requestType, requestData as never) as Promise<OBSResponseTypes[T]>,
        connection.closed,
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new TimeoutError('timeout')), this.#requestTimeoutMs);
        }),
      ]);
    } catch (error) {
      if (error instanceof TimeoutError) {
        throw new CallError(
          fail(
            'INTERNAL_SERVER_ERROR',
            `OBS did not answer ${requestType} within ${this.#requestTimeoutMs / 1000} s.`,
          ),
        );
      }
      if (error instanceof OBSWebSocketError && error.code >= 100) {
        throw new CallError(describeRequestError(requestType, error), error.code);
      }
      throw new CallError(fail('PRECONDITION_FAILED', `Lost the connection to OBS during ${requestType}.`));
    } finally {
      clearTimeout(timer);
    }
  }

  // — state —

  #patchObs(patch: Partial<ObsWebsocket>): void {
    this.#set({ ...this.#state, obs: { ...this.#state.obs, ...patch } });
  }

  #set(next: ObsSnapshot): void {
    this.#state = next;
    const json = JSON.stringify(next);
    if (json === this.#emitted || this.#closed) return;
    this.#emitted = json;
    this.#onChange(structuredClone(next));
  }
}

class TimeoutError extends Error {}

/** Scene names in the order OBS's Scenes dock shows them (obs-websocket lists them bottom first). */
function sceneNames(scenes: { sceneName?: unknown; sceneIndex?: unknown }[]): string[] {
  return scenes
    .slice()
    .sort((a, b) => Number(b.sceneIndex) - Number(a.sceneIndex))
    .map((scene) => String(scene.sceneName));
}

function describeConnectError(url: string, code: number | undefined, raw: string, timedOut: boolean): string {
  if (timedOut) return raw;
  const host = hostOf(url);
  if (code === UNSUPPORTED_RPC_VERSION) {
    return `OBS at ${url} speaks another obs-websocket version: use OBS 28 or later.`;
  }
  if (code !== undefined && code >= 4000)
    return `OBS at ${url} closed the connection: ${raw || `code ${code}`}.`;
  if (/ECONNREFUSED/.test(raw)) {
    return `Nothing answers at ${url}: is OBS running with its WebSocket server on?`;
  }
  if (/ENOTFOUND|EAI_AGAIN/.test(raw)) return `Cannot find the host “${host}”: check the OBS address.`;
  if (/EHOSTUNREACH|ENETUNREACH|ETIMEDOUT/.test(raw)) {
    return `Cannot reach ${host}: is that machine on and on the venue network?`;
  }
  if (/Unexpected server response|subprotocol|Invalid WebSocket frame|ECONNRESET|socket hang up/i.test(raw)) {
    return `Something answers at ${url}, but it is not OBS’s WebSocket server: check the port.`;
  }
  return `Cannot connect to OBS at ${url}: ${raw || `closed with code ${code ?? 'unknown'}`}.`;
}

function describeRequestError(requestType: string, error: OBSWebSocketError): Failure {
  const said = error.message ? `: ${error.message}` : '';
  switch (error.code) {
    case REQUEST_STATUS.OutputRunning:
      return fail('CONFLICT', `OBS says that output is already running (${requestType}).`);
    case REQUEST_STATUS.OutputNotRunning:
      return fail('CONFLICT', `OBS says that output is not running (${requestType}).`);
    case REQUEST_STATUS.ResourceNotFound:
      return fail('BAD_REQUEST', `OBS could not find it${said}`);
    case REQUEST_STATUS.NotReady:
      return fail('PRECONDITION_FAILED', 'OBS is not ready yet: try again in a moment.');
    default:
      return fail('INTERNAL_SERVER_ERROR', `OBS refused ${requestType} (code ${error.code})${said}`);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
