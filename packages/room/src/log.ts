/** What the room writes to a log: pino's methods, taken structurally so the room depends on no logger. */
export type LogMethod = (fields: object, message: string) => void;

export interface RoomLog {
  debug: LogMethod;
  info: LogMethod;
  warn: LogMethod;
  error: LogMethod;
}
