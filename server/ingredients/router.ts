import { z } from 'zod';
import { CATEGORIES, SAFETY_RATINGS } from '../../shared/catalog';
import { MAX_CHECK_TEXT_LENGTH } from '../../shared/ingredients';
import {
  AVOID_GROUP_IDS,
  MAX_AVOID_TERM_LENGTH,
  MAX_CUSTOM_AVOID_TERMS,
} from '../../shared/avoid-list';
import { DomainError } from '../errors';
import { productsUsingEntries, queueBadgeRecompute } from '../standard/badges';
import { analyzeProductIngredients, MAX_INGREDIENT_LIST_LENGTH } from './analyze';
import { checkIngredientList } from './check';
import { ingredientById, lookupIngredient, productIngredients } from './details';
import { decodeImageDataUrl, labelReader } from './ocr';
import { KB_CONCERNS, KB_FUNCTIONS } from '../../shared/ingredients-kb';
import { extractIngredientSection } from './parse';
import { approveEntry, pendingEntries, removeEntry } from './review';
import { entryDetails, previewEntry, saveEntry, searchEntries } from './entries';
import { publicProcedure, roleProcedure, router } from '../trpc/init';
import { idSchema } from '../../shared/schemas/common';
import {
  entrySearchSchema,
  previewEntrySchema,
  saveEntrySchema,
} from '../../shared/schemas/ingredients';
import { MAX_IMAGE_DATA_URL_LENGTH } from '../../shared/schemas/common';

const avoidSchema = z.object({
  groups: z.array(z.enum(AVOID_GROUP_IDS as [string, ...string[]])).max(AVOID_GROUP_IDS.length),
  terms: z
    .array(z.string().trim().toLowerCase().min(2).max(MAX_AVOID_TERM_LENGTH))
    .max(MAX_CUSTOM_AVOID_TERMS),
});

/** 20 MB of image is about 26.7 MB of base64; the HTTP body limit for this procedure is 30 MB. */

