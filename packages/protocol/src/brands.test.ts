import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chipsBrandSchema,
  type PlayerIndex,
  parseChips,
  parsePlayerIndex,
  parseSeatIndex,
  parseTableKey,
  type SeatIndex,
  seatIndexBrandSchema,
  type TableKey,
  tableKeyBrandSchema,
} from './brands.js';
import { parseClientPacket } from './packets.js';
import { signSocketToken, verifySocketToken } from './socket-token.js';
import { chipsSchema, seatIndexSchema, tableKeySchema } from './table-state/index.js';

describe('branded names at the boundary', () => {
  it('[BRAND-1] a branded schema accepts and outputs exactly what its plain schema does', () => {
    const pairs = [
      [tableKeyBrandSchema, tableKeySchema],
      [seatIndexBrandSchema, seatIndexSchema],
      [chipsBrandSchema, chipsSchema],
    ] as const;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer({ min: -2, max: 12 })), (value) => {
        for (const [branded, plain] of pairs) {
          const a = branded.safeParse(value);
          const b = plain.safeParse(value);
          expect(a.success).toBe(b.success);
          if (a.success && b.success) expect(a.data).toBe(b.data);
        }
      }),
    );
  });

  it('[BRAND-2] the parse helpers return the value checked, and throw saying what is wrong', () => {
    expect(parseTableKey('demo-1')).toBe('demo-1');
    expect(parseSeatIndex(9)).toBe(9);
    expect(parsePlayerIndex(0)).toBe(0);
    expect(parseChips(12.5)).toBe(12.5);
    expect(() => parseTableKey('demo 1')).toThrow(/a table key is letters, digits/);
    expect(() => parseSeatIndex(10)).toThrow();
    expect(() => parsePlayerIndex(-1)).toThrow();
    expect(() => parseChips(-1)).toThrow();
  });

  it('[BRAND-3] a parsed client packet carries the brands: its table key and seats need no cast', () => {
    const result = parseClientPacket(
      '{"event":"movePlayer","data":{"fromSeatIndex":3,"toSeatIndex":0,"toTableKey":"plo8-1"},"tableKey":"demo-6max"}',
    );
    if (!result.ok || result.packet.event !== 'movePlayer') throw new Error('expected a movePlayer packet');
    const key: TableKey = result.packet.tableKey;
    const seats: SeatIndex[] = [result.packet.data.fromSeatIndex, result.packet.data.toSeatIndex];
    // @ts-expect-error a seat is not a player index
    const wrong: PlayerIndex = result.packet.data.fromSeatIndex;
    expect([key, ...seats, wrong]).toEqual(['demo-6max', 3, 0, 3]);
  });

  it('[BRAND-4] verified socket-token claims carry a branded table key', async () => {
    const secret = 'a-shared-secret-of-the-server';
    const token = await signSocketToken(
      { v: 1, sub: 'user-1', tableKey: 'demo-1', locationId: 'loc-1', scope: 'viewer', exp: 2_000 },
      secret,
    );
    const check = await verifySocketToken(token, secret, 1_000);
    if (!check.ok) throw new Error(`expected a valid token, got ${check.reason}`);
    const key: TableKey = check.claims.tableKey;
    expect(key).toBe('demo-1');
  });
});
