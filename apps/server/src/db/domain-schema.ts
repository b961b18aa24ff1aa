import type { PlayerStats } from '@railbird/poker';
import type {
  AddOnTransfer,
  BlindLevel,
  ObsTarget,
  PointsRule,
  Purchase,
  TableSettings,
} from '@railbird/protocol';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { openTableSecret, sealTableSecret } from '../crypto/secret-box.js';
import { location, user } from './auth-schema.js';

/**
 * The product's own tables. Every row that belongs to a location carries `location_id`, so every
 * query can be scoped to the caller's location with one condition (DESIGN.md §4), and deleting a
 * location deletes what was in it.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** A row's owner (its table, player, event…): deleting the owner deletes the row. */
const cascadeTo = (column: string, owner: () => AnyPgColumn) =>
  text(column).notNull().references(owner, { onDelete: 'cascade' });
const locationId = () => cascadeTo('location_id', () => location.id);

/**
 * A table engine secret: sealed (AES-256-GCM, crypto/secret-box.ts) on its way into the database and
 * opened on its way out, so the rows hold ciphertext and every query of ours reads the secret itself
 * (docs/decisions/016). A plain value from before that decision reads as it is until the start-up
 * pass seals it.
 */
const sealedSecret = customType<{ data: string; driverData: string }>({
  dataType: () => 'text',
  toDriver: (plain) => sealTableSecret(plain),
  fromDriver: (stored) => openTableSecret(stored),
});

/**
 * The table's OBS target with its password sealed like the table secrets (decision 016): the JSON in
 * the database holds `v1:…` where the password was; every read of ours gets the password itself. A
 * password stored in plain before (it reads as it is) is sealed on start (sealPlainTableSecrets).
 */
const sealedObs = customType<{ data: ObsTarget; driverData: string | ObsTarget }>({
  dataType: () => 'jsonb',
  toDriver: (obs) =>
    JSON.stringify({ ...obs, password: obs.password === null ? null : sealTableSecret(obs.password) }),
  fromDriver: (stored) => {
    const obs = (typeof stored === 'string' ? JSON.parse(stored) : stored) as ObsTarget;
    return { ...obs, password: obs.password == null ? null : openTableSecret(obs.password) };
  },
});

/** Spec §3 "constants": the table's environment (0 PROD … 3 LOCAL) and its engine's version. */
export interface TableConstants {
  devLevel: 0 | 1 | 2 | 3;
  version: string;
}

/** A poker table of a location (spec §3 Table). `key` is global: engines and socket URLs use it. */
export const pokerTable = pgTable(
  'poker_table',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    /** A venue table's own engine (ws://<ip>:5000); null: hosted by the local engine. */
    ip: text('ip'),
    /** Table mode (spec §4), NONE until someone sets one. */
    mode: text('mode').notNull().default('NONE'),
    settings: jsonb('settings').$type<TableSettings>().notNull(),
    constants: jsonb('constants').$type<TableConstants>().notNull(),
    /** The engine's secret for this table (sealed at rest): `table.ingestHand` must carry it. */
    secret: sealedSecret('secret').notNull(),
    /** The secret before the last `table.rotateSecret`, accepted for a grace period after it. */
    previousSecret: sealedSecret('previous_secret'),
    /** When the secret was last rotated: the previous one is refused from this + the grace period. */
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),
    /**
     * The table's OBS (Studio): the address and password the engine's link uses. The password is
     * sealed at rest and goes to the engine only (local-engine.json); no procedure returns it.
     */
    obs: sealedObs('obs'),
    createdAt: createdAt(),
    /** Spec "updateTime": last change of the table's record. */
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('poker_table_location_idx').on(t.locationId)],
);

/** A player known at a location (spec §3 Player: the fields that outlive a seat). */
export const player = pgTable(
  'player',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    displayName: text('display_name').notNull(),
    handle: text('handle'),
    phone: text('phone'),
    profileUrl: text('profile_url'),
    bio: text('bio'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    index('player_location_name_idx').on(t.locationId, t.displayName),
    // Issue 16: check-in recognises a player by phone, so a phone names one player per location.
    uniqueIndex('player_location_phone_idx').on(t.locationId, t.phone),
  ],
);

