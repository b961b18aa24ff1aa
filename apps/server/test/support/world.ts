import { randomUUID } from 'node:crypto';
import type { AdminType } from '@railbird/protocol';
import { invitation, location, member } from '../../src/db/schema.js';
import { appRouter } from '../../src/routers/index.js';
import { postNotification } from '../../src/services/notifications.js';
import { createPlayer } from '../../src/services/players.js';
import { insertTable } from '../../src/services/tables.js';
import type { Services } from '../../src/trpc/context.js';
import { createCallerFactory } from '../../src/trpc/init.js';
import { cookieHeader } from './cookies.js';
import { contextFor } from './services.js';

const createCaller = createCallerFactory(appRouter);
export type Caller = ReturnType<typeof createCaller>;

export const PASSWORD = 'a long enough password';

export interface TestLocation {
  id: string;
  tableKey: string;
  playerId: string;
  notificationId: string;
  invitationId: string;
}

export type CallerName = AdminType | 'signedOut' | 'noLocation';

/**
 * Two locations, each with a table, a player, a notification and a pending invitation; one admin of
 * each type at the first ("own") location, an ADMIN at the second ("other"), and a signed-in user
 * who belongs nowhere. Names are made unique by `tag` so several worlds can share a database.
 */
export interface World {
  tag: string;
  own: TestLocation;
  other: TestLocation;
  users: Record<Exclude<CallerName, 'signedOut'>, { id: string; email: string; cookie: string }>;
  otherAdmin: { id: string; email: string; cookie: string };
  caller(name: CallerName): Caller;
  callerWithCookie(cookie: string): Caller;
}

export async function signUp(
  services: Services,
  email: string,
  name: string,
): Promise<{ id: string; email: string; cookie: string }> {
  const { user: created } = await services.auth.api.signUpEmail({
    body: { email, password: PASSWORD, name },
  });
  const { headers } = await services.auth.api.signInEmail({
    body: { email, password: PASSWORD },
    returnHeaders: true,
  });
  return { id: created.id, email, cookie: cookieHeader(headers) };
}

export async function addMember(services: Services, locationId: string, userId: string, role: AdminType) {
  await services.db.insert(member).values({ id: randomUUID(), organizationId: locationId, userId, role });
}

export async function newLocation(services: Services, name: string): Promise<string> {
  const id = randomUUID();
  await services.db
    .insert(location)
    .values({ id, name, slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${id.slice(0, 8)}` });
  return id;
}

export async function newInvitation(
  services: Services,
  locationId: string,
  inviterId: string,
  email: string,
  role: AdminType = 'STAFF',
): Promise<string> {
  const id = randomUUID();
  await services.db.insert(invitation).values({
    id,
    organizationId: locationId,
    email,
    role,
    status: 'pending',
    expiresAt: new Date(Date.now() + 86_400_000),
    inviterId,
  });
  return id;
}

async function populate(
  services: Services,
  locationId: string,
  tag: string,
  inviterId: string,
): Promise<TestLocation> {
  const table = await insertTable(services.db, locationId, {
    key: `${tag}-t1`,
    name: `${tag} table`,
    variation: 'NLH',
    gameMode: 'CASH',
  });
  const p = await createPlayer(services.db, locationId, { displayName: `${tag} Player`, handle: `@${tag}p` });
  const notificationId = await postNotification(services.db, locationId, {
    kind: 'SYSTEM',
    title: `${tag} hello`,
    body: 'hello',
  });
  const invitationId = await newInvitation(services, locationId, inviterId, `invitee-${tag}@example.com`);
  return { id: locationId, tableKey: table.key, playerId: p.id, notificationId, invitationId };
}

export async function buildWorld(services: Services, tag: string): Promise<World> {
  const ownId = await newLocation(services, `Own ${tag}`);
  const otherId = await newLocation(services, `Other ${tag}`);
  const types: AdminType[] = ['PRODUCER', 'STAFF', 'MANAGER', 'ADMIN'];
  const users = {} as World['users'];
  for (const type of types) {
    const u = await signUp(services, `${type.toLowerCase()}-${tag}@example.com`, `${type} ${tag}`);
    await addMember(services, ownId, u.id, type);
    users[type] = u;
  }
  users.noLocation = await signUp(services, `nobody-${tag}@example.com`, `Nobody ${tag}`);
  const otherAdmin = await signUp(services, `other-admin-${tag}@example.com`, `Other admin ${tag}`);
  await addMember(services, otherId, otherAdmin.id, 'ADMIN');

  const own = await populate(services, ownId, `${tag}a`, users.ADMIN.id);
  const other = await populate(services, otherId, `${tag}b`, otherAdmin.id);

  const callerWithCookie = (cookie: string) =>
    createCaller(contextFor(services, new Headers(cookie ? { cookie } : {})));
  return {
    tag,
    own,
    other,
    users,
    otherAdmin,
    caller: (name) => callerWithCookie(name === 'signedOut' ? '' : users[name].cookie),
    callerWithCookie,
  };
}

/** Calls a procedure by its dotted path on a caller (createCaller is a proxy of nested routers). */
export function callPath(caller: Caller, path: string, input: unknown): Promise<unknown> {
  const fn = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller);
  return (fn as (input: unknown) => Promise<unknown>)(input);
}

/** Every procedure's dotted path, from the router itself. */
export function procedurePaths(): string[] {
  return Object.keys(appRouter._def.procedures).sort();
}
