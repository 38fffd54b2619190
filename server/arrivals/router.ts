import { arrivalConfirmSchema, arrivalRequestSchema } from '../../shared/schemas/arrivals';
import { publicProcedure, router } from '../trpc/init';
import { confirmArrival, requestArrival } from './service';

export const arrivalsRouter = router({
  /**
   * One answer whether or not the address was already waiting (the form tells nobody who asked
   * what); a bot's honeypot stores nothing. The address confirms from the mail before any notice.
   */
  request: publicProcedure
    .meta({ limits: ['forms', 'forms per day'], alone: true })
    .input(arrivalRequestSchema)
    .mutation(async ({ ctx, input }) => {
      if (!input.website) await requestArrival(ctx.db, ctx.env.SITE_URL, input);
      return { status: 'confirmation-sent' as const };
    }),

  /** Opened from the confirmation mail by the page (not by the link's GET, which scanners fetch). */
  confirm: publicProcedure
    .meta({ limits: ['forms'] })
    .input(arrivalConfirmSchema)
    .mutation(({ ctx, input }) => confirmArrival(ctx.db, ctx.env.SITE_URL, input.token)),
});
