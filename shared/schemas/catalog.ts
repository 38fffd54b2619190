/**
 * The strict input of `catalog.search` (zod). Kept apart from shared/catalog-search.ts so that the
 * client's route definitions, which load on every page, do not pull zod into the first load.
 */
import { z } from 'zod';
import * as vocabulary from '../catalog';
import { AVOID_GROUP_IDS, MAX_AVOID_TERM_LENGTH, MAX_CUSTOM_AVOID_TERMS } from '../avoid-list';
import {
  ALL_PRODUCTS,
  BESTSELLER_OPTION,
  cleanSearchText,
  DEFAULT_SORT,
  FILTER_GROUP_IDS,
  MAX_BRAND_LENGTH,
  MAX_BRANDS_SELECTED,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  PAGE_SIZE,
  SORTS,
  STANDARD_OPTIONS,
  uniqueIgnoringCase,
  type CatalogFilters,
  type NormalizedQuery,
} from '../catalog-search';

const optionList = <T extends readonly [string, ...string[]]>(options: T) =>
  z.array(z.enum(options)).max(options.length);

export const catalogFiltersSchema = z
  .object({
    bestsellers: z.array(z.literal(BESTSELLER_OPTION)).max(1),
    brands: z
      .array(z.string().trim().min(1, 'Too short').max(MAX_BRAND_LENGTH, 'Too long'))
      .max(MAX_BRANDS_SELECTED, `At most ${MAX_BRANDS_SELECTED} brands`),
    standard: optionList(STANDARD_OPTIONS),
    productType: optionList(vocabulary.PRODUCT_TYPE_LABELS),
    price: optionList(vocabulary.PRICE_RANGE_LABELS),
    freeFrom: optionList(vocabulary.FREE_FROM_LABELS),
    naturalIngredients: optionList(vocabulary.NATURAL_INGREDIENTS),
    certifications: optionList(vocabulary.CERTIFICATIONS),
    packaging: optionList(vocabulary.PACKAGING),
    originRegion: optionList(vocabulary.ORIGIN_REGIONS),
    ownershipBrand: optionList(vocabulary.OWNERSHIP),
    skinType: optionList(vocabulary.SKIN_TYPES),
    sensitivity: optionList(vocabulary.SENSITIVITIES),
  })
  .partial()
  .strict();

/** The shopper's avoid list while "Hide products with my avoided ingredients" is on. */
export const avoidFilterSchema = z
  .object({
    groups: z.array(z.enum(AVOID_GROUP_IDS as [string, ...string[]])).max(AVOID_GROUP_IDS.length),
    terms: z
      .array(
        z
          .string()
          .trim()
          .toLowerCase()
          .min(2, 'At least 2 characters')
          .max(MAX_AVOID_TERM_LENGTH, `At most ${MAX_AVOID_TERM_LENGTH} characters`),
      )
      .max(MAX_CUSTOM_AVOID_TERMS, `At most ${MAX_CUSTOM_AVOID_TERMS} words`),
  })
  .strict();

export const catalogQuerySchema = z
  .object({
    q: z
      .string()
      .max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`)
      .transform(cleanSearchText)
      .optional(),
    category: z.string().trim().max(60, 'Too long').optional(),
    filters: catalogFiltersSchema.optional(),
    avoid: avoidFilterSchema.optional(),
    sort: z.enum(SORTS).optional(),
    page: z.number().int().min(1).max(MAX_PAGE).optional(),
    pageSize: z.number().int().min(1).max(48).optional(),
  })
  .strict();

export type CatalogQueryInput = z.input<typeof catalogQuerySchema>;

export function normalizeQuery(input: z.output<typeof catalogQuerySchema>): NormalizedQuery {
  const category = input.category && input.category !== ALL_PRODUCTS ? input.category : null;
  const filters: CatalogFilters = {};
  for (const id of FILTER_GROUP_IDS) {
    const values = input.filters?.[id];
    if (!values?.length) continue;
    // De-duplicate and sort so that equal selections share one cache entry.
    const unique = id === 'brands' ? uniqueIgnoringCase(values) : [...new Set(values)];
    filters[id] = unique.sort();
  }
  const groups = [...new Set(input.avoid?.groups ?? [])].sort();
  const terms = [...new Set(input.avoid?.terms ?? [])].sort();
  return {
    q: input.q ?? '',
    category,
    filters,
    avoid: groups.length || terms.length ? { groups, terms } : null,
    sort: input.sort ?? DEFAULT_SORT,
    page: input.page ?? 1,
    pageSize: input.pageSize ?? PAGE_SIZE,
  };
}
