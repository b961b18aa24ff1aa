import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { location, member, player, pokerTable, user } from '../db/schema.js';
import { avatarDataUrl } from '../services/avatars.js';
import { postNotification } from '../services/notifications.js';
import { blindLevelFor, insertTable, type NewTable } from '../services/tables.js';

export const DEMO_LOCATION_SLUG = 'demo';
export const DEMO_LOCATION_NAME = 'Railbird Demo Room';

/**
 * demo-1 NLH cash, demo-2 PLO cash, demo-3 an NLH tournament (issue 6), all stored in DEMO mode: they
 * deal simulated hands, and the engine opens them in the mode the server stores (issue 15).
 */
export const DEMO_TABLES: NewTable[] = [
  {
    key: 'demo-1',
    mode: 'DEMO',
    name: 'Demo 1',
    variation: 'NLH',
    gameMode: 'CASH',
    blindLevels: [blindLevelFor('NLH', [1, 2])],
  },
  {
    key: 'demo-2',
    mode: 'DEMO',
    name: 'Demo 2',
    variation: 'PLO',
    gameMode: 'CASH',
    blindLevels: [blindLevelFor('PLO', [1, 2])],
  },
  {
    key: 'demo-3',
    mode: 'DEMO',
    name: 'Demo 3',
    variation: 'NLH',
    gameMode: 'MTT',
    // Twenty-minute levels with a big-blind ante and a ten-minute break after the fourth.
    blindLevels: [
      [25, 50],
      [50, 100],
      [75, 150],
      [100, 200],
      [150, 300],
      [200, 400],
    ].map(([sb, bb], index) =>
      blindLevelFor('NLH', [sb!, bb!], {
        index,
        antes: [0, bb!, 0, 0, 0, 0, 0, 0, 0, 0],
        levelDuration: 20 * 60,
        breakDuration: index === 3 ? 10 * 60 : 0,
        smallestDenomination: 25,
      }),
    ),
  },
];

/**
 * The regulars of the demo room; pictures are generated avatars (no external URL). Phones are stored
 * normalised (protocol's normalizePhone), as every write through the API stores them.
 */
export const DEMO_PLAYERS = [
  { displayName: 'Ava Moreno', handle: '@avamoreno', phone: '+15550102001', bio: 'Thursday PLO regular.' },
  { displayName: 'Ben Okafor', handle: '@benok', phone: '+15550102002', bio: 'Never folds the button.' },
  { displayName: 'Chloe Lindqvist', handle: '@chloeplays', phone: '+15550102003', bio: null },
  { displayName: 'Dev Patel', handle: '@devp', phone: '+15550102004', bio: 'Tournament grinder.' },
  { displayName: 'Elena Rossi', handle: '@erossi', phone: '+15550102005', bio: null },
  {
    displayName: 'Felix Wagner',
    handle: '@felixw',
    phone: '+15550102006',
    bio: 'Came for the bingo, stayed for the hold’em.',
  },
  { displayName: 'Grace Kim', handle: '@gracek', phone: '+15550102007', bio: null },
  { displayName: 'Hugo Silva', handle: '@hugosilva', phone: '+15550102008', bio: 'Straddles every orbit.' },
  { displayName: 'Isla MacLeod', handle: '@islam', phone: '+15550102009', bio: null },
];

/**
 * The demo location, its tables and players, with `adminUserId` as its ADMIN. Idempotent: every start
 * adds only what is missing, and nothing an admin changed is overwritten.
 */
export async function ensureDemoLocation(
  db: Database,
  adminUserId: string,
): Promise<{ locationId: string; created: boolean }> {
  let row = await db.query.location.findFirst({ where: eq(location.slug, DEMO_LOCATION_SLUG) });
  const created = !row;
  if (!row) {
    [row] = await db
      .insert(location)
      .values({ id: randomUUID(), name: DEMO_LOCATION_NAME, slug: DEMO_LOCATION_SLUG })
      .returning();
  }
  const locationId = row!.id;

  const membership = await db.query.member.findFirst({
    where: and(eq(member.organizationId, locationId), eq(member.userId, adminUserId)),
  });
  if (!membership)
    await db
      .insert(member)
      .values({ id: randomUUID(), organizationId: locationId, userId: adminUserId, role: 'ADMIN' });

  // The demo admin's spec fields, where nobody set them yet.
  const admin = await db.query.user.findFirst({ where: eq(user.id, adminUserId) });
  if (admin && (admin.handle === null || admin.dbUrl === null || admin.image === null)) {
    await db
      .update(user)
      .set({
        handle: admin.handle ?? '@demoadmin',
        dbUrl: admin.dbUrl ?? 'http://localhost',
        image: admin.image ?? avatarDataUrl(admin.name),
      })
      .where(eq(user.id, adminUserId));
  }

  for (const table of DEMO_TABLES) {
    const existing = await db.query.pokerTable.findFirst({ where: eq(pokerTable.key, table.key) });
    if (!existing) await insertTable(db, locationId, table);
    // Seeds before issue 15 stored the demo tables as NONE while the engine played them in DEMO: one
    // mode everywhere. Only that old value is corrected; any other mode set since is kept.
    else if (existing.locationId === locationId && existing.mode === 'NONE' && table.mode)
      await db.update(pokerTable).set({ mode: table.mode }).where(eq(pokerTable.id, existing.id));
  }

  const anyPlayer = await db.query.player.findFirst({ where: eq(player.locationId, locationId) });
  if (!anyPlayer) {
    await db.insert(player).values(
      DEMO_PLAYERS.map((p) => ({
        id: randomUUID(),
        locationId,
        ...p,
        profileUrl: avatarDataUrl(p.displayName),
      })),
    );
  }

  if (created) {
    await postNotification(db, locationId, {
      kind: 'SYSTEM',
      title: 'Welcome to the demo room',
      body: 'Tables demo-1 (NLH cash), demo-2 (PLO cash) and demo-3 (NLH tournament) are ready, with a few regulars to seat.',
    });
  }
  return { locationId, created };
}
