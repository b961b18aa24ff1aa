/**
 * Issue 18, the vault: a table's stored hands, newest first, paged by keyset; one hand with its
 * history and the odds at each street; the table's sessions.
 */
import type { HandDetail, HandFilter, HandPage, HandSession } from '@railbird/protocol';
import { TRPCError } from '@trpc/server';
import type { Database } from '../db/client.js';

export async function listHands(
  _db: Database,
  _locationId: string,
  _input: { tableKey: string; filter: HandFilter; cursor?: string | null; limit: number },
): Promise<HandPage> {
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'hand.list is not ready yet' });
}

export async function handDetail(_db: Database, _locationId: string, _handId: string): Promise<HandDetail> {
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'hand.get is not ready yet' });
}

export async function handSessions(
  _db: Database,
  _locationId: string,
  _input: { tableKey: string; limit: number },
): Promise<HandSession[]> {
  throw new TRPCError({ code: 'NOT_IMPLEMENTED', message: 'hand.sessions is not ready yet' });
}
