/**
 * Answers that work on the dialogue so far: the last answer ordered ('which costs least?'), the
 * brand of the product talked about, several product types in one request, and a product the
 * shopper uses replaced by cleaner ones of its type, ingredient by ingredient.
 */
import type { DB } from '../db/connect';
import type { IngredientIndex } from '../ingredients/matcher';
import { avoidHits, findCandidates, readProducts, type CandidateProduct } from './catalog';
import { say } from './languages';
import { withShown, type Language, type Memory } from './memory';
import { concernCount, sortProducts, type Sort } from './operations';
import { formatEuro, listJoin, recommend } from './recommend';
import { MAX_PICKS, pickLines, recommendation } from './recommendation-reply';
import { preferencesOf } from './remember';
import { concernWords, ratingWords } from './reply-words';
import type { Understanding } from './understand';
import { inLanguage, PRODUCT_TYPE_BY_ID, PRODUCT_TYPES, type ProductType } from './vocabulary';

/** The brand of the product the conversation is about, else of the first card shown. */
export async function brandTalkedAbout(
  db: DB,
  memory: Memory,
  pointed: readonly number[],
): Promise<string | null> {
  const id = pointed[0] ?? memory.focus[0] ?? memory.lastShown[0];
  if (id === undefined) return null;
  const [product] = await readProducts(db, [id]);
  return product?.brand ?? null;
}

function sortValueText(product: CandidateProduct, sort: Sort, lang: Language): string {
  switch (sort.key) {
    case 'price':
      return formatEuro(product.price, lang);
    case 'rating':
      return product.rating === null
        ? ''
        : say(lang, 'sort.ratingValue', {
            rating:
              say(lang, 'decimalPoint') === '.'
                ? product.rating.toFixed(1)
                : product.rating.toFixed(1).replace('.', say(lang, 'decimalPoint')),
          });
    case 'concerns':
      return say(lang, 'sort.concernValue', { count: concernCount(product) });
    case 'ingredients':
      return say(lang, 'sort.ingredientValue', { count: product.ingredients.length });
  }
}

/**
 * The last answer in the order asked. A message that also changes the request ('the cheapest
 * without fragrance', 'the best rated conditioner') orders the new request's products instead.
 */
export async function sortedAnswer(
  db: DB,
  memory: Memory,
  sort: Sort,
  lang: Language,
  newRequest: boolean,
): Promise<{ text: string; memory: Memory } | null> {
  const type = memory.type ? (PRODUCT_TYPE_BY_ID.get(memory.type) ?? null) : null;
  const fromLast = !newRequest && memory.lastShown.length > 0;
  if (!fromLast && !type && !memory.category && !memory.area) return null;
  let pool = fromLast
    ? await readProducts(db, memory.lastShown)
    : await findCandidates(db, {
        type,
        category: type ? null : memory.category,
        area: type ? null : memory.area,
      });
  if (memory.brand && pool.some((p) => p.brand === memory.brand)) {
    pool = pool.filter((p) => p.brand === memory.brand);
  }
  const prefs = preferencesOf(memory);
  const outcome = recommend(pool, prefs, { max: 60, lang });
  const picks = sortProducts(outcome.picks, sort).slice(
    0,
    fromLast ? memory.lastShown.length : MAX_PICKS,
  );
  if (picks.length === 0) return null;
  const top = picks[0]!.product;
  const lines = [
    say(lang, `sort.${sort.key}.${sort.direction}`, {
      name: top.name,
      value: sortValueText(top, sort, lang),
      scope: say(lang, fromLast ? 'sort.scopeShown' : 'sort.scopeAll'),
    }),
    pickLines(picks, lang),
    say(lang, 'sort.hint'),
    `[PRODUCT:${picks.map((p) => p.product.id).join(',')}]`,
  ];
  const ids = picks.map((p) => p.product.id);
  return { text: lines.join('\n\n'), memory: { ...withShown(memory, ids), focus: [top.id] } };
}

