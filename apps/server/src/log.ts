import { pino } from 'pino';

export type Logger = pino.Logger;

/** JSON lines on stdout, one object per event; every request's lines carry its reqId. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ name: 'server', level, base: { service: 'server' } }, destination);
}
