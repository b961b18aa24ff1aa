import { type AdminType, atLeast, transformer, unsafeInput } from '@railbird/protocol';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import type { Context } from './context.js';

/** `field.path: what was wrong` for each issue, so a BAD_REQUEST names the field (issue 6). */
export function describeZodError(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'input'}: ${issue.message}`)
    .join('; ');
}

/**
 * What a caller is told of a failure of ours. The error itself — a database's message quotes the
 * statement and its parameters, phone numbers among them — goes to the log with the request id
 * (handler.ts `onError`), never into a reply.
 */
export function internalErrorMessage(requestId: string | undefined): string {
  return `The server could not do this${requestId ? ` (request ${requestId})` : ''}: the error is in its log. Try again; if it happens again, give the request id to support.`;
}

// isDev off: error responses never carry stack traces; the server log has them.
const t = initTRPC.context<Context>().create({
  transformer,
  isDev: false,
  errorFormatter: ({ shape, error, ctx }) => {
    if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) {
      return {
        ...shape,
        message: describeZodError(error.cause),
        data: {
          ...shape.data,
          fields: Object.fromEntries(error.cause.issues.map((i) => [i.path.join('.') || 'input', i.message])),
        },
      };
    }
    if (error.code === 'INTERNAL_SERVER_ERROR')
      return { ...shape, message: internalErrorMessage(ctx?.requestId) };
    return shape;
  },
});

/**
 * Before any procedure reads its input: a NUL, a broken character, a prototype key or nesting past
 * the limit anywhere in it is refused, naming where (protocol text.ts). Every procedure is built on it.
 */
const guardedProcedure = t.procedure.use(async ({ getRawInput, next }) => {
  const unsafe = unsafeInput(await getRawInput());
  if (unsafe) throw new TRPCError({ code: 'BAD_REQUEST', message: `${unsafe.path}: ${unsafe.message}` });
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Anyone may call it, signed in or not. */
export const publicProcedure = guardedProcedure;

/** Only a signed-in user; the procedure sees `ctx.caller` and `ctx.account` (their own record). */
export const authedProcedure = guardedProcedure.use(async ({ ctx, next }) => {
  const caller = await ctx.getCaller();
  if (!caller) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Sign in to do this.' });
  return next({ ctx: { caller, account: caller.account } });
});

/**
 * A signed-in admin of a location whose type is `least` or above; the procedure sees `ctx.location`
 * ({locationId, locationName, adminType}) and must scope every query to it.
 */
function memberProcedure(least: AdminType) {
  return authedProcedure.use(async ({ ctx, next }) => {
    const membership = ctx.caller.membership;
    if (!membership)
      throw new TRPCError({
        code: 'FORBIDDEN',
        message:
          'This account is not a member of any location: ask a location admin for an invitation, or create a location.',
      });
    if (!atLeast(membership.adminType, least))
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: `This needs a ${least} of the location or above; you are ${membership.adminType}.`,
      });
    return next({ ctx: { location: membership } });
  });
}

/** Any admin of a location: Studio, overlays, reading the location's tables. */
export const producerProcedure = memberProcedure('PRODUCER');
/** Runs tables and events, seats players, reads reports. */
export const staffProcedure = memberProcedure('STAFF');
/** Everything but billing and staff: table setup and settings. */
export const managerProcedure = memberProcedure('MANAGER');
/** The owner: staff and invitations, billing. */
export const adminProcedure = memberProcedure('ADMIN');

/**
 * A `locationId` given to a list must be the caller's location: another location's list is
 * FORBIDDEN, never an empty one.
 */
export function assertOwnLocation(ctx: { location: { locationId: string } }, locationId: string | undefined) {
  if (locationId !== undefined && locationId !== ctx.location.locationId)
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'That is another location; switch to it (location.switch) to see its data.',
    });
}
