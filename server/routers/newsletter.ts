import { z } from 'zod';
import { subscribeSchema } from '../../shared/schemas/newsletter';
import {
  listSubscribers,
  removeSubscriber,
  subscribe,
  subscribersCsv,
  unsubscribe,
} from '../services/newsletter';
import { publicProcedure, roleProcedure, router } from '../trpc/init';

export const newsletterRouter = router({
  subscribe: publicProcedure.input(subscribeSchema).mutation(async ({ ctx, input }) => {
    // A filled honeypot gets the same answer as a person, and nothing is stored.
    if (input.website) return { status: 'subscribed' as const };
    return { status: await subscribe(ctx.db, input.email) };
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
    .input(z.object({ id: z.number().int().positive() }))
    .mutation(async ({ ctx, input }) => {
      await removeSubscriber(ctx.db, input.id);
      return { ok: true };
    }),
});
