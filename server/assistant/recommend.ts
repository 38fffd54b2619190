/**
 * Choosing catalogue products for a shopper and saying why, honestly: never a product with an
 * ingredient on the avoid list, never one with an ingredient of high concern, never one whose
 * ingredients we do not know when there is something to avoid.
 */
import type { AvoidList } from '../../shared/avoid-list';
import { avoidHits, type CandidateProduct } from './catalog';
import { languageOf, say } from './languages';
import type { Language, Situation } from './memory';
import { FAMILY_LABELS, GROUP_LABELS } from './vocabulary';

export interface Preferences {
  avoid: AvoidList;
  /** Labels of the custom avoid terms, for the reasons ('no coconut'). */
  termLabels: string[];
  /** FREE FROM families to avoid beyond the avoid groups (products.ingredient_families). */
  families: string[];
  skinTypes: string[];
  situations: Situation[];
  certifications: string[];
  packaging: string[];
  priceMax: number | null;
  /** Ingredients of the shopper's current product that we flagged (KB names, any case): products
   * that share them rank lower and say so. High-concern ones are excluded anyway. */
  flagged: string[];
}

/** No wish at all: nothing to avoid, no skin type, no budget. */
export const NO_PREFERENCES: Readonly<Preferences> = {
  avoid: { groups: [], terms: [] },
  termLabels: [],
  families: [],
  skinTypes: [],
  situations: [],
  certifications: [],
  packaging: [],
  priceMax: null,
  flagged: [],
};

export interface Choice {
  product: CandidateProduct;
  reasons: string[];
  score: number;
}

export interface RecommendOutcome {
  picks: Choice[];
  /** Candidates of the type or category before any filter. */
  considered: number;
  excludedForAvoid: number;
  excludedForConcern: number;
  excludedForPrice: number;
  /** Left out as not made for the shopper's skin type. */
  excludedForSkin: number;
  /** Wishes no candidate could meet (left out rather than returning nothing). */
  relaxed: string[];
}

export const MIN_PICKS = 3;

const ALL_SKIN = 'All skin types';

/** Made for every one of these skin types (or for all skin types). */
export function suitsSkin(
  product: Pick<CandidateProduct, 'skin_type'>,
  skinTypes: readonly string[],
) {
  return skinTypes.every(
    (s) => product.skin_type.includes(s) || product.skin_type.includes(ALL_SKIN),
  );
}

const SENSITIVITY_FOR_GROUP: Record<string, string> = {
  fragrance: 'Fragrance Free',
  parabens: 'Paraben Free',
  sulfates: 'Sulfate Free',
  silicones: 'Silicon Free',
  'drying-alcohol': 'Alcohol Free',
};

export function recommend(
  candidates: readonly CandidateProduct[],
  prefs: Preferences,
  options: { exclude?: readonly number[]; max: number; lang: Language },
): RecommendOutcome {
  const exclude = new Set(options.exclude ?? []);
  const flagged = new Set(prefs.flagged.map((name) => name.toLowerCase()));
  const hasAvoid = prefs.avoid.groups.length > 0 || prefs.avoid.terms.length > 0;
  let excludedForAvoid = 0;
  let excludedForConcern = 0;
  let excludedForPrice = 0;

  let pool = candidates.filter((product) => {
    if (exclude.has(product.id)) return false;
    if (product.ingredients.some((i) => i.rating === 'high-concern')) {
      excludedForConcern++;
      return false;
    }
    if (prefs.families.length > 0 && holdsFamily(product, prefs.families) !== false) {
      excludedForAvoid++;
      return false;
    }
    if (hasAvoid && (product.ingredients.length === 0 || avoidHits(product, prefs.avoid).length)) {
      excludedForAvoid++;
      return false;
    }
    if (prefs.priceMax !== null && (product.price === null || product.price > prefs.priceMax)) {
      excludedForPrice++;
      return false;
    }
    return true;
  });

  // A skin type keeps only products made for it (or for all skin types), where this kind of
  // product says which skin it is for (shampoos do not): never relaxed, like the avoid list.
  const relaxed: string[] = [];
  let excludedForSkin = 0;
  if (prefs.skinTypes.length > 0 && pool.some((p) => p.skin_type.length > 0)) {
    const before = pool.length;
    pool = pool.filter((p) => suitsSkin(p, prefs.skinTypes));
    excludedForSkin = before - pool.length;
  }
  // Certifications and packaging are wishes: kept when at least one product meets them all.
  for (const [wish, field] of [
    ...prefs.certifications.map((c) => [c, 'certifications'] as const),
    ...prefs.packaging.map((p) => [p, 'packaging'] as const),
  ]) {
    const meeting = pool.filter((p) => p[field].includes(wish));
    if (meeting.length > 0) pool = meeting;
    else relaxed.push(wish);
  }

  const picks = pool
    .map((product) => ({
      product,
      score: score(product, prefs) - 6 * shared(product, flagged).length,
      reasons: reasons(product, prefs, options.lang),
    }))
    .sort((a, b) => b.score - a.score || a.product.id - b.product.id)
    .slice(0, options.max);

  return {
    picks,
    considered: candidates.length,
    excludedForAvoid,
    excludedForConcern,
    excludedForPrice,
    excludedForSkin,
    relaxed,
  };
}

function shared(product: CandidateProduct, flagged: ReadonlySet<string>): string[] {
  return product.ingredients.filter((i) => flagged.has(i.name.toLowerCase())).map((i) => i.name);
}

