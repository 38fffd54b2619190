/**
 * What the built-in writer knows about a topic before it writes: the subject, its ingredient
 * families and entries in the knowledge base, the categories it concerns, and catalogue products
 * that fit.
 */
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import { knowledgeBaseIndex } from '../ingredients/kb';
import type { KbEntry } from '../ingredients/types';
import { STOPWORDS, words, capitalise } from './writer-words';
import { findCandidates } from '../assistant/catalog';
import { recommend, type Preferences } from '../assistant/recommend';
import { understand, type Understanding } from '../assistant/understand';
import { FAMILY_LABELS, GROUP_LABELS } from '../assistant/vocabulary';

export interface ProductRef {
  id: number;
  name: string;
  brand: string | null;
  category: string | null;
  description: string | null;
  features: string[];
  clean: boolean;
  natural: boolean;
}

/** What the writer knows about a topic. */
export interface Research {
  topic: string;
  /** The subject as a title would name it ("Parabens", "Sun protection"). */
  subject: string;
  family: Family | null;
  /** Knowledge-base entries about the topic, the ones named in the topic first. */
  entries: KbEntry[];
  products: ProductRef[];
  categories: string[];
  domain: 'cosmetics' | 'household' | 'general';
  /**
   * The product type the topic is about ("a fragrance-free moisturiser for sensitive skin" is
   * about moisturisers), with what the reader wants of it; null when the topic names no type.
   */
  focus: TopicFocus | null;
}

export interface TopicFocus {
  /** The type's id in the assistant's vocabulary (server/assistant/vocabulary.ts). */
  typeId: string;
  /** Singular and plural as a title names them ("moisturiser", "moisturisers"). */
  typeName: string;
  typePlural: string;
  /** What the topic wants avoided (avoid groups, FREE FROM families, named ingredients). */
  avoid: string[];
  skinTypes: string[];
  situations: string[];
}

export interface Family {
  label: string;
  /** Words in a topic that point to this family. */
  words: RegExp;
  /** Which knowledge-base entries belong to it. */
  matches: (entry: KbEntry) => boolean;
  categories: string[];
  /** Verb agreement for the subject ("parabens are", "fragrance is"). */
  plural: boolean;
}

export const has = (entry: KbEntry, pattern: RegExp) =>
  pattern.test(entry.inci) || entry.synonyms.some((s) => pattern.test(s));

/** Ingredient families and themes a topic often names (checked in order). */
export const FAMILIES: Family[] = [
  {
    label: 'Parabens',
    words: /paraben/i,
    matches: (e) => has(e, /paraben/i),
    categories: ['Skincare', 'Baby & Kids'],
    plural: true,
  },
  {
    label: 'Sulfates',
    words: /sul(f|ph)ate|\bsls\b|\bsles\b/i,
    matches: (e) => has(e, /(laur|laureth|coco|myreth)[a-z]* sul(f|ph)ate/i),
    categories: ['Haircare', 'Skincare'],
    plural: true,
  },
  {
    label: 'Silicones',
    words: /silicone|dimethicone|siloxane/i,
    matches: (e) => has(e, /methicone|siloxane|silicone/i),
    categories: ['Haircare', 'Make-up'],
    plural: true,
  },
  {
    label: 'Microplastics',
    words: /micro-?plastic|microbead|plastic/i,
    matches: (e) => e.concerns.includes('microplastic'),
    categories: ['Skincare', 'Laundry', 'Fashion'],
    plural: true,
  },
  {
    label: 'Sun protection',
    words: /\bsun|spf|\buv\b|uva|uvb|sunscreen/i,
    matches: (e) => e.functions.includes('uv-filter'),
    categories: ['Skincare', 'Baby & Kids'],
    plural: false,
  },
  {
    label: 'Fragrance',
    words: /fragrance|perfume|parfum|scent|allergen/i,
    matches: (e) => e.functions.includes('fragrance-allergen') || e.inci === 'Parfum',
    categories: ['Skincare', 'Decoration', 'Home cleaners'],
    plural: false,
  },
  {
    label: 'Phthalates',
    words: /phthalate/i,
    matches: (e) => has(e, /phthalate/i),
    categories: ['Decoration', 'Make-up'],
    plural: true,
  },
  {
    label: 'Formaldehyde releasers',
    words: /formaldehyde/i,
    matches: (e) =>
      has(e, /formaldehyde|hydantoin|urea|quaternium-15|bronopol|nitropropane|glycinate/i) &&
      e.functions.includes('preservative'),
    categories: ['Haircare', 'Skincare'],
    plural: true,
  },
  {
    label: 'Preservatives',
    words: /preserv/i,
    matches: (e) => e.functions.includes('preservative'),
    categories: ['Skincare', 'Haircare'],
    plural: true,
  },
  {
    label: 'Hormone disruptors',
    words: /hormone|endocrine/i,
    matches: (e) => e.concerns.includes('endocrine-disruption'),
    categories: ['Skincare', 'Kitchen'],
    plural: true,
  },
  {
    label: 'Essential oils',
    words: /essential oil/i,
    matches: (e) => /\boil\b/i.test(e.inci) && e.functions.includes('fragrance'),
    categories: ['Skincare', 'Decoration'],
    plural: true,
  },
  {
    label: 'Cleaning products',
    words: /clean(ing|er)|detergent|bleach|disinfect|bathroom|household/i,
    matches: (e) =>
      e.domain === 'household' &&
      e.functions.some((f) => ['surfactant', 'bleaching', 'antimicrobial'].includes(f)),
    categories: ['Home cleaners', 'Laundry'],
    plural: true,
  },
];

