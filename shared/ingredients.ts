/**
 * Ingredient vocabulary shared by the server (analysis, checker) and the client (verdicts, the
 * personal avoid list). Pure functions only.
 */
import { FREE_FROM, SAFETY_RATINGS, type SafetyRating } from './catalog';
import { isEnvironmentalConcern } from './ingredients-kb';

export { SAFETY_RATINGS, type SafetyRating };

/** The longest list the public checker takes (its `ingredients.check` input and text box). */
export const MAX_CHECK_TEXT_LENGTH = 10_000;

/** An ingredient we could not rate: not in the knowledge base and no AI provider (or it failed). */
export const UNKNOWN_RATING = 'unknown' as const;
export type IngredientRating = SafetyRating | typeof UNKNOWN_RATING;

export const RATING_LABELS: Record<IngredientRating, string> = {
  'no-concern': 'No concern',
  'low-to-moderate-concern': 'Low to moderate concern',
  'high-concern': 'High concern',
  unknown: 'Not rated yet',
};

/** Worst first: the order in which flagged ingredients are listed. */
export const RATING_SEVERITY: Record<IngredientRating, number> = {
  'high-concern': 3,
  'low-to-moderate-concern': 2,
  unknown: 1,
  'no-concern': 0,
};

export function isSafetyRating(value: string): value is SafetyRating {
  return (SAFETY_RATINGS as readonly string[]).includes(value);
}

export function asIngredientRating(value: string): IngredientRating {
  return isSafetyRating(value) ? value : UNKNOWN_RATING;
}

/** The text written for an ingredient that is not in the knowledge base and was not analysed. */
export const NOT_IN_DATABASE_EXPLANATION =
  'Not in our database yet. Our team adds and reviews new ingredients regularly; until then we make no claim about it.';

export const CONCERN_LABELS: Record<string, string> = {
  allergen: 'Allergen',
  irritant: 'Irritant',
  'endocrine-disruption': 'Endocrine disruption',
  cmr: 'Carcinogenic / CMR',
  environmental: 'Environmental',
  comedogenic: 'Comedogenic',
  contamination: 'Contamination risk',
  respiratory: 'Respiratory',
  'organ-toxicity': 'Organ toxicity',
  microplastic: 'Microplastic',
  photosensitivity: 'Photosensitivity',
};

export function concernLabel(concern: string): string {
  return CONCERN_LABELS[concern] ?? capitalise(concern.replace(/-/g, ' '));
}

