/**
 * Inputs of the server's procedures that the console's forms also use: one schema, checked in the
 * browser as the user types and again by the server (STYLE.md, "the zod schema a form uses is the one
 * the server checks"). Every message says what is expected, because the server answers BAD_REQUEST
 * with it, prefixed by the field's name.
 */

import { z } from 'zod';
import { tableKeyBrandSchema } from './brands.js';
import { gameModeSchema, tableModeSchema, variationSchema } from './enums.js';
import { obsUrlSchema } from './local-engine.js';
import { adminTypeSchema } from './socket-token.js';
import {
  analyticsSchema,
  cardSchema,
  overlaysSkinSchema,
  seatCountSchema,
  streamDelaySecondsSchema,
  tableSettingsSchema,
} from './table-state/index.js';
import { isPlainName, PLAIN_NAME_MESSAGE } from './text.js';

// ── Fields ────────────────────────────────────────────────────────────────────────────────────────

/**
 * Spec §5: a phone-like value is valid if it has at least 10 digits once dashes, parentheses and
 * spaces are removed. Our reading: what is left must be digits, optionally after one leading `+`
 * ("+1 (555) 010-2000" is valid, "555-0100" and "call me" are not).
 */
export function isPhoneLike(value: string): boolean {
  return /^\+?\d{10,}$/.test(value.replace(/[-()\s]/g, ''));
}

/**
 * The one stored form of a phone number (issue 15): `+` and digits, E.164-like. A number written with
 * a leading `+` keeps its country code; ten digits without one are read as North American (`+1`, the
 * numbering plan of the demo room and of US/Canadian rooms); more digits without `+` already carry
 * their country code. Idempotent: a stored number normalises to itself. The SQL of migration
 * 0005_normalise_phones does the same to the rows written before.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[-()\s]/g, '');
  const digits = compact.replace(/^\+/, '');
  if (compact.startsWith('+')) return `+${digits}`;
  if (digits.length === 10) return `+1${digits}`;
  return `+${digits}`;
}

/**
 * How the console shows a phone number, everywhere: North American numbers as `+1 (555) 010-2001`,
 * others as stored (`+442079460958`). A value that is not phone-like (a row older than the rule) is
 * shown as it was written.
 */
export function formatPhone(value: string): string {
  if (!isPhoneLike(value)) return value;
  const e164 = normalizePhone(value);
  const nanp = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return nanp ? `+1 (${nanp[1]}) ${nanp[2]}-${nanp[3]}` : e164;
}

/** A phone as people type it, checked by spec §5 and stored normalised ({@link normalizePhone}). */
export const phoneSchema = z
  .string()
  .trim()
  .max(40, 'a phone number is at most 40 characters')
  .refine(isPhoneLike, 'a phone number needs at least 10 digits (dashes, parentheses and spaces are ignored)')
  .transform(normalizePhone);

/** A person's name as the room shows it on air and the audit record writes it (text.ts `isPlainName`). */
export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'a name is required')
  .max(80, 'a name is at most 80 characters')
  .refine(isPlainName, PLAIN_NAME_MESSAGE);

/** A handle as people write it on stream: letters, digits, `_` and `.`, with or without a leading `@`. */
export const handleSchema = z
  .string()
  .trim()
  .min(2, 'a handle is at least 2 characters')
  .max(30, 'a handle is at most 30 characters')
  .regex(/^@?[A-Za-z0-9_.]+$/, 'a handle is letters, digits, "_" or ".", optionally after "@"');

/**
 * A picture: an http(s) URL, a path on this server, or an inline `data:image/…` URL (the demo's
 * generated avatars), at most 64 KB.
 */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(64 * 1024, 'a picture URL is at most 64 KB')
  .refine(
    (v) => /^https?:\/\/\S+$/.test(v) || /^\/[^/\s]\S*$/.test(v) || /^data:image\/[a-z+]+[;,]/.test(v),
    'a picture is an http(s) URL, a path starting with "/", or a data:image URL',
  );

export const locationNameSchema = z
  .string()
  .trim()
  .min(2, 'a location name is at least 2 characters')
  .max(80, 'a location name is at most 80 characters');

