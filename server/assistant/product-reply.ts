/**
 * Answers about products the shopper points at ("is the first one safe for me?", "A or B?",
 * "what is X and is it in that one?"): each product checked against everything the shopper told
 * the assistant in this conversation (./product-checks.ts), and compared on it.
 */
import type { DB } from '../db/connect';
import { readProducts, type CandidateProduct } from './catalog';
import { languageOf, say } from './languages';
import { withFocus, type Language, type Memory } from './memory';
import { checkProduct, compareScores, fitScore, notable, type Check } from './product-checks';
import { formatEuro, listJoin, type Preferences } from './recommend';
import { preferencesOf } from './remember';
import { ratingWords } from './reply-words';

const count = (n: number, lang: Language) =>
  new Intl.NumberFormat(languageOf(lang).locale).format(n);

const texts = (checks: Check[], mark: Check['mark']) =>
  checks.filter((c) => c.mark === mark).map((c) => c.text);

function headline(product: CandidateProduct, lang: Language): string {
  const price = product.price !== null ? `, ${formatEuro(product.price, lang)}` : '';
  return `**${product.name}**${product.brand ? ` (${product.brand}${price})` : price ? ` (${price.slice(2)})` : ''}`;
}

function ingredientSummary(product: CandidateProduct, lang: Language): string {
  if (product.ingredients.length === 0) return say(lang, 'product.noIngredientList');
  const watch = notable(product);
  if (watch.length === 0) {
    return say(lang, 'product.nothingOfConcern', { count: product.ingredients.length });
  }
  return say(lang, 'product.worthKnowing', { list: listJoin(watch, lang) });
}

/** "Is the first one safe for me?": one product against the conversation's constraints. */
function aboutOne(product: CandidateProduct, prefs: Preferences, lang: Language): string {
  const checks = checkProduct(product, prefs, lang);
  const broken = texts(checks, 'breaks');
  const unknown = texts(checks, 'unknown');
  const met = texts(checks, 'meets');
  const lines = [`${headline(product, lang)}: ${ingredientSummary(product, lang)}`];
  if (checks.length === 0) {
    lines.push(say(lang, 'product.nothingToldYet'));
  } else if (broken.length > 0) {
    lines.push(say(lang, 'product.notAFit', { list: listJoin(broken, lang) }));
  } else {
    lines.push(say(lang, 'product.fits', { list: listJoin(met, lang) }));
  }
  if (unknown.length > 0 && met.length + broken.length > 0) {
    lines.push(say(lang, 'product.note', { list: listJoin(unknown, lang) }));
  } else if (unknown.length > 0) {
    lines.push(`${listJoin(unknown, lang)}.`.replace(/^./, (c) => c.toUpperCase()));
  }
  return lines.join('\n\n');
}

/** "A or B?": two to four products side by side on this shopper's constraints. */
function comparison(products: CandidateProduct[], prefs: Preferences, lang: Language): string {
  const lines: string[] = [say(lang, 'compare.intro')];
  const names = (list: CandidateProduct[]) =>
    new Set(list.flatMap((p) => p.ingredients.map((i) => i.name)));
  products.forEach((product, index) => {
    const checks = checkProduct(product, prefs, lang);
    const others = names(products.filter((_, j) => j !== index));
    const onlyHere = notable(product, 99)
      .filter((name) => !others.has(name))
      .slice(0, 3);
    const parts = [ingredientSummary(product, lang)];
    const broken = texts(checks, 'breaks');
    const met = texts(checks, 'meets');
    if (broken.length)
      parts.push(say(lang, 'compare.doesNotFit', { list: listJoin(broken, lang) }));
    if (met.length) parts.push(say(lang, 'compare.fits', { list: listJoin(met, lang) }));
    if (onlyHere.length && products.length > 1)
      parts.push(say(lang, 'compare.onlyThisOne', { list: listJoin(onlyHere, lang) }));
    if (product.rating !== null) {
      const rating = product.rating.toFixed(1);
      parts.push(
        say(lang, 'compare.rated', {
          rating: say(lang, 'decimalPoint') === '.' ? rating : rating.replace('.', ','),
          count: count(product.review_count, lang),
        }),
      );
    }
    lines.push(`- ${headline(product, lang)}: ${parts.join(' ')}`);
  });
  const ranked = [...products].sort((a, b) =>
    compareScores(fitScore(a, prefs, lang), fitScore(b, prefs, lang)),
  );
  const best = ranked[0]!;
  const tie = compareScores(fitScore(best, prefs, lang), fitScore(ranked[1]!, prefs, lang)) === 0;
  const bestBroken = checkProduct(best, prefs, lang).some((c) => c.mark === 'breaks');
  if (bestBroken) lines.push(say(lang, 'compare.noneFits'));
  else if (tie) lines.push(say(lang, 'compare.equallyGood'));
  else lines.push(say(lang, 'compare.better', { name: best.name }));
  return lines.join('\n\n');
}

export interface ProductAnswer {
  text: string;
  memory: Memory;
}

/** The reply about the products a message points at (one: its fit; more: a comparison). */
export async function aboutProducts(
  db: DB,
  memory: Memory,
  ids: readonly number[],
  lang: Language,
  ingredient?: { name: string; explanation: string } | null,
): Promise<ProductAnswer> {
  const products = await readProducts(db, ids.slice(0, 4));
  const prefs = preferencesOf(memory);
  const parts: string[] = [];
  if (ingredient) {
    parts.push(ingredient.explanation);
    for (const product of products) {
      const found = product.ingredients.find(
        (i) => i.name.toLowerCase() === ingredient.name.toLowerCase(),
      );
      const name = product.name;
      parts.push(
        found
          ? say(lang, 'ingredient.inProduct', {
              name,
              ingredient: found.name,
              rating: ratingWords(found.rating, lang),
            })
          : product.ingredients.length === 0
            ? say(lang, 'ingredient.noList', { name })
            : say(lang, 'ingredient.notInProduct', { name, ingredient: ingredient.name }),
      );
    }
  }
  if (products.length === 1) parts.push(aboutOne(products[0]!, prefs, lang));
  else if (products.length > 1) parts.push(comparison(products, prefs, lang));
  return {
    text: parts.join('\n\n'),
    memory: withFocus(
      memory,
      products.map((p) => p.id),
    ),
  };
}

/** "Which one do you mean?", with the last cards numbered. */
/**
 * Asks which of the last cards the shopper means: all of them, or only `candidates` when the words
 * fit those; each with its number on the list shown.
 */
export async function whichOne(
  db: DB,
  memory: Memory,
  lang: Language,
  candidates: readonly number[] = [],
): Promise<string> {
  const products = await readProducts(db, memory.lastShown);
  const list = products
    .map((p, i) => ({ p, i }))
    .filter(({ p }) => candidates.length === 0 || candidates.includes(p.id))
    .map(({ p, i }) => `${i + 1}. ${p.name}`)
    .join('\n');
  return say(lang, 'whichOne', { list });
}
