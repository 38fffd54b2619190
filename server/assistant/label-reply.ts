/**
 * The built-in assistant's answer to a label or an ingredient list: each ingredient rated from the
 * knowledge base, a verdict, and cleaner products of the same type.
 */
import { productVerdict, RATING_SEVERITY, type IngredientRating } from '../../shared/ingredients';
import type { DB } from '../db/connect';
import type { IngredientIndex } from '../ingredients/matcher';
import {
  analyseIngredientText,
  avoidHits,
  knownAnalysedProducts,
  type AnalysedIngredient,
  type CandidateProduct,
} from './catalog';
import { type Language, type Memory } from './memory';
import { listJoin } from './recommend';
import { type Understanding } from './understand';
import { inLanguage, PRODUCT_TYPE_BY_ID, PRODUCT_TYPES, type ProductType } from './vocabulary';
import { say } from './languages';
import { article, ratingWords, concernWords, shortExplanation } from './reply-words';
import { preferencesOf } from './remember';
import { recommendation } from './recommendation-reply';

export const MAX_EXPLAINED = 6;

export async function labelAnalysis(
  db: DB,
  memory: Memory,
  u: Understanding,
  listText: string,
  lang: Language,
  kb: IngredientIndex,
  fromPhoto: boolean,
): Promise<{ text: string; memory: Memory }> {
  const items = analyseIngredientText(listText, kb);
  const prefs = preferencesOf(memory);
  const onAvoid = new Map(
    avoidHits({ ingredients: items }, prefs.avoid).map((h) => [h.ingredient, h.hits]),
  );
  const verdict = productVerdict(items.map((i) => i.rating));
  const flagged = items
    .map((item, position) => ({ item, position }))
    .filter(
      ({ item }) =>
        item.rating === 'high-concern' ||
        item.rating === 'low-to-moderate-concern' ||
        onAvoid.has(item.name),
    )
    .sort(
      (a, b) =>
        RATING_SEVERITY[b.item.rating] - RATING_SEVERITY[a.item.rating] || a.position - b.position,
    )
    .map(({ item }) => item);
  const unknown = items.filter((i) => i.rating === 'unknown');

  const lines: string[] = [];
  lines.push(say(lang, fromPhoto ? 'label.readPhoto' : 'label.readList', { count: items.length }));
  lines.push(verdictLine(verdict.level, verdict.counts, lang));
  if (flagged.length > 0) {
    lines.push(say(lang, 'label.worthKnowing'));
    lines.push(
      flagged
        .slice(0, MAX_EXPLAINED)
        .map((item) => {
          const rating = ratingWords(item.rating, lang);
          const concerns = item.concerns.length ? ` (${concernWords(item.concerns, lang)})` : '';
          const avoid = onAvoid.get(item.name);
          const avoidNote = avoid
            ? ` ${say(lang, 'label.onAvoid', { list: avoid.join(', ') })}`
            : '';
          return `- **${item.name}**: ${rating}${concerns}. ${shortExplanation(item.explanation)}${avoidNote}`;
        })
        .join('\n'),
    );
    if (flagged.length > MAX_EXPLAINED) {
      lines.push(say(lang, 'label.moreModerate', { count: flagged.length - MAX_EXPLAINED }));
    }
    // The knowledge base's explanations are in English; other languages say so.
    const note = say(lang, 'label.explanationLanguage');
    if (note) lines.push(note);
  }
  if (unknown.length > 0) {
    const names = unknown.slice(0, 5).map((i) => i.name);
    lines.push(
      say(lang, unknown.length === 1 ? 'label.unknown.one' : 'label.unknown.many', {
        count: unknown.length,
        list: `${listJoin(names, lang)}${unknown.length > 5 ? ', …' : ''}`,
      }),
    );
  }

  const flaggedNames = flagged
    .filter((i) => i.rating !== 'no-concern' || onAvoid.has(i.name))
    .map((i) => i.name);
  let next: Memory = { ...memory, lastFlagged: flaggedNames.slice(0, 30) };

  // Alternatives of the same kind of product, without what we flagged. A list without words
  // about it is compared with the catalogue first: a pasted shampoo list means shampoo now.
  let type = u.type;
  let guessed = false;
  if (!type && !u.category) {
    const guess = await guessType(db, items);
    if (guess) {
      type = guess;
      guessed = true;
    } else if (memory.type) {
      type = PRODUCT_TYPE_BY_ID.get(memory.type) ?? null;
    }
  }
  if (type) {
    next = { ...next, type: type.id, category: type.category, shown: [] };
  } else if (u.category) {
    next = { ...next, category: u.category, type: null, shown: [] };
  }
  if (!next.type && !next.category) {
    lines.push(say(lang, 'label.whichKind'));
    return { text: lines.join('\n\n'), memory: next };
  }
  const lead =
    flaggedNames.length > 0
      ? guessed && type
        ? say(lang, 'label.swapsGuessed', {
            one: inLanguage(type.name, lang),
            aOne: article(inLanguage(type.name, lang)),
          })
        : say(lang, 'label.swaps')
      : say(lang, 'label.nothingToWorry');
  const rec = await recommendation(db, next, { ...u, more: false, cheaper: false }, lang, kb, lead);
  lines.push(rec.text);
  return { text: lines.join('\n\n'), memory: rec.memory };
}

export function verdictLine(
  level: string,
  counts: Record<IngredientRating, number>,
  lang: Language,
): string {
  const high = counts['high-concern'];
  const moderate = counts['low-to-moderate-concern'];
  switch (level) {
    case 'avoid':
      return say(lang, high === 1 ? 'verdict.avoid.one' : 'verdict.avoid.many', { count: high });
    case 'watch':
      return say(lang, 'verdict.watch', { count: moderate });
    case 'good':
      return say(lang, 'verdict.good', { count: moderate });
    case 'clean':
      return say(lang, 'verdict.clean');
    default:
      return say(lang, 'verdict.unknown');
  }
}

/**
 * The product type of the catalogue product whose ingredients overlap most with this list, by a
 * Jaccard index weighted with the rarity of each ingredient in the catalogue (water and citric
 * acid say little; cocamidopropyl betaine says 'shampoo').
 */
export async function guessType(db: DB, items: AnalysedIngredient[]): Promise<ProductType | null> {
  const names = new Set(items.filter((i) => i.rating !== 'unknown').map((i) => i.name));
  if (names.size < 3) return null;
  const candidates: CandidateProduct[] = await knownAnalysedProducts(db);
  const lists = candidates
    .map((product) => ({ product, theirs: new Set(product.ingredients.map((i) => i.name)) }))
    .filter((entry) => entry.theirs.size > 0);
  const frequency = new Map<string, number>();
  for (const { theirs } of lists)
    for (const name of theirs) frequency.set(name, (frequency.get(name) ?? 0) + 1);
  const weight = (name: string) =>
    Math.log((lists.length + 1) / ((frequency.get(name) ?? 0) + 0.5));
  let best: { type: ProductType; score: number } | null = null;
  for (const { product, theirs } of lists) {
    let shared = 0;
    let union = 0;
    for (const name of new Set([...names, ...theirs])) {
      const w = weight(name);
      union += w;
      if (names.has(name) && theirs.has(name)) shared += w;
    }
    const score = union > 0 ? shared / union : 0;
    if (score < 0.2 || (best && score <= best.score)) continue;
    const text = `${product.name} ${product.subtitle ?? ''}`.toLowerCase();
    const type = PRODUCT_TYPES.find((t) => t.product.test(text) && t.category === product.category);
    if (type) best = { type, score };
  }
  return best?.type ?? null;
}