/** Where a venue table's own engine answers (port 5000): an IPv4 address or a host name. */
export const tableIpSchema = z
  .string()
  .trim()
  .max(253, 'an address is at most 253 characters')
  .refine(
    (v) => z.ipv4().safeParse(v).success || /^(?=.{1,253}$)[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(v),
    'an IPv4 address or a host name, e.g. 192.168.1.40',
  );

export const idSchema = z.string().min(1, 'an id is required').max(200, 'an id is at most 200 characters');

/** `locationId` on a list: when given, it must be the caller's location (another one is FORBIDDEN). */
const locationScope = { locationId: idSchema.optional() };

// ── Admin ─────────────────────────────────────────────────────────────────────────────────────────

/** The picture types an admin may upload (raster types a browser decodes, and our SVG avatars). */
export const ADMIN_PICTURE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/svg+xml',
] as const;

/**
 * An admin's picture travels in their session cookie (better-auth's cookie cache, on every request),
 * which must stay one cookie of under 4 KB: an inline picture is at most 2 KB. The console resizes an
 * upload (a square of at most 128 px, WebP) and re-encodes it until it fits.
 */
export const ADMIN_PICTURE_MAX_CHARS = 2048;

/** The first bytes each raster type starts with: a `data:image/png` URL must really be a PNG. */
const PICTURE_MAGIC: Record<string, (bytes: Uint8Array) => boolean> = {
  'image/png': (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/gif': (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x38,
  'image/webp': (b) =>
    String.fromCharCode(...b.slice(0, 4)) === 'RIFF' && String.fromCharCode(...b.slice(8, 12)) === 'WEBP',
  'image/svg+xml': (b) => /<svg[\s>]/i.test(new TextDecoder().decode(b.slice(0, 1024))),
};

function base64Bytes(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  try {
    const binary = atob(text);
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/**
 * Why an admin picture is refused, or null when it is fine: an http(s) link or a path on this server,
 * or a base64 `data:` URL
 * of one of {@link ADMIN_PICTURE_TYPES} whose bytes are that type, at most
 * {@link ADMIN_PICTURE_MAX_CHARS} long.
 */
export function adminPictureProblem(value: string): string | null {
  if (/^https?:\/\/\S+$/.test(value) || /^\/[^/\s]\S*$/.test(value)) {
    return value.length <= 2048 ? null : 'a picture link is at most 2048 characters';
  }
  const match = /^data:([^;,]+)(;[^,]*)?,(.*)$/s.exec(value);
  if (!match) return 'a picture is an uploaded image or an http(s) link';
  const type = match[1]!.toLowerCase();
  if (!(ADMIN_PICTURE_TYPES as readonly string[]).includes(type))
    return `a picture is a PNG, JPEG, WebP, GIF or SVG image, not ${type}`;
  if (value.length > ADMIN_PICTURE_MAX_CHARS)
    return `a picture is at most ${ADMIN_PICTURE_MAX_CHARS / 1024} KB once encoded (this one is ${(value.length / 1024).toFixed(1)} KB): upload the image file so the console resizes it`;
  if (!/;base64$/i.test(match[2] ?? '')) return 'a picture is base64-encoded';
  const bytes = base64Bytes(match[3]!);
  if (!bytes || bytes.length === 0) return 'a picture is base64-encoded';
  if (!PICTURE_MAGIC[type]!(bytes))
    return `the picture's content is not a ${type.slice(6).toUpperCase()} image`;
  return null;
}

export const adminPictureSchema = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = adminPictureProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const adminProfileUpdateSchema = z.object({
  displayName: displayNameSchema.optional(),
  handle: handleSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  profile: adminPictureSchema.nullable().optional(),
});
export type AdminProfileUpdate = z.infer<typeof adminProfileUpdateSchema>;

// ── Locations and staff ───────────────────────────────────────────────────────────────────────────

export const locationCreateSchema = z.object({ name: locationNameSchema });
/**
 * Location Settings (managers and admins): the name, and the room's default secure delay for tables
 * with an overlay link whose delay nobody chose (issue 27). What is left out stays as it is.
 */
export const locationUpdateSchema = z
  .object({
    name: locationNameSchema.optional(),
    defaultStreamDelaySeconds: streamDelaySecondsSchema.optional(),
  })
  .refine((u) => u.name !== undefined || u.defaultStreamDelaySeconds !== undefined, {
    message: 'nothing to change: give a name or a default delay',
  });
export const locationSwitchSchema = z.object({ locationId: idSchema });

export const inviteSchema = z.object({
  email: z.email('an email address').max(200, 'an email address is at most 200 characters'),
  adminType: adminTypeSchema,
});
export type InviteInput = z.infer<typeof inviteSchema>;

export const invitationIdSchema = z.object({ invitationId: idSchema });
export const memberTypeSchema = z.object({ userId: idSchema, adminType: adminTypeSchema });
export const memberIdSchema = z.object({ userId: idSchema });

// ── Tables ────────────────────────────────────────────────────────────────────────────────────────

export const tableKeyInputSchema = z.object({ tableKey: tableKeyBrandSchema });
export const tableListSchema = z.object(locationScope);

export const tableCreateSchema = z.object({
  key: tableKeyBrandSchema,
  name: z.string().trim().min(1, 'a table name is required').max(60, 'a table name is at most 60 characters'),
  /** A venue table's own engine (port 5000); null or absent: hosted by the local engine. */
  ip: tableIpSchema.nullable().optional(),
  variation: variationSchema.default('NLH'),
  gameMode: gameModeSchema.default('CASH'),
  capacity: seatCountSchema.default(9),
});
export type TableCreateInput = z.input<typeof tableCreateSchema>;

export const tableUpdateSchema = z.object({
  tableKey: tableKeyBrandSchema,
  name: z.string().trim().min(1, 'a table name is required').max(60).optional(),
  ip: tableIpSchema.nullable().optional(),
});

export const tableModeInputSchema = z.object({ tableKey: tableKeyBrandSchema, mode: tableModeSchema });

/** `table.updateSettings`: any top-level part of the table's settings but its key and uid. */
export const tableSettingsUpdateSchema = z.object({
  tableKey: tableKeyBrandSchema,
  settings: tableSettingsSchema.omit({ key: true, uid: true }).partial(),
});

// ── Players ───────────────────────────────────────────────────────────────────────────────────────

const playerFields = {
  displayName: displayNameSchema,
  handle: handleSchema.nullable().optional(),
  phone: phoneSchema.nullable().optional(),
  profileUrl: imageUrlSchema.nullable().optional(),
  bio: z.string().trim().max(500, 'a bio is at most 500 characters').nullable().optional(),
};

export const playerCreateSchema = z.object(playerFields);
export type PlayerCreateInput = z.input<typeof playerCreateSchema>;

export const playerUpdateSchema = z.object({
  playerId: idSchema,
  displayName: playerFields.displayName.optional(),
  handle: playerFields.handle,
  phone: playerFields.phone,
  profileUrl: playerFields.profileUrl,
  bio: playerFields.bio,
});
export type PlayerUpdateInput = z.input<typeof playerUpdateSchema>;

export const playerListSchema = z.object({
  ...locationScope,
  /** Matches the start of a name or handle, case-insensitively. */
  search: z.string().trim().max(80, 'a search is at most 80 characters').optional(),
  limit: z.int().min(1).max(200).default(50),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().max(200).nullish(),
});

export const playerIdInputSchema = z.object({ playerId: idSchema });

/** `player.stats`: one grouping of a player's aggregates (decision 002, "Server aggregates"). */
export const playerStatsInputSchema = z.object({
  playerId: idSchema,
  grouping: z
    .enum(['all', 'variation', 'event', 'session'], {
      error: 'a grouping is one of all, variation, event, session',
    })
    .default('all'),
  /** One aggregate of the grouping (a variation code, an event id, a session id); all when absent. */
  key: z.string().min(1).max(200, 'a key is at most 200 characters').optional(),
  limit: z.int().min(1).max(100).default(20),
  /** Paging, most recent first: aggregates whose last hand ended before this. */
  before: z.date().optional(),
});

/** `player.handMatch`: the player's current hand (spec §5). */
export const handMatchInputSchema = z.object({
  playerId: idSchema,
  cards: z
    .array(cardSchema)
    .min(1, 'at least one card')
    .max(7, 'at most 7 cards')
    .refine((cards) => new Set(cards).size === cards.length, 'each card at most once'),
  /** Match against the hands of this variation only; all hands when absent. */
  variation: variationSchema.optional(),
});

/** `player.hands`: a player's stored hands, newest first; `cursor` is the previous page's `nextCursor`. */
export const playerHandsInputSchema = z.object({
  playerId: idSchema,
  cursor: z.string().min(1).max(300, 'a cursor is at most 300 characters').optional(),
  limit: z.int().min(1).max(100).default(25),
});
export type PlayerHandsInput = z.input<typeof playerHandsInputSchema>;

/** `player.startingHands`: spec §5 hand matching for every starting hand the player was dealt. */
export const playerStartingHandsInputSchema = z.object({
  playerId: idSchema,
  /** One variation's hands only; every hand when absent. */
  variation: variationSchema.optional(),
});

/** `player.earnings`: the player's result hand by hand, oldest first (the earnings chart). */
export const playerEarningsInputSchema = z.object({
  playerId: idSchema,
  limit: z.int().min(1).max(5000).default(2000),
});

/** `player.merge`: two records of the same person become the kept one (MANAGER). */
export const playerMergeInputSchema = z.object({ keepId: idSchema, mergeId: idSchema });
export type PlayerMergeInput = z.input<typeof playerMergeInputSchema>;

/**
 * `player.claimSeatHands`: a walk-in linked to their record after sitting down (the engine's
 * `identifyPlayer`) takes the hands they already played at that seat: the table's latest unlinked
 * hands there under the name they sat down with, back to where someone else sat there or play stopped
 * for longer than a session gap.
 */
export const playerClaimSeatHandsInputSchema = z.object({
  playerId: idSchema,
  tableKey: tableKeyBrandSchema,
  seatIndex: z.int().min(0, 'seat numbers start at 1').max(9, 'a table has at most 10 seats'),
  /** The name the seat played under before it was linked (the table state's `displayName`). */
  displayName: z.string().min(1).max(100),
});
export type PlayerClaimSeatHandsInput = z.input<typeof playerClaimSeatHandsInputSchema>;

/** `player.recomputeStats`: rebuild the aggregates from the stored hands (the caller's location). */
export const recomputeStatsInputSchema = z.object({ locationId: idSchema.optional() });

// ── Notifications and the support chat ───────────────────────────────────────────────────────────

export const notificationKindSchema = z.enum(['SUPPORT', 'SYSTEM', 'INVITATION', 'TABLE']);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

export const notificationListSchema = z.object({
  ...locationScope,
  unreadOnly: z.boolean().default(false),
  limit: z.int().min(1).max(200).default(50),
  /** Only notifications created before this time (the previous page's last `createdAt`). */
  before: z.date().optional(),
});

/** What the support chat widget posts (spec §1): a message from the signed-in admin to their location's inbox. */
export const supportMessageSchema = z.object({
  body: z.string().trim().min(1, 'a message is required').max(2000, 'a message is at most 2000 characters'),
  /** The route the widget was opened on, for context. */
  page: z.string().max(200).optional(),
});

export const notificationMarkReadSchema = z.object({
  ids: z.array(idSchema).min(1, 'at least one notification id').max(200, 'at most 200 notifications at once'),
});

// ── Overlay links ─────────────────────────────────────────────────────────────────────────────────

/**
 * The display routes an overlay link may open (spec §2), each with the socket scope its token gets:
 * the hidden routes never receive hole cards (DESIGN.md §4).
 */
export const OVERLAY_ROUTES = {
  overlays: 'viewer',
  'overlays-hidden': 'hiddenViewer',
  stream: 'viewer',
  'stream-hidden': 'hiddenViewer',
  'stream-pro': 'viewer',
  'stream-pro-hidden': 'hiddenViewer',
  'table-display': 'hiddenViewer',
  tournamenttv: 'hiddenViewer',
  'tournamenttv-first': 'hiddenViewer',
  'tournamenttv-flipped': 'hiddenViewer',
  socialtv: 'hiddenViewer',
  playerAssistance: 'hiddenViewer',
  countdown: 'hiddenViewer',
} as const;
export type OverlayRoute = keyof typeof OVERLAY_ROUTES;
export const overlayRouteSchema = z.enum(Object.keys(OVERLAY_ROUTES) as [OverlayRoute, ...OverlayRoute[]]);

export const OVERLAY_LINK_DEFAULT_DAYS = 30;

/**
 * What a `countdown` link counts down to (issue 15): a time (epoch ms) and the words above it, put in
 * the link as `to` (ISO) and `label`. Without one the screen counts down to what the table's live
 * state knows (its countdown timer, its event's start or clock).
 */
export const countdownLinkSchema = z.object({
  to: z
    .int('a countdown time is epoch milliseconds')
    .min(Date.UTC(2000, 0, 1), 'a countdown time is epoch milliseconds, after the year 2000')
    .max(Date.UTC(2100, 0, 1), 'a countdown time is before the year 2100'),
  label: z
    .string()
    .trim()
    .min(1, 'a countdown label cannot be empty')
    .max(80, 'a countdown label is at most 80 characters')
    .optional(),
});
export type CountdownLink = z.infer<typeof countdownLinkSchema>;

export const overlayLinkCreateSchema = z
  .object({
    tableKey: tableKeyBrandSchema,
    route: overlayRouteSchema.default('overlays'),
    /** How long the link works, in days. */
    ttlDays: z.int().min(1).max(365).default(OVERLAY_LINK_DEFAULT_DAYS),
    label: z.string().trim().max(80, 'a label is at most 80 characters').optional(),
    /** Route `countdown` only: the time it counts down to, and its words. */
    countdown: countdownLinkSchema.optional(),
  })
  .refine((input) => input.countdown === undefined || input.route === 'countdown', {
    path: ['countdown'],
    message: 'a countdown time goes only on a countdown link (route "countdown")',
  });
export type OverlayLinkCreateInput = z.input<typeof overlayLinkCreateSchema>;

/** Revokes an overlay link before it expires: its screens are let go and its token refused. */
export const overlayLinkRevokeSchema = z.object({ id: z.string().min(1).max(100) });

/** How many seated players one `overlay.allTimeStats` call may ask about (a full ring is ten). */
export const OVERLAY_STATS_MAX_PLAYERS = 10;

/**
 * `overlay.allTimeStats`: an overlay (not signed in) asks, with its link's token (`?key=`), for the
 * all-time statistics of the checked-in players seated at its table (their `uid`s).
 */
export const overlayAllTimeStatsInputSchema = z.object({
  key: z.string().min(1).max(4000),
  tableKey: tableKeyBrandSchema,
  playerIds: z
    .array(idSchema)
    .max(OVERLAY_STATS_MAX_PLAYERS, `at most ${OVERLAY_STATS_MAX_PLAYERS} players at once`),
});
export type OverlayAllTimeStatsInput = z.input<typeof overlayAllTimeStatsInputSchema>;

/**
 * Its answer: one entry per asked player of the token's location (an id of another location, or of
 * nobody, is left out): their all-time statistics in the table state's `analytics` shape, `null`
 * before their first hand; and their picture (the check-in photo, a data:image URL), `null` when they
 * gave none, since the engine never learns it. Never a contact detail (no phone). Hidden players are
 * never asked (the overlay leaves them out of its question).
 */
export const overlayAllTimeStatsSchema = z.object({
  players: z.array(
    z.object({
      playerId: z.string(),
      analytics: analyticsSchema.nullable(),
      profileUrl: imageUrlSchema.nullable(),
    }),
  ),
});
export type OverlayAllTimeStats = z.infer<typeof overlayAllTimeStatsSchema>;

/**
 * The table's OBS as Studio saves it. `password` left out keeps the stored one; null clears it (OBS
 * with authentication off); `url` null forgets the OBS altogether.
 */
export const studioObsInputSchema = z.object({
  tableKey: tableKeyBrandSchema,
  url: obsUrlSchema.nullable(),
  password: z
    .string()
    .min(1, 'a password cannot be empty: leave it out to keep the stored one')
    .max(200)
    .nullable()
    .optional(),
});
export type StudioObsInput = z.input<typeof studioObsInputSchema>;

/** A skin as a producer saves it: the table state's `overlaysSkin`, with the form's limits on its name and key. */
export const overlaySkinSchema = overlaysSkinSchema.extend({
  name: z.string().trim().min(1, 'a skin name is required').max(60),
  key: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'a skin key is lower-case letters, digits or "-"'),
});

// ── Speech ────────────────────────────────────────────────────────────────────────────────────────

/** Longest text `ai.textToSpeech` reads out: a few sentences of commentary. */
export const TTS_MAX_TEXT_LENGTH = 500;

export const textToSpeechSchema = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'text to read is required')
    .max(TTS_MAX_TEXT_LENGTH, `at most ${TTS_MAX_TEXT_LENGTH} characters are read out`),
});

