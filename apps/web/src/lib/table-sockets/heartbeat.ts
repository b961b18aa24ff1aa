import type { SocketLike } from './connection.js';

const HEARTBEAT = /^\{"event":"heartbeat","data":\{"updateTime":(\d+)\}/;

/** The engine time (epoch ms, engine clock) a heartbeat packet carries, or null for any other packet. */
export function heartbeatTime(data: unknown): number | null {
  if (typeof data !== 'string') return null;
  const m = HEARTBEAT.exec(data.slice(0, 120));
  return m ? Number(m[1]) : null;
}

/**
 * `socket`, with every heartbeat's engine time told to `onHeartbeat` as the packet arrives, before the
 * connection parses it (so a busy render does not count as network delay). Everything else passes
 * through untouched.
 */
export function watchHeartbeats(socket: SocketLike, onHeartbeat: (engineTime: number) => void): SocketLike {
  let handler: SocketLike['onmessage'] = null;
  return new Proxy(socket, {
    set(target, key, value) {
      if (key !== 'onmessage') return Reflect.set(target, key, value);
      handler = value as SocketLike['onmessage'];
      target.onmessage =
        handler === null
          ? null
          : (event) => {
              const engineTime = heartbeatTime(event.data);
              if (engineTime !== null) onHeartbeat(engineTime);
              handler?.(event);
            };
      return true;
    },
    get(target, key) {
      if (key === 'onmessage') return handler;
      const value = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
