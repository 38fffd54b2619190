/**
 * The answers of the assistant model's read-only tools over our own data (runTool): search the
 * catalogue, read and compare products, order, narrow and compare the last results, analyse an
 * ingredient list. Their definitions as the model sees them are in ./llm-tool-definitions.ts;
 * ./llm.ts runs the tool loop and bounds what a result may cost.
 */
import { countOf, plural } from '../../shared/text';
import { z } from 'zod';
import { idSchema } from '../../shared/schemas/common';
import { CATEGORIES, CERTIFICATIONS, SENSITIVITIES, SKIN_TYPES } from '../../shared/catalog';
import { AVOID_GROUP_IDS, cleanAvoidList } from '../../shared/avoid-list';
import { productVerdict } from '../../shared/ingredients';
import type { DB } from '../db/connect';
import { knowledgeBaseIndex } from '../ingredients/kb';
import { searchIds } from '../catalog/service';
import {
  analyseIngredientText,
  findCandidates,
  readProducts,
  type CandidateProduct,
} from './catalog';
import { checkProduct } from './product-checks';
import { SORT_KEYS, sortProducts, sortValue, type Sort } from './operations';
import { NO_PREFERENCES, recommend, type Preferences } from './recommend';
import { normalise } from './fold';
import { PRODUCT_TYPES } from './vocabulary';

const searchArgs = z.object({
  query: z.string().max(100).optional(),
  product_type: z.string().max(60).optional(),
  category: z.enum(CATEGORIES).optional(),
  skin_types: z.array(z.enum(SKIN_TYPES)).max(5).optional(),
  sensitivity: z.array(z.enum(SENSITIVITIES)).max(7).optional(),
  certifications: z.array(z.enum(CERTIFICATIONS)).max(4).optional(),
  avoid: z.array(z.string()).max(13).optional(),
  avoid_ingredients: z.array(z.string().max(40)).max(20).optional(),
  avoid_families: z
    .array(z.enum(['endocrine-disruptors']))
    .max(5)
    .optional(),
  max_price: z.number().positive().max(100_000).optional(),
  limit: z.number().int().min(1).max(8).optional(),
});
const analyzeArgs = z.object({ ingredients: z.string().min(1).max(10_000) });
const compareArgs = z.object({ ids: z.array(idSchema).min(2).max(4) });
const sortResultsArgs = z.object({
  by: z.enum(SORT_KEYS),
  direction: z.enum(['asc', 'desc']).optional(),
});
const filterResultsArgs = z.object({
  avoid: z
    .array(z.enum(AVOID_GROUP_IDS as unknown as [string, ...string[]]))
    .max(13)
    .optional(),
  avoid_ingredients: z.array(z.string().max(40)).max(20).optional(),
  max_price: z.number().positive().max(100_000).optional(),
  certifications: z.array(z.enum(CERTIFICATIONS)).max(4).optional(),
  same_brand_as: idSchema.optional(),
});
const compareResultsArgs = z.object({
  positions: z.array(z.number().int().min(1).max(6)).min(2).max(4).optional(),
});

/** The products of the last results (the cards shown last, or the last search of this turn). */
export interface ToolContext {
  lastResults: readonly number[];
}

function summary(product: CandidateProduct) {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    price_eur: product.price,
    rating: product.rating,
    review_count: product.review_count,
    features: product.features,
    skin_type: product.skin_type,
    sensitivity: product.sensitivity,
    certifications: product.certifications,
    packaging: product.packaging,
    ingredients_of_concern: product.ingredients
      .filter((i) => i.rating === 'high-concern' || i.rating === 'low-to-moderate-concern')
      .map((i) => ({ name: i.name, rating: i.rating })),
    ingredients_known: product.ingredients.length > 0,
    url: `/product/${product.id}`,
  };
}

