/**
 * Ingredient vocabulary shared by the server (analysis, checker) and the client: ratings and their
 * labels, and a product's verdict. The personal avoid list lives in ./avoid-list.ts. Pure
 * functions only.
 */
import { SAFETY_RATINGS, type SafetyRating } from './catalog';
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
