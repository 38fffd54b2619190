/**
 * Choosing catalogue products for a shopper and saying why, honestly: never a product with an
 * ingredient on the avoid list, never one with an ingredient of high concern, never one whose
 * ingredients we do not know when there is something to avoid.
 */
import type { AvoidList } from '../../shared/avoid-list';
import { avoidHits, type CandidateProduct } from './catalog';
import { say } from './languages';
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

export const SKIN_NL: Record<string, string> = {
  'Sensitive Skin': 'de gevoelige huid',
  'Dry Skin': 'de droge huid',
  'Oily Skin': 'de vette huid',
  'Combination Skin': 'de gecombineerde huid',
};
export const SKIN_EN: Record<string, string> = {
  'Sensitive Skin': 'sensitive skin',
  'Dry Skin': 'dry skin',
  'Oily Skin': 'oily skin',
  'Combination Skin': 'combination skin',
};
export const WISH_NL: Record<string, string> = {
  Vegan: 'vegan',
  '100% Organic': '100% biologisch',
  Fairtrade: 'Fairtrade',
  'B Corp': 'B Corp',
  'Plastic Free': 'plasticvrij',
  Refillable: 'navulbaar',
  'Reusable packaging': 'herbruikbare verpakking',
};

export function listJoin(items: readonly string[], lang: Language, word?: string): string {
  const and = word ?? say(lang, 'and');
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

export function formatEuro(value: number | null, lang: Language): string {
  if (value === null) return '';
  return new Intl.NumberFormat(lang === 'nl' ? 'nl-NL' : 'en-IE', {
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
  const nl = lang === 'nl';
  const out: string[] = [];
  const avoided = avoidLabels(prefs, lang);
  if (avoided.length > 0) {
    let text = nl
      ? `zonder ${listJoin(avoided, lang, 'of')}`
      : `free of ${listJoin(avoided, lang, 'and')}`;
    if (prefs.avoid.groups.includes('sulfates')) {
      const cleanser = product.ingredients.find(
        (i) => i.functions.includes('surfactant') || i.functions.includes('cleansing'),
      );
      if (cleanser)
        text += nl ? ` (reinigt met ${cleanser.name})` : ` (it cleans with ${cleanser.name})`;
    }
    out.push(text);
  }
  if (prefs.flagged.length > 0) {
    const common = shared(product, new Set(prefs.flagged.map((n) => n.toLowerCase())));
    out.push(
      common.length === 0
        ? nl
          ? 'zonder de ingrediënten die ik in jouw product aanwees'
          : 'none of the ingredients I flagged in yours'
        : nl
          ? `deelt alleen ${listJoin(common, lang)} met jouw product`
          : `shares only ${listJoin(common, lang)} with yours`,
    );
  }
  const skin = prefs.skinTypes.find((s) => product.skin_type.includes(s));
  if (skin)
    out.push(nl ? `gemaakt voor ${SKIN_NL[skin] ?? skin}` : `made for ${SKIN_EN[skin] ?? skin}`);
  else if (prefs.skinTypes.length > 0 && product.skin_type.includes(ALL_SKIN))
    out.push(nl ? 'gemaakt voor alle huidtypes' : 'made for all skin types');
  if (prefs.priceMax !== null) {
    const budget = formatEuro(prefs.priceMax, lang);
    out.push(nl ? `binnen je budget van ${budget}` : `within your budget of ${budget}`);
  }
  const gentle = prefs.situations.length > 0 || prefs.skinTypes.includes('Sensitive Skin');
  if (gentle && product.sensitivity.includes('Hypoallergenic')) {
    out.push(nl ? 'hypoallergeen' : 'hypoallergenic');
  }
  const rated = product.ingredients.filter((i) => i.rating !== 'unknown');
  const moderate = rated.filter((i) => i.rating === 'low-to-moderate-concern');
  if (product.ingredients.length > 0 && rated.length === product.ingredients.length) {
    if (moderate.length === 0) {
      out.push(
        rated.length === 1
          ? nl
            ? 'het enige ingrediënt is zonder zorgen in onze database'
            : 'its one ingredient is rated no concern in our database'
          : nl
            ? `alle ${rated.length} ingrediënten zonder zorgen in onze database`
            : `all ${rated.length} ingredients rated no concern in our database`,
      );
    } else {
      out.push(
        nl
          ? `niets van grote zorg (let wel op: ${listJoin(
              moderate.slice(0, 2).map((i) => i.name),
              lang,
            )})`
          : `nothing of high concern (worth knowing: ${listJoin(
              moderate.slice(0, 2).map((i) => i.name),
              lang,
            )})`,
      );
    }
  }
  for (const wish of [...prefs.certifications, ...prefs.packaging]) {
    if (product.certifications.includes(wish) || product.packaging.includes(wish)) {
      out.push(
        nl
          ? (WISH_NL[wish] ?? wish)
          : wish === '100% Organic'
            ? '100% organic'
            : wish.toLowerCase() === 'b corp'
              ? 'B Corp'
              : wish.toLowerCase(),
      );
    }
  }
  if (product.rating !== null) {
    const reviews = new Intl.NumberFormat(nl ? 'nl-NL' : 'en-GB').format(product.review_count);
    out.push(
      nl
        ? `beoordeeld met ${product.rating.toFixed(1).replace('.', ',')}/5 door ${reviews} klanten`
        : `rated ${product.rating.toFixed(1)}/5 by ${reviews} shoppers`,
    );
  }
  return out.slice(0, 5);
}