export function functionLabel(fn: string): string {
  if (fn === 'uv-filter') return 'UV filter';
  if (fn === 'ph-adjuster') return 'pH adjuster';
  return capitalise(fn.replace(/-/g, ' '));
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ── Product verdict ────────────────────────────────────────────────────────────────────────────

export const VERDICT_LEVELS = ['clean', 'good', 'watch', 'avoid', 'unrated'] as const;
export type VerdictLevel = (typeof VERDICT_LEVELS)[number];

/** The verdict's title on the product page and in the checker. */
export const VERDICT_TITLES: Record<VerdictLevel, string> = {
  clean: 'Clean formula',
  good: 'Good choice',
  watch: 'Some ingredients to watch',
  avoid: 'Contains ingredients of high concern',
  unrated: 'Not rated yet',
};

const SHORT_VERDICTS: Partial<Record<VerdictLevel, string>> = {
  avoid: 'High concern',
  watch: 'Ingredients to watch',
};

/** The verdict as a card shows it, at a glance; `null` is a product without an ingredient list. */
export function verdictLabel(level: VerdictLevel | null): string {
  if (level === null) return 'Not assessed';
  return SHORT_VERDICTS[level] ?? VERDICT_TITLES[level];
}

export function asVerdictLevel(value: string | null): VerdictLevel | null {
  return (VERDICT_LEVELS as readonly (string | null)[]).includes(value)
    ? (value as VerdictLevel)
    : null;
}

export interface Verdict {
  level: VerdictLevel;
  title: string;
  summary: string;
  counts: Record<IngredientRating, number>;
  total: number;
  /** How many of `total` have a rating (the rest are not in the knowledge base). */
  rated: number;
  /** How many of the unrated the INCI dictionary recognises (known by name, not rated by us). */
  recognised: number;
}

/**
 * A list is called Clean or Good only when at least this share of its ingredients is rated: two
 * known names of thirty-five say nothing about the other thirty-three. A verdict of concern needs
 * no such share (one high-concern ingredient is reason enough).
 */
export const MIN_RATED_SHARE = 0.8;

/**
 * A product's verdict is driven by its worst ingredients (as Yuka and Think Dirty do), not by an
 * average: one high-concern ingredient outweighs twenty harmless ones.
 */
export function productVerdict(
  ratings: readonly string[],
  /** How many of the unrated names the INCI dictionary knows. */
  recognisedUnrated = 0,
  /** Goods judged on their materials (pans, textiles) say "materials". */
  noun: { one: string; many: string } = { one: 'ingredient', many: 'ingredients' },
): Verdict {
  const counts: Record<IngredientRating, number> = {
    'no-concern': 0,
    'low-to-moderate-concern': 0,
    'high-concern': 0,
    unknown: 0,
  };
  for (const rating of ratings) counts[asIngredientRating(rating)] += 1;
  const total = ratings.length;
  const rated = total - counts.unknown;
  const recognised = Math.min(Math.max(0, Math.trunc(recognisedUnrated)), counts.unknown);
  const high = counts['high-concern'];
  const moderate = counts['low-to-moderate-concern'];
  const plural = (n: number) => `${n} ${n === 1 ? noun.one : noun.many}`;
  // Names the dictionary knows are recognised, not rated: said apart, never counted as rated.
  const alsoRecognised =
    recognised > 0 ? ` and recognise ${recognised} more that we have not rated yet` : '';
  if (total === 0 || rated === 0) {
    return {
      level: 'unrated',
      title: VERDICT_TITLES.unrated,
      summary:
        total === 0
          ? `We do not know enough of these ${noun.many} to give a verdict.`
          : `We have rated none of these ${total} ${noun.many}${recognised > 0 ? ` (we recognise ${recognised} of them but have not rated them yet)` : ''}, so we give no verdict.`,
      counts,
      total,
      rated,
      recognised,
    };
  }
  if (high > 0) {
    return {
      level: 'avoid',
      title: VERDICT_TITLES.avoid,
      summary: `${plural(high)} of high concern. We suggest a cleaner alternative.`,
      counts,
      total,
      rated,
      recognised,
    };
  }
  if (moderate > 2) {
    return {
      level: 'watch',
      title: VERDICT_TITLES.watch,
      summary: `${plural(moderate)} of low to moderate concern. Fine for most people; check them if you have sensitive skin or allergies.`,
      counts,
      total,
      rated,
      recognised,
    };
  }
  if (rated < total * MIN_RATED_SHARE) {
    return {
      level: 'unrated',
      title: VERDICT_TITLES.unrated,
      summary: `We have rated ${rated} of these ${total} ${noun.many}${alsoRecognised}: too few to call the list clean. Nothing we have rated is of high concern.`,
      counts,
      total,
      rated,
      recognised,
    };
  }
  if (moderate > 0) {
    return {
      level: 'good',
      title: VERDICT_TITLES.good,
      summary: `Nothing of high concern; ${plural(moderate)} worth knowing about.`,
      counts,
      total,
      rated,
      recognised,
    };
  }
  return {
    level: 'clean',
    title: VERDICT_TITLES.clean,
    summary:
      counts.unknown > 0
        ? `Every ${noun.one} we have rated is of no concern (${counts.unknown} not rated yet${recognised > 0 ? `, ${recognised} of them recognised` : ''}).`
        : `Every ${noun.one} is of no concern.`,
    counts,
    total,
    rated,
    recognised,
  };
}

/**
 * The environmental side of a product, apart from its verdict (which is about health): the
 * ingredients whose concerns on record are about the environment (microplastics, persistent PFAS,
 * phosphates, poorly biodegradable or aquatic-toxic substances). Null when there are none.
 */
export interface EnvironmentNote {
  names: string[];
  text: string;
}

/** How many names the note spells out before "and N more". */
const NOTE_NAMES = 5;

export function environmentNote(
  ingredients: readonly { name: string; concerns: readonly string[] }[],
  noun: { one: string; many: string } = { one: 'ingredient', many: 'ingredients' },
): EnvironmentNote | null {
  const names = [
    ...new Set(
      ingredients.filter((i) => i.concerns.some(isEnvironmentalConcern)).map((i) => i.name),
    ),
  ];
  if (names.length === 0) return null;
  const shown = names.slice(0, NOTE_NAMES).join(', ');
  const rest = names.length - NOTE_NAMES;
  return {
    names,
    text: `${names.length} ${names.length === 1 ? noun.one : noun.many} of environmental concern: ${shown}${rest > 0 ? ` and ${rest} more` : ''}.`,
  };
}

/** Worst first, then label order. */
export function sortWorstFirst<T extends { safety_rating: string; position?: number }>(
  items: readonly T[],
): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort(
      (a, b) =>
        RATING_SEVERITY[asIngredientRating(b.item.safety_rating)] -
          RATING_SEVERITY[asIngredientRating(a.item.safety_rating)] || a.index - b.index,
    )
    .map(({ item }) => item);
}

