/**
 * The Puur standard as code: the rules that /standard states, applied to a product's analysed
 * ingredients. Clean and Natural are computed here and nowhere else; the product page's
 * "Why this badge" shows the same checks.
 */
import { productVerdict, type IngredientRating, type VerdictLevel } from './ingredients';
import { AVOID_GROUPS, ingredientFamiliesOf, isPfasName, type AvoidSubject } from './avoid-list';

/**
 * Bump when a rule (or the ingredient families) change: every product's badges and families are
 * recomputed (server/standard).
 */
export const STANDARD_VERSION = 4;

/**
 * What a product is judged on: cosmetics and cleaners on their ingredients; pans, boards,
 * textiles, candles and vases on their materials (/standard, "Products made of materials").
 */
export type StandardBasis = 'ingredients' | 'materials';

export const JUDGED_ON_MATERIALS: readonly string[] = ['Kitchen', 'Decoration', 'Fashion'];

export function standardBasis(category: string | null | undefined): StandardBasis {
  return category && JUDGED_ON_MATERIALS.includes(category) ? 'materials' : 'ingredients';
}

/** What a product's list is made of, in words: its ingredients, or its materials. */
export const BASIS_NOUNS: Record<StandardBasis, { one: string; many: string }> = {
  ingredients: { one: 'ingredient', many: 'ingredients' },
  materials: { one: 'material', many: 'materials' },
};

export type BadgeId = 'clean' | 'natural';

export const BADGE_LABELS: Record<BadgeId, string> = { clean: 'Clean', natural: 'Natural' };

/** An analysed ingredient as the standard needs it (product_ingredients joined with its entry). */
export interface StandardIngredient {
  name: string;
  rating: IngredientRating;
  functions: readonly string[];
  concerns: readonly string[];
  /** natural, natural-derived, mineral, synthetic; null when the entry does not say. */
  origin: string | null;
  synonyms?: readonly string[];
}

export interface RuleCheck {
  id: string;
  /** The rule as /standard states it. */
  rule: string;
  passed: boolean;
  /** The ingredients that decided it (the ones that break it, or none). */
  ingredients: string[];
}

export interface BadgeDecision {
  badge: BadgeId;
  awarded: boolean;
  checks: RuleCheck[];
}

export interface StandardAssessment {
  basis: StandardBasis;
  /** False for a product without an ingredient (or material) list: no badge, and it says so. */
  assessed: boolean;
  /** The verdict every card shows (shared/ingredients productVerdict); null when not assessed. */
  verdict: VerdictLevel | null;
  clean: BadgeDecision;
  natural: BadgeDecision;
  /** The ingredient families it contains (shared/ingredients INGREDIENT_FAMILIES); null when not assessed. */
  families: string[] | null;
}

/**
 * Why a rule rules a product out: for the health of the person using it, or for the environment
 * (what is rinsed away or thrown out). /standard lists them apart.
 */
export type RuleKind = 'health' | 'environment';

interface RuledOutGroup {
  id: string;
  kind: RuleKind;
  title: string;
  detail: string;
  test: (ingredient: StandardIngredient, names: string) => boolean;
}

const avoidGroupTest = (id: string) => {
  const group = AVOID_GROUPS.find((g) => g.id === id);
  if (!group) throw new Error(`Unknown avoid group ${id}`);
  return (ingredient: StandardIngredient, names: string) =>
    group.test(asAvoidSubject(ingredient), names);
};

const has = (list: readonly string[], value: string) => list.includes(value);