/** A player in a seat for a stretch of time (check-in until they leave). */
export const seating = pgTable(
  'seating',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    tableId: cascadeTo('table_id', () => pokerTable.id),
    playerId: cascadeTo('player_id', () => player.id),
    seatIndex: integer('seat_index').notNull(),
    buyIn: doublePrecision('buy_in').notNull().default(0),
    seatedAt: timestamp('seated_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [index('seating_table_idx').on(t.tableId), index('seating_player_idx').on(t.playerId)],
);

/** A completed hand as an engine shipped it: the whole history (PHH) and what the server read from it. */
export const hand = pgTable(
  'hand',
  {
    /** The engine's hand id: the idempotency key of `table.ingestHand`. */
    id: text('id').primaryKey(),
    locationId: locationId(),
    tableId: text('table_id').references(() => pokerTable.id, { onDelete: 'set null' }),
    tableKey: text('table_key').notNull(),
    handNumber: integer('hand_number').notNull(),
    variation: text('variation').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    phh: text('phh').notNull(),
    /** Epoch ms per PHH action, as the engine sent them. */
    actionTimes: jsonb('action_times').$type<number[]>().notNull(),
    /** The event the table was playing (`completedHand.eventId`, when it is this location's); null in a cash game. */
    eventId: text('event_id').references(() => event.id, { onDelete: 'set null' }),
    /** The big blind results are measured in, in the hand's units. */
    bigBlind: doublePrecision('big_blind').notNull(),
    showdown: boolean('showdown').notNull(),
    /** Every chip put in, the hand's units (Σ starting − finishing + collected over its players). */
    pot: doublePrecision('pot').notNull(),
    /** Some player put in their whole starting stack. */
    allIn: boolean('all_in').notNull(),
    /**
     * What the add-on games paid or took because the hand ended (`completedHand.addOnTransfers`:
     * runner-up, powerups, bingo, fortunes), in the order the engine listed them; null when none moved
     * (and for hands stored before migration 0010). Decision 006, "Add-on chips".
     */
    addOnTransfers: jsonb('add_on_transfers').$type<AddOnTransfer[]>(),
    /** When the server accepted it: part of the ack a repeat gets back. */
    createdAt: createdAt(),
  },
  (t) => [
    index('hand_location_ended_idx').on(t.locationId, t.endedAt),
    index('hand_table_number_idx').on(t.tableId, t.handNumber),
    /** Rebuilding a location's statistics reads its hands in the order they were played. */
    index('hand_location_started_idx').on(t.locationId, t.startedAt, t.id),
    /**
     * The vault's pages (newest first: scanned backwards) and the export's batches (oldest first) walk a
     * table's hands by (ended_at, id); ascending, so a backward scan is ORDER BY … DESC (NULLS FIRST).
     */
    index('hand_table_key_ended_idx').on(t.tableKey, t.endedAt, t.id),
  ],
);

/** Per-statistic opportunity and done flags of one player in one hand (packages/poker `StatCounts`). */
export type StoredStatCounts = Record<string, { done: number; opportunities: number }>;

/** One row per player per hand: the facts player statistics are sums of (packages/poker stats). */
export const handPlayer = pgTable(
  'hand_player',
  {
    handId: cascadeTo('hand_id', () => hand.id),
    /** Position in the PHH arrays. */
    playerIndex: integer('player_index').notNull(),
    locationId: locationId(),
    playerId: text('player_id').references(() => player.id, { onDelete: 'set null' }),
    seatIndex: integer('seat_index').notNull(),
    displayName: text('display_name').notNull(),
    /** sb, bb, utg … btn; null in stud. */
    position: text('position'),
    startingStack: doublePrecision('starting_stack').notNull(),
    finishingStack: doublePrecision('finishing_stack').notNull(),
    /** Collected − contributed. */
    net: doublePrecision('net').notNull(),
    collected: doublePrecision('collected').notNull(),
    netBigBlinds: doublePrecision('net_big_blinds').notNull(),
    won: boolean('won').notNull(),
    lost: boolean('lost').notNull(),
    /** Cards as dealt, spec notation; null where unknown. */
    holeCards: jsonb('hole_cards').$type<Array<string | null>>().notNull(),
    /** Two-card hold'em class (AKs); null otherwise. */
    handClass: text('hand_class'),
    /** Spec §5 rank-prime product of the starting cards, for hand matching. */
    primeProduct: bigint('prime_product', { mode: 'number' }),
    tankLongest: integer('tank_longest').notNull(),
    tankTotal: integer('tank_total').notNull(),
    tankDecisions: integer('tank_decisions').notNull(),
    luck: doublePrecision('luck'),
    luckBigBlinds: doublePrecision('luck_big_blinds'),
    counts: jsonb('counts').$type<StoredStatCounts>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.handId, t.playerIndex] }),
    index('hand_player_player_idx').on(t.playerId),
    index('hand_player_location_idx').on(t.locationId),
    /**
     * The vault's player filter: the names played under at a location, one probe each (a skip scan),
     * then the hands of the names that match, read from the index alone.
     */
    index('hand_player_location_name_idx').on(t.locationId, t.displayName, t.handId),
  ],
);

