import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { normalizePhone } from '@railbird/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { player } from '../src/db/schema.js';
import { paths } from '../src/paths.js';
import { testServices } from './support/services.js';
import { buildWorld, type World } from './support/world.js';

const LEGACY = ['(555) 010-2001', '555-010-2002', '+1 555 010 2003', '555 010 2004', '1 555 010 2005'];

// Issue 15: a player's phone is stored in one form, whatever was typed, and the rows written before
// the rule are brought to it by migration 0005.
describe('players directory records', () => {
  let handle: DatabaseHandle;
  let world: World;

  beforeAll(async () => {
    handle = openDatabase({ kind: 'pglite', dataDir: undefined }, paths.migrationsFolder);
    await handle.migrate();
    world = await buildWorld(testServices(handle.db), `p${randomUUID().slice(0, 6)}`);
  }, 60_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('[PLAYER-PHONE-1] player.create and player.update store the normalised phone, whatever its format', async () => {
    const staff = world.caller('STAFF');
    const created = await staff.player.create({ displayName: 'Walk In', phone: '(555) 010-3001' });
    expect(created.phone).toBe('+15550103001');
    const updated = await staff.player.update({ playerId: created.id, phone: '+44 20 7946 0958' });
    expect(updated.phone).toBe('+442079460958');
    expect((await staff.player.get({ playerId: created.id })).phone).toBe('+442079460958');
  });

  it('[PLAYER-PHONE-3] a phone another player of the location has is CONFLICT on create and update, and changes nothing', async () => {
    const staff = world.caller('STAFF');
    const first = await staff.player.create({ displayName: 'Phone Owner', phone: '555-010-3101' });
    const second = await staff.player.create({ displayName: 'Other', phone: '555-010-3102' });
    await expect(staff.player.create({ displayName: 'Copy', phone: '(555) 010-3101' })).rejects.toMatchObject(
      {
        code: 'CONFLICT',
        message: expect.stringMatching(/already has that phone/),
      },
    );
    await expect(
      staff.player.update({ playerId: second.id, phone: '+1 555 010 3101' }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await staff.player.get({ playerId: second.id })).phone).toBe('+15550103102');
    expect((await staff.player.get({ playerId: first.id })).phone).toBe('+15550103101');
    const copies = await handle.db.select().from(player).where(eq(player.displayName, 'Copy'));
    expect(copies).toEqual([]);
  });

  it('[PLAYER-PHONE-2] migration 0005 normalises the rows written before, leaves odd ones alone, and is idempotent', async () => {
    const ids = LEGACY.map(() => randomUUID());
    const odd = randomUUID();
    await handle.db.insert(player).values([
      ...LEGACY.map((phone, i) => ({
        id: ids[i]!,
        locationId: world.own.id,
        displayName: `Legacy ${i}`,
        phone,
      })),
      { id: odd, locationId: world.own.id, displayName: 'Legacy odd', phone: 'ask at the desk' },
    ]);
    const migration = readFileSync(join(paths.migrationsFolder, '0005_normalise_phones.sql'), 'utf8');
    const run = async () => {
      for (const statement of migration.split('--> statement-breakpoint'))
        await handle.db.execute(sql.raw(statement));
    };
    const phones = async () =>
      Promise.all(
        [...ids, odd].map(
          async (id) => (await handle.db.select().from(player).where(eq(player.id, id)))[0]!.phone,
        ),
      );
    await run();
    const once = await phones();
    expect(once).toEqual([...LEGACY.map(normalizePhone), 'ask at the desk']);
    expect(once.slice(0, 4)).toEqual(['+15550102001', '+15550102002', '+15550102003', '+15550102004']);
    await run();
    expect(await phones()).toEqual(once);
  });

  it('[PLAYER-DIR-1] two people with the same name stay two rows of the directory, each with its own record', async () => {
    const staff = world.caller('STAFF');
    const a = await staff.player.create({ displayName: 'Sam Twin', phone: '555-010-4001' });
    const b = await staff.player.create({ displayName: 'Sam Twin', handle: '@samtwo' });
    const list = await staff.player.list({ search: 'Sam Twin' });
    expect(list.players.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect((await staff.player.get({ playerId: b.id })).handle).toBe('@samtwo');
  });
});
