/**
 * Entry point of the bundled relay (dist/main.js): serves the engine's tables to screens from Redis
 * (decision 013). Configured by the environment (apps/relay/README.md).
 */
import { configOrExit, exitOnStartFailure, stopOnSignals } from '@railbird/service';
import { pino } from 'pino';
import { loadRelayConfig } from './config.js';
import { type RunningRelay, startRelay } from './relay.js';

const config = configOrExit('relay', () => loadRelayConfig(process.env));
const log = pino({ name: 'relay', level: config.logLevel, base: { service: 'relay' } });
let relay: RunningRelay;
try {
  relay = await startRelay({ ...config, log, now: Date.now });
} catch (error) {
  exitOnStartFailure('relay', log, error);
}
log.info({ port: relay.port, id: relay.id }, 'relay ready');
stopOnSignals('relay', log, () => relay.close());
