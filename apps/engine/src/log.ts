import { pino } from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout, one object per event. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ name: 'engine', level, base: { service: 'engine' } }, destination);
}
