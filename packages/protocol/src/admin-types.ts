/**
 * The order of admin types (DESIGN.md §4), least to most: PRODUCER (Studio and overlays), STAFF (runs
 * tables and events, reads reports), MANAGER (everything but billing and staff), ADMIN (the owner).
 * The server checks procedures with it, the engine checks the commands whose rule depends on who
 * sends them, and the console greys out what a type may not do, all from this one order.
 */
import type { AdminType } from './socket-token.js';

export const ADMIN_TYPE_RANK: Record<AdminType, number> = { PRODUCER: 0, STAFF: 1, MANAGER: 2, ADMIN: 3 };

export function atLeast(type: AdminType, least: AdminType): boolean {
  return ADMIN_TYPE_RANK[type] >= ADMIN_TYPE_RANK[least];
}

/** The least admin type that may lower a table's secure delay (issue 27): a lower delay shows hole cards sooner. */
export const LOWERS_DELAY: AdminType = 'MANAGER';

/**
 * Why `actorType` may not change the delay from `current` to `next` seconds, or null when it may.
 * Raising is anyone's who may send the command; lowering (turning it off included) is a manager's or
 * the admin's. An API key (no admin type) is a machine: it may raise, never lower.
 */
export function delayChangeRefusal(
  current: number,
  next: number,
  actorType: AdminType | null,
): string | null {
  if (next >= current) return null;
  if (actorType !== null && atLeast(actorType, LOWERS_DELAY)) return null;
  const who = actorType === null ? 'An API key' : `A ${actorType.toLowerCase()}`;
  return `${who} may not lower the secure delay (${current} s to ${next} s): a shorter delay shows hole cards on air sooner, so only a manager or the location's admin may. Ask one, or raise it instead.`;
}
