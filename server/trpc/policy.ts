/**
 * Each procedure declares its own policy with `.meta()`: which rate limits it counts against,
 * whether it takes a large body (a photo) and whether it must be called alone (not batched). The
 * limits are enforced inside tRPC (server/trpc/init.ts), so they see exactly the procedure name
 * tRPC runs and count every call, batched or not.
 */
import { TRPCError } from '@trpc/server';
import type { Response } from 'express';
import { MemoryStore, type Options } from 'express-rate-limit';
import { clientKey } from '../http/client-key';

export const LIMITS = {
  /** Every mutation, per address. */
  writes: { limit: 120, windowMs: 60_000 },
  'sign-in': { limit: 20, windowMs: 60_000 },
  'assistant per minute': { limit: 12, windowMs: 60_000 },
  'assistant per day': { limit: 300, windowMs: 24 * 60 * 60_000 },
  /** Staff procedures that spend AI money. */
  'AI generation': { limit: 30, windowMs: 60_000 },
  /** Reading a label photo costs a second or two of CPU in the OCR worker. */
  'label photos': { limit: 10, windowMs: 60_000 },
  /**
   * The public ingredient checker: a check of a long list is the costliest anonymous call after
   * the assistant (matching every name against the knowledge base).
   */
  'ingredient checks': { limit: 30, windowMs: 60_000 },
  /** Public forms that write: a person sends a handful; a bot sends hundreds. */
  forms: { limit: 10, windowMs: 60_000 },
  'forms per day': { limit: 50, windowMs: 24 * 60 * 60_000 },
} as const;

export type LimitName = keyof typeof LIMITS;

export interface ProcedurePolicy {
  /** Rate limits this procedure counts against (mutations also count against `writes`). */
  limits?: readonly LimitName[];
  /** Accepts a body of up to 30 MB (a photo of up to 20 MB as a data URL); others get 100 kB. */
  largeBody?: boolean;
  /** Refused inside a batch: costly, or a form a person sends once. */
  alone?: boolean;
  /** Who may call it: set by the builder (`publicProcedure` or `staffProcedure`), never by hand. */
  access?: 'public' | 'staff';
  /**
   * A public answer that depends on who asks or carries a secret (a private report, a
   * conversation): never kept by a shared cache, whoever calls it.
   */
  personal?: boolean;
}

/** Per-address call counters, one fixed window per limit (in memory: one process). */
export class CallRateLimiter {
  private readonly stores = new Map<LimitName, MemoryStore>();

  constructor() {
    for (const [name, { windowMs }] of Object.entries(LIMITS) as [
      LimitName,
      { windowMs: number },
    ][]) {
      const store = new MemoryStore();
      store.init({ windowMs } as Options);
      this.stores.set(name, store);
    }
  }

  /**
   * Counts one call against each limit for the caller's address (grouped as `clientKey` groups
   * it); throws TOO_MANY_REQUESTS naming the first one exceeded.
   */
  async consume(names: readonly LimitName[], address: string, res?: Response): Promise<void> {
    const key = clientKey(address);
    for (const name of names) {
      const { totalHits, resetTime } = await this.stores.get(name)!.increment(key);
      if (totalHits <= LIMITS[name].limit) continue;
      const seconds = Math.max(
        1,
        Math.ceil(((resetTime?.getTime() ?? Date.now()) - Date.now()) / 1000),
      );
      if (res && !res.headersSent) res.setHeader('Retry-After', String(seconds));
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: `Too many requests (${name}). Please wait a moment and try again.`,
      });
    }
  }

  shutdown() {
    for (const store of this.stores.values()) store.shutdown();
  }
}
