/**
 * A process for lifecycle.test.ts: `node --import tsx lifecycle.fixture.ts <mode>`. It logs as JSON
 * lines on stdout, says `ready` once it waits for a signal, and stops as `mode` says.
 */
import { exitOnStartFailure, PortInUseError, type ProcessLog, stopOnSignals } from './index.js';

const line = (level: string) => (obj: unknown, msg?: string) =>
  process.stdout.write(`${JSON.stringify({ level, obj, msg })}\n`);
const log: ProcessLog = { info: line('info'), fatal: line('fatal') };

const mode = process.argv[2];
if (mode === 'port-taken') {
  exitOnStartFailure('demo', log, new PortInUseError('Port 7 on 127.0.0.1 is already in use: DEMO_PORT …'));
}
if (mode === 'crash') exitOnStartFailure('demo', log, new Error('boom'));
stopOnSignals('demo', log, () =>
  mode === 'stop-fails' ? Promise.reject(new Error('stuck')) : new Promise((r) => setTimeout(r, 50)),
);
process.stdout.write('ready\n');
setInterval(() => {}, 60_000);
