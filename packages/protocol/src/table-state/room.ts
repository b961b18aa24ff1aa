/**
 * The table's surroundings in the table state: its link to the server, its pace, its location, the
 * stream and the engine's constants (spec §3 "cloud", "metrics", "locationSettings", "stream",
 * "obsWebsocket", "streamDataManager", "constants"); the shapes are ours.
 */
import { z } from 'zod';
import { devLevelSchema, streamStatusSchema } from '../enums.js';
import { chipsSchema, seatIndexSchema, timestampSchema } from './primitives.js';

/** Spec "cloud"; our shape: the engine's link to the server and its outbox of completed hands. */
export const cloudSchema = z.object({
  isConnected: z.boolean(),
  lastSyncTime: timestampSchema.nullable(),
  /** Completed hands not yet acknowledged by the server. */
  pendingHands: z.int().nonnegative(),
});
export type Cloud = z.infer<typeof cloudSchema>;

/** Spec "metrics"; our shape: the table's pace. Null figures mean too few rounds to say. */
export const metricsSchema = z.object({
  roundsPlayed: z.int().nonnegative(),
  handsPerHour: z.number().nonnegative().nullable(),
  averagePot: chipsSchema.nullable(),
  /** Milliseconds. */
  averageRoundDuration: z.int().nonnegative().nullable(),
});
export type Metrics = z.infer<typeof metricsSchema>;

/** Spec "locationSettings"; our shape. */
export const locationSettingsSchema = z.object({
  name: z.string(),
  /** IANA zone, e.g. `Europe/London`. */
  timezone: z.string(),
  /** ISO 4217 code for cash amounts. */
  currency: z.string().length(3),
  logoUrl: z.string().nullable(),
});
export type LocationSettings = z.infer<typeof locationSettingsSchema>;

/** The longest secure delay a producer may set: 30 minutes, a feature table's delay at the big series. */
export const MAX_STREAM_DELAY_SECONDS = 1800;

/**
 * A room's default secure delay until a manager changes it (issue 27): a table with an overlay link
 * whose delay nobody chose runs this far behind on air, so going live never starts with hole cards live.
 */
export const DEFAULT_STREAM_DELAY_SECONDS = 30;

/** Seconds of a secure delay, as every boundary takes them: whole, 0 (off) to the maximum. */
export const streamDelaySecondsSchema = z
  .int('whole seconds')
  .nonnegative('0 (off) or more seconds')
  .max(MAX_STREAM_DELAY_SECONDS, `at most ${MAX_STREAM_DELAY_SECONDS} seconds (30 minutes)`);

/** Spec "stream"; our shape around the spec's status. */
export const streamSchema = z.object({
  status: streamStatusSchema,
  /**
   * Seconds every frame of the delayed feeds is held back (DESIGN.md §4; decision 008): no delayed
   * socket carries a hole card sooner than this after it was read.
   */
  delaySeconds: streamDelaySecondsSchema,
  startTime: timestampSchema.nullable(),
});
export type Stream = z.infer<typeof streamSchema>;

/** Where the engine's link to the table's OBS stands (docs/decisions/007-obs-in-the-engine.md). */
export const obsLinkStatusSchema = z.enum([
  'NOT_CONFIGURED',
  'CONNECTING',
  'CONNECTED',
  'DISCONNECTED',
  'AUTH_FAILED',
]);
export type ObsLinkStatus = z.infer<typeof obsLinkStatusSchema>;

/**
 * Spec "obsWebsocket"; our shape: the engine's link to the table's OBS (obs-websocket v5). The
 * password never appears here.
 */
export const obsWebsocketSchema = z.object({
  status: obsLinkStatusSchema,
  isConnected: z.boolean(),
  url: z.string().nullable(),
  /** What went wrong, in a sentence a producer can act on; null while all is well. */
  error: z.string().nullable(),
  currentScene: z.string().nullable(),
  scenes: z.array(z.string()),
  /** The sources of the current program scene. */
  sources: z.array(z.string()),
  recording: z.boolean(),
  recordStartTime: timestampSchema.nullable(),
  lastConnectedAt: timestampSchema.nullable(),
});
export type ObsWebsocket = z.infer<typeof obsWebsocketSchema>;

export const TICKER_TEXT_MAX = 280;

/** Spec "streamDataManager"; our shape: what the producer chose to put on the overlays. */
export const streamDataManagerSchema = z.object({
  /** Overlay ids currently shown (`earnings`, `vpip`, `playerProfile`, …). */
  visibleOverlays: z.array(z.string().max(40)).max(20),
  /** The player the profile overlays feature. */
  featuredSeatIndex: seatIndexSchema.nullable(),
  tickerText: z.string().max(TICKER_TEXT_MAX).nullable(),
});
export type StreamDataManager = z.infer<typeof streamDataManagerSchema>;

/** Spec "constants": the table's environment (dev level, spec §4) and versions. */
export const constantsSchema = z.object({
  devLevel: devLevelSchema,
  /** Engine build version. */
  version: z.string(),
  /** The protocol this message follows (PROTOCOL_VERSION). */
  protocolVersion: z.int().positive(),
});
export type Constants = z.infer<typeof constantsSchema>;
