import { TRPCError } from '@trpc/server';

/**
 * How a procedure call ended: `ok`, or the tRPC code it was refused with. Anything else (a crash, not a
 * refusal) is thrown, so a test never mistakes a bug for the answer it expects.
 */
export async function codeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
}

/** As `codeOf`, with the refusal's message: `CONFLICT: A player at this location already…`. */
export async function refusalOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
    throw error;
  }
}
