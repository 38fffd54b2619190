import { z } from 'zod';
import { idSchema } from '../../shared/schemas/common';
import {
  MAX_REPORT_TEXT,
  submitSwapSchema,
  SWAP_STATUSES,
  swapOfferSchema,
  swapTokenSchema,
} from '../../shared/swap-analysis';
import { saveSwapOfferSettings, swapOfferSettings } from '../site/settings';
import { publicProcedure, roleProcedure, router } from '../trpc/init';
import {
  countSwapRequests,
  draftRequest,
  listSwapRequests,
  reportByToken,
  saveReportText,
  sendReport,
  submitSwapRequest,
  swapRequest,
} from './service';

export const swapAnalysisRouter = router({
  /** The offer as this shop states it (the panel's promises and how payment is arranged). */
  offer: publicProcedure.query(({ ctx }) => swapOfferSettings(ctx.db)),

  /** A shopper's request: the text read from each label photo, an address and a note. */
  submit: publicProcedure
    .meta({ limits: ['forms', 'forms per day'], alone: true })
    .input(submitSwapSchema)
    .mutation(async ({ ctx, input }) => {
      // A filled honeypot is a bot: answered like a person, nothing stored or sent.
      if (input.website) return { received: true as const, receipt: true };
      const { id, receipt } = await submitSwapRequest(ctx.db, ctx.env, ctx.logger, input);
      ctx.logger.info(
        { requestId: id, receipt, labels: input.labels.length },
        'swap analysis request',
      );
      // Whether a receipt went now: one address gets at most one per quiet period.
      return { received: true as const, receipt };
    }),

  /** The report a private link opens. */
  report: publicProcedure
    .meta({ personal: true })
    .input(z.object({ token: swapTokenSchema }))
    .query(({ ctx, input }) => reportByToken(ctx.db, input.token)),

  list: roleProcedure('editor')
    .input(z.object({ status: z.enum(SWAP_STATUSES).optional() }).default({}))
    .query(({ ctx, input }) => listSwapRequests(ctx.db, input.status)),

  counts: roleProcedure('editor').query(({ ctx }) => countSwapRequests(ctx.db)),

  byId: roleProcedure('editor')
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => swapRequest(ctx.db, input.id)),

  saveReport: roleProcedure('editor')
    .input(
      z.object({
        id: idSchema,
        reportText: z
          .string()
          .trim()
          .max(MAX_REPORT_TEXT, `The report must be at most ${MAX_REPORT_TEXT} characters.`),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      await saveReportText(ctx.db, input.id, input.reportText);
      return { ok: true as const };
    }),

  /** Drafts the report again from the labels (replaces the report text). */
  redraft: roleProcedure('editor')
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      await draftRequest(ctx.db, ctx.env, input.id);
      return { ok: true as const };
    }),

  /** Mails the shopper a new private link to the report. */
  send: roleProcedure('editor')
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      const { mailId } = await sendReport(ctx.db, ctx.env, input.id, ctx.staff.email);
      ctx.logger.info({ requestId: input.id, mailId, staffId: ctx.staff.id }, 'swap report sent');
      return { ok: true as const, mailId };
    }),

  offerSettings: roleProcedure('editor').query(({ ctx }) => swapOfferSettings(ctx.db)),

  saveOfferSettings: roleProcedure('editor')
    .input(swapOfferSchema)
    .mutation(({ ctx, input }) => saveSwapOfferSettings(ctx.db, input, ctx.staff.email)),
});