export const ingredientsRouter = router({
  /** A product's analysed ingredients, with functions and synonyms for the sheet. */
  forProduct: publicProcedure
    .input(z.object({ productId: idSchema }))
    .query(({ ctx, input }) => productIngredients(ctx.db, input.productId)),

  /** One knowledge-base entry, by name (typos forgiven) or id; null when unknown. */
  lookup: publicProcedure
    .input(
      z.union([
        z.object({ name: z.string().trim().min(2, 'At least 2 characters').max(160) }),
        z.object({ id: idSchema }),
      ]),
    )
    .query(({ ctx, input }) =>
      'id' in input ? ingredientById(ctx.db, input.id) : lookupIngredient(ctx.db, input.name),
    ),

  /** The public checker: any list against the knowledge base (never the AI), with alternatives. */
  check: publicProcedure
    .meta({ limits: ['ingredient checks'] })
    .input(
      z.object({
        text: z
          .string()
          .trim()
          .min(1, 'Please paste an ingredient list.')
          .max(MAX_CHECK_TEXT_LENGTH, `At most ${MAX_CHECK_TEXT_LENGTH} characters`),
        category: z.enum(CATEGORIES).optional(),
        avoid: avoidSchema.optional(),
      }),
    )
    .mutation(({ ctx, input }) => checkIngredientList(ctx.db, input)),

  /** Reads the ingredient list of a label photo (OCR in a worker thread; nothing downloaded). */
  readLabel: publicProcedure
    .meta({ limits: ['label photos'], largeBody: true, alone: true })
    .input(
      z.object({
        image: z
          .string()
          .min(1, 'Please choose a photo.')
          .max(MAX_IMAGE_DATA_URL_LENGTH, 'Please choose a photo smaller than 20 MB.'),
        imageName: z.string().max(255).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { bytes } = decodeImageDataUrl(input.image);
      const result = await labelReader().read(bytes);
      ctx.logger.info(
        { ms: result.durationMs, confidence: result.confidence, bytes: bytes.length },
        'label read',
      );
      return {
        text: extractIngredientSection(result.text),
        rawText: result.text.trim().slice(0, 20_000),
        confidence: result.confidence,
        durationMs: result.durationMs,
      };
    }),

  /** Staff: analyses a product's ingredient list and replaces its analysis. */
  analyze: roleProcedure('editor')
    .meta({ limits: ['AI generation'] })
    .input(
      z.object({
        productId: idSchema,
        ingredientList: z
          .string()
          .trim()
          .min(1, 'Please enter the ingredient list.')
          .max(MAX_INGREDIENT_LIST_LENGTH, `At most ${MAX_INGREDIENT_LIST_LENGTH} characters`),
      }),
    )
    .mutation(async ({ ctx, input, signal }) => {
      const output = await analyzeProductIngredients(
        ctx,
        { ...input, changedBy: ctx.staff.email },
        signal,
      );
      ctx.logger.info(
        { productId: input.productId, staffId: ctx.staff.id, ...output.stats },
        'ingredients analysed',
      );
      return { error: null, ...output };
    }),

  /** AI-written entries awaiting review by staff, newest first. */
  pending: roleProcedure('editor').query(({ ctx }) => pendingEntries(ctx.db)),

  /** Approve an AI-written entry, with the reviewer's corrections; it becomes a staff entry. */
  review: roleProcedure('editor')
    .input(
      z.object({
        id: idSchema,
        rating: z.enum(SAFETY_RATINGS),
        explanation: z
          .string()
          .trim()
          .min(40, 'At least 40 characters')
          .max(400, 'At most 400 characters'),
        concerns: z.array(z.enum(KB_CONCERNS)).max(KB_CONCERNS.length),
        functions: z.array(z.enum(KB_FUNCTIONS)).max(KB_FUNCTIONS.length),
        sources: z.array(z.string().trim().min(3).max(300)).min(1, 'At least one source').max(6),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      if (!(await approveEntry(ctx.db, input))) {
        throw new DomainError('NOT_FOUND', 'There is no AI-written entry with this id.');
      }
      void queueBadgeRecompute(ctx.db, ctx.logger, await productsUsingEntries(ctx.db, [input.id]), {
        changedBy: ctx.staff.email,
        reason: 'Knowledge base entry reviewed',
      });
      ctx.logger.info(
        { ingredientId: input.id, staffId: ctx.staff.id },
        'AI ingredient entry approved',
      );
      return { ok: true as const };
    }),

  /** The knowledge base for staff: entries whose name or a synonym contains the query. */
  entries: roleProcedure('editor')
    .input(entrySearchSchema)
    .query(({ ctx, input }) => searchEntries(ctx.db, input)),

  /** One entry with every field and the products that use it. */
  entry: roleProcedure('editor')
    .input(z.object({ id: idSchema }))
    .query(({ ctx, input }) => entryDetails(ctx.db, input.id)),

  /** The products that would gain or lose a badge if the entry were saved with these values. */
  previewEntry: roleProcedure('editor')
    .input(previewEntrySchema)
    .query(({ ctx, input }) => previewEntry(ctx.db, input)),

  /** A new entry, or an edit of any entry; it becomes a reviewed staff entry. */
  saveEntry: roleProcedure('editor')
    .input(saveEntrySchema)
    .mutation(async ({ ctx, input }) => {
      const { id, created, productIds } = await saveEntry(ctx.db, input);
      void queueBadgeRecompute(ctx.db, ctx.logger, productIds, {
        changedBy: ctx.staff.email,
        reason: created ? 'Knowledge base entry written' : 'Knowledge base entry edited',
      });
      ctx.logger.info(
        { ingredientId: id, staffId: ctx.staff.id, products: productIds.length },
        created ? 'ingredient entry written' : 'ingredient entry edited',
      );
      return { id, created, products: productIds.length };
    }),

  /** Remove an AI-written entry; products that used it show the ingredient as not rated again. */
  remove: roleProcedure('editor')
    .input(z.object({ id: idSchema }))
    .mutation(async ({ ctx, input }) => {
      const affected = await productsUsingEntries(ctx.db, [input.id]);
      if (!(await removeEntry(ctx.db, input.id))) {
        throw new DomainError('NOT_FOUND', 'There is no AI-written entry with this id.');
      }
      ctx.logger.info(
        { ingredientId: input.id, staffId: ctx.staff.id },
        'AI ingredient entry removed',
      );
      void queueBadgeRecompute(ctx.db, ctx.logger, affected, {
        changedBy: ctx.staff.email,
        reason: 'Knowledge base entry removed',
      });
      return { ok: true as const };
    }),
});