/** What rules a product out of the Clean badge (the list on /standard, in its order). */
export const RULED_OUT: readonly RuledOutGroup[] = [
  {
    id: 'formaldehyde-releasers',
    kind: 'health',
    title: 'Formaldehyde and its releasers',
    detail: 'DMDM hydantoin, imidazolidinyl and diazolidinyl urea, quaternium-15, bronopol',
    test: avoidGroupTest('formaldehyde-releasers'),
  },
  {
    id: 'isothiazolinones',
    kind: 'health',
    title: 'Isothiazolinones',
    detail:
      'methylisothiazolinone (MIT) and methylchloroisothiazolinone (CMIT), strong contact allergens',
    test: avoidGroupTest('isothiazolinones'),
  },
  {
    id: 'long-chain-parabens',
    kind: 'health',
    title: 'Long-chain parabens',
    detail:
      'propyl- and butylparaben, as a precaution (the SCCS finds them safe only within a low limit), and the banned isopropyl-, isobutyl-, benzyl-, pentyl- and phenylparaben; short methyl- and ethylparaben may stay',
    test: (_i, names) => /(propyl|butyl|benzyl|pentyl|phenyl)[\s-]?paraben/.test(names),
  },
  {
    id: 'endocrine-disruptors',
    kind: 'health',
    title: 'Suspected endocrine disruptors',
    detail:
      'triclosan, and as a precaution BHA and oxybenzone (benzophenone-3), which the SCCS finds safe only within a limit; the cyclosiloxane D4',
    test: (i, names) =>
      /(triclosan|\bbha\b|butylated hydroxyanisole|oxybenzone|benzophenone-3|cyclotetrasiloxane)/.test(
        names,
      ) ||
      (has(i.concerns, 'endocrine-disruption') && i.rating === 'high-concern'),
  },
  {
    id: 'phthalates',
    kind: 'health',
    title: 'Phthalates',
    detail: 'such as DEHP and DBP, also when hidden inside "fragrance"',
    test: (_i, names) => /(?<!tere)phthalate|\bdehp\b|\bdbp\b/.test(names),
  },
  {
    id: 'cmr',
    kind: 'health',
    title: 'Carcinogenic, mutagenic or reprotoxic substances',
    detail: 'anything classified CMR 1A or 1B by the EU (ECHA)',
    test: (i) => has(i.concerns, 'cmr') && i.rating === 'high-concern',
  },
  {
    id: 'microplastics',
    kind: 'environment',
    title: 'Microplastics and persistent polymers',
    detail:
      'polyethylene beads, nylon-12, acrylates copolymers, glitter, synthetic fibres: harmless on skin, but they never break down once rinsed away',
    test: (i, names) => avoidGroupTest('microplastics')(i, names) || /nylon-12/.test(names),
  },
  {
    id: 'persistent-siloxanes',
    kind: 'environment',
    title: 'Persistent cyclosiloxanes',
    detail:
      'cyclopentasiloxane (D5), cyclohexasiloxane (D6) and cyclomethicone: safe on skin, but the EU restricts them because they persist and build up in the environment',
    test: (_i, names) => /(cyclopentasiloxane|cyclohexasiloxane|cyclomethicone)/.test(names),
  },
  {
    id: 'pfas',
    kind: 'environment',
    title: 'PFAS',
    detail:
      'PTFE, perfluoro- and polyfluoro- ingredients, fluorinated silicones and water-repellent finishes: every PFAS, whatever its rating for health, because none of them breaks down',
    test: (_i, names) => isPfasName(names),
  },
];

/** Preservatives allowed in certified natural cosmetics (COSMOS, appendix V), besides natural ones. */
const NATURAL_PRESERVATIVES =
  /(benzoic acid|benzoate|benzyl alcohol|salicylic acid|salicylate|sorbic acid|sorbate|dehydroacetic acid|dehydroacetate)/;

const NATURAL_ORIGINS = new Set(['natural', 'natural-derived', 'mineral']);

/** The share of natural ingredients the Natural badge asks for. */
export const NATURAL_SHARE = 0.95;

function namesOf(ingredient: StandardIngredient): string {
  return [ingredient.name, ...(ingredient.synonyms ?? [])].map((n) => n.toLowerCase()).join(' | ');
}

function asAvoidSubject(ingredient: StandardIngredient): AvoidSubject {
  return {
    name: ingredient.name,
    functions: ingredient.functions,
    concerns: ingredient.concerns,
    synonyms: ingredient.synonyms,
  };
}

function check(
  id: string,
  rule: string,
  ingredients: readonly StandardIngredient[],
  breaks: (ingredient: StandardIngredient, names: string) => boolean,
): RuleCheck {
  const culprits = ingredients.filter((i) => breaks(i, namesOf(i))).map((i) => i.name);
  return { id, rule, passed: culprits.length === 0, ingredients: [...new Set(culprits)] };
}

function cleanChecks(
  ingredients: readonly StandardIngredient[],
  basis: StandardBasis,
): RuleCheck[] {
  const { one, many } = BASIS_NOUNS[basis];
  return [
    {
      id: 'list-published',
      rule:
        basis === 'materials'
          ? 'Its materials are published'
          : 'Its full ingredient list is published',
      passed: ingredients.length > 0,
      ingredients: [],
    },
    check(
      'no-high-concern',
      `None of its ${many} is of high concern`,
      ingredients,
      (i) => i.rating === 'high-concern',
    ),
    ...RULED_OUT.map((group) =>
      check(`ruled-out:${group.id}`, `No ${lowerFirst(group.title)}`, ingredients, group.test),
    ),
    check(
      'all-rated',
      basis === 'materials' ? `We know every ${one}` : `We have analysed every ${one}`,
      ingredients,
      (i) => i.rating === 'unknown',
    ),
  ];
}

