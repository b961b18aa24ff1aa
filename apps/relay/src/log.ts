import type { pino } from 'pino';

/** The relay's logger: pino's, one child per relay. */
export type Logger = pino.Logger;