/**
 * How a player's aggregate is grouped: every hand (`all`), per variation (key: its code), per event
 * (key: the event id) and per session (key: the id of the session's first hand). A session is a
 * player's continuous sitting at one table: their hands there, each starting at most 30 minutes after
 * the previous one ended (services/stats.ts `SESSION_GAP_MS`; decision 002 "Server aggregates").
 */
export type StatsGrouping = 'all' | 'variation' | 'event' | 'session';

/**
 * A player's statistics per grouping, as counts (packages/poker `PlayerStats`: sums of hand facts,
 * never percentages). Written in the transaction that stores a hand (`table.ingestHand`) with the
 * stats module's add and merge, and rebuilt from the stored hands by `player.recomputeStats`.
 */
export const playerStats = pgTable(
  'player_stats',
  {
    playerId: cascadeTo('player_id', () => player.id),
    grouping: text('grouping').$type<StatsGrouping>().notNull(),
    /** '' for `all`; the variation code, the event id, or the session's first hand id. */
    groupKey: text('group_key').notNull(),
    locationId: locationId(),
    /** Sessions: the table sat at; null for the other groupings. */
    tableKey: text('table_key'),
    /** Start of the earliest hand and end of the latest one in the aggregate. */
    firstHandAt: timestamp('first_hand_at', { withTimezone: true }).notNull(),
    lastHandAt: timestamp('last_hand_at', { withTimezone: true }).notNull(),
    /** `stats.handsPlayed` and `stats.earnings`, as columns to sort and list by. */
    handsPlayed: integer('hands_played').notNull(),
    earnings: doublePrecision('earnings').notNull(),
    stats: jsonb('stats').$type<PlayerStats>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playerId, t.grouping, t.groupKey] }),
    index('player_stats_player_last_idx').on(t.playerId, t.grouping, t.lastHandAt),
    index('player_stats_location_idx').on(t.locationId),
  ],
);

/** The stored lifecycle of an event (`event.setStatus`); REGISTERING is shown from `isRegistrationOpen`. */
export type EventLifecycleValue = 'SCHEDULED' | 'RUNNING' | 'FINISHED';

/** What a final result row keeps: the player (re-pointed by a player merge), place and what it earned. */
export interface StoredEventResult {
  playerId: string;
  place: number;
  payout: number;
  points: number;
  bountiesWon: number;
}

/**
 * A tournament or league night (spec §3 Event; issue 17). Purchases are `{amount, fee, chips}` as the
 * protocol's `eventSchema` has them (rebuy, re-entry, add-on and bounty null when not offered); the
 * blind structure is the table state's blind levels; `payouts` are percent shares per place (null: the
 * standard structure for the field size). Entries and eliminations are `entry` rows.
 */
