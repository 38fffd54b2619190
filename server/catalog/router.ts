import { z } from 'zod';
import { avoidFilterSchema, catalogQuerySchema } from '../../shared/schemas/catalog';
import { wordsInProducts } from './avoid-words';
import {
  articleTeasers,
  brandSummaries,
  heroBrands,
  homeBestsellers,
  homeHeroProducts,
  productsByIds,
  readIngredients,
  readProduct,
  readSameBrand,
  searchCatalog,
  searchCatalogText,
  swapOfTheWeek,
  type CatalogSearchResult,
} from './service';
import { publicProcedure, router } from '../trpc/init';
import { idSchema } from '../../shared/schemas/common';
import { cleanerAlternatives } from '../standard/alternatives';
import { assessStoredProduct } from '../standard/badges';
import { DomainError } from '../errors';
import { MAX_COMPARE, MIN_COMPARE } from '../../shared/compare';
import { listingOf } from '../../shared/standard';
import { compareProducts } from './compare';

const compareIdsSchema = z
  .array(idSchema)
  .min(MIN_COMPARE, `Pick at least ${MIN_COMPARE} products to compare`)
  .max(MAX_COMPARE, `At most ${MAX_COMPARE} products can be compared at a time`)
  .refine((ids) => new Set(ids).size === ids.length, 'Each product can be compared only once');

/** Products one call of avoidedWords marks: a whole wishlist. */
const MAX_MARKED = 200;

/** Public catalogue reads (every procedure here is listed in server/trpc/public-procedures.ts). */
export const catalogRouter = router({
  /** Search text, category, the nine filter groups, sort and page; facet counts beside each option. */
  search: publicProcedure.input(catalogQuerySchema).query(({ ctx, input }) =>
    // Over HTTP the answer comes from the response cache as ready JSON text (see
    // shared/json-text.ts); the client's superjson parses it into the same CatalogSearchResult.
    ctx.req
      ? (searchCatalogText(ctx.db, input) as unknown as Promise<CatalogSearchResult>)
      : searchCatalog(ctx.db, input),
  ),

  /**
   * A product with the standard applied to its data as it is now, so that the page never shows a
   * badge its ingredients contradict (a recomputation may still be on its way to the stored row).
   */
  byId: publicProcedure.input(z.object({ id: idSchema })).query(async ({ ctx, input }) => {
    const [product, standard] = await Promise.all([
      readProduct(ctx.db, input.id),
      assessStoredProduct(ctx.db, input.id),
    ]);
    if (!product) throw new DomainError('NOT_FOUND', 'Product not found.');
    return {
      ...product,
      toxicity_rating: standard.clean.awarded ? 'clean' : null,
      naturalness_rating: standard.natural.awarded ? 'natural' : null,
      verdict: standard.verdict,
      standard,
      /** Whether the catalogue lists it, and when not, the rules it breaks. */
      listing: listingOf(standard),
    };
  }),

  /** Cards for a list of ids (the assistant's product cards); unknown ids are skipped. */
  byIds: publicProcedure
    .input(z.object({ ids: z.array(idSchema).max(24, 'At most 24 ids') }))
    .query(({ ctx, input }) => productsByIds(ctx.db, input.ids)),

  /**
   * 2 to 4 products side by side (/compare): verdict, badges, ingredients of concern, what each has
   * that the others do not, price, shops, certifications, rating. Unknown ids are named, not fatal.
   */
  compare: publicProcedure
    .input(z.object({ ids: compareIdsSchema }))
    .query(({ ctx, input }) => compareProducts(ctx.db, input.ids)),

  /** Per product, the avoid list's own words its ingredients hold (cards mark them). */
  avoidedWords: publicProcedure
    .input(
      z.object({
        ids: z.array(idSchema).min(1).max(MAX_MARKED, `At most ${MAX_MARKED} ids`),
        terms: avoidFilterSchema.shape.terms.min(1, 'At least one word'),
      }),
    )
    .query(({ ctx, input }) => wordsInProducts(ctx.db, input.ids, input.terms)),

  ingredients: publicProcedure
    .input(z.object({ productId: idSchema }))
    .query(({ ctx, input }) => readIngredients(ctx.db, input.productId)),

  homeHero: publicProcedure.query(({ ctx }) => homeHeroProducts(ctx.db)),
  homeBestsellers: publicProcedure.query(({ ctx }) => homeBestsellers(ctx.db)),
  homeArticles: publicProcedure.query(({ ctx }) => articleTeasers(ctx.db, 3)),
  swapOfTheWeek: publicProcedure.query(({ ctx }) => swapOfTheWeek(ctx.db)),

  brands: publicProcedure.query(({ ctx }) => brandSummaries(ctx.db)),
  heroBrands: publicProcedure.query(({ ctx }) => heroBrands(ctx.db)),

  sameBrand: publicProcedure
    .input(
      z.object({
        brand: z.string().trim().min(1, 'Required').max(120, 'Too long'),
        excludeId: idSchema.optional(),
        limit: z.number().int().min(1).max(24).optional(),
      }),
    )
    .query(({ ctx, input }) =>
      readSameBrand(ctx.db, input.brand, input.excludeId, input.limit ?? 12),
    ),

  /** Clean products of the same category, with what each swap leaves out and brings in. */
  cleanerAlternatives: publicProcedure
    .input(z.object({ productId: idSchema }))
    .query(({ ctx, input }) => cleanerAlternatives(ctx.db, input.productId)),
});
