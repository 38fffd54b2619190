/**
 * Answers about products the shopper points at ("is the first one safe for me?", "A or B?",
 * "what is X and is it in that one?"): each product checked against everything the shopper told
 * the assistant in this conversation (avoid list, budget, skin type, wishes), and compared on it.
 */
import { RATING_SEVERITY } from '../../shared/ingredients';
import type { DB } from '../db/connect';
import { avoidHits, readProducts, type CandidateProduct } from './catalog';
import { withFocus, type Language, type Memory } from './memory';
import {
  avoidLabels,
  formatEuro,
  holdsFamily,
  listJoin,
  SKIN_EN,
  SKIN_NL,
  WISH_NL,
  type Preferences,
} from './recommend';
import { preferencesOf } from './remember';
import { L, RATING_WORDS } from './reply-words';
import { FAMILY_LABELS, GROUP_LABELS } from './vocabulary';

type Mark = 'meets' | 'breaks' | 'unknown';

const count = (n: number, lang: Language) =>
  new Intl.NumberFormat(lang === 'nl' ? 'nl-NL' : 'en-GB').format(n);

interface Check {
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
  const avoided = avoidLabels(prefs, lang);
  if (avoided.length > 0) {
    if (product.ingredients.length === 0) {
      checks.push({
        mark: 'unknown',
        text: L(
          lang,
          `we have no ingredient list, so I cannot tell whether it holds ${listJoin(avoided, lang, 'or')}`,
          `we hebben geen ingrediëntenlijst, dus ik kan niet zeggen of er ${listJoin(avoided, lang, 'of')} in zit`,
        ),
      });
    } else {
      const hits = avoidHits(product, prefs.avoid);
      if (hits.length === 0) {
        checks.push({
          mark: 'meets',
          text: L(
            lang,
            `free of ${listJoin(avoided, lang, 'and')}`,
            `zonder ${listJoin(avoided, lang, 'of')}`,
          ),
        });
      } else {
        const named = hits
          .slice(0, 3)
          .map((hit) => `${hit.ingredient} (${hitLabel(hit.hits, prefs, lang)})`);
        checks.push({
          mark: 'breaks',
          text: L(
            lang,
            `it contains ${listJoin(named, lang)}, which you avoid`,
            `er zit ${listJoin(named, lang)} in, en dat vermijd je`,
          ),
        });
      }
    }
  }
  if (prefs.families.length > 0) {
    const labels = prefs.families.map((f) => FAMILY_LABELS[f]?.[lang] ?? f);
    const holds = holdsFamily(product, prefs.families);
    if (holds === null) {
      checks.push({
        mark: 'unknown',
        text: L(
          lang,
          `it is not assessed for ${listJoin(labels, lang, 'or')} yet`,
          `het is nog niet beoordeeld op ${listJoin(labels, lang, 'of')}`,
        ),
      });
    } else if (holds) {
      checks.push({
        mark: 'breaks',
        text: L(
          lang,
          `it holds ${listJoin(labels, lang, 'or')}`,
          `er zitten ${listJoin(labels, lang, 'of')} in`,
        ),
      });
    }
  }
  const high = product.ingredients.filter((i) => i.rating === 'high-concern');
  if (high.length > 0) {
    checks.push({
      mark: 'breaks',
      text: L(
        lang,
        `it contains ${listJoin(
          high.map((i) => i.name),
          lang,
        )}, rated high concern`,
        `er zit ${listJoin(
          high.map((i) => i.name),
          lang,
        )} in, met een hoge zorg`,
      ),
    });
  }
  if (prefs.priceMax !== null) {
    const budget = formatEuro(prefs.priceMax, lang);
    if (product.price === null) {
      checks.push({
        mark: 'unknown',
        text: L(lang, 'we have no price for it', 'we hebben er geen prijs van'),
      });
    } else if (product.price <= prefs.priceMax) {
      checks.push({
        mark: 'meets',
        text: L(
          lang,
          `${formatEuro(product.price, lang)}, within your budget of ${budget}`,
          `${formatEuro(product.price, lang)}, binnen je budget van ${budget}`,
        ),
      });
    } else {
      checks.push({
        mark: 'breaks',
        text: L(
          lang,
          `${formatEuro(product.price, lang)} is above your budget of ${budget}`,
          `${formatEuro(product.price, lang)} is boven je budget van ${budget}`,
        ),
      });
    }
  }
  for (const skin of prefs.skinTypes) {
    const words = L(lang, SKIN_EN[skin] ?? skin, SKIN_NL[skin] ?? skin);
    if (product.skin_type.includes(skin)) {
      checks.push({ mark: 'meets', text: L(lang, `made for ${words}`, `gemaakt voor ${words}`) });
    } else if (product.skin_type.includes('All skin types')) {
      checks.push({
        mark: 'meets',
        text: L(lang, `made for all skin types`, `gemaakt voor alle huidtypes`),
      });
    } else {
      checks.push({
        mark: 'unknown',
        text: L(lang, `not labelled for ${words}`, `niet aangeduid voor ${words}`),
      });
    }
  }
  for (const wish of [...prefs.certifications, ...prefs.packaging]) {
    const has = product.certifications.includes(wish) || product.packaging.includes(wish);
    const words = L(lang, wish, WISH_NL[wish] ?? wish);
    checks.push(
      has
        ? { mark: 'meets', text: words }
        : { mark: 'unknown', text: L(lang, `not ${words}`, `niet ${words}`) },
    );
  }
  return checks;
}