/** Words in a topic that point to a catalogue category. */
export const CATEGORY_WORDS: [RegExp, string][] = [
  [/skin|face|facial|serum|moisturi|cleanser|acne|eczema|wrinkle|toner|cream/i, 'Skincare'],
  [/hair|shampoo|conditioner|scalp|curl/i, 'Haircare'],
  [/clean(ing|er)|bathroom|descal|dish|surface|disinfect/i, 'Home cleaners'],
  [/make-?up|lipstick|mascara|foundation|blush|cosmetic/i, 'Make-up'],
  [/baby|babies|kid|child|toddler|nappy|diaper|newborn|pregnan/i, 'Baby & Kids'],
  [/laundry|washing|detergent|stain/i, 'Laundry'],
  [/kitchen|cook|pan|food|bake|non-?stick/i, 'Kitchen'],
  [/candle|decor|diffuser|home scent/i, 'Decoration'],
  [/fashion|cloth|cotton|linen|textile|wool|wear/i, 'Fashion'],
];

export const HOUSEHOLD_CATEGORIES = new Set([
  'Home cleaners',
  'Laundry',
  'Kitchen',
  'Decoration',
  'Fashion',
]);

/** The subject a title would name, from a free-text topic. */
/** Our own title phrasings, so that a generated title ("A calm guide to X") gives back X. */
export const TITLE_PREFIX =
  /^(a calm guide to|what to know about|choosing well:|reading the label:|should you worry about|the honest truth about|your questions about|a clean-living guide to|five things we wish we knew about|making sense of|a gentler approach to|everything you wanted to know about)\s+/i;
const TITLE_SUFFIX =
  /(,\s*plainly explained|:\s*what the science really says|\s+without the panic:.*|\s+before you buy|\s+explained|,\s*answered|\s+in five minutes|:\s*simple swaps.*|:\s*myths, facts.*|\s+for families:.*|:\s*where to start|,\s*one label at a time|\s+at a glance:.*|\s+at home:.*|:\s*the essentials|:\s*a .* guide|:\s*the \d{4} guide)$/i;