/** Each product checked against the shopper's constraints, side by side. */
function compared(products: CandidateProduct[], prefs: Preferences) {
  const concerns = (p: CandidateProduct) =>
    p.ingredients
      .filter((i) => i.rating === 'high-concern' || i.rating === 'low-to-moderate-concern')
      .map((i) => i.name);
  return products.map((product) => {
    const checks = checkProduct(product, prefs, 'en');
    const others = new Set(products.filter((p) => p !== product).flatMap(concerns));
    return {
      ...summary(product),
      meets: checks.filter((c) => c.mark === 'meets').map((c) => c.text),
      breaks: checks.filter((c) => c.mark === 'breaks').map((c) => c.text),
      unknown: checks.filter((c) => c.mark === 'unknown').map((c) => c.text),
      only_this_one_has: concerns(product).filter((name) => !others.has(name)),
    };
  });
}

const NO_RESULTS = {
  error:
    'There are no last results yet: search the catalogue first, or ask what the shopper means.',
};

export async function runTool(
  db: DB,
  name: string,
  rawArguments: string,
  prefs: Preferences = NO_PREFERENCES,
  context: ToolContext = { lastResults: [] },
): Promise<unknown> {
  let args: unknown;
  try {
    args = rawArguments ? JSON.parse(rawArguments) : {};
  } catch {
    return { error: 'The arguments are not valid JSON.' };
  }
  if (name === 'search_products') {
    const parsed = searchArgs.safeParse(args);
    if (!parsed.success) return { error: `Invalid arguments: ${parsed.error.issues[0]?.message}` };
    const a = parsed.data;
    const typeText = normalise(a.product_type ?? '');
    const type = typeText ? (PRODUCT_TYPES.find((t) => t.match.test(typeText)) ?? null) : null;
    let candidates: CandidateProduct[];
    if (type) {
      candidates = await findCandidates(db, { type, category: null });
    } else if (a.query || a.product_type) {
      const q = normalise(a.query ?? a.product_type ?? '').slice(0, 100);
      const { ids } = await searchIds(db, {
        q,
        category: a.category ?? null,
        filters: {},
        avoid: null,
        sort: 'rating',
        page: 1,
        pageSize: 300,
      });
      candidates = await readProducts(db, ids);
    } else {
      candidates = await findCandidates(db, { type: null, category: a.category ?? null });
    }
    if (a.category) candidates = candidates.filter((p) => p.category === a.category);
    if (a.sensitivity?.length)
      candidates = candidates.filter((p) => a.sensitivity!.every((s) => p.sensitivity.includes(s)));
    const avoid = cleanAvoidList({
      groups: a.avoid ?? [],
      terms: (a.avoid_ingredients ?? []).map((t) => t.toLowerCase()),
    });
    const outcome = recommend(
      candidates,
      {
        ...NO_PREFERENCES,
        avoid,
        termLabels: a.avoid_ingredients ?? [],
        families: a.avoid_families ?? [],
        skinTypes: a.skin_types ?? [],
        certifications: a.certifications ?? [],
        priceMax: a.max_price ?? null,
      },
      { max: a.limit ?? 6, lang: 'en' },
    );
    return {
      products: outcome.picks.map((p) => summary(p.product)),
      considered: outcome.considered,
      left_out: {
        contains_avoided_or_unknown_ingredients: outcome.excludedForAvoid,
        high_concern_ingredient: outcome.excludedForConcern,
        over_budget: outcome.excludedForPrice,
        not_for_skin_type: outcome.excludedForSkin,
      },
      wishes_not_met: outcome.relaxed,
    };
  }
  if (name === 'get_product') {
    const parsed = z.object({ id: idSchema }).safeParse(args);
    if (!parsed.success) return { error: 'Invalid arguments: id must be a whole number.' };
    const [product] = await readProducts(db, [parsed.data.id]);
    if (!product) return { error: `There is no product with id ${parsed.data.id}.` };
    return {
      ...summary(product),
      subtitle: product.subtitle,
      description: product.description,
      natural_ingredients: product.natural_ingredients,
      ingredients: product.ingredients.map((i) => ({ name: i.name, rating: i.rating })),
    };
  }
  if (name === 'compare_products') {
    const parsed = compareArgs.safeParse(args);
    if (!parsed.success) return { error: 'Invalid arguments: ids must be 2 to 4 product ids.' };
    const products = await readProducts(db, [...new Set(parsed.data.ids)]);
    return {
      products: compared(products, prefs),
      missing_ids: parsed.data.ids.filter((id) => !products.some((p) => p.id === id)),
    };
  }
  if (name === 'sort_results') {
    const parsed = sortResultsArgs.safeParse(args);
    if (!parsed.success)
      return { error: `Invalid arguments: by must be one of ${SORT_KEYS.join(', ')}.` };
    if (context.lastResults.length === 0) return NO_RESULTS;
    const sort: Sort = {
      key: parsed.data.by,
      direction: parsed.data.direction ?? (parsed.data.by === 'rating' ? 'desc' : 'asc'),
    };
    const products = await readProducts(db, context.lastResults);
    const fitting = recommend(products, prefs, { max: products.length, lang: 'en' }).picks;
    return {
      sorted_by: `${sort.key} ${sort.direction}`,
      products: sortProducts(fitting, sort).map(({ product }) => ({
        ...summary(product),
        value: sortValue(product, sort.key),
      })),
      left_out_for_constraints: products.length - fitting.length,
    };
  }
  if (name === 'filter_results') {
    const parsed = filterResultsArgs.safeParse(args);
    if (!parsed.success) return { error: `Invalid arguments: ${parsed.error.issues[0]?.message}` };
    if (context.lastResults.length === 0) return NO_RESULTS;
    const a = parsed.data;
    const products = await readProducts(db, context.lastResults);
    let brand: string | null = null;
    if (a.same_brand_as !== undefined) {
      const [of] = await readProducts(db, [a.same_brand_as]);
      if (!of) return { error: `There is no product with id ${a.same_brand_as}.` };
      brand = of.brand;
    }
    const narrowed: Preferences = {
      ...prefs,
      avoid: cleanAvoidList({
        groups: [...prefs.avoid.groups, ...(a.avoid ?? [])],
        terms: [...prefs.avoid.terms, ...(a.avoid_ingredients ?? []).map((t) => t.toLowerCase())],
      }),
      priceMax: a.max_price ?? prefs.priceMax,
    };
    const kept: CandidateProduct[] = [];
    const leftOut: { id: number; name: string; why: string[] }[] = [];
    for (const product of products) {
      const why = checkProduct(product, narrowed, 'en')
        .filter(
          (c) =>
            c.mark === 'breaks' ||
            (c.mark === 'unknown' &&
              narrowed.avoid.terms.length + narrowed.avoid.groups.length > 0),
        )
        .map((c) => c.text);
      if (brand !== null && product.brand !== brand) why.push(`not made by ${brand}`);
      for (const wish of a.certifications ?? []) {
        if (!product.certifications.includes(wish)) why.push(`not ${wish}`);
      }
      if (why.length > 0) leftOut.push({ id: product.id, name: product.name, why });
      else kept.push(product);
    }
    return { products: kept.map(summary), left_out: leftOut };
  }
  if (name === 'compare_results') {
    const parsed = compareResultsArgs.safeParse(args);
    if (!parsed.success)
      return { error: 'Invalid arguments: positions must be 2 to 4 numbers from 1.' };
    if (context.lastResults.length === 0) return NO_RESULTS;
    const positions = parsed.data.positions ?? [1, 2, 3];
    const ids = positions
      .map((p) => context.lastResults[p - 1])
      .filter((id): id is number => id !== undefined);
    if (ids.length < 2)
      return {
        error: `Only ${countOf(context.lastResults.length, 'product')} ${plural(context.lastResults.length, 'was', 'were')} shown last.`,
      };
    return { products: compared(await readProducts(db, [...new Set(ids)]), prefs) };
  }
  if (name === 'analyze_ingredients') {
    const parsed = analyzeArgs.safeParse(args);
    if (!parsed.success) return { error: 'Invalid arguments: ingredients must be text.' };
    const kb = await knowledgeBaseIndex(db);
    const items = analyseIngredientText(parsed.data.ingredients, kb);
    const verdict = productVerdict(items.map((i) => i.rating));
    return {
      verdict: { level: verdict.level, title: verdict.title, summary: verdict.summary },
      ingredients: items.map((i) => ({
        name: i.name,
        rating: i.rating,
        concerns: i.concerns,
        explanation:
          i.explanation ?? 'Not in our database yet; make no claim about this ingredient.',
      })),
    };
  }
  return { error: `Unknown tool ${name}.` };
}