function hitLabel(hits: readonly string[], prefs: Preferences, lang: Language): string {
  return hits
    .map(
      (hit) =>
        GROUP_LABELS[hit]?.[lang] ?? prefs.termLabels.find((l) => l.toLowerCase() === hit) ?? hit,
    )
    .join(', ');
}

/** The ingredients worth naming: the worst first, at most `limit`. */
function notable(product: CandidateProduct, limit = 3): string[] {
  return product.ingredients
    .filter((i) => i.rating === 'high-concern' || i.rating === 'low-to-moderate-concern')
    .sort((a, b) => RATING_SEVERITY[b.rating] - RATING_SEVERITY[a.rating])
    .slice(0, limit)
    .map((i) => i.name);
}

function headline(product: CandidateProduct, lang: Language): string {
  const price = product.price !== null ? `, ${formatEuro(product.price, lang)}` : '';
  return `**${product.name}**${product.brand ? ` (${product.brand}${price})` : price ? ` (${price.slice(2)})` : ''}`;
}

function ingredientSummary(product: CandidateProduct, lang: Language): string {
  if (product.ingredients.length === 0) {
    return L(
      lang,
      'We have no ingredient list for it yet.',
      'We hebben er nog geen ingrediëntenlijst van.',
    );
  }
  const watch = notable(product);
  if (watch.length === 0) {
    return L(
      lang,
      `Nothing of concern among its ${product.ingredients.length} ingredients in our database.`,
      `Niets zorgwekends in de ${product.ingredients.length} ingrediënten volgens onze database.`,
    );
  }
  return L(
    lang,
    `Worth knowing: ${listJoin(watch, lang)}.`,
    `Goed om te weten: ${listJoin(watch, lang)}.`,
  );
}

/** "Is the first one safe for me?": one product against the conversation's constraints. */
function aboutOne(product: CandidateProduct, prefs: Preferences, lang: Language): string {
  const checks = checkProduct(product, prefs, lang);
  const broken = checks.filter((c) => c.mark === 'breaks');
  const unknown = checks.filter((c) => c.mark === 'unknown');
  const met = checks.filter((c) => c.mark === 'meets');
  const lines = [`${headline(product, lang)}: ${ingredientSummary(product, lang)}`];
  if (checks.length === 0) {
    lines.push(
      L(
        lang,
        'You have not told me anything to avoid, a budget or your skin type yet; tell me and I will check it against that.',
        'Je hebt me nog niets verteld over wat je vermijdt, je budget of je huidtype; vertel het me en ik check het daarop.',
      ),
    );
  } else if (broken.length > 0) {
    lines.push(
      L(
        lang,
        `It is not a good fit for you: ${listJoin(
          broken.map((c) => c.text),
          lang,
        )}.`,
        `Het past niet goed bij je: ${listJoin(
          broken.map((c) => c.text),
          lang,
        )}.`,
      ),
    );
  } else {
    lines.push(
      L(
        lang,
        `Yes, it fits what you told me: ${listJoin(
          met.map((c) => c.text),
          lang,
        )}.`,
        `Ja, het past bij wat je me vertelde: ${listJoin(
          met.map((c) => c.text),
          lang,
        )}.`,
      ),
    );
  }
  if (unknown.length > 0 && met.length + broken.length > 0) {
    lines.push(
      L(
        lang,
        `Note: ${listJoin(
          unknown.map((c) => c.text),
          lang,
        )}.`,
        `Let op: ${listJoin(
          unknown.map((c) => c.text),
          lang,
        )}.`,
      ),
    );
  } else if (unknown.length > 0) {
    lines.push(
      `${listJoin(
        unknown.map((c) => c.text),
        lang,
      )}.`.replace(/^./, (c) => c.toUpperCase()),
    );
  }
  return lines.join('\n\n');
}

