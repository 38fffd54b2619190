/**
 * What the checker offers instead of a checked list: its kind guessed from the catalogue products
 * that share its ingredients, and the products of that kind without what the list is flagged for.
 */
import { CATEGORIES, type Category } from '../../shared/catalog';
import { avoidMatches, type AvoidList } from '../../shared/avoid-list';
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import type { ProductRow } from '../db/schema';
import { ALTERNATIVE_COLUMNS } from '../products/rows';
import { fromJsonList } from '../db/json';
import type { CheckedIngredient } from './check';
import { analysedIngredients } from './details';
import { listed } from '../standard/listing';
import type { KbDomain } from './types';

const ALTERNATIVES = 3;
const CANDIDATE_PRODUCTS = 300;

export type AlternativeProduct = Pick<ProductRow, (typeof ALTERNATIVE_COLUMNS)[number]>;

/** What an ingredient list can be: goods for the body, or for the home. */
const BODY_CATEGORIES: readonly string[] = ['Skincare', 'Haircare', 'Make-up', 'Baby & Kids'];
const HOUSEHOLD_CATEGORIES: readonly string[] = ['Home cleaners', 'Laundry', 'Kitchen'];
const NEAREST_PRODUCTS = 5;

/**
 * Functions that say nothing of what a product is for: water, a fragrance, salt as a thickener or
 * an acid for the pH are in shampoos and dish liquids alike.
 */
const GENERIC_FUNCTIONS: ReadonlySet<string> = new Set([
  'solvent',
  'fragrance',
  'fragrance-allergen',
  'thickener',
  'ph-adjuster',
  'chelating',
]);

/**
 * How many of a list's known names belong to one domain only. A name that serves both (its entry
 * explains it for the other domain too: the surfactants of shampoos and dish liquids) or that only
 * does a generic job counts for neither: a list made of such names could be either.
 */
export function domainCounts(
  entries: readonly {
    id: number;
    domain: KbDomain;
    functions?: readonly string[];
    explanations?: Partial<Record<KbDomain, string>>;
  }[],
  ingredients: CheckedIngredient[],
): { household: number; cosmetics: number } {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const counts = { household: 0, cosmetics: 0 };
  for (const i of ingredients) {
    const entry = i.ingredient_id === null ? undefined : byId.get(i.ingredient_id);
    if (!entry || (entry.domain !== 'household' && entry.domain !== 'cosmetics')) continue;
    const other = entry.domain === 'household' ? 'cosmetics' : 'household';
    if (entry.explanations?.[other]) continue;
    const functions = entry.functions ?? [];
    if (functions.length > 0 && functions.every((f) => GENERIC_FUNCTIONS.has(f))) continue;
    counts[entry.domain]++;
  }
  return counts;
}

/**
 * Weight bands of surfactant classes ('5-15 % anionic surfactants', '>30 %: anionische Tenside')
 * are how the EU detergents regulation has detergents declare their contents; cosmetics never do.
 * In English, German, Dutch and French.
 */
const DETERGENT_DECLARATION =
  /%[\s:]*(?:(?:anionic|non-?ionic|cationic|amphoteric)\s+surfactants|(?:anionische|nichtionische|kationische|amphotere)\s+tenside|(?:anionische|niet-?ionische|kationische|amfotere)\s+oppervlakteactieve|agents\s+de\s+surface\s+(?:anioniques|non\s+ioniques|cationiques|amphot))/i;

/**
 * US cleaners disclose each ingredient's purpose in cleaning words ('decyl glucoside (plant-derived
 * cleaning agent)', 'citric acid (water softener)'); a cosmetic label does not.
 */
