import { TRPCError } from '@trpc/server';
import { APIError } from 'better-auth/api';

type Code = ConstructorParameters<typeof TRPCError>[0]['code'];

const BY_STATUS: Record<number, Code> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
};

/** Runs a better-auth API call and turns its error into the tRPC error of the same meaning. */
export async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) {
      const code = BY_STATUS[error.statusCode] ?? 'INTERNAL_SERVER_ERROR';
      const message = (error.body as { message?: string } | undefined)?.message ?? error.message;
      throw new TRPCError({ code, message, cause: error });
    }
    throw error;
  }
}