// ── Personal avoid list ────────────────────────────────────────────────────────────────────────

export interface AvoidSubject {
  name: string;
  functions?: readonly string[];
  concerns?: readonly string[];
  synonyms?: readonly string[];
}

export interface AvoidGroup {
  id: string;
  label: string;
  description: string;
  test: (subject: AvoidSubject, names: string) => boolean;
}

const has = (list: readonly string[] | undefined, value: string) => Boolean(list?.includes(value));

/** Groups a shopper can choose to avoid. `names` is the name and synonyms, lower-cased, joined. */
export const AVOID_GROUPS: readonly AvoidGroup[] = [
  {
    id: 'fragrance',
    label: 'Fragrance',
    description: 'Parfum, aroma and the fragrance allergens that must be declared in the EU.',
    test: (s, names) =>
      has(s.functions, 'fragrance') ||
      has(s.functions, 'fragrance-allergen') ||
      /\b(parfum|fragrance|aroma|perfume)\b/.test(names),
  },
  {
    id: 'parabens',
    label: 'Parabens',
    description: 'Methyl-, ethyl-, propyl-, butylparaben and their relatives.',
    test: (_s, names) => /paraben/.test(names),
  },
  {
    id: 'sulfates',
    label: 'Sulfates',
    description: 'Foaming sulfate surfactants such as sodium lauryl and laureth sulfate.',
    test: (s, names) =>
      /(lauryl|laureth|myreth|coco|cocoyl|cetearyl|cetyl|decyl|tridecyl|olefin|alkyl)[\s-]*(ether\s+)?(sulfate|sulphate)/.test(
        names,
      ) ||
      ((has(s.functions, 'surfactant') || has(s.functions, 'cleansing')) &&
        /(sulfate|sulphate)\b/.test(names) &&
        !/\b(magnesium|zinc|sodium|calcium|copper|iron|potassium|aluminium|aluminum|barium) (sulfate|sulphate)\b/.test(
          names,
        )),
  },
  {
    id: 'silicones',
    label: 'Silicones',
    description: 'Dimethicone, cyclopentasiloxane and other -cones and -siloxanes.',
    test: (_s, names) =>
      /(methicone|siloxane|dimethiconol|silsesquioxane|silane\b|silicone)/.test(names),
  },
  {
    id: 'formaldehyde-releasers',
    label: 'Formaldehyde releasers',
    description: 'Preservatives that slowly release formaldehyde, such as DMDM hydantoin.',
    test: (_s, names) =>
      /(formaldehyde|formalin|dmdm hydantoin|imidazolidinyl urea|diazolidinyl urea|quaternium-15|bronopol|bromo-2-nitropropane|hydroxymethylglycinate|methenamine|bronidox)/.test(
        names,
      ),
  },
  {
    id: 'isothiazolinones',
    label: 'Isothiazolinones',
    description: 'MIT, CMIT, BIT and OIT: strong preservative allergens, common in cleaners.',
    test: (_s, names) => /isothiazolinone/.test(names),
  },
  {
    id: 'drying-alcohol',
    label: 'Drying alcohol',
    description:
      'Ethanol and denatured alcohol high on the list (fatty alcohols are not included).',
    test: (_s, names) =>
      /(^|\| )(alcohol|alcohol denat\.?|sd alcohol[\w\s-]*|ethanol|ethyl alcohol|denatured alcohol|isopropyl alcohol|isopropanol)( \||$)/.test(
        names,
      ),
  },
  {
    id: 'mineral-oil',
    label: 'Mineral oil & petrolatum',
    description: 'Petroleum-derived oils and waxes such as paraffinum liquidum and petrolatum.',
    test: (_s, names) =>
      /(paraffinum liquidum|mineral oil|petrolatum|petroleum|paraffin\b|microcrystalline wax|ceresin|ozokerite)/.test(
        names,
      ),
  },
  {
    id: 'peg',
    label: 'PEGs & ethoxylates',
    description:
      'PEG-, PPG-, polysorbates and -eth ingredients, which can carry 1,4-dioxane traces.',
    test: (_s, names) =>
      /(\bpeg-|\bppg-|polysorbate|ceteareth|steareth|laureth|oleth|polyethylene glycol)/.test(
        names,
      ),
  },
  {
    id: 'uv-filters',
    label: 'Chemical UV filters',
    description: 'Oxybenzone, octocrylene, homosalate and other organic UV filters.',
    test: (s, names) =>
      (has(s.functions, 'uv-filter') && !/(zinc oxide|titanium dioxide)/.test(names)) ||
      /(oxybenzone|benzophenone-3|octocrylene|homosalate|octinoxate|ethylhexyl methoxycinnamate|avobenzone)/.test(
        names,
      ),
  },
  {
    id: 'microplastics',
    label: 'Microplastics',
    description: 'Solid plastic particles and persistent synthetic polymers.',
    test: (s, names) =>
      has(s.concerns, 'microplastic') ||
      /(polyethylene\b|polypropylene\b|nylon-\d|polymethyl methacrylate|acrylates copolymer)/.test(
        names,
      ),
  },
  {
    id: 'tree-nuts',
    label: 'Tree nut oils',
    description: 'Almond, shea, argan, macadamia, hazelnut, walnut and other nut-derived oils.',
    test: (_s, names) =>
      /(prunus amygdalus|almond|butyrospermum|shea|argania|argan\b|macadamia|corylus|hazelnut|juglans|walnut|bertholletia|brazil nut|pistacia vera|pistachio|anacardium|cashew|carya|pecan)/.test(
        names,
      ),
  },
  {
    id: 'essential-oils',
    label: 'Essential oils',
    description:
      'Fragrant plant oils (lavender, citrus peel, tea tree …), a common cause of allergies.',
    test: (s, names) =>
      (has(s.functions, 'fragrance') || has(s.functions, 'fragrance-allergen')) &&
      /\b(oil|essential)\b/.test(names),
  },
];

