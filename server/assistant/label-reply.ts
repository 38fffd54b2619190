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
import { PRODUCT_TYPE_BY_ID, PRODUCT_TYPES, type ProductType } from './vocabulary';
import { L, article, RATING_WORDS, concernWords, shortExplanation } from './reply-words';
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
  lines.push(
    fromPhoto
      ? L(
          lang,
          `I read the label in your photo: **${items.length} ingredients**.`,
          `Ik heb het etiket op je foto gelezen: **${items.length} ingrediënten**.`,
        )
      : L(
          lang,
          `I checked your list: **${items.length} ingredients**.`,
          `Ik heb je lijst gecheckt: **${items.length} ingrediënten**.`,
        ),
  );
  lines.push(verdictLine(verdict.level, verdict.counts, lang));
  if (flagged.length > 0) {
    lines.push(L(lang, '**Worth knowing:**', '**Goed om te weten:**'));
    lines.push(
      flagged
        .slice(0, MAX_EXPLAINED)
        .map((item) => {
          const rating = RATING_WORDS[item.rating][lang];
          const concerns = item.concerns.length ? ` (${concernWords(item.concerns, lang)})` : '';
          const avoid = onAvoid.get(item.name);
          const avoidNote = avoid
            ? L(
                lang,
                ` On your avoid list (${avoid.join(', ')}).`,
                ` Staat op je lijst om te vermijden (${avoid.join(', ')}).`,
              )
            : '';
          return `- **${item.name}**: ${rating}${concerns}. ${shortExplanation(item.explanation)}${avoidNote}`;
        })
        .join('\n'),
    );
    if (flagged.length > MAX_EXPLAINED) {
      lines.push(
        L(
          lang,
          `…and ${flagged.length - MAX_EXPLAINED} more of low to moderate concern.`,
          `…en nog ${flagged.length - MAX_EXPLAINED} van lage tot matige zorg.`,
        ),
      );
    }
    if (lang === 'nl')
      lines.push('_De uitleg komt uit onze ingrediëntendatabase en is in het Engels._');
  }
  if (unknown.length > 0) {
    const names = unknown.slice(0, 5).map((i) => i.name);
    lines.push(
      L(
        lang,
        `I don't know ${unknown.length === 1 ? 'one ingredient' : `${unknown.length} ingredients`} yet (${listJoin(names, lang)}${unknown.length > 5 ? ', …' : ''}), so I make no claim about ${unknown.length === 1 ? 'it' : 'them'}.`,
        `${unknown.length === 1 ? 'Eén ingrediënt ken' : `${unknown.length} ingrediënten ken`} ik nog niet (${listJoin(names, lang)}${unknown.length > 5 ? ', …' : ''}), dus daar zeg ik niets over.`,
      ),
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
    lines.push(
      L(
        lang,
        'Which kind of product is this (a shampoo, a face cream, a dish soap…)? Tell me and I will suggest cleaner Puur products without these ingredients.',
        'Wat voor product is dit (een shampoo, een gezichtscrème, een afwasmiddel…)? Vertel het me en ik stel schonere Puur-producten voor zonder deze ingrediënten.',
      ),
    );
    return { text: lines.join('\n\n'), memory: next };
  }
  const lead =
    flaggedNames.length > 0
      ? guessed && type
        ? L(
            lang,
            `It looks like ${article(type.name.en)}. Cleaner swaps without the flagged ingredients:`,
            `Het lijkt op een ${type.name.nl}. Schonere alternatieven zonder de gemarkeerde ingrediënten:`,
          )
        : L(
            lang,
            'Cleaner swaps without the flagged ingredients:',
            'Schonere alternatieven zonder de gemarkeerde ingrediënten:',
          )
      : L(
          lang,
          'Nothing to worry about here. If you would still like to compare, these fit as well:',
          'Hier hoef je je geen zorgen over te maken. Wil je toch vergelijken, dan passen deze ook:',
        );
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
      return L(
        lang,
        `**Verdict: contains ${high === 1 ? 'an ingredient' : `${high} ingredients`} of high concern.** A cleaner alternative is worth it.`,
        `**Oordeel: bevat ${high === 1 ? 'een ingrediënt' : `${high} ingrediënten`} van grote zorg.** Een schoner alternatief is de moeite waard.`,
      );
    case 'watch':
      return L(
        lang,
        `**Verdict: some ingredients to watch** (${moderate} of low to moderate concern). Fine for most people; check them if you have sensitive skin or allergies.`,
        `**Oordeel: een paar ingrediënten om op te letten** (${moderate} van lage tot matige zorg). Voor de meeste mensen prima; let erop bij een gevoelige huid of allergieën.`,
      );
    case 'good':
      return L(
        lang,
        `**Verdict: a good choice.** Nothing of high concern; ${moderate} worth knowing about.`,
        `**Oordeel: een goede keuze.** Niets van grote zorg; ${moderate} goed om te weten.`,
      );
    case 'clean':
      return L(
        lang,
        '**Verdict: a clean formula.** Every ingredient I know is of no concern.',
        '**Oordeel: een schone formule.** Elk ingrediënt dat ik ken is zonder zorgen.',
      );
    default:
      return L(
        lang,
        '**I know too few of these ingredients to give a verdict.**',
        '**Ik ken te weinig van deze ingrediënten om een oordeel te geven.**',
      );
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
