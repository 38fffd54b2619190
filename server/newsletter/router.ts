import { z } from 'zod';
import { subscribeSchema } from '../../shared/schemas/newsletter';
import {
  listSubscribers,
  removeSubscriber,
  subscribe,
  subscribersCsv,
  unsubscribe,
} from './service';
import { publicProcedure, roleProcedure, router } from '../trpc/init';
import { idSchema } from '../../shared/schemas/common';

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ limits: ['forms', 'forms per day'], alone: true })
    .input(subscribeSchema)
    .mutation(async ({ ctx, input }) => {
      // One answer whatever happened (new, repeat, back after unsubscribing, or a bot's filled
      // honeypot, which stores nothing), so the form tells nobody who is subscribed.
      if (!input.website) await subscribe(ctx.db, input.email);
      return { status: 'subscribed' as const };
    }),

  unsubscribe: publicProcedure
    .input(z.object({ token: z.string().min(10).max(64) }))
    .mutation(async ({ ctx, input }) => ({ ok: await unsubscribe(ctx.db, input.token) })),

  list: roleProcedure('editor').query(async ({ ctx }) => {
    const rows = await listSubscribers(ctx.db);
    return rows.map((row) => ({
      ...row,
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
});