/**
 * PFAS by name: per- and polyfluorinated chemicals as they appear on labels (PTFE, perfluoro- and
 * polyfluoro- names, fluorotelomers, fluorinated silicones, fluorocarbon finishes), never a
 * "PFAS-free" claim. `names` is lower-cased.
 */
export function isPfasName(names: string): boolean {
  return /(perfluoro|polyfluoro|fluorotelomer|fluoroalcohol|polytetrafluoroethylene|\bptfe\b|\bpfas\b(?![- ]free)|\bfluorocarbon|trifluoropropyl|\bhfpo\b)/.test(
    names,
  );
}

export const AVOID_GROUP_IDS: readonly string[] = AVOID_GROUPS.map((g) => g.id);

// ── Ingredient families: what a product is free from ──────────────────────────────────────────

const EXTRA_FAMILIES: readonly AvoidGroup[] = [
  {
    id: 'fragrance-allergens',
    label: 'EU fragrance allergens',
    description:
      'The fragrance allergens the EU requires on the label (linalool, limonene, citral …).',
    test: (s) => has(s.functions, 'fragrance-allergen'),
  },
  {
    id: 'endocrine-disruptors',
    label: 'Suspected endocrine disruptors',
    description:
      'Ingredients our knowledge base flags for endocrine disruption, on the evidence of the EU and its scientific committees.',
    test: (s) => has(s.concerns, 'endocrine-disruption'),
  },
];

