import { z } from 'zod';
import { submitReviewSchema } from '../../shared/schemas/reviews';
import {
  approvedReviews,
  moderateReview,
  pendingReviewCount,
  reviewsForModeration,
  submitReview,
} from './service';
import { publicProcedure, roleProcedure, router } from '../trpc/init';
import { idSchema } from '../../shared/schemas/common';

export const reviewsRouter = router({
  /** A shopper's review, held for moderation. Plain text; a filled honeypot is dropped quietly. */
  submit: publicProcedure
    .meta({ limits: ['forms', 'forms per day'], alone: true })
    .input(submitReviewSchema)
    .mutation(async ({ ctx, input }) => {
      if (!input.website) await submitReview(ctx.db, input);
      return { status: 'pending' as const };
    }),

  forProduct: publicProcedure
    .input(z.object({ productId: idSchema }))
    .query(({ ctx, input }) => approvedReviews(ctx.db, input.productId)),

  moderationQueue: roleProcedure('editor')
    .input(z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }))
    .query(({ ctx, input }) => reviewsForModeration(ctx.db, input.status)),

  pendingCount: roleProcedure('editor').query(({ ctx }) => pendingReviewCount(ctx.db)),

  moderate: roleProcedure('editor')
    .input(z.object({ id: idSchema, decision: z.enum(['approved', 'rejected']) }))
    .mutation(async ({ ctx, input }) => {
      await moderateReview(ctx.db, input.id, input.decision, ctx.staff.id);
      return { ok: true };
    }),
});
