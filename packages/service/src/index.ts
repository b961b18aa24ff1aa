export { exitOnStartFailure, type ProcessLog, stopOnSignals } from './lifecycle.js';
export { listen, PortInUseError } from './listen.js';