function score(product: CandidateProduct, prefs: Preferences): number {
  let total = (product.rating ?? 3) * 2 + Math.log10(product.review_count + 1);
  for (const skin of prefs.skinTypes) {
    if (product.skin_type.includes(skin)) total += 6;
    else if (product.skin_type.includes('All skin types')) total += 2;
  }
  for (const group of prefs.avoid.groups) {
    const label = SENSITIVITY_FOR_GROUP[group];
    if (label && product.sensitivity.includes(label)) total += 3;
  }
  const gentle =
    prefs.skinTypes.includes('Sensitive Skin') ||
    prefs.situations.includes('baby') ||
    prefs.situations.includes('pregnancy');
  if (gentle) {
    if (product.sensitivity.includes('Hypoallergenic')) total += 3;
    if (product.sensitivity.includes('Fragrance Free')) total += 3;
    if (product.sensitivity.includes('Dermatologist Tested')) total += 1;
    if (product.ingredients.some((i) => i.functions.includes('fragrance-allergen'))) total -= 3;
  }
  if (product.toxicity_rating === 'clean') total += 3;
  if (product.naturalness_rating === 'natural') total += 2;
  for (const ingredient of product.ingredients) {
    if (ingredient.rating === 'low-to-moderate-concern') total -= 3;
    if (ingredient.rating === 'unknown') total -= 0.5;
  }
  return total;
}

// ── Reasons ──────────────────────────────────────────────────────────────────────────────────

/** A skin type of the catalogue ('Dry Skin') as a reply says it ('dry skin', 'droge huid'). */
export function skinName(skin: string, lang: Language): string {
  return say(lang, `skin.${skin}`, {}, skin);
}

/** A certification or packaging wish of the catalogue ('Plastic Free') as a reply says it. */
export function wishName(wish: string, lang: Language): string {
  return say(lang, `wish.${wish}`, {}, wish);
}

export function listJoin(items: readonly string[], lang: Language, word?: string): string {
  const and = word ?? say(lang, 'and');
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function formatEuro(value: number | null, lang: Language): string {
  if (value === null) return '';
  return new Intl.NumberFormat(languageOf(lang).locale, {
    style: 'currency',
    currency: 'EUR',
  }).format(value);
}

export function avoidLabels(
  prefs: Pick<Preferences, 'avoid' | 'termLabels' | 'families'>,
  lang: Language,
) {
  return [
    ...prefs.avoid.groups.map((g) => GROUP_LABELS[g]?.[lang] ?? g),
    ...prefs.families.map((f) => FAMILY_LABELS[f]?.[lang] ?? f),
    ...prefs.termLabels,
  ];
}

/** Whether the product holds one of these families; null when the standard has not assessed it. */
export function holdsFamily(
  product: Pick<CandidateProduct, 'families'>,
  families: readonly string[],
): boolean | null {
  if (product.families === null) return null;
  return families.some((family) => product.families!.includes(family));
}

function reasons(product: CandidateProduct, prefs: Preferences, lang: Language): string[] {
  const out: string[] = [];
  const avoided = avoidLabels(prefs, lang);
  if (avoided.length > 0) {
    let text = say(lang, 'reason.freeOf', {
      list: listJoin(avoided, lang, say(lang, 'check.avoid.freeOfJoin')),
    });
    if (prefs.avoid.groups.includes('sulfates')) {
      const cleanser = product.ingredients.find(
        (i) => i.functions.includes('surfactant') || i.functions.includes('cleansing'),
      );
      if (cleanser) text += ` ${say(lang, 'reason.cleansWith', { name: cleanser.name })}`;
    }
    out.push(text);
  }
  if (prefs.flagged.length > 0) {
    const common = shared(product, new Set(prefs.flagged.map((n) => n.toLowerCase())));
    out.push(
      common.length === 0
        ? say(lang, 'reason.noneFlagged')
        : say(lang, 'reason.sharesOnly', { list: listJoin(common, lang) }),
    );
  }
  const skin = prefs.skinTypes.find((s) => product.skin_type.includes(s));
  if (skin) out.push(say(lang, 'reason.madeFor', { skin: skinName(skin, lang) }));
  else if (prefs.skinTypes.length > 0 && product.skin_type.includes(ALL_SKIN))
    out.push(say(lang, 'check.skin.allTypes'));
  if (prefs.priceMax !== null) {
    out.push(say(lang, 'reason.withinBudget', { budget: formatEuro(prefs.priceMax, lang) }));
  }
  const gentle = prefs.situations.length > 0 || prefs.skinTypes.includes('Sensitive Skin');
  if (gentle && product.sensitivity.includes('Hypoallergenic')) {
    out.push(say(lang, 'reason.hypoallergenic'));
  }
  const rated = product.ingredients.filter((i) => i.rating !== 'unknown');
  const moderate = rated.filter((i) => i.rating === 'low-to-moderate-concern');
  if (product.ingredients.length > 0 && rated.length === product.ingredients.length) {
    if (moderate.length === 0) {
      out.push(
        say(lang, rated.length === 1 ? 'reason.allClean.one' : 'reason.allClean.many', {
          count: rated.length,
        }),
      );
    } else {
      const names = moderate.slice(0, 2).map((i) => i.name);
      out.push(say(lang, 'reason.nothingHigh', { list: listJoin(names, lang) }));
    }
  }
  for (const wish of [...prefs.certifications, ...prefs.packaging]) {
    if (product.certifications.includes(wish) || product.packaging.includes(wish)) {
      out.push(wishName(wish, lang));
    }
  }
  if (product.rating !== null) {
    const reviews = new Intl.NumberFormat(languageOf(lang).locale).format(product.review_count);
    const rating = product.rating.toFixed(1).replace('.', say(lang, 'decimalPoint'));
    out.push(say(lang, 'reason.rated', { rating, count: reviews }));
  }
  return out.slice(0, 5);
}
