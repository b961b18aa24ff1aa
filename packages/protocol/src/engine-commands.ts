/**
 * An operator's command at a table as the engine ships it to the server's audit record
 * (`table.recordCommands`, docs/decisions/006-audit-record.md): who sent it (the socket token's
 * account and admin type), what (the command and its data), when (the journal's time) and the table
 * before and after it. Idempotent by the journal entry it was accepted as (`seq` and `time`).
 */
import { z } from 'zod';
import { tableKeyBrandSchema } from './brands.js';
import { addOnTransfersSchema } from './completed-hand.js';
import { gameStateSchema, roundStateSchema, tableModeSchema } from './enums.js';
import { adminTypeSchema } from './socket-token.js';
import { timestampSchema } from './table-state/index.js';

/** The table as an operator reads it, just before and just after a command. */
export const tableMomentSchema = z.object({
  tableMode: tableModeSchema,
  gameState: gameStateSchema,
  roundState: roundStateSchema,
  /** The hand being played or the last one; 0 before the first. */
  handNumber: z.int().nonnegative(),
  paused: z.boolean(),
});
export type TableMoment = z.infer<typeof tableMomentSchema>;

/**
 * The actor of a card the antennas read (`command: 'cardRead'`): no account, the table's readers. An
 * operator's hand-entered read is `simulateRead` by its operator; `feedOpened` is a screen that opened
 * a feed carrying hole cards (its token's account or overlay link).
 */
export const ANTENNA_ACTOR_ID = 'antenna';

export const engineCommandRecordSchema = z.object({
  /** The table journal's entry number: with `time`, the record's identity (a journal never reuses a seq). */
  seq: z.int().positive(),
  /** When the engine accepted it (its journal time), epoch ms. */
  time: timestampSchema,
  /** The token's `sub` (an account id; `apiKey` for an online table's key) and `adminType`. */
  actor: z.object({ id: z.string().min(1).max(200), type: adminTypeSchema.nullable() }),
  /** The client event (`seatPlayer`, `voidHand`, `simulateRead`…). */
  command: z.string().min(1).max(50),
  data: z.record(z.string(), z.unknown()),
  before: tableMomentSchema,
  after: tableMomentSchema,
  /** The chips an `addOnAction` moved between the seats and the house (a buy-in, a nit game paid); absent when none. */
  transfers: addOnTransfersSchema.optional(),
});
export type EngineCommandRecord = z.infer<typeof engineCommandRecordSchema>;

/** At most this many commands per request; the engine ships a table's backlog in batches. */
export const MAX_COMMANDS_PER_BATCH = 100;

/** What `table.recordCommands` takes: a batch of one table's commands, oldest first, and its engine secret. */
export const recordCommandsInputSchema = z.object({
  tableKey: tableKeyBrandSchema,
  secret: z.string().min(16).max(200),
  commands: z.array(engineCommandRecordSchema).min(1).max(MAX_COMMANDS_PER_BATCH),
});
export type RecordCommandsInput = z.infer<typeof recordCommandsInputSchema>;
