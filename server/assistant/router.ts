import { z } from 'zod';
import {
  ASSISTANT_ID,
  MAX_CHAT_MESSAGE_LENGTH,
  MAX_IMAGE_NAME_LENGTH,
  THREAD_ID_PATTERN,
} from '../../shared/assistant';
import { sendMessage } from './service';
import { deleteThread } from './threads';
import { publicProcedure, router } from '../trpc/init';
import { MAX_IMAGE_DATA_URL_LENGTH } from '../../shared/schemas/common';
import { avoidFilterSchema } from '../../shared/schemas/catalog';

/** 20 MB of image is about 26.7 MB of base64 (server/http/security.ts allows 30 MB bodies here). */

export const sendInput = z
  .object({
    message: z
      .string()
      .max(MAX_CHAT_MESSAGE_LENGTH, `At most ${MAX_CHAT_MESSAGE_LENGTH} characters`),
    /** Empty for a new conversation; an unknown or expired id starts a new thread too. */
    threadId: z.string().regex(THREAD_ID_PATTERN, 'Not a thread id').or(z.literal('')).nullish(),
    /** The client may send the fixed assistant id; ours is the only assistant. */
    assistantId: z.literal(ASSISTANT_ID).optional(),
    /** A data URL (JPEG, PNG, WebP or GIF, checked by its first bytes) or empty. */
    image: z
      .string()
      .max(MAX_IMAGE_DATA_URL_LENGTH, 'Please choose a photo smaller than 20 MB')
      .nullish(),
    imageName: z.string().max(MAX_IMAGE_NAME_LENGTH, 'Too long').nullish(),
    /** The avoid list kept in the shopper's browser: every recommendation honours it. */
    avoid: avoidFilterSchema.optional(),
  })
  .refine((input) => input.message.trim().length > 0 || Boolean(input.image), {
    message: 'Type a message or attach a photo',
    path: ['message'],
  });

/**
 * The shopping assistant (public, rate-limited per IP in server/http/security.ts). `send` streams:
 * the client reads it through httpBatchStreamLink and the stream ends when the shopper leaves.
 */
export const assistantRouter = router({
  send: publicProcedure
    .meta({
      limits: ['assistant per minute', 'assistant per day'],
      largeBody: true,
      alone: true,
      personal: true,
    })
    .input(sendInput)
    .mutation(async function* ({ ctx, input, signal }) {
      yield* sendMessage(
        { db: ctx.db, ai: ctx.ai, logger: ctx.logger, siteName: ctx.env.SITE_NAME },
        input,
        signal,
      );
    }),

  /** Clear History: the server copy of the thread goes too (the id is the only key to it). */
  clear: publicProcedure
    .meta({ personal: true })
    .input(z.object({ threadId: z.string().regex(THREAD_ID_PATTERN, 'Not a thread id') }))
    .mutation(async ({ ctx, input }) => {
      await deleteThread(ctx.db, input.threadId);
      return { cleared: true };
    }),

  /** What the privacy line says: whether messages go to an external AI provider. */
  info: publicProcedure.meta({ personal: true }).query(({ ctx }) => ({
    engine: ctx.ai.languageModel ? ('language-model' as const) : ('builtin' as const),
  })),
});
