/**
 * The personal avoid list and the ingredient families a product is free from: the groups a
 * shopper can choose to avoid, their tests on an ingredient's name, functions and concerns, and
 * the families stored with a product that drive the FREE FROM filter. Shared by the server
 * (analysis, search) and the client (the avoid list, the product page). Pure functions only.
 */
import { FREE_FROM } from './catalog';

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
