import { z } from 'zod';
import {
  confirmTokenSchema,
  issueSourceSchema,
  sendTestIssueSchema,
  subscribeSchema,
} from '../../shared/schemas/newsletter';
import type { Env } from '../env';
import {
  confirmSubscription,
  listSubscribers,
  removeSubscriber,
  subscribe,
  subscriberStatus,
  subscribersCsv,
  unsubscribe,
} from './service';
import { listIssues, previewIssue, publishedPosts, sendIssue, sendTestIssue } from './issues';
import type { MailSite } from './mails';
import { publicProcedure, roleProcedure, router } from '../trpc/init';
import { idSchema } from '../../shared/schemas/common';

function siteOf(env: Env): MailSite {
  return { name: env.SITE_NAME, url: env.SITE_URL };
}

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ limits: ['forms', 'forms per day'], alone: true })
    .input(subscribeSchema)
    .mutation(async ({ ctx, input }) => {
      // One answer whatever happened (new, repeat, confirmed already, or a bot's filled honeypot,
      // which stores nothing), so the form tells nobody who is subscribed (decision 0020).
      if (!input.website) await subscribe(ctx.db, siteOf(ctx.env), input.email);
      return { status: 'confirmation-sent' as const };
    }),

  confirm: publicProcedure
    .meta({ limits: ['forms'] })
    .input(confirmTokenSchema)
    .mutation(async ({ ctx, input }) => ({
      result: await confirmSubscription(ctx.db, input.token),
    })),

  unsubscribe: publicProcedure
    .input(z.object({ token: z.string().min(10).max(64) }))
    .mutation(async ({ ctx, input }) => ({ ok: await unsubscribe(ctx.db, input.token) })),

  list: roleProcedure('editor').query(async ({ ctx }) => {
    const rows = await listSubscribers(ctx.db);
    return rows.map((row) => ({
      ...row,
      status: subscriberStatus(row),
      unsubscribe_url: `${ctx.env.SITE_URL}/newsletter/unsubscribe?token=${row.unsubscribe_token}`,
    }));
  }),

  exportCsv: roleProcedure('editor').query(({ ctx }) => subscribersCsv(ctx.db, ctx.env.SITE_URL)),

  remove: roleProcedure('admin')
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      await removeSubscriber(ctx.db, input.id);
      return { ok: true };
    }),

  /** Published posts staff can send as an issue. */
  issuePosts: roleProcedure('editor').query(({ ctx }) => publishedPosts(ctx.db)),

  /** The issue as it will be mailed, and how many confirmed subscribers it would reach. */
  previewIssue: roleProcedure('editor')
    .input(z.object({ source: issueSourceSchema }))
    .query(({ ctx, input }) => previewIssue(ctx.db, siteOf(ctx.env), input.source)),

  sendTestIssue: roleProcedure('editor')
    .input(sendTestIssueSchema)
    .mutation(({ ctx, input }) => sendTestIssue(ctx.db, siteOf(ctx.env), input.source, input.to)),

  /** Queues the issue to every confirmed subscriber who has not had it yet (never twice). */
  sendIssue: roleProcedure('editor')
    .input(z.object({ source: issueSourceSchema }))
    .mutation(({ ctx, input }) =>
      sendIssue(ctx.db, siteOf(ctx.env), input.source, ctx.staff.email),
    ),

  issues: roleProcedure('editor').query(({ ctx }) => listIssues(ctx.db)),
});
