/**
 * The built-in blog writer: drafts without a language model, grounded in the ingredient knowledge
 * base and the catalogue (ARCHITECTURE.md §4). It never invents facts: every claim about an
 * ingredient is the knowledge base's own reviewed explanation, every product is a real catalogue
 * product with its link, and the sources are the knowledge base's sources. The connecting prose is
 * hand-written for Puur, chosen and ordered deterministically from the topic.
 */
import { sql } from 'kysely';
import {
  CONTENT_FOCUSES,
  META_DESCRIPTION_MAX,
  META_TITLE_MAX,
  clampWords,
  type ContentFocus,
  type SeoData,
} from '../../shared/blog';
import { concernLabel, functionLabel, RATING_LABELS } from '../../shared/ingredients';
import { readTimeMinutes } from '../../shared/text';
import type { DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import { knowledgeBaseIndex } from '../ingredients/kb';
import type { KbEntry } from '../ingredients/types';

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
}

interface Family {
  label: string;
  /** Words in a topic that point to this family. */
  words: RegExp;
  /** Which knowledge-base entries belong to it. */
  matches: (entry: KbEntry) => boolean;
  categories: string[];
  /** Verb agreement for the subject ("parabens are", "fragrance is"). */
  plural: boolean;
}

const has = (entry: KbEntry, pattern: RegExp) =>
  pattern.test(entry.inci) || entry.synonyms.some((s) => pattern.test(s));

/** Ingredient families and themes a topic often names (checked in order). */
const FAMILIES: Family[] = [
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
const CATEGORY_WORDS: [RegExp, string][] = [
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

const HOUSEHOLD_CATEGORIES = new Set([
  'Home cleaners',
  'Laundry',
  'Kitchen',
  'Decoration',
  'Fashion',
]);

const STOPWORDS = new Set(
  `a an and are as at be but by can do does for from how i if in into is it its me my of on or our
  should so than that the their them then there these they this to up us was we what when where which
  who why will with without you your about all any more most some such very just also not no yes
  write article post blog piece guide tips best really know need use using make get one two three
  home family families practical doing kids people everyday daily simple easy versus`.split(/\s+/),
);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 16777619);
  return h >>> 0;
}

/** Picks deterministically from a list, varying with the seed. */
function pick<T>(list: readonly T[], seed: number, offset = 0): T {
  return list[(seed + offset) % list.length]!;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Parabens" → "parabens" mid-sentence; acronyms and names ("INCI", "EU") stay. */
function midSentence(subject: string): string {
  return /^[A-Z][a-z]/.test(subject) ? subject.charAt(0).toLowerCase() + subject.slice(1) : subject;
}

/** The subject a title would name, from a free-text topic. */
/** Our own title phrasings, so that a generated title ("A calm guide to X") gives back X. */
const TITLE_PREFIX =
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

  const categories = new Set<string>();
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
  const products = await findProducts(db, [...categories], tokens, avoid);

  const subject = family
    ? family.label
    : named.length === 1 && tokens.length <= 3
      ? named[0]!.inci
      : subjectOf(topic);
  return { topic, subject, family, entries, products, categories: [...categories], domain };
}

/**
 * Catalogue products for the topic: in its categories or naming its words, clean ones first, and
 * never one whose label lists an ingredient the article warns about.
 */
