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

/** Spec "stream"; our shape around the spec's status. */
export const streamSchema = z.object({
  status: streamStatusSchema,
  /** Seconds hole cards are held back from delayed overlays (DESIGN.md §4). */
  delaySeconds: z.int().nonnegative(),
  startTime: timestampSchema.nullable(),
});
export type Stream = z.infer<typeof streamSchema>;

/** Spec "obsWebsocket"; our shape: the Studio's link to OBS. */
export const obsWebsocketSchema = z.object({
  isConnected: z.boolean(),
  url: z.string().nullable(),
  currentScene: z.string().nullable(),
  scenes: z.array(z.string()),
});
export type ObsWebsocket = z.infer<typeof obsWebsocketSchema>;

/** Spec "streamDataManager"; our shape: what the producer chose to put on the overlays. */
export const streamDataManagerSchema = z.object({
  /** Overlay ids currently shown (`earnings`, `vpip`, `playerProfile`, …). */
  visibleOverlays: z.array(z.string()),
  /** The player the profile overlays feature. */
  featuredSeatIndex: seatIndexSchema.nullable(),
  tickerText: z.string().nullable(),
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