/** 'A toothpaste and a mouthwash, both without SLS': each type answered, under one set of cards. */
export async function severalAnswer(
  db: DB,
  memory: Memory,
  u: Understanding,
  types: readonly ProductType[],
  lang: Language,
  kb: IngredientIndex,
): Promise<{ text: string; memory: Memory }> {
  const parts: string[] = [];
  const ids: number[] = [];
  const perType = Math.max(2, Math.floor(6 / types.length));
  let last = memory;
  for (const type of types) {
    const m: Memory = { ...memory, type: type.id, category: type.category, area: null, shown: [] };
    const heading = `**${inLanguage(type.plural, lang).replace(/^./, (c) => c.toUpperCase())}**`;
    const rec = await recommendation(
      db,
      m,
      { ...u, more: false, cheaper: false },
      lang,
      kb,
      heading,
      {
        max: perType,
        bare: true,
      },
    );
    parts.push(rec.text);
    ids.push(...rec.memory.lastShown.filter((id) => !ids.includes(id)));
    last = rec.memory;
  }
  parts.push(say(lang, 'several.hint'));
  if (ids.length > 0) parts.push(`[PRODUCT:${ids.join(',')}]`);
  return { text: parts.join('\n\n'), memory: { ...withShown(last, ids.slice(0, 6)), shown: ids } };
}

/** The assistant type that answers a catalogue product. */
export function typeOfProduct(product: CandidateProduct): ProductType | null {
  if (product.product_type) {
    const byCatalogue = PRODUCT_TYPES.find((t) =>
      t.catalogue.includes(product.product_type as never),
    );
    if (byCatalogue) return byCatalogue;
  }
  const text = `${product.name} ${product.subtitle ?? ''}`.toLowerCase();
  return PRODUCT_TYPES.find((t) => t.product.test(text)) ?? null;
}

/**
 * 'I use the Smooth & Silky Conditioner; what is cleaner?': what the product is, what we flag in
 * it, and cleaner products of its type that leave those ingredients out.
 */
export async function swapAnswer(
  db: DB,
  memory: Memory,
  u: Understanding,
  productId: number,
  lang: Language,
  kb: IngredientIndex,
): Promise<{ text: string; memory: Memory } | null> {
  const [product] = await readProducts(db, [productId]);
  if (!product) return null;
  const type = typeOfProduct(product);
  if (!type) return null;
  const prefs = preferencesOf(memory);
  const onAvoid = new Set(avoidHits(product, prefs.avoid).map((h) => h.ingredient));
  const flagged = product.ingredients.filter(
    (i) =>
      i.rating === 'high-concern' || i.rating === 'low-to-moderate-concern' || onAvoid.has(i.name),
  );
  const meta = [product.brand, formatEuro(product.price, lang)].filter(Boolean).join(', ');
  const lines = [
    say(lang, 'swap.what', {
      name: product.name,
      meta: meta ? ` (${meta})` : '',
      one: inLanguage(type.name, lang),
    }),
  ];
  if (product.ingredients.length === 0) lines.push(say(lang, 'swap.noList'));
  else if (flagged.length === 0) lines.push(say(lang, 'swap.clean'));
  else {
    lines.push(say(lang, 'swap.flagged', { count: flagged.length }));
    lines.push(
      flagged
        .slice(0, 6)
        .map((i) => {
          const concerns = i.concerns.length ? `, ${concernWords(i.concerns, lang)}` : '';
          const avoid = onAvoid.has(i.name) ? say(lang, 'swap.onAvoid') : '';
          return `- **${i.name}**: ${ratingWords(i.rating, lang)}${concerns}${avoid}`;
        })
        .join('\n'),
    );
  }
  const next: Memory = {
    ...memory,
    type: type.id,
    category: type.category,
    area: null,
    shown: [],
    lastFlagged: flagged.map((i) => i.name).slice(0, 30),
  };
  const lead = say(lang, flagged.length > 0 ? 'swap.better' : 'swap.alternatives', {
    many: inLanguage(type.plural, lang),
    list: listJoin(
      flagged.slice(0, 3).map((i) => i.name),
      lang,
    ),
  });
  const rec = await recommendation(
    db,
    next,
    { ...u, more: false, cheaper: false },
    lang,
    kb,
    lead,
    {
      exclude: [product.id],
    },
  );
  return { text: [...lines, rec.text].join('\n\n'), memory: rec.memory };
}