export function subjectOf(topic: string): string {
  let text = topic
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(TITLE_PREFIX, '')
    .replace(TITLE_SUFFIX, '')
    .replace(/^(please\s+)?(write|create|draft)\s+(an?\s+)?(article|post|blog post|piece)?\s*/i, '')
    .replace(/^(an?\s+)?(article|post|blog post|piece|guide)\s+(about|on)\s+/i, '')
    .replace(/^(about|on)\s+/i, '')
    .trim();
  if (text.length > 48) {
    const clause = text.split(/[,;:(]|\s[-–—]\s/)[0]!.trim();
    text = clause.length >= 3 ? clause : text;
  }
  if (text.length > 48) text = text.split(/\s+/).slice(0, 6).join(' ');
  return capitalise(text || topic.trim());
}

/** Finds what the knowledge base and the catalogue know about a topic. */
export async function research(db: DB, topic: string): Promise<Research> {
  const index = await knowledgeBaseIndex(db);
  const family = FAMILIES.find((f) => f.words.test(topic)) ?? null;

  // Ingredients the topic names (1 to 4 word windows, exact or compact matches only).
  const named: KbEntry[] = [];
  const tokens = words(topic);
  for (let size = 4; size >= 1; size--) {
    for (let i = 0; i + size <= tokens.length; i++) {
      const window = tokens.slice(i, i + size);
      if (size === 1 && (STOPWORDS.has(window[0]!) || window[0]!.length < 4)) continue;
      const match = index.lookup(window.join(' '));
      if (match && (match.method === 'exact' || match.method === 'compact')) {
        if (!named.some((e) => e.id === match.entry.id)) named.push(match.entry);
      }
    }
  }
  const familyEntries = family ? index.entries.filter(family.matches) : [];
  const severity = { 'high-concern': 0, 'low-to-moderate-concern': 1, 'no-concern': 2 } as const;
  const seen = new Set<number>();
  const entries = [
    ...named,
    ...familyEntries.sort((a, b) => severity[a.rating] - severity[b.rating]),
  ]
    .filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)))
    .slice(0, 14);

  // Related, well-rated ingredients doing the job of a flagged one (the "gentler alternatives").
  const jobs = new Set(
    entries
      .filter((e) => e.rating !== 'no-concern')
      .flatMap((e) => e.functions)
      .filter((f) => !['fragrance-allergen', 'fragrance'].includes(f)),
  );
  if (jobs.size && entries.length < 14) {
    for (const entry of index.entries) {
      if (entries.length >= 14) break;
      if (seen.has(entry.id) || entry.rating !== 'no-concern') continue;
      if (entry.domain !== entries[0]!.domain) continue;
      if (entry.functions.some((f) => jobs.has(f))) {
        seen.add(entry.id);
        entries.push(entry);
      }
    }
  }

  // A topic about a product type keeps that type and its concern ("How to choose a
  // fragrance-free moisturiser for sensitive skin" must not become an article about fragrance
  // that recommends candles): the assistant's understanding of a request reads them.
  const wish = understand(topic, index);
  const focus: TopicFocus | null = wish.type
    ? {
        typeId: wish.type.id,
        typeName: wish.type.name.en,
        typePlural: wish.type.plural.en,
        avoid: [
          ...wish.addGroups.map((g) => GROUP_LABELS[g]?.en ?? g),
          ...wish.addFamilies.map((f) => FAMILY_LABELS[f]?.en ?? f),
          ...wish.addTerms.map((t) => t.label.toLowerCase()),
        ],
        skinTypes: wish.skinTypes,
        situations: wish.situations,
      }
    : null;

  const categories = new Set<string>();
  if (wish.type) categories.add(wish.type.category);
  else
    for (const [pattern, category] of CATEGORY_WORDS)
      if (pattern.test(topic)) categories.add(category);
  if (!categories.size && family) family.categories.forEach((c) => categories.add(c));

  const domain: Research['domain'] = categories.size
    ? [...categories].every((c) => HOUSEHOLD_CATEGORIES.has(c))
      ? 'household'
      : 'cosmetics'
    : entries.length
      ? entries[0]!.domain
      : 'general';
  if (!categories.size && entries.length) {
    categories.add(domain === 'household' ? 'Home cleaners' : 'Skincare');
  }
  const avoid = entries.filter((e) => e.rating !== 'no-concern').map((e) => e.inci.toLowerCase());
  const products = wish.type
    ? await typedProducts(db, wish, avoid)
    : await findProducts(db, [...categories], tokens, avoid);

  const subject = wish.type
    ? typedSubject(topic, wish)
    : family
      ? family.label
      : named.length === 1 && tokens.length <= 3
        ? named[0]!.inci
        : subjectOf(topic);
  return { topic, subject, family, entries, products, categories: [...categories], domain, focus };
}

/** Ways a topic asks for a guide, left out of the subject ("How to choose a …"). */
const GUIDE_LEAD =
  /^(how to (choose|pick|find|buy|select|use|switch to)|choosing|picking|finding|buying|the best|best|a guide to|guide to|why (you should )?(choose|use)|what to look for in|switching to|switch to)\s+(an?\s+|the\s+|your\s+)?/i;

/**
 * The subject of a topic about a product type: the topic's own words (its type and concern as the
 * editor wrote them), without a how-to lead; built from its parts when that is too long.
 */