const CLEANING_PURPOSE =
  /\([^()]{0,60}\b(?:cleaning agents?|water softener|stain remover|grease cutter|soil suspending agent|builder)\b/i;

/** Stain-removing enzymes: a laundry or dish detergent lists two or more; a cosmetic hardly one. */
const DETERGENT_ENZYMES =
  /\b(?:alpha-?)?(?:protease|amylase|lipase|mannanase|pectinase|pectate lyase|cellulase|subtilisin)\b/gi;

/** Whether a label declares itself a detergent or cleaner the way only those do. */
export function declaresDetergent(text: string): boolean {
  if (DETERGENT_DECLARATION.test(text) || CLEANING_PURPOSE.test(text)) return true;
  const enzymes = new Set((text.match(DETERGENT_ENZYMES) ?? []).map((e) => e.toLowerCase()));
  return enzymes.size >= 2;
}

/** Whose ingredients these mostly are, when it is clear. */
export function clearDomain({
  household,
  cosmetics,
}: {
  household: number;
  cosmetics: number;
}): KbDomain | null {
  // Only names of one domain are counted (domainCounts): two of them with a clear lead decide
  // (a conditioning polymer and a humectant say shampoo; one urea says little).
  if (household > cosmetics) return 'household';
  if (cosmetics > 2 * household && cosmetics >= 2) return 'cosmetics';
  return null;
}

/**
 * The category (and, where they agree, the product type) of the catalogue products that share the
 * most ingredients with this list, each shared ingredient weighted by its rarity (water and
 * glycerin say little; a surfactant says much). A list clearly of cosmetic ingredients is sent
 * only to goods for the body, one clearly of household ingredients only to goods for the home (a
 * deodorant's alternatives are not floor cleaners). When most of the nearest products are of one
 * type, the alternatives are of that type (a toothpaste's are toothpastes, not the creams of the
 * same category).
 */
export async function guessKind(
  db: DB,
  ingredients: CheckedIngredient[],
  domain: KbDomain | null,
): Promise<{ category: Category | null; productType: string | null }> {
  const none = { category: null, productType: null };
  const ids = ingredients.flatMap((i) => (i.ingredient_id === null ? [] : [i.ingredient_id]));
  if (ids.length === 0) return none;
  const rows = await db
    .with('df', (qb) =>
      qb
        .selectFrom('product_ingredients')
        .select(['ingredient_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('ingredient_id', 'in', ids.slice(0, 100))
        .groupBy('ingredient_id'),
    )
    .selectFrom('product_ingredients as pi')
    .innerJoin('df', 'df.ingredient_id', 'pi.ingredient_id')
    .innerJoin('products as p', 'p.id', 'pi.product_id')
    .select(['p.id', 'p.category', 'p.product_type', sql<number>`sum(1.0 / df.n)`.as('score')])
    .groupBy(['p.id', 'p.category', 'p.product_type'])
    .orderBy('score', 'desc')
    .limit(50)
    .execute();
  const allowed =
    domain === 'cosmetics'
      ? BODY_CATEGORIES
      : domain === 'household'
        ? HOUSEHOLD_CATEGORIES
        : (CATEGORIES as readonly string[]);
  const nearest = rows
    .filter((row) => row.category !== null && allowed.includes(row.category))
    .slice(0, NEAREST_PRODUCTS);
  if (nearest.length === 0) return none;
  const tally = (key: (row: (typeof nearest)[number]) => string | null) => {
    const votes = new Map<string, { n: number; score: number }>();
    for (const row of nearest) {
      const k = key(row);
      if (!k) continue;
      const vote = votes.get(k) ?? { n: 0, score: 0 };
      votes.set(k, { n: vote.n + 1, score: vote.score + Number(row.score) });
    }
    return [...votes.entries()].sort((a, b) => b[1].n - a[1].n || b[1].score - a[1].score);
  };
  const [topType] = tally((row) => row.product_type);
  if (topType && topType[1].n * 2 > nearest.length) {
    const category = tally((row) => (row.product_type === topType[0] ? row.category : null))[0]!;
    return { category: category[0] as Category, productType: topType[0] };
  }
  const byScore = tally((row) => row.category).sort((a, b) => b[1].score - a[1].score);
  return { category: byScore[0]![0] as Category, productType: null };
}

/**
 * Listed products (those that meet the standard) of the category (and the type, when guessed)
 * whose analysis has nothing of high concern, none of the list's flagged
 * ingredients and nothing on the avoid list; fewest ingredients of moderate concern first.
 */
export async function findAlternatives(
  db: DB,
  category: Category,
  productType: string | null,
  ingredients: CheckedIngredient[],
  flagged: number[],
  avoid: AvoidList,
): Promise<AlternativeProduct[]> {
  const flaggedIds = new Set(
    flagged.flatMap((p) => {
      const id = ingredients[p]?.ingredient_id;
      return id === null || id === undefined ? [] : [id];
    }),
  );
  const flaggedNames = new Set(flagged.map((p) => ingredients[p]!.name.toLowerCase()));
  const products = await db
    .selectFrom('products')
    .select(ALTERNATIVE_COLUMNS)
    .where('category', '=', category)
    .where(listed)
    .$if(productType !== null, (qb) => qb.where('product_type', '=', productType))
    .orderBy('rating', 'desc')
    .orderBy('review_count', 'desc')
    .limit(CANDIDATE_PRODUCTS)
    .execute();
  if (products.length === 0) return [];
  const rows = await analysedIngredients(db)
    .select([
      'pi.product_id',
      'pi.ingredient_id',
      'pi.ingredient_name',
      'pi.safety_rating',
      'pi.concerns',
      'i.functions',
      'i.synonyms',
    ])
    .where(
      'pi.product_id',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push(row);
    byProduct.set(row.product_id, list);
  }
  const scored: { product: (typeof products)[number]; moderate: number }[] = [];
  for (const product of products) {
    const list = byProduct.get(product.id);
    if (!list?.length) continue; // not analysed: we cannot vouch for it
    let ok = true;
    let moderate = 0;
    for (const row of list) {
      if (row.safety_rating === 'high-concern') ok = false;
      if (row.ingredient_id !== null && flaggedIds.has(row.ingredient_id)) ok = false;
      if (flaggedNames.has(row.ingredient_name.toLowerCase())) ok = false;
      if (
        avoidMatches(
          {
            name: row.ingredient_name,
            functions: fromJsonList(row.functions),
            concerns: fromJsonList(row.concerns),
            synonyms: fromJsonList(row.synonyms),
          },
          avoid,
        ).length > 0
      ) {
        ok = false;
      }
      if (!ok) break;
      if (row.safety_rating === 'low-to-moderate-concern') moderate++;
    }
    if (ok) scored.push({ product, moderate });
  }
  scored.sort(
    (a, b) =>
      a.moderate - b.moderate ||
      (b.product.rating ?? 0) - (a.product.rating ?? 0) ||
      b.product.review_count - a.product.review_count,
  );
  return scored.slice(0, ALTERNATIVES).map((s) => s.product);
}
