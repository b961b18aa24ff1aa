/**
 * The timers of the socket room, passed in (STYLE.md habit 3: time is an argument) so that tests
 * drive heartbeats, pings and the stream delay with a manual clock instead of waiting for them.
 */

/** Cancels a timer; calling it again does nothing. */
export type Cancel = () => void;

export interface Timers {
  /** Runs `run` every `ms` until cancelled. A repeating timer does not keep the process alive. */
  every(ms: number, run: () => void): Cancel;
  /** Runs `run` once, `ms` from now, unless cancelled first. */
  after(ms: number, run: () => void): Cancel;
}

/** Node's timers. */
export const realTimers: Timers = {
  every(ms, run) {
    const timer = setInterval(run, ms);
    timer.unref();
    return () => clearInterval(timer);
  },
  after(ms, run) {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
};
