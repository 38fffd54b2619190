/**
 * The built-in writer keeps the topic: a topic about a product type with a concern
 * ("How to choose a fragrance-free moisturiser for sensitive skin") gets titles and a text about
 * that type and concern, and recommends only catalogue products of that type that fit it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { avoidHits, findCandidates } from '../assistant/catalog';
import { suitsSkin } from '../assistant/recommend';
import { normalise, understand } from '../assistant/understand';
import { knowledgeBaseIndex } from '../ingredients/kb';
import { createSeededDeps } from '../test/seeded';
import type { AppDeps } from '../trpc/context';
import { research } from './research';
import { generateBlogContent } from './writer';

/** A topic, and the words its concern must keep in the title and the text. */
const TOPICS: [topic: string, concern: RegExp][] = [
  ['How to choose a fragrance-free moisturiser for sensitive skin', /fragrance/i],
  ['Sulfate-free shampoo for curly hair', /sulfate/i],
  ['Paraben-free sunscreen for babies', /paraben/i],
  ['Choosing a silicone-free conditioner', /silicone/i],
  ['Fragrance-free laundry detergent for eczema', /fragrance/i],
  ['Natural deodorant without aluminium', /aluminium/i],
  ['Fragrance-free body lotion for dry skin', /fragrance/i],
  ['Sulfate-free body wash for sensitive skin', /sulfate/i],
  ['Silicone-free hair mask', /silicone/i],
  ['Fragrance-free hand cream', /fragrance/i],
  ['Alcohol-free toner for oily skin', /alcohol/i],
  ['Fragrance-free washing-up liquid', /fragrance/i],
  ['Fragrance-free baby wash', /fragrance/i],
  ['A gentle nappy cream without fragrance', /fragrance/i],
  ['Paraben-free foundation', /paraben/i],
  ['Mascara without parabens', /paraben/i],
  ['Fragrance-free all-purpose cleaner', /fragrance/i],
  ['Fragrance-free lip balm', /fragrance/i],
  ['Sunscreen without hormone disruptors', /hormone|endocrine/i],
  ['How to choose a fragrance-free fabric softener', /fragrance/i],
];

let deps: AppDeps;
beforeAll(async () => {
  deps = await createSeededDeps();
});

const generate = async (type: 'title' | 'content', input: string) =>
  generateBlogContent(
    { db: deps.db, ai: deps.ai, siteName: 'Puur' },
    { type, input, parameters: type === 'content' ? { wordCount: 800, focus: 'solutions' } : {} },
  );

describe('built-in drafts keep the topic', () => {
  it.each(TOPICS)('%s', async (topic, concern) => {
    const kb = await knowledgeBaseIndex(deps.db);
    const wish = understand(topic, kb);
    expect(wish.type, 'the topic names a product type').not.toBeNull();
    const type = wish.type!;
    // The type as the assistant's vocabulary recognises it ("nappy cream" is its nappy balm).
    const namesType = (text: string) => type.match.test(normalise(text));
    // Titles: every suggestion keeps the type and the concern.
    const titles = await generate('title', topic);
    expect(titles.success).toBe(true);
    const list = titles.content as string[];
    expect(list.length).toBe(5);
    for (const title of list) {
      expect(namesType(title), title).toBe(true);
      expect(title, title).toMatch(concern);
    }

    // Products: of the type, fitting the concern (avoid list, skin type), from the catalogue.
    const r = await research(deps.db, topic);
    const ofType = new Map(
      (await findCandidates(deps.db, { type, category: type.category })).map((p) => [p.id, p]),
    );
    for (const product of r.products) {
      const candidate = ofType.get(product.id);
      expect(candidate, `${product.name} is a ${type.name.en}`).toBeDefined();
      const avoid = { groups: wish.addGroups, terms: wish.addTerms.flatMap((t) => t.terms) };
      expect(avoidHits(candidate!, avoid), product.name).toEqual([]);
      if (wish.skinTypes.length && candidate!.skin_type.length)
        expect(suitsSkin(candidate!, wish.skinTypes), product.name).toBe(true);
    }

    // The text: about the type and the concern; it links only those products.
    const article = await generate('content', list[0]!);
    const text = article.content as string;
    expect(namesType(text)).toBe(true);
    expect(text).toMatch(concern);
    const linked = [...text.matchAll(/\/product\/(\d+)/g)].map((m) => Number(m[1]));
    const allowed = new Set((await research(deps.db, list[0]!)).products.map((p) => p.id));
    for (const id of linked) expect(allowed.has(id), `product ${id}`).toBe(true);
    for (const id of linked)
      expect(ofType.has(id), `product ${id} is a ${type.name.en}`).toBe(true);
  });

  it('recommends products for most topics (the catalogue has them)', async () => {
    let withProducts = 0;
    for (const [topic] of TOPICS)
      if ((await research(deps.db, topic)).products.length) withProducts++;
    expect(withProducts).toBeGreaterThanOrEqual(15);
  });
});