// ── Audit record ──────────────────────────────────────────────────────────────────────────────────

/**
 * What an audit entry records (docs/decisions/006-audit-record.md), named after the procedure that
 * made the change; `command` is an operator's command at a table's engine (source `engine`).
 */
export const AUDIT_KINDS = [
  'table.create',
  'table.update',
  'table.updateSettings',
  'table.setMode',
  'table.rotateSecret',
  'table.remove',
  'location.create',
  'location.update',
  'location.invite',
  'location.setMemberType',
  'location.removeMember',
  'invitation.revoke',
  'invitation.accept',
  'checkIn.register',
  'waitingList.join',
  'waitingList.leave',
  'overlay.saveSkin',
  'overlay.createLink',
  'overlay.revokeLink',
  'studio.setObs',
  'player.merge',
  'player.claimSeatHands',
  'event.create',
  'event.update',
  'event.remove',
  'event.setRegistration',
  'event.setStatus',
  'event.enter',
  'event.eliminate',
  'event.reinstate',
  'event.setPayouts',
  'command',
  // Issue 20: what the antennas read, and each opening of a feed that carries hole cards.
  'card.read',
  'feed.opened',
] as const;
export const auditKindSchema = z.enum(AUDIT_KINDS);
export type AuditKind = z.infer<typeof auditKindSchema>;

