import { z } from 'zod';
import { idSchema } from '../../shared/schemas/common';
import { DomainError } from '../errors';
import { roleProcedure, router } from '../trpc/init';
import { countMail, listMail, retryMail } from './queue';
import { outboxDir } from './transport';

const STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/** The admin outbox page: what the queue holds and where mail goes (decision 0020). */
export const mailRouter = router({
  recent: roleProcedure('editor')
    .input(z.object({ status: z.enum(STATUSES).optional() }).optional())
    .query(async ({ ctx, input }) => {
      const rows = await listMail(ctx.db, { status: input?.status, limit: 100 });
      return {
        // SMTP_URL is never shown: it may hold a password.
        delivery: ctx.env.SMTP_URL
          ? { kind: 'smtp' as const, outboxDir: null }
          : { kind: 'outbox' as const, outboxDir: outboxDir(ctx.env) },
        counts: await countMail(ctx.db),
        mails: rows.map((row) => ({
          id: row.id,
          to: row.to_address,
          subject: row.subject,
          status: row.status,
          attempts: row.attempts,
          lastError: row.last_error,
          transport: row.transport,
          delivery: row.delivery,
          createdAt: row.created_at,
          sentAt: row.sent_at,
          nextAttemptAt: row.next_attempt_at,
        })),
      };
    }),

  /** Puts a failed mail back in the queue (after fixing the mail settings). */
  retry: roleProcedure('admin')
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      if (!(await retryMail(ctx.db, input.id)))
        throw new DomainError('CONFLICT', 'Only a failed mail can be sent again.');
      return { ok: true };
    }),
});