export const event = pgTable(
  'event',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    name: text('name').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    maxPlayers: integer('max_players').notNull(),
    isRegistrationOpen: boolean('is_registration_open').notNull().default(false),
    /** `status` = RUNNING, kept for readers of the spec's `isRunning`. */
    isRunning: boolean('is_running').notNull().default(false),
    status: text('status').$type<EventLifecycleValue>().notNull().default('SCHEDULED'),
    buyIn: jsonb('buy_in').$type<Purchase>().notNull().default({ amount: 0, fee: 0, chips: 1 }),
    rebuy: jsonb('rebuy').$type<Purchase & { untilLevelIndex: number }>(),
    reEntry: jsonb('re_entry').$type<Purchase & { untilLevelIndex: number; maxCount: number }>(),
    addOn: jsonb('add_on').$type<Purchase & { atLevelIndex: number }>(),
    bounty: jsonb('bounty').$type<{ amount: number; isProgressive: boolean }>(),
    /** Percent per finishing place, 1st first, adding up to 100; null: the standard structure. */
    payouts: jsonb('payouts').$type<number[]>(),
    /** How league points are given (protocol `PointsRule`); null: none. */
    points: jsonb('points').$type<PointsRule>(),
    league: text('league'),
    blindLevels: jsonb('blind_levels').$type<BlindLevel[]>().notNull().default([]),
    /** The location's tables it plays at. */
    tableKeys: jsonb('table_keys').$type<string[]>().notNull().default([]),
    /** Set when it finishes: the final places (the players' rows follow a player merge). */
    results: jsonb('results').$type<StoredEventResult[]>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('event_location_start_idx').on(t.locationId, t.startTime),
    index('event_location_league_idx').on(t.locationId, t.league),
  ],
);

/**
 * A player's buy-in, rebuy, re-entry or add-on into an event, in the order taken. A buy-in or re-entry
 * starts a "life" in the event: its row also records how that life ended (eliminated when, by whose
 * life, the bounty paid and, for progressive bounties, added) and, once out for good or the winner,
 * the finishing place, payout and points. The eliminator is an entry, not a player, so a player merge
 * (which re-points `player_id`) keeps it right.
 */
export const entry = pgTable(
  'entry',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    eventId: cascadeTo('event_id', () => event.id),
    playerId: cascadeTo('player_id', () => player.id),
    /** BUY_IN, REBUY, RE_ENTRY or ADD_ON. */
    kind: text('kind').notNull(),
    /** To the prizes (bounty part included). */
    amount: doublePrecision('amount').notNull(),
    fee: doublePrecision('fee').notNull().default(0),
    chips: doublePrecision('chips').notNull().default(0),
    /** The clock's level when it was taken. */
    levelIndex: integer('level_index').notNull().default(0),
    /** A life: the bounty on the player's head now (progressive bounties grow); 0 without bounties. */
    bounty: doublePrecision('bounty').notNull().default(0),
    eliminatedAt: timestamp('eliminated_at', { withTimezone: true }),
    eliminatedByEntryId: text('eliminated_by_entry_id').references((): AnyPgColumn => entry.id, {
      onDelete: 'set null',
    }),
    /** Cash paid to the eliminator for this life, and what was added to their bounty (progressive). */
    bountyPaid: doublePrecision('bounty_paid').notNull().default(0),
    bountyAdded: doublePrecision('bounty_added').notNull().default(0),
    place: integer('place'),
    payout: doublePrecision('payout'),
    points: doublePrecision('points'),
    createdAt: createdAt(),
  },
  (t) => [index('entry_event_idx').on(t.eventId, t.createdAt), index('entry_player_idx').on(t.playerId)],
);

/** A message in a location's inbox: support chat posts, system notices, invitations. */
export const notification = pgTable(
  'notification',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    authorUserId: text('author_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** One admin's notification; null: everyone at the location. */
    recipientUserId: text('recipient_user_id').references(() => user.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('notification_location_created_idx').on(t.locationId, t.createdAt)],
);

/** Who has read which notification (read state is per admin). */
export const notificationRead = pgTable(
  'notification_read',
  {
    notificationId: cascadeTo('notification_id', () => notification.id),
    userId: cascadeTo('user_id', () => user.id),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.userId] })],
);

