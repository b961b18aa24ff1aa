/**
 * A real OBS Studio for tests, headless: Debian's `obs-studio` (OBS 29, obs-websocket 5 built in) on
 * its own Xvfb display with software rendering, in a throwaway config folder seeded so that OBS starts
 * without its first-run wizard, loads a scene collection with two scenes ("Table" with a colour source
 * "Felt", and "Break"), records into a temp folder and streams to a custom RTMP server on loopback, and
 * serves obs-websocket on a free port with a password.
 *
 * We start Xvfb ourselves (not through xvfb-run) so that it picks a free display (`-displayfd`) and so
 * that OBS can be killed and started again on the same display, as an OBS that crashes and is
 * restarted by the producer. Every process we start is killed by `stop()`, and on process exit.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePortForTests } from './support/ports.js';

export interface ObsForTests {
  /** ws://127.0.0.1:port */
  readonly url: string;
  readonly port: number;
  readonly password: string;
  /** Where OBS writes its recordings. */
  readonly recordDir: string;
  /** The RTMP server the profile streams to: rtmp://127.0.0.1:port/live, stream key "table". */
  readonly rtmpPort: number;
  /** Kills OBS as a crash would (SIGKILL); the display stays. */
  kill(): Promise<void>;
  /** Starts OBS again on the same display and config (after kill). Resolves once its WebSocket answers. */
  start(): Promise<void>;
  /** Kills OBS and the display and removes the config folder. */
  stop(): Promise<void>;
  /** The end of OBS's own log and of its stderr, for a failing test's message. */
  logTail(lines?: number): string;
  /**
   * The obs-websocket requests OBS received, in order (OBS runs with --websocket_debug, which prints
   * every incoming message): how a test shows that a refused command never reached OBS.
   */
  requestsReceived(): string[];
}

const PROFILE = 'Railbird';
const COLLECTION = 'Railbird';
/** Anything under this many seconds is a hang, not a slow start (OBS starts in ~1.5 s here). */
const START_TIMEOUT_MS = 20_000;

/** Which programs the harness needs, and what is missing (for a clear failure on a machine without them). */
export function missingObsPrograms(): string[] {
  const missing: string[] = [];
  if (!onPath('obs')) missing.push('obs (Debian: apt-get install obs-studio)');
  if (!onPath('Xvfb')) missing.push('Xvfb (Debian: apt-get install xvfb)');
  return missing;
}

function onPath(program: string): boolean {
  return (process.env.PATH ?? '').split(':').some((dir) => dir && existsSync(join(dir, program)));
}

/**
 * Every process the harness started and has not seen exit. They are killed on process exit and, should
 * the test process die without running its hooks (a worker killed by the runner), by a watchdog: a
 * small shell that waits for this process to go away, then kills whatever the pid file names and
 * removes the harness's folder (every OBS config and recording lives under it).
 */
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) killNow(child);
  if (watchdog) rmSync(watchdog.dir, { recursive: true, force: true });
});
let watchdog: { dir: string; pidFile: string } | undefined;

function track(child: ChildProcess): void {
  live.add(child);
  child.once('exit', () => untrack(child));
  writePidFile();
}

function untrack(child: ChildProcess): void {
  live.delete(child);
  writePidFile();
}

/** This process's harness folder and pid file, watched by the watchdog (started on first use). */
function harness(): { dir: string; pidFile: string } {
  if (!watchdog) {
    const dir = mkdtempSync(join(tmpdir(), 'railbird-obs-'));
    watchdog = { dir, pidFile: join(dir, 'pids') };
    const script =
      'while kill -0 "$0" 2>/dev/null; do sleep 1; done; ' +
      'kill -9 $(cat "$1" 2>/dev/null) 2>/dev/null; rm -rf "$2"';
    spawn('sh', ['-c', script, String(process.pid), watchdog.pidFile, dir], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  }
  return watchdog;
}

function writePidFile(): void {
  const pids = [...live].flatMap((child) => (child.pid === undefined ? [] : [String(child.pid)]));
  writeFileSync(harness().pidFile, pids.join(' '));
}

function killNow(child: ChildProcess): void {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function killAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    try {
      process.kill(child.pid, signal);
    } catch {
      // already gone
    }
  }
  await exited(child);
  untrack(child);
}