function typedSubject(topic: string, wish: Understanding): string {
  const own = topic
    .trim()
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .replace(TITLE_PREFIX, '')
    .replace(GUIDE_LEAD, '')
    .trim();
  if (own.length >= 3 && own.length <= 56 && wish.type!.match.test(own.toLowerCase()))
    return capitalise(own);
  const free = wish.addGroups.map((g) => `${(GROUP_LABELS[g]?.en ?? g).replace(/s$/, '')}-free`);
  const without = [
    ...wish.addFamilies.map((f) => FAMILY_LABELS[f]?.en ?? f),
    ...wish.addTerms.map((t) => t.label.toLowerCase()),
  ];
  const who = wish.skinTypes.length
    ? ` for ${wish.skinTypes.map((t) => t.toLowerCase()).join(' and ')}`
    : wish.situations.includes('baby')
      ? ' for babies and children'
      : '';
  return capitalise(
    [free.join(' '), wish.type!.plural.en].filter(Boolean).join(' ') +
      (without.length ? ` without ${without.join(' or ')}` : '') +
      who,
  );
}

/**
 * Catalogue products of the topic's type that fit what it asks (its avoid list, skin type and
 * situation), chosen as the assistant chooses them; never a product of another type, and never
 * one whose label lists an ingredient the article warns about.
 */
async function typedProducts(db: DB, wish: Understanding, warned: string[]): Promise<ProductRef[]> {
  const candidates = await findCandidates(db, { type: wish.type, category: wish.category });
  const prefs: Preferences = {
    avoid: { groups: wish.addGroups, terms: wish.addTerms.flatMap((t) => t.terms) },
    termLabels: wish.addTerms.map((t) => t.label),
    families: wish.addFamilies,
    skinTypes: wish.skinTypes,
    situations: wish.situations,
    certifications: wish.certifications,
    packaging: wish.packaging,
    priceMax: null,
    flagged: [],
  };
  const warnedSet = new Set(warned);
  const fitting = candidates.filter(
    (p) => !p.ingredients.some((i) => warnedSet.has(i.name.toLowerCase())),
  );
  return recommend(fitting, prefs, { max: 4, lang: 'en' }).picks.map(({ product }) => ({
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    features: product.features,
    clean: product.toxicity_rating === 'clean',
    natural: product.naturalness_rating === 'natural',
  }));
}

/**
 * Catalogue products for the topic: in its categories or naming its words, clean ones first, and
 * never one whose label lists an ingredient the article warns about.
 */
export async function findProducts(
  db: DB,
  categories: string[],
  tokens: string[],
  avoid: string[],
): Promise<ProductRef[]> {
  const terms = tokens.filter((t) => t.length >= 4 && !STOPWORDS.has(t)).slice(0, 6);
  if (!categories.length && !terms.length) return [];
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'brand',
      'category',
      'description',
      'features',
      'toxicity_rating',
      'naturalness_rating',
      'rating',
      'ingredients_text',
    ])
    .where((eb) =>
      eb.or([
        ...(categories.length ? [eb('category', 'in', categories)] : []),
        ...terms.map((t) =>
          eb(sql`lower(name || ' ' || coalesce(description, ''))`, 'like', `%${t}%`),
        ),
      ]),
    )
    .orderBy(sql`toxicity_rating = 'clean'`, 'desc')
    .orderBy('rating', 'desc')
    .orderBy('id', 'asc')
    .limit(60)
    .execute();
  // Whole words only ("pans" must not match "expands"); products that name the topic come first.
  const score = (row: (typeof rows)[number]) =>
    terms.filter((t) =>
      new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(
        `${row.name} ${row.description ?? ''}`,
      ),
    ).length;
  return (
    rows
      .filter((row) => {
        const label = (row.ingredients_text ?? '').toLowerCase();
        return !avoid.some((name) => label.includes(name));
      })
      .map((row, order) => ({ row, order, score: score(row) }))
      // Outside the topic's categories a product must name two of its words ("iron" alone is not cookware).
      .filter(({ row, score: s }) =>
        row.category !== null && categories.includes(row.category)
          ? true
          : s >= (categories.length ? 2 : 1),
      )
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, 4)
      .map(({ row }) => ({
        id: row.id,
        name: row.name,
        brand: row.brand,
        category: row.category,
        description: row.description,
        features: fromJsonList(row.features),
        clean: row.toxicity_rating === 'clean',
        natural: row.naturalness_rating === 'natural',
      }))
  );
}