/** An overlay skin of a location (spec "overlaysSkin": name, key, primary and secondary colour). */
export const overlaySkin = pgTable(
  'overlay_skin',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    primaryColor: text('primary_color').notNull(),
    secondaryColor: text('secondary_color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('overlay_skin_location_key_idx').on(t.locationId, t.key)],
);

/** An overlay link a producer made: a long-lived viewer token for an OBS source (the token itself is not stored). */
export const overlayLink = pgTable(
  'overlay_link',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    tableId: cascadeTo('table_id', () => pokerTable.id),
    route: text('route').notNull(),
    scope: text('scope').notNull(),
    label: text('label'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When a producer revoked it: the engine refuses its token from then on (local-engine.json). */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('overlay_link_location_idx').on(t.locationId)],
);

/** Who made a change: an admin at the console, or (later) an operator's command at a table's engine. */
export type AuditSource = 'console' | 'engine';

/**
 * The audit record (issue 13; decision 006): one row per settings, staff or table change a location
 * saw (and, from the engine, per operator command: kind `command`, source `engine`), written by
 * services/audit.ts `recordChange` in the transaction of the change itself, so a change is never
 * saved without its row and a refused one leaves none.
 *
 * APPEND-ONLY: no procedure updates or deletes a row (only deleting the whole location removes its
 * log; a trigger refuses UPDATE and DELETE otherwise, migration 0011). Rows are numbered per location
 * without gaps (`seq`, handed out by `audit_head`); `content` is the entry's canonical JSON and
 * `hash = sha256(prev_hash ‖ content)` chains it to the one before (issue 20, decision 012), so an
 * edited or removed entry is found by `audit.verify` and `railbird audit verify`. The other columns
 * repeat its fields so they can be queried.
 */
export const auditEntry = pgTable(
  'audit_entry',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    /** 1, 2, 3 … per location, without gaps: the order of the log and of its hash chain. */
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    source: text('source').$type<AuditSource>().notNull(),
    /** The admin's user id; no foreign key: the record outlives the account. */
    actorId: text('actor_id'),
    /** The actor's display name and admin type at the time of the change. */
    actorName: text('actor_name').notNull(),
    actorType: text('actor_type'),
    /** The table the change was about; null for location and staff changes. */
    tableKey: text('table_key'),
    /** What was done, named after the procedure: `table.updateSettings`, `location.invite`, `command` … */
    kind: text('kind').notNull(),
    /** What the change was about besides the table: a member, an invitation, a player, a skin. */
    subjectId: text('subject_id'),
    subjectName: text('subject_name'),
    /**
     * Only what changed, both sides (a readable diff, not two copies): for settings, dotted paths of
     * the changed values (`defaultGameSettings.variation`); null where there was nothing before
     * (created) or after (removed).
     */
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The whole entry as canonical JSON (sorted keys, no spaces): what is hashed. */
    content: text('content').notNull(),
    /** The hash of the entry numbered one before (GENESIS_HASH for the first): the chain's link. */
    prevHash: text('prev_hash').notNull(),
    /** hex(sha256(prevHash ‖ content)): protocol audit-chain.ts. */
    hash: text('hash').notNull(),
  },
  (t) => [
    uniqueIndex('audit_entry_location_seq_idx').on(t.locationId, t.seq),
    index('audit_entry_location_table_seq_idx').on(t.locationId, t.tableKey, t.seq),
  ],
);

/**
 * The head of each location's audit log: the last sequence number handed out. `recordChange` bumps it
 * with an upsert in the change's transaction, so concurrent changes queue on this row, a rolled-back
 * change gives its number back, and the log has no gaps. It keeps the last entry's hash (the chain's head).
 */
export const auditHead = pgTable('audit_head', {
  locationId: text('location_id')
    .primaryKey()
    .references(() => location.id, { onDelete: 'cascade' }),
  seq: integer('seq').notNull(),
  /** The hash of entry `seq`: the next entry's `prev_hash`, and what a verifier checks the last entry against. */
  hash: text('hash'),
});

/**
 * Issue 16: a table's waiting list at check-in, first come first called. A player waits once per
 * table; the row goes when they take a seat, pass or leave the list.
 */
export const waitingEntry = pgTable(
  'waiting_entry',
  {
    id: text('id').primaryKey(),
    locationId: locationId(),
    tableId: cascadeTo('table_id', () => pokerTable.id),
    playerId: cascadeTo('player_id', () => player.id),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waiting_entry_table_player_idx').on(t.tableId, t.playerId),
    index('waiting_entry_table_joined_idx').on(t.tableId, t.joinedAt),
  ],
);
