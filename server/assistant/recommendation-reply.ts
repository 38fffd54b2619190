/**
 * The built-in assistant's recommendation: the products that fit what the shopper asked for and
 * remembered, and the reply that presents them.
 */
import type { DB } from '../db/connect';
import type { IngredientIndex } from '../ingredients/matcher';
import { findCandidates } from './catalog';
import { withShown, type Language, type Memory } from './memory';
import {
  avoidLabels,
  formatEuro,
  listJoin,
  MIN_PICKS,
  recommend,
  skinName,
  type Choice,
  type Preferences,
  type RecommendOutcome,
} from './recommend';
import { type Understanding } from './understand';
import { AREA_LABELS, inLanguage, PRODUCT_TYPE_BY_ID, type ProductType } from './vocabulary';
import { say } from './languages';
import { article, capitalise } from './reply-words';
import { preferencesOf } from './remember';

/**
 * Up to this many products under one reply when the conversation is about one product type;
 * otherwise up to MAX_PICKS_WIDE. The cards sit in a grid of 1–3 columns.
 */
export const MAX_PICKS = 4;

export const MAX_PICKS_WIDE = 6;

export async function recommendation(
  db: DB,
  memory: Memory,
  u: Understanding,
  lang: Language,
  kb: IngredientIndex,
  lead?: string,
  options: { exclude?: readonly number[]; max?: number; bare?: boolean } = {},
): Promise<{ text: string; memory: Memory }> {
  void kb;
  const type = memory.type ? (PRODUCT_TYPE_BY_ID.get(memory.type) ?? null) : null;
  let candidates = await findCandidates(db, {
    type,
    category: type ? null : memory.category,
    area: type ? null : memory.area,
  });
  // The same brand as the product talked about: when it makes none of these, say so first.
  if (memory.brand) {
    const brand = memory.brand;
    const ofBrand = candidates.filter((c) => c.brand === brand);
    if (ofBrand.length > 0) candidates = ofBrand;
    else {
      const noun = describeWanted(type, memory, lang);
      lead = [lead, say(lang, 'brand.none', { brand, many: noun.many })]
        .filter(Boolean)
        .join('\n\n');
      memory = { ...memory, brand: null };
    }
  }
  const prefs = preferencesOf(memory);
  if (u.cheaper && u.priceMax === null) {
    const shownPrices = candidates
      .filter((c) => memory.shown.includes(c.id) && c.price !== null)
      .map((c) => c.price!);
    if (shownPrices.length > 0) {
      // Only for this answer: 'cheaper' is relative to what was shown, not a budget.
      prefs.priceMax = Math.min(...shownPrices) - 0.01;
    }
  }
  const max = options.max ?? (type ? MAX_PICKS : MAX_PICKS_WIDE);
  const exclude = [...(u.more ? memory.shown : []), ...(options.exclude ?? [])];
  const outcome = recommend(candidates, prefs, { exclude, max, lang });
  const noun = describeWanted(type, memory, lang);
  let text = writeRecommendation(outcome, prefs, memory, type, noun, lang, u.more, lead);
  if (options.bare) {
    text = text
      .replace(/\n\n\[PRODUCT:[\d,]*\]$/, '')
      .replace(`\n\n${say(lang, type ? 'recommend.hint' : 'recommend.hintNoType')}`, '');
  }
  const ids = outcome.picks.map((p) => p.product.id);
  return { text, memory: withShown(memory, ids) };
}

export function describeWanted(type: ProductType | null, memory: Memory, lang: Language) {
  if (type) return { one: inLanguage(type.name, lang), many: inLanguage(type.plural, lang) };
  const category = memory.category ?? '';
  if (!category) return { one: say(lang, 'noun.product'), many: say(lang, 'noun.products') };
  // The words for a product of the category ('skincare product'), else the category's name.
  return {
    one: say(lang, `noun.${category}`, {}, category),
    many: say(lang, `nouns.${category}`, {}, category),
  };
}