/** How well a product fits: fewer broken constraints, then fewer unknowns, then cleaner. */
function fitScore(product: CandidateProduct, prefs: Preferences, lang: Language): number[] {
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

function compareScores(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** "A or B?": two to four products side by side on this shopper's constraints. */
function comparison(products: CandidateProduct[], prefs: Preferences, lang: Language): string {
  const lines: string[] = [
    L(lang, `Side by side, on what you told me:`, `Naast elkaar, op wat je me vertelde:`),
  ];
  const names = (list: CandidateProduct[]) =>
    new Set(list.flatMap((p) => p.ingredients.map((i) => i.name)));
  products.forEach((product, index) => {
    const checks = checkProduct(product, prefs, lang);
    const others = names(products.filter((_, j) => j !== index));
    const onlyHere = notable(product, 99)
      .filter((name) => !others.has(name))
      .slice(0, 3);
    const parts = [ingredientSummary(product, lang)];
    const broken = checks.filter((c) => c.mark === 'breaks').map((c) => c.text);
    const met = checks.filter((c) => c.mark === 'meets').map((c) => c.text);
    if (broken.length)
      parts.push(
        L(
          lang,
          `Does not fit: ${listJoin(broken, lang)}.`,
          `Past niet: ${listJoin(broken, lang)}.`,
        ),
      );
    if (met.length)
      parts.push(L(lang, `Fits: ${listJoin(met, lang)}.`, `Past: ${listJoin(met, lang)}.`));
    if (onlyHere.length && products.length > 1)
      parts.push(
        L(
          lang,
          `Only this one has ${listJoin(onlyHere, lang)}.`,
          `Alleen deze bevat ${listJoin(onlyHere, lang)}.`,
        ),
      );
    if (product.rating !== null)
      parts.push(
        L(
          lang,
          `Rated ${product.rating.toFixed(1)}/5 by ${count(product.review_count, lang)} shoppers.`,
          `Beoordeeld met ${product.rating.toFixed(1).replace('.', ',')}/5 door ${count(product.review_count, lang)} klanten.`,
        ),
      );
    lines.push(`- ${headline(product, lang)}: ${parts.join(' ')}`);
  });
  const ranked = [...products].sort((a, b) =>
    compareScores(fitScore(a, prefs, lang), fitScore(b, prefs, lang)),
  );
  const best = ranked[0]!;
  const tie = compareScores(fitScore(best, prefs, lang), fitScore(ranked[1]!, prefs, lang)) === 0;
  const bestBroken = checkProduct(best, prefs, lang).some((c) => c.mark === 'breaks');
  if (bestBroken) {
    lines.push(
      L(
        lang,
        'None of them fits everything you told me; ask me for alternatives and I will only show products that do.',
        'Geen van deze past bij alles wat je me vertelde; vraag me om alternatieven en ik laat alleen producten zien die wel passen.',
      ),
    );
  } else if (tie) {
    lines.push(
      L(
        lang,
        'On what you told me they are equally good; pick on price, size or scent.',
        'Op wat je me vertelde zijn ze even goed; kies op prijs, inhoud of geur.',
      ),
    );
  } else {
    lines.push(
      L(
        lang,
        `For you, **${best.name}** is the better choice.`,
        `Voor jou is **${best.name}** de betere keus.`,
      ),
    );
  }
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
      parts.push(
        found
          ? L(
              lang,
              `**${product.name}** contains ${found.name} (${RATING_WORDS[found.rating].en}).`,
              `In **${product.name}** zit ${found.name} (${RATING_WORDS[found.rating].nl}).`,
            )
          : product.ingredients.length === 0
            ? L(
                lang,
                `We have no ingredient list for **${product.name}**.`,
                `Van **${product.name}** hebben we geen ingrediëntenlijst.`,
              )
            : L(
                lang,
                `**${product.name}** does not contain ${ingredient.name}.`,
                `In **${product.name}** zit geen ${ingredient.name}.`,
              ),
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
export async function whichOne(db: DB, memory: Memory, lang: Language): Promise<string> {
  const products = await readProducts(db, memory.lastShown);
  const list = products.map((p, i) => `${i + 1}. ${p.name}`).join('\n');
  return L(
    lang,
    `Which one do you mean? Say “the first one”, “the second one”, or its name:\n\n${list}`,
    `Welke bedoel je? Zeg “de eerste”, “de tweede”, of de naam:\n\n${list}`,
  );
}
