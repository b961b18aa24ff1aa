/**
 * Viewers through relays (issue 20, decision 013): frame latency p50/p99 (from the state's stamp on
 * the engine to the screen) and the serving processes' CPU per 1,000 viewers, for the engine alone
 * and for 1, 2 and 3 relays, beside a plain `ws` broadcast and a socket.io broadcast of the same frames
 * (one process each relaying the hidden audience's Redis channel to every socket, no protocol: the
 * anchors). The real processes, on the machine's Redis (REDIS_URL, default redis://127.0.0.1:6379).
 * RELAY_BENCH_VIEWERS (default 1000,5000: a run per count) hidden screens, RELAY_BENCH_SECONDS
 * (default 8) of play at twice real speed per setup.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { relayNames, relayPrefix } from '@railbird/protocol/relay';
import { Redis } from 'ioredis';
import { Server as SocketIoServer } from 'socket.io';
import { io as socketIoClient } from 'socket.io-client';
import { WebSocket, WebSocketServer } from 'ws';
import {
  buildBundles,
  dropPrefix,
  freePort,
  type Proc,
  REDIS_URL,
  sleep,
  startEngineProcess,
  startRelayProcess,
  token,
  uniquePrefix,
  Viewer,
} from '../../apps/relay/test/support.js';

/** A frame's stamp, read from its head without parsing the frame. */
const UPDATE_TIME = /"updateTime":(\d+)/;

// A plain broadcast process: `--plain <port> <prefix>` relays sim-1's hidden frames to every socket.
if (process.argv[2] === '--plain') {
  const [port, prefix] = [Number(process.argv[3]), process.argv[4]!];
  const http = createServer();
  const wss = new WebSocketServer({ server: http });
  const sub = new Redis(REDIS_URL);
  const redis = new Redis(REDIS_URL);
  const names = relayNames(relayPrefix(prefix));
  const channel = names.frames('sim-1', 'hidden');
  // A screen starts from the latest state, as any broadcast would have to.
  wss.on('connection', async (ws) => {
    const snapshot = (await redis.get(names.state('sim-1', 'hidden'))) ?? '';
    const state = snapshot.slice(snapshot.indexOf('\n') + 1);
    ws.send(`{"event":"state","data":${state},"tableKey":"sim-1"}`);
  });
  sub.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
    const payload = message.subarray(message.indexOf(10) + 1);
    for (const ws of wss.clients) if (ws.readyState === WebSocket.OPEN) ws.send(payload, { binary: false });
  });
  await sub.subscribe(channel);
  http.listen({ port, host: '127.0.0.1', backlog: 4096 }, () => console.log('ready'));
} else if (process.argv[2] === '--socketio') {
  // The same broadcast through socket.io: every frame emitted to every connected client.
  const [port, prefix] = [Number(process.argv[3]), process.argv[4]!];
  const http = createServer();
  const io = new SocketIoServer(http, { transports: ['websocket'], serveClient: false });
  const sub = new Redis(REDIS_URL);
  const redis = new Redis(REDIS_URL);
  const names = relayNames(relayPrefix(prefix));
  io.on('connection', async (socket) => {
    const snapshot = (await redis.get(names.state('sim-1', 'hidden'))) ?? '';
    socket.emit(
      'frame',
      `{"event":"state","data":${snapshot.slice(snapshot.indexOf('\n') + 1)},"tableKey":"sim-1"}`,
    );
  });
  sub.on('messageBuffer', (_channel: Buffer, message: Buffer) => {
    io.emit('frame', message.subarray(message.indexOf(10) + 1).toString('utf8'));
  });
  await sub.subscribe(names.frames('sim-1', 'hidden'));
  http.listen({ port, host: '127.0.0.1', backlog: 4096 }, () => console.log('ready'));
} else {
  await main();
}

/** A socket.io screen of the broadcast: the latency of each frame from its stamp. */
function socketIoScreen(url: string, onTime: (updateTime: number) => void) {
  const socket = socketIoClient(url, { transports: ['websocket'], reconnection: false });
  let frames = 0;
  socket.on('frame', (text: string) => {
    frames++;
    const match = UPDATE_TIME.exec(text.slice(0, 400));
    if (match && frames > 1) onTime(Number(match[1]));
  });
  return { received: () => frames, close: () => socket.close() };
}