/** Starts Xvfb on a free display; resolves with its display number once it accepts clients. */
async function startDisplay(logFd: number): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x720x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', logFd, logFd, 'pipe'],
  });
  track(xvfb);
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('Xvfb did not report a display within 10 s')), 10_000);
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) {
        clearTimeout(timer);
        resolve(`:${out.trim()}`);
      }
    });
    xvfb.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    xvfb.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb exited (${code ?? signal}) before reporting a display`));
    });
  });
  return { xvfb, display };
}

/** Writes the OBS 29 config: global.ini, a profile, a scene collection and obs-websocket's settings. */
function seedConfig(
  config: string,
  o: { port: number; password: string; recordDir: string; rtmpPort: number },
): void {
  const obs = join(config, 'obs-studio');
  const profile = join(obs, 'basic', 'profiles', PROFILE);
  mkdirSync(profile, { recursive: true });
  mkdirSync(join(obs, 'basic', 'scenes'), { recursive: true });
  // OBS 29 (obs-websocket 5.1) keeps the WebSocket server settings in global.ini [OBSWebSocket];
  // obs-websocket 5.3+ (OBS 30) reads plugin_config/obs-websocket/config.json: both are written so the
  // harness works with either. FirstRun=true means "the first run is done" (no auto-configuration wizard).
  writeFileSync(
    join(obs, 'global.ini'),
    [
      '[General]',
      'Pre19Defaults=false',
      'Pre21Defaults=false',
      'Pre23Defaults=false',
      'Pre24.1Defaults=false',
      'FirstRun=true',
      'LastVersion=486539266',
      'EnableAutoUpdates=false',
      'WarnBeforeStartingStream=false',
      'WarnBeforeStoppingStream=false',
      'WarnBeforeStoppingRecord=false',
      'ConfirmOnExit=false',
      '',
      '[Basic]',
      `Profile=${PROFILE}`,
      `ProfileDir=${PROFILE}`,
      `SceneCollection=${COLLECTION}`,
      `SceneCollectionFile=${COLLECTION}`,
      'ConfigOnNewProfile=false',
      '',
      '[OBSWebSocket]',
      'FirstLoad=false',
      'ServerEnabled=true',
      `ServerPort=${o.port}`,
      'AlertsEnabled=false',
      'AuthRequired=true',
      `ServerPassword=${o.password}`,
      '',
    ].join('\n'),
  );
  mkdirSync(join(obs, 'plugin_config', 'obs-websocket'), { recursive: true });
  writeFileSync(
    join(obs, 'plugin_config', 'obs-websocket', 'config.json'),
    JSON.stringify({
      server_enabled: true,
      server_port: o.port,
      auth_required: true,
      server_password: o.password,
      first_load: false,
      alerts_enabled: false,
    }),
  );
  // A small, slow canvas keeps software encoding cheap on a 2-core machine.
  writeFileSync(
    join(profile, 'basic.ini'),
    [
      '[General]',
      `Name=${PROFILE}`,
      '',
      '[Output]',
      'Mode=Simple',
      '',
      '[SimpleOutput]',
      `FilePath=${o.recordDir}`,
      'RecFormat2=mkv',
      'RecQuality=Stream',
      'VBitrate=300',
      'ABitrate=64',
      '',
      '[Video]',
      'BaseCX=320',
      'BaseCY=180',
      'OutputCX=320',
      'OutputCY=180',
      'FPSType=1',
      'FPSInt=10',
      '',
    ].join('\n'),
  );
  writeFileSync(
    join(profile, 'service.json'),
    JSON.stringify({
      type: 'rtmp_custom',
      settings: { server: `rtmp://127.0.0.1:${o.rtmpPort}/live`, key: 'table', use_auth: false },
    }),
  );
  const felt = '11111111-1111-4111-8111-111111111111';
  const common = { enabled: true, flags: 0, mixers: 0, volume: 1, muted: false };
  writeFileSync(
    join(obs, 'basic', 'scenes', `${COLLECTION}.json`),
    JSON.stringify({
      name: COLLECTION,
      current_scene: 'Table',
      current_program_scene: 'Table',
      scene_order: [{ name: 'Table' }, { name: 'Break' }],
      sources: [
        {
          ...common,
          id: 'color_source_v3',
          versioned_id: 'color_source_v3',
          name: 'Felt',
          uuid: felt,
          settings: { color: 4278222848, width: 320, height: 180 },
        },
        {
          ...common,
          id: 'scene',
          versioned_id: 'scene',
          name: 'Table',
          uuid: '22222222-2222-4222-8222-222222222222',
          settings: {
            id_counter: 1,
            custom_size: false,
            items: [
              { name: 'Felt', source_uuid: felt, visible: true, locked: false, id: 1, pos: { x: 0, y: 0 } },
            ],
          },
        },
        {
          ...common,
          id: 'scene',
          versioned_id: 'scene',
          name: 'Break',
          uuid: '33333333-3333-4333-8333-333333333333',
          settings: { id_counter: 0, custom_size: false, items: [] },
        },
      ],
      groups: [],
      transitions: [],
      current_transition: 'Cut',
      transition_duration: 300,
    }),
  );
}

/**
 * Whether some process listens on the TCP port, read from /proc/net/tcp{,6} rather than by connecting:
 * ffmpeg's one-shot RTMP listener would take a probe for its publisher and quit.
 */
