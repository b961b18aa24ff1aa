import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DEFAULT_STREAM_DELAY_SECONDS,
  LOCAL_ENGINE_FILE,
  type LocalEngineConfig,
  localEngineConfigSchema,
} from '@railbird/protocol';
import { and, asc, gt, isNotNull, isNull } from 'drizzle-orm';
import { useDataDirTableSecretKey } from '../crypto/secret-box.js';
import type { Database } from '../db/client.js';
import { location, overlayLink, pokerTable } from '../db/schema.js';
import { sealPlainTableSecrets } from '../services/engine-auth.js';

export function localEngineFile(dataDir: string): string {
  return join(dataDir, LOCAL_ENGINE_FILE);
}

/**
 * The tables the local engine hosts: every table without an `ip` (a table with one runs its own engine
 * on the venue's LAN), with its engine secret, settings, OBS and the overlay links revoked before they
 * expire (the engine refuses their tokens), its stored mode (the mode the engine opens it in), and
 * for a table with a working overlay link its location's default secure delay (issue 27).
 */
export async function localEngineConfig(
  db: Database,
  serverUrl: string,
  now: number,
): Promise<LocalEngineConfig> {
  const rows = await db.query.pokerTable.findMany({
    where: isNull(pokerTable.ip),
    orderBy: [asc(pokerTable.key)],
  });
  const revoked = await db
    .select({ id: overlayLink.id, tableId: overlayLink.tableId })
    .from(overlayLink)
    .where(and(isNotNull(overlayLink.revokedAt), gt(overlayLink.expiresAt, new Date(now))));
  const revokedOf = (tableId: string) =>
    revoked.filter((r) => r.tableId === tableId).map((r) => `link:${r.id}`);
  // Tables on air, or about to be: an overlay link that still works.
  const linked = new Set(
    (
      await db
        .selectDistinct({ tableId: overlayLink.tableId })
        .from(overlayLink)
        .where(and(isNull(overlayLink.revokedAt), gt(overlayLink.expiresAt, new Date(now))))
    ).map((r) => r.tableId),
  );
  const delays = new Map(
    (await db.select({ id: location.id, seconds: location.defaultStreamDelaySeconds }).from(location)).map(
      (l) => [l.id, l.seconds],
    ),
  );
  return localEngineConfigSchema.parse({
    v: 1,
    serverUrl,
    writtenAt: now,
    tables: rows.map((row) => {
      const game = row.settings.defaultGameSettings;
      const level = game.blindLevels[0];
      return {
        key: row.key,
        name: row.name,
        locationId: row.locationId,
        secret: row.secret,
        variation: game.variation,
        gameMode: game.mode,
        mode: row.mode,
        blinds: { small: level?.blinds[0] ?? 0, big: level?.blinds[1] || level?.smallBet || 1 },
        tableSettings: row.settings,
        obs: row.obs ?? null,
        defaultStreamDelaySeconds: linked.has(row.id)
          ? (delays.get(row.locationId) ?? DEFAULT_STREAM_DELAY_SECONDS)
          : null,
        revokedLinks: revokedOf(row.id),
      };
    }),
  });
}

// Databases whose plain table secrets were sealed by this process (once each: the pass is idempotent,
// but it reads every table).
const sealed = new WeakSet<Database>();

/**
 * Writes <dataDir>/local-engine.json (packages/protocol local-engine.ts) in one step: a temporary file
 * renamed over the old one, so the engine never reads half a file. Owner-only: it holds secrets.
 */
export async function writeLocalEngineFile(
  db: Database,
  dataDir: string,
  serverUrl: string,
  now: number,
): Promise<LocalEngineConfig> {
  // The server writes this file on start, before /healthz turns 200: the time to seal any secret a
  // database from before decision 016 still holds in plain.
  if (!sealed.has(db)) {
    useDataDirTableSecretKey(dataDir);
    await sealPlainTableSecrets(db);
    sealed.add(db);
  }
  const config = await localEngineConfig(db, serverUrl, now);
  const file = localEngineFile(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
  return config;
}
