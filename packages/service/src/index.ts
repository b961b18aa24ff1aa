export {
  ConfigError,
  configOrExit,
  type EnvironmentOptions,
  type EnvironmentSchema,
  readEnvironment,
} from './environment.js';
export { exitOnStartFailure, type ProcessLog, stopOnSignals } from './lifecycle.js';
export { listen, PortInUseError } from './listen.js';
