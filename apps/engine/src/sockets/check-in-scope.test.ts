import { afterEach, describe, expect, it } from 'vitest';
import { tableDefinition } from '../../test/support/engine.js';
import {
  closeRooms,
  hasCard,
  lastMessage,
  openRoom,
  prepareHand,
  read,
  tokenFor,
} from '../../test/support/room.js';
import { viewerClassOf } from './auth.js';

/** Issue 16: the check-in kiosk's socket (docs/decisions/009-check-in-scope.md). */
afterEach(closeRooms);

const NO_PINGS = { pingMs: 24 * 3_600_000 };
const pushed = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the check-in scope', () => {
  it('[CHECKIN-SCOPE-1] a kiosk seats a player, is told a taken seat, may send nothing else and never sees a hole card', async () => {
    const { connect, table } = openRoom([tableDefinition('t1', 'NLH')], NO_PINGS);
    const kiosk = await connect({ table: 't1', page: 'signin', token: await tokenFor('t1', 'checkIn') });
    await prepareHand(table());
    await read(table(), 1, 'SA');
    await pushed();
    expect(hasCard(kiosk, 'SA')).toBe(false);

    const seat = { seatIndex: 5, displayName: 'Ava Reyes', handle: '@ava', uid: 'player-ava', stack: 200 };
    await kiosk.send({ event: 'seatPlayer', data: seat, tableKey: 't1', requestId: 'k1' });
    expect(kiosk.packets.at(-1)).toMatchObject({ event: 'ack', data: { requestId: 'k1' } });
    expect(table().model.seats.find((s) => s.seatIndex === 5)).toMatchObject({
      displayName: 'Ava Reyes',
      uid: 'player-ava',
    });

    // A second tablet to the same seat: refused, nothing changes.
    await kiosk.send({
      event: 'seatPlayer',
      data: { ...seat, displayName: 'Bo', uid: 'player-bo' },
      tableKey: 't1',
      requestId: 'k2',
    });
    expect(kiosk.packets.at(-1)).toMatchObject({
      event: 'error',
      data: { code: 'CONFLICT', requestId: 'k2' },
    });
    expect(lastMessage(kiosk)).toMatch(/seat 6 is taken/i);
    expect(table().model.seats.find((s) => s.seatIndex === 5)?.displayName).toBe('Ava Reyes');

    for (const [i, packet] of [
      { event: 'unseatPlayer', data: { seatIndex: 5 } },
      { event: 'voidHand', data: {} },
      { event: 'setTableMode', data: { tableMode: 'DEMO' } },
    ].entries()) {
      await kiosk.send({ ...packet, tableKey: 't1', requestId: `x${i}` } as Parameters<typeof kiosk.send>[0]);
      expect(kiosk.packets.at(-1)).toMatchObject({ event: 'error', data: { code: 'FORBIDDEN' } });
    }
    expect(table().model.seats.some((s) => s.seatIndex === 5)).toBe(true);
    expect(table().model.hand).not.toBeNull();
  });

  it('[CHECKIN-SCOPE-2] the kiosk page and scope are hidden viewers, whatever the token', () => {
    expect(viewerClassOf('checkIn', null)).toBe('hidden');
    expect(viewerClassOf('operator', 'signin')).toBe('hidden');
  });
});
