/**
 * How a Node process of ours starts and stops, the same for the engine and the server: a process that
 * cannot start says why and exits 1; SIGINT or SIGTERM stop it once, cleanly (exit 0) or not (exit 1).
 */
import { PortInUseError } from './listen.js';

/** What these helpers log through (a pino logger fits). */
export interface ProcessLog {
  info(obj: unknown, msg?: string): void;
  fatal(obj: unknown, msg?: string): void;
}

/**
 * The process `name` (engine, server) could not start: a port problem is one line, also on stderr
 * (`railbird <name>: …`), anything else is logged with its stack. Exits 1.
 */
export function exitOnStartFailure(name: string, log: ProcessLog, error: unknown): never {
  if (error instanceof PortInUseError) {
    log.fatal(error.message);
    process.stderr.write(`railbird ${name}: ${error.message}\n`);
  } else {
    log.fatal({ err: error }, `${name} failed to start`);
  }
  process.exit(1);
}

/**
 * On the first SIGINT or SIGTERM: logs `<name> stopping` and runs `stop`; the process exits 0 when it
 * resolves, 1 when it rejects (report the failure inside `stop` if it needs saying). Later signals
 * are ignored while it stops.
 */
export function stopOnSignals(name: string, log: ProcessLog, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, `${name} stopping`);
    stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}