function naturalChecks(
  ingredients: readonly StandardIngredient[],
  clean: BadgeDecision,
  basis: StandardBasis,
): RuleCheck[] {
  const notNatural = ingredients.filter((i) => !NATURAL_ORIGINS.has(i.origin ?? ''));
  const share = ingredients.length ? 1 - notNatural.length / ingredients.length : 0;
  return [
    {
      id: 'clean',
      rule: 'It carries the Clean badge',
      passed: clean.awarded,
      ingredients: [...new Set(clean.checks.flatMap((check) => check.ingredients))],
    },
    {
      id: 'natural-share',
      rule: `At least ${Math.round(NATURAL_SHARE * 100)}% of its ${BASIS_NOUNS[basis].many} are natural, mineral or of natural origin`,
      passed: ingredients.length > 0 && share >= NATURAL_SHARE,
      ingredients: share >= NATURAL_SHARE ? [] : notNatural.map((i) => i.name),
    },
    check(
      'no-synthetic-fragrance',
      'No synthetic fragrance',
      ingredients,
      (i) =>
        (has(i.functions, 'fragrance') || has(i.functions, 'fragrance-allergen')) &&
        !NATURAL_ORIGINS.has(i.origin ?? ''),
    ),
    check('no-silicones', 'No silicones', ingredients, avoidGroupTest('silicones')),
    check('no-mineral-oil', 'No mineral oil', ingredients, avoidGroupTest('mineral-oil')),
    check('no-pegs', 'No PEGs', ingredients, avoidGroupTest('peg')),
    check(
      'natural-preservatives',
      'Its preservatives are ones allowed in certified natural cosmetics',
      ingredients,
      (i, names) =>
        has(i.functions, 'preservative') &&
        !NATURAL_ORIGINS.has(i.origin ?? '') &&
        !NATURAL_PRESERVATIVES.test(names),
    ),
  ].filter((rule) => basis === 'ingredients' || !FORMULA_ONLY_CHECKS.has(rule.id));
}

/** Questions for a formula, not for a pan or a shirt. */
const FORMULA_ONLY_CHECKS = new Set(['no-pegs', 'natural-preservatives']);

function decide(badge: BadgeId, checks: RuleCheck[]): BadgeDecision {
  return { badge, awarded: checks.every((c) => c.passed), checks };
}

/** Applies the standard to a product's analysed ingredients (or materials). */
export function assessProduct(
  ingredients: readonly StandardIngredient[],
  basis: StandardBasis = 'ingredients',
): StandardAssessment {
  const clean = decide('clean', cleanChecks(ingredients, basis));
  const natural = decide('natural', naturalChecks(ingredients, clean, basis));
  const assessed = ingredients.length > 0;
  const verdict = assessed ? productVerdict(ingredients.map((i) => i.rating)).level : null;
  const families = assessed ? ingredientFamiliesOf(ingredients) : null;
  return { basis, assessed, verdict, clean, natural, families };
}

/** The badges a product carries, as stored on the product row. */
export interface ProductBadges {
  clean: boolean;
  natural: boolean;
}

export function badgesOf(assessment: StandardAssessment): ProductBadges {
  return { clean: assessment.clean.awarded, natural: assessment.natural.awarded };
}

/**
 * Whether a product meets the standard: it earns the Clean badge (Natural asks more on top of it).
 * Only such products are *listed*: CLEAN PRODUCTS, bestsellers, the home page, brand lists and
 * every search show them, and only they are offered as alternatives. A product that does not meet
 * it (an ingredient of high concern, something the standard rules out, an ingredient not rated
 * yet, or no published list at all: we cannot call clean what we have not read) stays *known*:
 * its own page, the ingredient checker, the assistant and comparisons still find it.
 */
export function meetsStandard(assessment: StandardAssessment): boolean {
  return assessment.clean.awarded;
}

/** The same rule read from a product's stored badges (what lists filter on). */
export function isListed(badges: ProductBadges): boolean {
  return badges.clean;
}

export interface Listing {
  listed: boolean;
  /** Why it is not listed: each rule it breaks, with the ingredients that break it. */
  reasons: string[];
}

/** Whether a product is listed and, when it is not, the rules of the standard it breaks. */
export function listingOf(assessment: StandardAssessment): Listing {
  const listed = meetsStandard(assessment);
  const reasons = listed
    ? []
    : assessment.clean.checks
        .filter((check) => !check.passed)
        .map((check) =>
          check.ingredients.length ? `${check.rule}: ${check.ingredients.join(', ')}` : check.rule,
        );
  return { listed, reasons };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
