import { arrivalRequestSchema } from '../../shared/schemas/arrivals';
import { publicProcedure, router } from '../trpc/init';
import { requestArrival } from './service';

export const arrivalsRouter = router({
  /** One answer whether or not the address was already waiting; a bot's honeypot stores nothing. */
  request: publicProcedure
    .meta({ limits: ['forms', 'forms per day'], alone: true })
    .input(arrivalRequestSchema)
    .mutation(async ({ ctx, input }) => {
      if (!input.website) await requestArrival(ctx.db, input);
      return { status: 'waiting' as const };
    }),
});
