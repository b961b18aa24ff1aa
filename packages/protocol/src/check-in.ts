/**
 * Issue 16, check-in at `/signin/{tableKey}`: the inputs of the server's `checkIn` procedures, which the
 * kiosk's steps check too (one schema, STYLE.md). A kiosk is public: no answer carries a phone number.
 */
import { z } from 'zod';
import {
  displayNameSchema,
  handleSchema,
  idSchema,
  imageUrlSchema,
  phoneSchema,
  tableKeyInputSchema,
} from './api.js';
import { tableKeyBrandSchema } from './brands.js';

/** `checkIn.lookup`: who has this phone at the table's location (their name, handle and photo only). */
export const checkInLookupSchema = z.object({ tableKey: tableKeyBrandSchema, phone: phoneSchema });
export type CheckInLookupInput = z.input<typeof checkInLookupSchema>;

/** A short bio as a new player writes it at the kiosk. */
export const checkInBioSchema = z.string().trim().max(280, 'a bio at check-in is at most 280 characters');

/** `checkIn.register`: a new player; a phone already known at the location is CONFLICT. */
export const checkInRegisterSchema = z.object({
  tableKey: tableKeyBrandSchema,
  phone: phoneSchema,
  displayName: displayNameSchema,
  handle: handleSchema.nullable().optional(),
  bio: checkInBioSchema.nullable().optional(),
  /** A photo from the tablet's camera, downscaled by the kiosk: a `data:image/…` URL of at most 64 KB. */
  picture: imageUrlSchema.nullable().optional(),
});
export type CheckInRegisterInput = z.input<typeof checkInRegisterSchema>;

/** What the kiosk may show of a player: never the phone. */
export interface CheckInPlayer {
  id: string;
  displayName: string;
  handle: string | null;
  profileUrl: string | null;
}

export const waitingJoinSchema = z.object({ tableKey: tableKeyBrandSchema, playerId: idSchema });
export const waitingLeaveSchema = z.object({ tableKey: tableKeyBrandSchema, playerId: idSchema });
export const waitingListSchema = tableKeyInputSchema;

/** One name on a table's waiting list, first come first called. */
export interface WaitingEntryView {
  id: string;
  playerId: string;
  displayName: string;
  handle: string | null;
  profileUrl: string | null;
  joinedAt: Date;
}
