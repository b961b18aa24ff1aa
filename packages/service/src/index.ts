export {
  ConfigError,
  configOrExit,
  type EnvironmentOptions,
  type EnvironmentSchema,
  readEnvironment,
} from './environment.js';
export { FloodGate, type FloodVerdict, MAX_DROPS } from './flood.js';
export { exitOnStartFailure, type ProcessLog, stopOnSignals } from './lifecycle.js';
export { listen, PortInUseError } from './listen.js';
export { loadOrCreateSecretFile } from './secret-file.js';
export {
  CLOSE_NORMAL,
  CLOSE_POLICY,
  CLOSE_TRY_AGAIN_LATER,
  encode,
  MAX_BUFFERED_BYTES,
  messageOf,
} from './socket-wire.js';
