/**
 * One product checked against everything the shopper told the assistant in this conversation
 * (avoid list, avoided families, budget, skin type, wishes): each constraint met, broken or
 * unknown, with the words to say so. The replies about products and the language model's guard
 * both read these checks.
 */
import { RATING_SEVERITY } from '../../shared/ingredients';
import { avoidHits, type CandidateProduct } from './catalog';
import { say } from './languages';
import type { Language } from './memory';
import {
  avoidLabels,
  formatEuro,
  holdsFamily,
  listJoin,
  skinName,
  wishName,
  type Preferences,
} from './recommend';
import { FAMILY_LABELS, GROUP_LABELS, inLanguage } from './vocabulary';

export type Mark = 'meets' | 'breaks' | 'unknown';

export interface Check {
  mark: Mark;
  text: string;
}

/** Every stated constraint, checked on one product, with the words to say so. */
export function checkProduct(
  product: CandidateProduct,
  prefs: Preferences,
  lang: Language,
): Check[] {
  const checks: Check[] = [];
  const or = say(lang, 'or');
  const avoided = avoidLabels(prefs, lang);
  if (avoided.length > 0) {
    if (product.ingredients.length === 0) {
      const list = listJoin(avoided, lang, or);
      checks.push({ mark: 'unknown', text: say(lang, 'check.avoid.noList', { list }) });
    } else {
      const hits = avoidHits(product, prefs.avoid);
      if (hits.length === 0) {
        const list = listJoin(avoided, lang, say(lang, 'check.avoid.freeOfJoin'));
        checks.push({ mark: 'meets', text: say(lang, 'check.avoid.freeOf', { list }) });
      } else {
        const named = hits
          .slice(0, 3)
          .map((hit) => `${hit.ingredient} (${hitLabel(hit.hits, prefs, lang)})`);
        const list = listJoin(named, lang);
        checks.push({ mark: 'breaks', text: say(lang, 'check.avoid.contains', { list }) });
      }
    }
  }
  if (prefs.families.length > 0) {
    const labels = prefs.families.map((f) => {
      const label = FAMILY_LABELS[f];
      return label ? inLanguage(label, lang) : f;
    });
    const list = listJoin(labels, lang, or);
    const holds = holdsFamily(product, prefs.families);
    if (holds === null) {
      checks.push({ mark: 'unknown', text: say(lang, 'check.family.notAssessed', { list }) });
    } else if (holds) {
      checks.push({ mark: 'breaks', text: say(lang, 'check.family.holds', { list }) });
    }
  }
  const high = product.ingredients.filter((i) => i.rating === 'high-concern');
  if (high.length > 0) {
    const list = listJoin(
      high.map((i) => i.name),
      lang,
    );
    checks.push({ mark: 'breaks', text: say(lang, 'check.highConcern', { list }) });
  }
  if (prefs.priceMax !== null) {
    const budget = formatEuro(prefs.priceMax, lang);
    if (product.price === null) {
      checks.push({ mark: 'unknown', text: say(lang, 'check.price.none') });
    } else {
      const price = formatEuro(product.price, lang);
      checks.push(
        product.price <= prefs.priceMax
          ? { mark: 'meets', text: say(lang, 'check.price.within', { price, budget }) }
          : { mark: 'breaks', text: say(lang, 'check.price.above', { price, budget }) },
      );
    }
  }
  for (const skin of prefs.skinTypes) {
    const words = skinName(skin, lang);
    if (product.skin_type.includes(skin)) {
      checks.push({ mark: 'meets', text: say(lang, 'check.skin.madeFor', { skin: words }) });
    } else if (product.skin_type.includes('All skin types')) {
      checks.push({ mark: 'meets', text: say(lang, 'check.skin.allTypes') });
    } else {
      checks.push({ mark: 'unknown', text: say(lang, 'check.skin.notLabelled', { skin: words }) });
    }
  }
  for (const wish of [...prefs.certifications, ...prefs.packaging]) {
    const has = product.certifications.includes(wish) || product.packaging.includes(wish);
    const words = wishName(wish, lang);
    checks.push(
      has
        ? { mark: 'meets', text: words }
        : { mark: 'unknown', text: say(lang, 'check.wish.not', { wish: words }) },
    );
  }
  return checks;
}

function hitLabel(hits: readonly string[], prefs: Preferences, lang: Language): string {
  return hits
    .map((hit) => {
      const label = GROUP_LABELS[hit];
      return label
        ? inLanguage(label, lang)
        : (prefs.termLabels.find((l) => l.toLowerCase() === hit) ?? hit);
    })
    .join(', ');
}

/** The ingredients worth naming: the worst first, at most `limit`. */
export function notable(product: CandidateProduct, limit = 3): string[] {
  return product.ingredients
    .filter((i) => i.rating === 'high-concern' || i.rating === 'low-to-moderate-concern')
    .sort((a, b) => RATING_SEVERITY[b.rating] - RATING_SEVERITY[a.rating])
    .slice(0, limit)
    .map((i) => i.name);
}

/** How well a product fits: fewer broken constraints, then fewer unknowns, then cleaner. */
export function fitScore(product: CandidateProduct, prefs: Preferences, lang: Language): number[] {
  const checks = checkProduct(product, prefs, lang);
  const worst = Math.max(0, ...product.ingredients.map((i) => RATING_SEVERITY[i.rating]));
  return [
    checks.filter((c) => c.mark === 'breaks').length,
    checks.filter((c) => c.mark === 'unknown').length,
    worst,
    notable(product, 99).length,
    -(product.rating ?? 0),
  ];
}

export function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