export function wishesLine(prefs: Preferences, memory: Memory, lang: Language): string {
  const bits: string[] = [];
  const avoided = avoidLabels(prefs, lang);
  if (avoided.length)
    bits.push(say(lang, 'recommend.without', { list: listJoin(avoided, lang, say(lang, 'or')) }));
  if (memory.area && !memory.type) bits.push(inLanguage(AREA_LABELS[memory.area], lang));
  const skins = memory.skinTypes.map((s) => skinName(s, lang));
  if (skins.length) bits.push(say(lang, 'wish.forSkin', { list: listJoin(skins, lang) }));
  if (memory.situations.includes('pregnancy')) bits.push(say(lang, 'wish.pregnancy'));
  if (memory.situations.includes('baby')) bits.push(say(lang, 'wish.baby'));
  if (prefs.priceMax !== null)
    bits.push(say(lang, 'wish.upTo', { price: formatEuro(prefs.priceMax, lang) }));
  return bits.join('; ');
}

/** The numbered lines of picks: name, brand and price, and the reasons it fits. */
export function pickLines(picks: readonly Choice[], lang: Language): string {
  return picks
    .map((pick, i) => {
      const p = pick.product;
      const meta = [p.brand, formatEuro(p.price, lang)].filter(Boolean).join(', ');
      const reason = pick.reasons.length ? `: ${capitalise(listJoin(pick.reasons, lang))}.` : '.';
      return `${i + 1}. **${p.name}**${meta ? ` (${meta})` : ''}${reason}`;
    })
    .join('\n');
}

export function writeRecommendation(
  outcome: RecommendOutcome,
  prefs: Preferences,
  memory: Memory,
  type: ProductType | null,
  noun: { one: string; many: string },
  lang: Language,
  more: boolean,
  lead?: string,
): string {
  const wishes = wishesLine(prefs, memory, lang);
  const lines: string[] = [];
  if (lead) lines.push(lead);
  const picks = outcome.picks;

  if (outcome.considered === 0) {
    lines.push(say(lang, 'recommend.notCarried', { one: noun.one, aOne: article(noun.one) }));
    return lines.join('\n\n');
  }
  if (picks.length === 0) {
    const n = outcome.considered;
    // Why nothing fits: how many were left out for each reason.
    const excluded: [string, number][] = [
      ['avoid', outcome.excludedForAvoid],
      ['concern', outcome.excludedForConcern],
      ['price', outcome.excludedForPrice],
      ['skin', outcome.excludedForSkin],
    ];
    const why = excluded
      .filter(([, k]) => k > 0)
      .map(([reason, k]) =>
        say(lang, `excluded.${reason}.${k === 1 ? 'one' : 'many'}`, { count: k }),
      );
    const first = excluded.find(([, k]) => k > 0)?.[0];
    const reasonText = !first
      ? ''
      : n === 1
        ? ` ${say(lang, 'excluded.onlyOne', { reason: say(lang, `excluded.${first}.it`) })}`
        : ` ${say(lang, 'excluded.ofMany', { count: n, list: listJoin(why, lang) })}`;
    const values = {
      many: noun.many,
      one: noun.one,
      aOne: article(noun.one),
      wishes: wishes ? ` (${wishes})` : '',
      reasons: reasonText,
    };
    lines.push(say(lang, more ? 'recommend.allShown' : 'recommend.noneFits', values));
    return lines.join('\n\n');
  }

  const count = picks.length;
  const values = { count, one: noun.one, many: noun.many, wishes: wishes ? ` (${wishes})` : '' };
  const intro =
    count < MIN_PICKS
      ? count === 1
        ? 'recommend.onlyOne'
        : 'recommend.onlyFew'
      : more
        ? 'recommend.more'
        : 'recommend.found';
  lines.push(say(lang, intro, values));
  lines.push(pickLines(picks, lang));
  if (outcome.relaxed.length > 0) {
    const wish = listJoin(
      outcome.relaxed.map((w) => w.toLowerCase()),
      lang,
      say(lang, 'or'),
    );
    lines.push(say(lang, 'recommend.relaxed', { wish }));
  }
  lines.push(say(lang, type ? 'recommend.hint' : 'recommend.hintNoType'));
  lines.push(`[PRODUCT:${picks.map((p) => p.product.id).join(',')}]`);
  return lines.join('\n\n');
}