/** Staff changes: only an ADMIN reads them, as only an ADMIN reads the members and invitations. */
export const AUDIT_STAFF_KINDS: readonly AuditKind[] = [
  'location.invite',
  'location.setMemberType',
  'location.removeMember',
  'invitation.revoke',
  'invitation.accept',
];

export const auditSourceSchema = z.enum(['console', 'engine']);

/** A page of a location's audit record, newest first; `before` is the previous page's `nextBefore`. */
export const auditListSchema = z.object({
  ...locationScope,
  /** Only this table's entries. */
  tableKey: tableKeyBrandSchema.optional(),
  kind: auditKindSchema.optional(),
  /** Leave these kinds out (the Table Manager's history leaves out card reads and feed openings). */
  excludeKinds: z.array(auditKindSchema).max(AUDIT_KINDS.length).optional(),
  /** Only these kinds (the console's groups: settings, staff, table commands…); with `kind`, both apply. */
  kinds: z.array(auditKindSchema).min(1).max(AUDIT_KINDS.length).optional(),
  /** Only what this account did (its user id as recorded; the antennas' reads are `ANTENNA_ACTOR_ID`). */
  actorId: z.string().trim().min(1).max(200).optional(),
  /** Only entries at or after this time. */
  since: z.date().optional(),
  /** Only entries before this time. */
  until: z.date().optional(),
  /** Only entries numbered below this (the previous page's last `seq`). */
  before: z.int().min(1).optional(),
  limit: z.int().min(1).max(200).default(50),
});
export type AuditListInput = z.input<typeof auditListSchema>;

/** `audit.verify` and `audit.exportChain`: the caller's location's whole chain (ADMIN; decision 012). */
export const auditChainSchema = z.object({ ...locationScope });