function listening(port: number): boolean {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hex}`) && fields[3] === '0A') return true;
    }
  }
  return false;
}

async function waitForListener(
  port: number,
  child: ChildProcess,
  what: string,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${what} exited (${child.exitCode ?? child.signalCode}) while starting\n${log()}`);
    }
    if (listening(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not listen on port ${port} within ${START_TIMEOUT_MS} ms\n${log()}`);
}

/**
 * Starts a real OBS headless. The caller must `stop()` it (afterAll); processes are also killed when
 * the test process exits.
 */
export async function startObsForTests(): Promise<ObsForTests> {
  const missing = missingObsPrograms();
  if (missing.length > 0) throw new Error(`OBS cannot run for the tests: missing ${missing.join(', ')}`);
  const root = mkdtempSync(join(harness().dir, 'obs-'));
  const home = join(root, 'home');
  const config = join(home, '.config');
  const recordDir = join(root, 'recordings');
  mkdirSync(recordDir, { recursive: true });
  const port = await freePortForTests();
  const rtmpPort = await freePortForTests();
  const password = `pw-${Math.random().toString(36).slice(2, 10)}`;
  seedConfig(config, { port, password, recordDir, rtmpPort });

  const logPath = join(root, 'processes.log');
  const logFd = openSync(logPath, 'a');
  let xvfb: ChildProcess | undefined;
  let display: string | undefined;
  let obs: ChildProcess | undefined;

  const logTail = (lines = 30): string => {
    const parts: string[] = [];
    const logs = join(config, 'obs-studio', 'logs');
    if (existsSync(logs)) {
      const newest = readdirSync(logs).sort().at(-1);
      if (newest) parts.push(`OBS log ${newest}:\n${tail(readFileSync(join(logs, newest), 'utf8'), lines)}`);
    }
    if (existsSync(logPath)) parts.push(`stdout/stderr:\n${tail(readFileSync(logPath, 'utf8'), lines)}`);
    return parts.join('\n');
  };

  const start = async (): Promise<void> => {
    if (!display) throw new Error('the display is gone');
    if (obs && obs.exitCode === null && obs.signalCode === null) throw new Error('OBS is already running');
    const child = spawn(
      'obs',
      ['--disable-shutdown-check', '--multi', '--minimize-to-tray', '--websocket_debug'],
      {
        cwd: root,
        env: {
          ...process.env,
          HOME: home,
          XDG_CONFIG_HOME: config,
          DISPLAY: display,
          LIBGL_ALWAYS_SOFTWARE: '1',
          QT_QPA_PLATFORM: 'xcb',
        },
        stdio: ['ignore', logFd, logFd],
      },
    );
    track(child);
    obs = child;
    await waitForListener(port, child, 'OBS', logTail);
  };

  const kill = async (): Promise<void> => {
    if (obs) await killAndWait(obs, 'SIGKILL');
  };

  const stop = async (): Promise<void> => {
    await kill();
    if (xvfb) await killAndWait(xvfb, 'SIGTERM');
    xvfb = undefined;
    display = undefined;
    closeSync(logFd);
    rmSync(root, { recursive: true, force: true });
  };

  try {
    ({ xvfb, display } = await startDisplay(logFd));
    await start();
  } catch (error) {
    await stop();
    throw error;
  }
  const requestsReceived = (): string[] => {
    if (!existsSync(logPath)) return [];
    return readFileSync(logPath, 'utf8')
      .split('[WebSocketServer::onMessage] ')
      .filter((message) => message.startsWith('Incoming message'))
      .flatMap((message) => {
        const match = /^\s*"requestType": "([^"]+)"/m.exec(message);
        return match?.[1] ? [match[1]] : [];
      });
  };
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    password,
    recordDir,
    rtmpPort,
    kill,
    start,
    stop,
    logTail,
    requestsReceived,
  };
}

function tail(text: string, lines: number): string {
  return text.split('\n').slice(-lines).join('\n');
}

/**
 * A real RTMP receiver for OBS's stream output: ffmpeg listening for one publisher on
 * rtmp://127.0.0.1:port/live/table and throwing the frames away. It quits when the publisher stops.
 */
export async function startRtmpReceiver(port: number): Promise<{ stop(): Promise<void> }> {
  if (!onPath('ffmpeg'))
    throw new Error('The stream tests need ffmpeg as an RTMP receiver (Debian: apt-get install ffmpeg)');
  let output = '';
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-nostdin',
      '-loglevel',
      'error',
      '-listen',
      '1',
      '-i',
      `rtmp://127.0.0.1:${port}/live/table`,
      '-f',
      'null',
      '-',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  ffmpeg.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  });
  track(ffmpeg);
  await waitForListener(port, ffmpeg, 'ffmpeg', () => output);
  return { stop: () => killAndWait(ffmpeg, 'SIGKILL') };
}
