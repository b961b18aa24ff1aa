/**
 * The room's contract (@railbird/room/contract) on the engine's side: eleven tables in memory on a
 * manual clock, the engine's heartbeat a second of it.
 */
import { roomContract } from '@railbird/room/contract';
import { tableDefinition } from '../../test/support/engine.js';
import { closeRooms, openRoom, tokenFor } from '../../test/support/room.js';

roomContract('engine', async (limits = {}) => {
  const keys = Array.from({ length: 11 }, (_, i) => `t${i + 1}`);
  const { connect, clock } = openRoom(
    keys.map((key) => tableDefinition(key)),
    { ...limits, heartbeatMs: 1000 },
  );
  return {
    tables: keys,
    token: (tableKey, scope, options = {}) =>
      tokenFor(tableKey, scope, options.secret ? { secret: options.secret } : {}),
    connect,
    advance: (ms) => clock.advance(ms),
    beat: () => clock.advance(1000),
    close: closeRooms,
  };
});
