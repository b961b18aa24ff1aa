import { useEffect, useState } from 'react';
import type { SocketFactory } from '../../lib/table-sockets/connection.js';
import { browserSocket } from '../../lib/table-sockets/react.js';
import { msUntilNextSecond } from './clock-view.js';
import { EngineOffset, timedSockets } from './engine-time.js';

/** Past a boundary by this much before drawing, so the new second is the one drawn (timers run late, never early). */
const PAST_BOUNDARY_MS = 4;

/** A screen's view of the engine's clock: the offset and the sockets that feed it heartbeats. */
export interface EngineTime {
  offset: EngineOffset;
  createSocket: SocketFactory;
}

/** One engine clock per screen, read off the heartbeats of the sockets made with its `createSocket`. */
export function useEngineTime(): EngineTime {
  const [time] = useState<EngineTime>(() => {
    const offset = new EngineOffset();
    return { offset, createSocket: timedSockets(browserSocket, offset) };
  });
  return time;
}

/** How often a screen looks again for its first heartbeat. */
const SYNC_POLL_MS = 100;

/**
 * The engine's time now, re-rendering just after each second boundary of a count down to `target`
 * (engine time): the moment the shown second changes on the engine's clock, whatever this screen's
 * own clock says. With nothing counting it still re-renders once a second (the stale marker ages).
 * Null until the engine's time is known (EngineOffset.ready).
 */
export function useEngineNow(offset: EngineOffset, target: number | null): number | null {
  const [, setTick] = useState(0);
  const localNow = Date.now();
  const ready = offset.ready(localNow);
  const engineNow = offset.engineNow(localNow);
  const wait = !ready ? SYNC_POLL_MS : target === null ? null : msUntilNextSecond(target - engineNow);
  useEffect(() => {
    const timer = setTimeout(() => setTick((t) => t + 1), (wait ?? 1000) + PAST_BOUNDARY_MS);
    return () => clearTimeout(timer);
  });
  return ready ? engineNow : null;
}