/** Starts a broadcast process of this file (`--plain` or `--socketio`) and resolves when it listens. */
async function startBroadcast(kind: '--plain' | '--socketio', prefix: string) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), kind, String(port), prefix],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return { port, child };
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const counts = (process.env.RELAY_BENCH_VIEWERS ?? '1000,5000').split(',').map(Number);
  const seconds = Number(process.env.RELAY_BENCH_SECONDS ?? 8);
  const prefix = uniquePrefix('bench');
  const bundles = await buildBundles();
  const engine = await startEngineProcess(bundles.engine, prefix, { speed: 2 });
  const relays: Proc[] = [];
  for (let i = 0; i < 3; i++) relays.push(await startRelayProcess(bundles.relay, prefix));
  const plain = await startBroadcast('--plain', prefix);
  const socketIo = await startBroadcast('--socketio', prefix);
  // A bench that throws must not leave an engine, relays and broadcasts playing on: they would skew
  // every later run.
  const children = [engine.child, ...relays.map((r) => r.child), plain.child, socketIo.child];
  const killChildren = () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  };
  process.on('exit', killChildren);
  process.on('uncaughtException', (error) => {
    console.error(error);
    killChildren();
    process.exit(1);
  });
  const hidden = await token('sim-1', 'hiddenViewer');
  const query = { table: 'sim-1', page: 'overlays-hidden', token: hidden };

  const setups: { name: string; urls: string[]; pids: number[]; socketIo?: boolean }[] = [
    { name: 'engine alone', urls: [engine.url], pids: [engine.child.pid!] },
    { name: '1 relay', urls: [relays[0]!.url], pids: [engine.child.pid!, relays[0]!.child.pid!] },
    {
      name: '2 relays',
      urls: relays.slice(0, 2).map((r) => r.url),
      pids: [engine.child.pid!, ...relays.slice(0, 2).map((r) => r.child.pid!)],
    },
    {
      name: '3 relays',
      urls: relays.map((r) => r.url),
      pids: [engine.child.pid!, ...relays.map((r) => r.child.pid!)],
    },
    {
      name: 'plain ws broadcast',
      urls: [`ws://127.0.0.1:${plain.port}`],
      pids: [engine.child.pid!, plain.child.pid!],
    },
    {
      name: 'socket.io broadcast',
      urls: [`http://127.0.0.1:${socketIo.port}`],
      pids: [engine.child.pid!, socketIo.child.pid!],
      socketIo: true,
    },
  ];
  for (const viewers of counts) {
    console.log(
      `\n${viewers} hidden screens of sim-1 (twice real speed), ${seconds} s per setup; latency from the state's stamp`,
    );
    console.log(
      'setup                 frames   p50 ms   p99 ms   CPU s/s per 1,000 viewers   CPU ms per 1,000 frames delivered (engine + servers)   screens process CPU',
    );
    for (const setup of setups) {
      const latencies: number[] = [];
      let measuring = false;
      const record = (t: number) => measuring && latencies.push(Date.now() - t);
      const closers: (() => void)[] = [];
      for (let i = 0; i < viewers; i += 100) {
        const batch = Array.from({ length: Math.min(100, viewers - i) }, (_, k) => {
          const url = setup.urls[(i + k) % setup.urls.length]!;
          if (setup.socketIo) {
            const screen = socketIoScreen(url, record);
            closers.push(screen.close);
            return () => screen.received() > 0;
          }
          const v = new Viewer([url], query, { keepFrames: false, light: true });
          v.onTime = record;
          v.open();
          closers.push(() => v.close());
          return () => v.frameCount > 0 || v.heartbeats > 0;
        });
        const until = Date.now() + 10_000;
        while (batch.some((ready) => !ready()) && Date.now() < until) await sleep(20);
      }
      await sleep(1000);
      const cpu0 = setup.pids.map(cpuSeconds);
      const own0 = process.cpuUsage();
      const t0 = performance.now();
      measuring = true;
      await sleep(seconds * 1000);
      measuring = false;
      const elapsed = (performance.now() - t0) / 1000;
      // The screens all live in this one process: near a whole core, they (not the servers) set the pace.
      const own = process.cpuUsage(own0);
      const screensCpu = (own.user + own.system) / 1e6 / elapsed;
      const cpu = setup.pids.map((pid, i) => cpuSeconds(pid) - cpu0[i]!).reduce((a, b) => a + b, 0);
      for (const close of closers) close();
      latencies.sort((a, b) => a - b);
      console.log(
        `${setup.name.padEnd(20)} ${String(latencies.length).padStart(7)} ${percentile(latencies, 50).toFixed(0).padStart(8)} ${percentile(latencies, 99).toFixed(0).padStart(8)}   ${((cpu / elapsed) * (1000 / viewers)).toFixed(3).padStart(26)}   ${((cpu * 1000 * 1000) / Math.max(1, latencies.length)).toFixed(1).padStart(10)}   ${screensCpu.toFixed(2).padStart(42)} cores`,
      );
      await sleep(1000);
    }
  }
  plain.child.kill('SIGKILL');
  socketIo.child.kill('SIGKILL');
  for (const r of relays) await r.stop();
  await engine.stop();
  await dropPrefix(prefix);
  bundles.cleanup();
  console.log(
    '\nLatency counts the screens too: where the screens process nears a whole core it is the bottleneck\n(two cores here hold the engine, the relays and every screen), not the setup measured.',
  );
}