/**
 * The families a product's ingredients are checked against (the FREE FROM filter of
 * shared/catalog.ts, in its order): every avoid group, plus two from the knowledge base's own
 * tags. A product's families are stored with its badges (products.ingredient_families) and drive
 * the FREE FROM filter and "hide products with my avoided ingredients".
 */
export const INGREDIENT_FAMILIES: readonly AvoidGroup[] = FREE_FROM.map(({ id }) =>
  [...AVOID_GROUPS, ...EXTRA_FAMILIES].find((family) => family.id === id)!,
);

/** The families any of these ingredients belongs to, in INGREDIENT_FAMILIES order. */
export function ingredientFamiliesOf(ingredients: readonly AvoidSubject[]): string[] {
  const named = ingredients.map((subject) => ({ subject, names: avoidNames(subject) }));
  return INGREDIENT_FAMILIES.filter((family) =>
    named.some(({ subject, names }) => family.test(subject, names)),
  ).map((family) => family.id);
}

/** The labels of the avoid list's groups among a product's families (empty when none). */
export function avoidedFamilies(families: readonly string[] | null, list: AvoidList): string[] {
  if (!families) return [];
  return AVOID_GROUPS.filter((g) => list.groups.includes(g.id) && families.includes(g.id)).map(
    (g) => g.label,
  );
}
export const MAX_CUSTOM_AVOID_TERMS = 20;
export const MAX_AVOID_TERM_LENGTH = 40;

export interface AvoidList {
  groups: string[];
  /** Free words such as 'linalool' or 'coconut', matched inside ingredient names. */
  terms: string[];
}

export const EMPTY_AVOID_LIST: AvoidList = { groups: [], terms: [] };

/** Keeps only known groups and sane, de-duplicated custom words. */
export function cleanAvoidList(value: unknown): AvoidList {
  const input = (value && typeof value === 'object' ? value : {}) as Partial<AvoidList>;
  const groups = Array.isArray(input.groups)
    ? [...new Set(input.groups.filter((g): g is string => AVOID_GROUP_IDS.includes(g as string)))]
    : [];
  const terms = Array.isArray(input.terms)
    ? [
        ...new Set(
          input.terms
            .filter((t): t is string => typeof t === 'string')
            .map((t) => t.trim().toLowerCase().slice(0, MAX_AVOID_TERM_LENGTH))
            .filter((t) => t.length >= 2),
        ),
      ].slice(0, MAX_CUSTOM_AVOID_TERMS)
    : [];
  return { groups, terms };
}

/** A name as the avoid list matches it: lower-cased, sulphate spelt sulfate. */
export function foldAvoidName(name: string): string {
  return name.toLowerCase().replace(/sulphate/g, 'sulfate');
}

/** An ingredient's name and synonyms as the groups' tests read them: folded, joined. */
function avoidNames(subject: AvoidSubject): string {
  return [subject.name, ...(subject.synonyms ?? [])].map(foldAvoidName).join(' | ');
}

/** The labels of the avoid-list entries that this ingredient hits (empty when none). */
export function avoidMatches(subject: AvoidSubject, list: AvoidList): string[] {
  if (list.groups.length === 0 && list.terms.length === 0) return [];
  const names = avoidNames(subject);
  const hits: string[] = [];
  for (const group of AVOID_GROUPS) {
    if (list.groups.includes(group.id) && group.test(subject, names)) hits.push(group.label);
  }
  for (const term of list.terms) {
    if (names.includes(term)) hits.push(`“${term}”`);
  }
  return hits;
}