async function findProducts(
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

// ------------------------------------------------------------------ titles

const TITLE_SETS: ((s: string, m: string, r: Research) => string)[][] = [
  [
    (s) => `${s}, plainly explained`,
    (_s, m) => `What to know about ${m} before you buy`,
    (s) => `${s}: what the science really says`,
    (_s, m) => `A calm guide to ${m}`,
    (s) => `${s} without the panic: a simple guide`,
  ],
  [
    (_s, m) => `Choosing well: ${m} explained`,
    (s) => `${s}: simple swaps for a cleaner routine`,
    (_s, m) => `Reading the label: ${m} explained`,
    (_s, m) => `Should you worry about ${m}?`,
    (_s, m) => `The honest truth about ${m}`,
  ],
  [
    (s) => `${s} for families: what really matters`,
    (_s, m) => `Your questions about ${m}, answered`,
    (s) => `${s}: myths, facts and better choices`,
    (_s, m) => `A clean-living guide to ${m}`,
    (_s, m, r) =>
      `${capitalise(m)} at ${r.domain === 'household' ? 'home' : 'a glance'}: the essentials`,
  ],
  [
    (_s, m) => `Five things we wish we knew about ${m}`,
    (s) => `${s} in five minutes`,
    (_s, m) => `Making sense of ${m}`,
    (_s, m) => `A gentler approach to ${m}`,
    (s) => `${s}: where to start`,
  ],
];

/**
 * Title ideas for a topic. `exclude` holds titles already shown (Generate More), so that each round
 * brings new ones.
 */
export function builtinTitles(r: Research, count = 5, exclude: readonly string[] = []): string[] {
  const taken = new Set(exclude.map((t) => t.toLowerCase()));
  const s = r.subject;
  const m = midSentence(s);
  const titles: string[] = [];
  // A topic that already reads like a title ("Mineral vs chemical sunscreen for kids") comes first.
  const own = capitalise(
    r.topic
      .trim()
      .replace(/[.!]+$/, '')
      .replace(/\s+/g, ' '),
  );
  if (
    own.split(' ').length >= 3 &&
    own.length <= 60 &&
    !taken.has(own.toLowerCase()) &&
    own !== s
  ) {
    taken.add(own.toLowerCase());
    titles.push(own);
  }
  for (const set of TITLE_SETS) {
    for (const make of set) {
      const title = make(s, m, r).replace(/\s+/g, ' ').trim();
      if (title.length > 70 || taken.has(title.toLowerCase())) continue;
      taken.add(title.toLowerCase());
      titles.push(title);
      if (titles.length === count) return titles;
    }
  }
  // Every template used: variations with the categories and products of the topic.
  const extras = [
    ...r.categories.map((c) => `${s}: a ${c.toLowerCase()} guide`),
    ...r.categories.map((c) => `Cleaner ${c.toLowerCase()} and ${m}`),
    ...r.entries.slice(0, 6).map((e) => `${e.inci} and ${m}: what to know`),
    `${s}: the ${new Date().getFullYear()} guide`,
    `Everything you wanted to know about ${m}`,
    `${s}, one label at a time`,
  ];
  for (const title of extras) {
    if (titles.length === count) break;
    if (title.length > 70 || taken.has(title.toLowerCase())) continue;
    taken.add(title.toLowerCase());
    titles.push(title);
  }
  return titles;
}

// ------------------------------------------------------------------ article

interface Section {
  heading?: string;
  blocks: string[];
  /** Dropped first when the draft is too long. */
  optional?: boolean;
}

export interface ArticleOptions {
  wordCount: number;
  focus: ContentFocus;
  tone?: string;
}

function is(r: Research): 'is' | 'are' {
  if (r.family) return r.family.plural ? 'are' : 'is';
  const first = r.subject.split(/\s+/)[0]!;
  if (/ing$/i.test(first) || r.subject.includes(' '))
    return /s$/i.test(first) && !/ss$/i.test(first) ? 'are' : 'is';
  return /s$/i.test(r.subject) && !/ss$/i.test(r.subject) ? 'are' : 'is';
}

/** "A longer-chain paraben …" → "a longer-chain paraben …" after "Take X, for example:". */
function lowerFirst(text: string): string {
  return /^(A|An|The|One)\s/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

function productLine(p: ProductRef): string {
  const badges = [p.clean && 'Clean', p.natural && 'Natural'].filter(Boolean).join(', ');
  const features = p.features.slice(0, 2).map((f) => f.toLowerCase());
  const what = p.description
    ? firstSentence(p.description)
    : `${p.category ?? 'A product'} from ${p.brand ?? 'an independent brand'}.`;
  const why = features.length ? ` Why we like it: ${features.join(' and ')}.` : '';
  return `- **[${p.name}](/product/${p.id})**${p.brand ? ` by ${p.brand}` : ''}${badges ? ` (${badges})` : ''}: ${what}${why}`;
}

function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return (match ? match[1]! : text.trim()).replace(/\s+/g, ' ');
}

function entryLine(e: KbEntry): string {
  const concerns = e.concerns.length
    ? ` (${e.concerns.map(concernLabel).join(', ').toLowerCase()})`
    : '';
  return `- **${e.inci}**: ${RATING_LABELS[e.rating].toLowerCase()}${concerns}. ${e.explanation}`;
}

function labelLine(e: KbEntry): string {
  const aka = e.synonyms.slice(0, 3);
  return `- *${e.inci}*${aka.length ? `, also written ${aka.map((a) => `*${a}*`).join(' or ')}` : ''}: ${e.functions.slice(0, 2).map(functionLabel).join(' and ').toLowerCase() || 'ingredient'}`;
}

/** General paragraphs for when the knowledge base has little on a topic (by domain). */
const GENERAL: Record<Research['domain'], { heading: string; text: string }[]> = {
  cosmetics: [
    {
      heading: 'How the rules protect you',
      text: 'In the European Union every cosmetic must pass a safety assessment by a qualified expert before it reaches the shelf, and every ingredient has to appear on the label. Substances that are banned are listed in Annex II of the EU Cosmetics Regulation, and those that are allowed only in limited amounts are listed in Annex III. That does not make every product perfect for every person, but it does mean the basics are checked.',
    },
    {
      heading: 'Read the list from the top',
      text: 'Ingredients are listed in order of quantity, down to one percent; below that they may appear in any order. The first five or so ingredients usually make up most of the product. If a worrying ingredient sits at the very end of a long list, it is present in a small amount, which matters more than its name alone.',
    },
    {
      heading: 'Fragrance is the ingredient to watch',
      text: 'For most people with reactive skin, fragrance is the most common trigger, not preservatives or colours. The word *Parfum* can hide dozens of scent molecules. Twenty-six of the most common fragrance allergens, such as linalool and limonene, must be named on the label when they pass a small threshold, so they are easy to spot once you know them.',
    },
    {
      heading: 'Patch test before you commit',
      text: 'A new product can be tested on a small patch of skin, such as the inside of the elbow or behind the ear, twice a day for a few days. If nothing happens, it is very unlikely to cause trouble on the face. It takes a little patience, and it saves both skin and money.',
    },
    {
      heading: 'Fewer products, used well',
      text: 'A short routine is easier on skin and on the planet. A gentle cleanser, a moisturiser that suits your skin and a daily sunscreen cover what most people need. Extra steps are a pleasure, not a requirement, and adding them one at a time makes it easy to see what works.',
    },
    {
      heading: 'Mind the open-jar symbol',
      text: 'The small open-jar symbol with a number such as 6M or 12M tells you how many months a product stays good after opening. Products used past that date can lose their effect or, in the case of water-based creams, grow bacteria. Writing the opening date on the bottle with a marker is a simple habit that helps.',
    },
    {
      heading: 'Natural does not always mean gentle',
      text: 'Plant extracts and essential oils can be wonderful, but natural is not the same as gentle. Some essential oils are among the more frequent causes of skin allergies. What matters is the whole formula, how it suits your skin, and how much of each ingredient it contains.',
    },
  ],
  household: [
    {
      heading: 'Less is usually enough',
      text: 'Most homes need far fewer cleaning products than the shop shelves suggest. An all-purpose cleaner, a dishwashing liquid, a descaler for limescale and a good laundry detergent handle nearly every job. Fewer bottles also mean fewer ingredients to think about and less packaging to throw away.',
    },
    {
      heading: 'Dose carefully',
      text: 'Using more product rarely cleans better. Over-dosing leaves residues on surfaces and textiles, irritates skin and sends more chemicals down the drain. The dosing guide on the pack, adjusted for soft or hard water, is usually right.',
    },
    {
      heading: 'Ventilate and store safely',
      text: 'Open a window while you clean, never mix products (bleach with acids or ammonia releases harmful gases), and keep cleaning products in their original containers, out of reach of children. These simple habits prevent most accidents at home.',
    },
    {
      heading: 'Scent is optional',
      text: 'Fragrance in cleaning products is there for the experience, not for the cleaning. If anyone in your home has asthma or sensitive skin, fragrance-free versions are an easy win. A clean home does not have a smell; it simply has none.',
    },
    {
      heading: 'Refill, reuse and choose concentrates',
      text: 'Concentrates and refills save plastic and transport, and they are often cheaper per wash. A glass spray bottle that you refill for years is one of the simplest low-waste swaps in any home.',
    },
    {
      heading: 'What the EU labels tell you',
      text: 'Under the EU Detergents Regulation, household cleaners list their main ingredient groups on the pack and publish a full ingredient list online. Hazard pictograms, such as the exclamation mark or the corrosion symbol, are worth noticing: they tell you where gloves or extra care are needed.',
    },
  ],
  general: [
    {
      heading: 'Start with what you use most',
      text: 'The products you use every day, over large areas of skin or in the rooms where you spend most time, matter most. Start there. A single thoughtful swap that you keep is worth more than a cupboard cleared out in one weekend.',
    },
    {
      heading: 'Look for proof, not promises',
      text: 'Words such as *natural*, *green* or *non-toxic* are not protected terms. Independent certifications, a full ingredient list and a brand that answers questions openly tell you much more than a leaf on the label.',
    },
    {
      heading: 'Use it up, then swap',
      text: 'Throwing away half-used products rarely helps anyone. In most cases the calmest approach is to finish what you have and choose a cleaner option next time. The exception is anything that irritates you: stop using that straight away.',
    },
    {
      heading: 'Think in materials',
      text: 'For things that last, such as pans, textiles and storage, the material matters more than the marketing. Glass, stainless steel, cast iron, solid wood and natural fibres age well, are easy to care for and shed little into food or water.',
    },
    {
      heading: 'Labels worth knowing',
      text: 'A few independent labels are genuinely useful. The EU Ecolabel covers cleaning products and textiles, COSMOS and NATRUE certify natural and organic cosmetics, GOTS certifies organic textiles from field to finished garment, and Fairtrade looks after the people who grow the raw materials. Each has published criteria you can read, which is exactly what makes them trustworthy.',
    },
    {
      heading: 'Fresh air is the cheapest upgrade',
      text: 'Indoor air collects whatever we bring in: scented candles, sprays, new furniture and cleaning products. Airing every room for ten minutes twice a day, even in winter, lowers all of it at once. It costs nothing, needs no shopping, and is one of the most effective habits for a healthier home.',
    },
    {
      heading: 'Care makes things last',
      text: 'The cleanest product is often the one you do not need to buy again. Washing textiles at lower temperatures, oiling wooden boards, re-seasoning cast iron and mending a seam all extend the life of what you own. Things that last are kinder to your budget and to the planet.',
    },
    {
      heading: 'Clean choices on a budget',
      text: 'Cleaner living does not have to cost more. Simple products with short ingredient lists are often the cheaper ones, concentrates and refills lower the price per use, and buying less overall frees up money for the few things that matter most to you.',
    },
    {
      heading: 'Bring the household along',
      text: 'Changes stick when everyone understands why. Explain a swap in one sentence, let children help choose a new soap or detergent, and keep the old favourite until it runs out. A calm conversation does more than a strict rule.',
    },
    {
      heading: 'Progress over perfection',
      text: 'Nobody lives without compromises. A home with a few well-chosen products, used with care, is already a long way towards a calmer, cleaner everyday life. Small steps you can keep up beat a perfect plan you abandon.',
    },
  ],
};

function introFor(r: Research, seed: number, tone: string): string {
  const m = midSentence(r.subject);
  const openers = [
    `If you have ever stood in a shop aisle wondering what to make of ${m}, you are not alone.`,
    `${capitalise(m)} come${is(r) === 'is' ? 's' : ''} up in almost every conversation about cleaner living, and the advice you find online can be confusing.`,
    `Few topics cause as much quiet worry in our inbox as ${m}.`,
  ];
  const middles = [
    `Headlines tend to swing between alarm and dismissal, while the real picture is calmer and more useful.`,
    `The good news: once you know what to look for, choosing well takes only a minute.`,
    `You do not need a chemistry degree to make a good choice, just a few clear facts.`,
  ];
  const purpose =
    tone.toLowerCase() === 'professional'
      ? `This article sets out what is known, what regulators concluded and what that means in practice.`
      : `In this article we walk you through what ${m} ${is(r)}, what the evidence says, and simple steps you can take, without panic and without throwing everything away.`;
  return `${pick(openers, seed)} ${pick(middles, seed, 1)} ${purpose}`;
}

function evidenceSummary(r: Research): string[] {
  if (!r.entries.length) return [];
  const counts = { 'no-concern': 0, 'low-to-moderate-concern': 0, 'high-concern': 0 };
  for (const e of r.entries) counts[e.rating] += 1;
  const parts = [
    counts['no-concern'] && `${counts['no-concern']} raise no concern`,
    counts['low-to-moderate-concern'] &&
      `${counts['low-to-moderate-concern']} are rated low to moderate concern`,
    counts['high-concern'] && `${counts['high-concern']} are rated high concern`,
  ].filter(Boolean) as string[];
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!;
  return [
    `We checked ${r.entries.length} ingredients related to ${midSentence(r.subject)} against the Puur ingredient knowledge base, which follows the EU Cosmetics Regulation, the opinions of the Scientific Committee on Consumer Safety (SCCS) and ECHA classifications. Of these, ${list}.`,
  ];
}

function flagged(r: Research) {
  return r.entries.filter((e) => e.rating !== 'no-concern');
}
function gentle(r: Research) {
  return r.entries.filter((e) => e.rating === 'no-concern');
}

function whatItIs(r: Research): Section {
  const m = midSentence(r.subject);
  const top = r.entries.slice(0, 3);
  const blocks = top.length
    ? [
        `On an ingredient list you will meet ${m} under names such as ${top.map((e) => `*${e.inci}*`).join(', ')}. ${top[0]!.explanation}`,
        ...top.slice(1).map((e) => `${e.inci}: ${e.explanation}`),
      ]
    : [
        `${capitalise(m)} ${is(r)} part of everyday life, which is exactly why it deserves a calm look. What matters is not a single scary word on a label, but how a product is made, how much of each ingredient it contains and how you use it.`,
      ];
  return { heading: `What ${m} ${is(r)}`, blocks };
}

function watchList(r: Research): Section | null {
  const list = flagged(r).slice(0, 6);
  if (!list.length) return null;
  return {
    heading: 'Ingredients to look out for',
    blocks: [
      `These are the ingredients in this group that deserve a second look, with the reason in plain words:`,
      list.map(entryLine).join('\n'),
    ],
  };
}

function alternatives(r: Research): Section | null {
  const list = gentle(r).slice(0, 5);
  if (!list.length) return null;
  return {
    heading: 'Gentler alternatives that work',
    blocks: [
      `The good news is that there are well-studied ingredients that do the same job with no known concern:`,
      list.map(entryLine).join('\n'),
    ],
  };
}

function labelSection(r: Research): Section | null {
  const list = r.entries.slice(0, 6);
  if (!list.length) return null;
  return {
    heading: `How to spot ${midSentence(r.subject)} on a label`,
    blocks: [
      `Ingredient names follow the international INCI system, so the same names appear on products across Europe. Look for:`,
      list.map(labelLine).join('\n'),
      `Ingredients are listed in order of quantity down to one percent, so a name near the end of a long list is present in a small amount.`,
    ],
  };
}

function productsSection(r: Research, heading = 'Cleaner products to try'): Section | null {
  if (!r.products.length) return null;
  const category = r.categories[0];
  return {
    heading,
    blocks: [
      `If you are ready for a swap, these products from our catalogue are a good place to start:`,
      r.products.map(productLine).join('\n'),
      category
        ? `You will find more in our [${category} selection](/clean-products?category=${encodeURIComponent(category)}).`
        : `You will find more in our [clean products](/clean-products).`,
    ],
  };
}

function planSection(r: Research): Section {
  const m = midSentence(r.subject);
  const firstFlag = flagged(r)[0];
  const steps = [
    `**Check the products you use most.** Start with what stays on your skin or in your home all day${r.categories[0] ? `, such as your ${r.categories[0].toLowerCase()} basics` : ''}.`,
    firstFlag
      ? `**Look for the names that matter.** Scan the ingredient list for *${firstFlag.inci}*${flagged(r)[1] ? ` and *${flagged(r)[1]!.inci}*` : ''}; that takes less than a minute.`
      : `**Read the first five ingredients.** They make up most of the product and tell you what it really is.`,
    `**Use it up, then swap.** There is rarely a reason to throw things away; choose a cleaner option when you run out.`,
    `**Change one thing at a time.** That way you can see what works for you and your family.`,
    `**Ask when in doubt.** Paste an ingredient list into our [personal assistant](/personal-assistant) and ask what ${m === 'it' ? 'it' : 'each ingredient'} does.`,
  ];
  return { heading: 'A simple plan', blocks: [steps.map((s, i) => `${i + 1}. ${s}`).join('\n')] };
}

function takeaway(r: Research): Section {
  const m = midSentence(r.subject);
  const f = flagged(r);
  const line = f.length
    ? `**Key takeaway:** most ${r.domain === 'household' ? 'household products' : 'products'} are safe to use, but with ${m} it pays to know a few names. Watch for ${f
        .slice(0, 2)
        .map((e) => e.inci)
        .join(' and ')}, prefer short ingredient lists, and swap calmly when you run out.`
    : `**Key takeaway:** with ${m}, calm and informed beats perfect. Choose products with clear labels, use them well, and swap one thing at a time.`;
  return { heading: 'The short version', blocks: [`> ${line}`] };
}

function sourcesSection(r: Research): Section | null {
  const sources = [...new Set(r.entries.flatMap((e) => e.sources))].slice(0, 6);
  if (!sources.length) return null;
  return { heading: 'Sources', blocks: [sources.map((s) => `- ${s}`).join('\n')] };
}

function deepDive(r: Research, used: Set<string>): Section {
  const rest = r.entries.filter((e) => !used.has(e.inci)).slice(0, 8);
  return {
    heading: 'Ingredient by ingredient',
    optional: true,
    blocks: rest.map(
      (e) =>
        `**${e.inci}** (${e.functions.slice(0, 2).map(functionLabel).join(', ').toLowerCase() || 'ingredient'}; ${RATING_LABELS[e.rating].toLowerCase()}). ${e.explanation}`,
    ),
  };
}

function focusSections(r: Research, focus: ContentFocus, seed: number): Section[] {
  const m = midSentence(r.subject);
  const sections: (Section | null)[] = [];
  switch (focus) {
    case 'educational':
      sections.push(
        whatItIs(r),
        { heading: 'What the evidence says', blocks: evidenceSummary(r) },
        watchList(r),
        labelSection(r),
        alternatives(r),
        productsSection(r),
      );
      break;
    case 'lifestyle':
      sections.push(
        {
          heading: 'Small changes, real difference',
          blocks: [
            `Cleaner living is not a project with a finish line. It is a handful of habits that quietly add up. With ${m}, the easiest wins are the products you reach for every day.`,
            ...evidenceSummary(r),
          ],
        },
        {
          heading: 'Everyday tips',
          blocks: [
            [
              `- **Keep a short list of names** you want to avoid on your phone, so shopping stays quick.`,
              `- **Choose fragrance-free** for anything that stays on skin or babies' clothes.`,
              `- **Buy refills and concentrates** where you can; less packaging, fewer decisions.`,
              `- **Store products cool and closed**, and respect the open-jar date.`,
              `- **Share what you learn** with the people you live with, so the whole household benefits.`,
            ].join('\n'),
          ],
        },
        watchList(r),
        productsSection(r, 'Products that make it easy'),
      );
      break;
    case 'product-guide':
      sections.push(
        {
          heading: 'What to look for',
          blocks: [
            `A good product for ${m} has a clear, complete ingredient list, no unnecessary fragrance, and packaging you can refill or recycle. Independent certifications help, and so does a brand that answers your questions.`,
            ...evidenceSummary(r),
          ],
        },
        r.products.length
          ? {
              heading: 'Our picks',
              blocks: r.products.map((p) =>
                `### ${p.name}\n\n${p.description ?? ''} ${p.features.length ? `Why we like it: ${p.features.slice(0, 3).join(', ').toLowerCase()}.` : ''} [View ${p.name}](/product/${p.id}).`.trim(),
              ),
            }
          : null,
        watchList(r) && { ...watchList(r)!, heading: 'What to avoid' },
        labelSection(r),
      );
      break;
    case 'how-to':
      sections.push(
        {
          heading: 'Before you start',
          blocks: [
            `You need nothing more than the products you already own, good light and a few minutes. The aim is not to judge every bottle, but to know which ones deserve attention when it is time to replace them.`,
          ],
        },
        {
          heading: 'Step by step',
          blocks: [
            [
              `1. **Gather the products you use daily** and put them on one table.`,
              `2. **Find the ingredient list** on each: it starts with "Ingredients" or "INCI".`,
              r.entries.length
                ? `3. **Look for the key names**: ${r.entries
                    .slice(0, 4)
                    .map((e) => `*${e.inci}*`)
                    .join(', ')}.`
                : `3. **Read the first five ingredients**, which make up most of the product.`,
              `4. **Note the position**: an ingredient near the end is present in a small amount.`,
              `5. **Mark the products to replace** and swap them when they run out.`,
            ].join('\n'),
          ],
        },
        labelSection(r),
        {
          heading: 'Common mistakes',
          blocks: [
            `- **Throwing everything away at once.** It is costly and rarely needed.\n- **Trusting the front of the pack.** Words like *natural* are not regulated; the ingredient list is.\n- **Judging one word alone.** Dose and position matter as much as the name.`,
          ],
        },
        productsSection(r),
      );
      break;
    default:
      sections.push(
        {
          heading: `Why ${m} ${is(r) === 'are' ? 'matter' : 'matters'}`,
          blocks: [
            ...(r.entries[0]
              ? [
                  `Take *${r.entries[0].inci}*, for example: ${lowerFirst(r.entries[0].explanation)}`,
                ]
              : []),
            ...evidenceSummary(r),
          ],
        },
        watchList(r),
        alternatives(r),
        productsSection(r),
        planSection(r),
      );
  }
  void seed;
  return sections.filter((s): s is Section => Boolean(s && s.blocks.length));
}

function render(intro: string, sections: Section[]): string {
  return [
    intro,
    ...sections.map((s) =>
      [s.heading ? `## ${s.heading}` : null, ...s.blocks].filter(Boolean).join('\n\n'),
    ),
  ].join('\n\n');
}

const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** A Markdown article of roughly `wordCount` words with '## ' sections. */
export function builtinArticle(r: Research, options: ArticleOptions): string {
  const target = options.wordCount;
  const seed = hashOf(r.topic.toLowerCase());
  const intro = introFor(r, seed, options.tone ?? 'empathetic');
  const core = focusSections(r, options.focus, seed);
  const closing = [takeaway(r), sourcesSection(r)].filter((s): s is Section => Boolean(s));
  const used = new Set(
    core
      .flatMap((s) => s.blocks)
      .join(' ')
      .match(/\*\*([^*]+)\*\*/g)
      ?.map((b) => b.slice(2, -2)) ?? [],
  );
  const extra: Section[] = [];
  const deep = deepDive(r, used);

  const size = () => countWords(render(intro, [...core, ...extra, ...closing]));
  // Grow towards the target with the knowledge base first, then the general paragraphs.
  const cleaning = r.categories.some((c) => c === 'Home cleaners' || c === 'Laundry');
  const general =
    r.domain === 'household' && !cleaning
      ? [...GENERAL.general, ...GENERAL.household.slice(-2)]
      : r.domain === 'general'
        ? [...GENERAL.general, ...GENERAL.household, ...GENERAL.cosmetics]
        : [...GENERAL[r.domain], ...GENERAL.general];
  const rotated = general.map((_, i) => general[(i + seed) % general.length]!);
  if (size() < target * 0.9 && deep.blocks.length) {
    const section: Section = { ...deep, blocks: [] };
    extra.push(section);
    for (const block of deep.blocks) {
      if (size() >= target * 0.9) break;
      section.blocks.push(block);
    }
  }
  for (const para of rotated) {
    if (size() >= target * 0.9) break;
    extra.push({ heading: para.heading, blocks: [para.text], optional: true });
  }
  // Still short (a very long target on a thin topic): expand the sections with their own facts.
  let round = 0;
  while (size() < target * 0.8 && round < 6) {
    const entry = r.entries[round % Math.max(1, r.entries.length)];
    if (entry && entry.sources.length) {
      extra.push({
        heading: `A closer look at ${entry.inci}`,
        optional: true,
        blocks: [
          `${entry.explanation} In the Puur ingredient knowledge base it is rated *${RATING_LABELS[entry.rating].toLowerCase()}*${entry.concerns.length ? `, with ${entry.concerns.map(concernLabel).join(' and ').toLowerCase()} as the reason to pay attention` : ''}. Its main ${entry.functions.length > 1 ? 'jobs are' : 'job is'} ${entry.functions.map(functionLabel).join(', ').toLowerCase() || 'not recorded'}. Our assessment draws on ${entry.sources.slice(0, 2).join(' and ')}.`,
        ],
      });
    } else break;
    round += 1;
  }
  // Too long: drop optional extras from the end, then trim the core's longest lists.
  while (size() > target * 1.15 && extra.length) {
    const last = extra[extra.length - 1]!;
    if (last.blocks.length > 1) last.blocks.pop();
    else extra.pop();
  }
  for (const section of core) {
    while (size() > target * 1.15 && section.blocks.length > 1) {
      const lastIndex = section.blocks.length - 1;
      const lines = section.blocks[lastIndex]!.split('\n');
      if (lines.length > 2) section.blocks[lastIndex] = lines.slice(0, -1).join('\n');
      else section.blocks.pop();
    }
  }
  return render(intro, [...core, ...extra, ...closing]);
}

// ------------------------------------------------------------------ excerpt

/** Sentences that lean on the one before, and our own opening hooks, make a poor summary. */
const ANAPHORA =
  /^(Of these|These|This|That|Those|It|They|Its|Their|But|And|So|Also|However|The good news|Few topics|If you have ever|Headlines tend)\b/;

function plainText(markdown: string): string {
  return markdown
    .split('\n')
    .filter((line) => !/^\s*#{1,6}\s/.test(line))
    .map((line) =>
      line
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
        .replace(/^\s*>\s?/, '')
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
        .replace(/[*_`]+/g, ''),
    )
    .join('\n');
}

/**
 * An extractive summary: the sentences that carry the most of the text's key words, in their
 * original order, up to about `maxChars` characters.
 */
export function summarise(content: string, maxChars = 220): string {
  const paragraphs = plainText(
    content
      .split('\n')
      .filter((line) => !/^\s*(?:[-*+]|\d+\.)\s/.test(line))
      .join('\n')
      .replace(/\*\*Key takeaway:\*\*\s*(\w)/gi, (_m, c: string) => c.toUpperCase()),
  )
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
  const sentences: { text: string; order: number; first: boolean }[] = [];
  paragraphs.forEach((p, pi) => {
    for (const s of p.split(/(?<=[.!?])\s+(?=[A-Z0-9"'(])/)) {
      if (s.length >= 25 && /[.!?]$/.test(s) && !ANAPHORA.test(s))
        sentences.push({ text: s, order: sentences.length, first: pi === 0 });
    }
  });
  if (!sentences.length) {
    const flat = paragraphs.join(' ');
    return flat.length <= maxChars ? flat : `${flat.slice(0, maxChars).replace(/\s+\S*$/, '')}…`;
  }
  const freq = new Map<string, number>();
  for (const w of words(paragraphs.join(' '))) {
    if (STOPWORDS.has(w) || w.length < 3) continue;
    freq.set(w, (freq.get(w) ?? 0) + 1);
  }
  const scored = sentences.map((s) => {
    const ws = words(s.text).filter((w) => !STOPWORDS.has(w) && w.length >= 3);
    const score = ws.reduce((sum, w) => sum + (freq.get(w) ?? 0), 0) / Math.sqrt(ws.length || 1);
    return { ...s, score: score * (s.first ? 1.25 : 1) };
  });
  const chosen: typeof scored = [];
  let length = 0;
  for (const s of [...scored].sort((a, b) => b.score - a.score)) {
    if (length + s.text.length + 1 > maxChars && chosen.length) continue;
    chosen.push(s);
    length += s.text.length + 1;
    if (length >= maxChars * 0.7) break;
  }
  const text = chosen
    .sort((a, b) => a.order - b.order)
    .map((s) => s.text)
    .join(' ');
  return text.length <= maxChars + 80 ? text : `${text.slice(0, maxChars).replace(/\s+\S*$/, '')}…`;
}

// ------------------------------------------------------------------ SEO

const CATEGORY_KEYWORD: Record<string, string> = {
  'Baby & Kids': 'baby care',
  'Home cleaners': 'natural cleaning products',
  'Make-up': 'clean make-up',
  Kitchen: 'non-toxic kitchen',
  Fashion: 'sustainable fashion',
  Decoration: 'non-toxic home',
};

export function builtinSeo(title: string, r: Research): SeoData {
  const meta_title = clampWords(title, META_TITLE_MAX);
  const m = midSentence(r.subject);
  const f = flagged(r);
  const parts = [
    `A calm, evidence-based guide to ${m}`,
    f.length ? `which ingredients to watch for` : `what really matters`,
    r.products.length ? `and cleaner products to try` : `and simple swaps for your home`,
  ];
  const candidates = [
    `${parts[0]}: ${parts[1]}, what the science says ${parts[2]}.`,
    `${parts[0]}: ${parts[1]} ${parts[2]}.`,
    `${parts[0]}, with simple, cleaner swaps.`,
    `${capitalise(m)}: a calm, evidence-based guide.`,
  ];
  const meta_description =
    candidates.find((c) => c.length <= META_DESCRIPTION_MAX) ??
    clampWords(candidates.at(-1)!, META_DESCRIPTION_MAX);
  const keywords = [
    m.toLowerCase(),
    ...(r.family ? [r.family.label.toLowerCase()] : []),
    ...r.entries.slice(0, 3).map((e) => e.inci.toLowerCase()),
    ...r.categories.slice(0, 2).map((c) => CATEGORY_KEYWORD[c] ?? `clean ${c.toLowerCase()}`),
    r.domain === 'household' ? 'non-toxic home' : 'clean beauty',
    'ingredient safety',
    'natural products',
  ];
  return {
    meta_title,
    meta_description,
    keywords: [...new Set(keywords.map((k) => k.trim()).filter((k) => k && k.length <= 60))].slice(
      0,
      8,
    ),
  };
}

export const FOCUS_LABEL = Object.fromEntries(
  CONTENT_FOCUSES.map((f) => [f.value, f.label]),
) as Record<ContentFocus, string>;

/** For tests and callers that want to know the draft's length in the editor's terms. */
export const articleReadTime = readTimeMinutes;
