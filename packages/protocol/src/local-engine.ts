/**
 * The file the server writes for the local engine: `<dataDir>/local-engine.json`. The server owns the
 * tables (in its database); at start, after migrating and seeding, it writes the demo location's tables
 * here with their engine secrets, and `scripts/start.mjs` starts the engine after the server is
 * healthy, so the engine reads a complete file. The engine hosts every table listed, ships completed
 * hands to `serverUrl` + `/api/trpc/table.ingestHand` with the table's `secret`, and verifies socket
 * tokens whose `locationId` and `tableKey` match a listed table.
 *
 * The socket-token signing secret is not in this file: it is `ENGINE_SECRET`, or when unset the file
 * `<dataDir>/engine-secret` (ENGINE_SECRET_FILE) that either process creates if it is missing (written
 * with the `wx` flag so two processes racing agree on one value, read when it exists).
 */
import { z } from 'zod';
import { gameModeSchema, tableModeSchema, variationSchema } from './enums.js';
import {
  streamDelaySecondsSchema,
  tableKeySchema,
  tableSettingsSchema,
  timestampSchema,
} from './table-state/index.js';

/** File names inside the data directory (`RAILBIRD_DATA_DIR`, default `.railbird`). */
export const LOCAL_ENGINE_FILE = 'local-engine.json';
export const ENGINE_SECRET_FILE = 'engine-secret';

/** An OBS WebSocket server address: ws:// or wss://, a host and optionally a port, nothing else. */
export const obsUrlSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^wss?:\/\/[^\s/?#]+\/?$/, 'an OBS address is ws://host:port (e.g. ws://192.168.1.60:4455)');

export const obsTargetSchema = z.object({
  url: obsUrlSchema,
  /** Null when the OBS WebSocket server has authentication off. */
  password: z.string().min(1).max(200).nullable(),
});
export type ObsTarget = z.infer<typeof obsTargetSchema>;

export const localEngineTableSchema = z
  .object({
    key: tableKeySchema,
    name: z.string().min(1).max(100),
    /** The location the table belongs to: socket tokens for this table carry it as `locationId`. */
    locationId: z.string().min(1).max(200),
    /** The table's own engine secret: `table.ingestHand` input `secret`. Per table, kept in the server's database. */
    secret: z.string().min(16).max(200),
    /** The game it plays by default; the same values as `tableSettings.defaultGameSettings`. */
    variation: variationSchema,
    gameMode: gameModeSchema,
    /**
     * The table mode the server stores (spec §4; DEMO for the demo room's tables): the mode the engine
     * opens the table in when it has no journal of it. Files written before it existed read as NONE.
     */
    mode: tableModeSchema.default('NONE'),
    /** Small and big blind of the first level, for logs and quick checks; the levels are in `tableSettings`. */
    blinds: z.object({ small: z.number().nonnegative(), big: z.number().positive() }),
    /** The table's settings as the server stores them (capacity, antennas, default game settings…). */
    tableSettings: tableSettingsSchema,
    /**
     * The table's OBS (Studio): where the engine connects with obs-websocket and its password. This
     * file is owner-only because it holds secrets; the password never reaches a table state.
     */
    obs: obsTargetSchema.nullable().default(null),
    /**
     * The room's default secure delay when the table has an overlay link that still works (issue 27);
     * null without one. The engine runs the table at it until someone chooses the table's delay.
     */
    defaultStreamDelaySeconds: streamDelaySecondsSchema.nullable().default(null),
    /** Overlay links revoked before they expire (`link:<id>` token subjects): refused and let go. */
    revokedLinks: z.array(z.string().min(1).max(200)).max(10_000).default([]),
  })
  .refine(
    (t) =>
      t.tableSettings.key === t.key &&
      t.tableSettings.defaultGameSettings.variation === t.variation &&
      t.tableSettings.defaultGameSettings.mode === t.gameMode,
    { message: 'key, variation and gameMode must match tableSettings' },
  );
export type LocalEngineTable = z.infer<typeof localEngineTableSchema>;

export const localEngineConfigSchema = z.object({
  v: z.literal(1),
  /** Where the server is reachable from the engine, e.g. `http://127.0.0.1:3000` (no trailing slash). */
  serverUrl: z.url().regex(/^https?:\/\/[^/]+$/, 'an http(s) origin without a path'),
  /** When the server wrote the file, epoch ms. */
  writtenAt: timestampSchema,
  tables: z.array(localEngineTableSchema).max(100),
});
export type LocalEngineConfig = z.infer<typeof localEngineConfigSchema>;
