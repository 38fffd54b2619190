import { TRPCError } from '@trpc/server';

/** The TRPCError a call fails with; fails the test if the call succeeds or throws anything else. */
export async function errorOf(promise: Promise<unknown>): Promise<TRPCError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}
