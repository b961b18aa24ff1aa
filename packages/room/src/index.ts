export type { LogMethod, RoomLog } from './log.js';
export {
  type Connectable,
  type Credentials,
  type LetGo,
  MAX_TABLES_PER_CONNECTION,
  Room,
  type RoomConnection,
  type RoomOptions,
  type RoomTables,
} from './room.js';
export { type RoomSocket, Session, type Watch } from './session.js';
export { type Cancel, realTimers, type Timers } from './timers.js';
