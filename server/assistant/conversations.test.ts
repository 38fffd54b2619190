/**
 * Scripted conversations with the built-in engine through the real router (createCaller), on the
 * demo catalogue: English and Dutch, follow-ups in one thread, avoid lists, ingredient questions,
 * pasted lists and a photo of a label rendered inside the test.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { avoidMatches, cleanAvoidList, type AvoidList } from '../../shared/avoid-list';
import { closeLabelReader } from '../ingredients/ocr';
import { knowledgeBaseIndex } from '../ingredients/kb';
import { renderLabel } from '../test/label-image';
import { analyseIngredientText } from './catalog';
import { demoShop } from './suite-setup';
import { storedRow } from '../test/db';

const shop = demoShop();

afterAll(async () => {
  await closeLabelReader();
});

interface Turn {
  text: string;
  streamed: string;
  threadId: string;
  products: { id: number; name: string; category: string | null; price: number | null }[];
}

async function say(
  message: string,
  threadId?: string,
  image?: { dataUrl: string; name: string },
): Promise<Turn> {
  const stream = await shop.caller.assistant.send({
    message,
    threadId: threadId ?? '',
    image: image?.dataUrl,
    imageName: image?.name,
  });
  let streamed = '';
  let done:
    | Extract<Awaited<typeof stream> extends AsyncIterable<infer E> ? E : never, { type: 'done' }>
    | undefined;
  for await (const event of stream) {
    if (event.type === 'text') streamed += event.delta;
    if (event.type === 'done') done = event;
  }
  expect(done, 'a done event').toBeDefined();
  return {
    text: done!.response,
    streamed,
    threadId: done!.threadId,
    products: done!.products,
  };
}

/** Reads each product's ingredient list from the database, independently of the engine. */
async function ingredientsOf(id: number) {
  const row = await storedRow(shop.deps.db, 'products', { id }, ['ingredients_text']);
  return analyseIngredientText(row.ingredients_text, await knowledgeBaseIndex(shop.deps.db));
}

async function expectNoneContains(turn: Turn, avoid: AvoidList) {
  for (const product of turn.products) {
    const ingredients = await ingredientsOf(product.id);
    expect(ingredients.length, `${product.name} has a known ingredient list`).toBeGreaterThan(0);
    for (const i of ingredients) {
      const hits = avoidMatches(
        { name: i.name, functions: i.functions, concerns: i.concerns, synonyms: i.synonyms },
        avoid,
      );
      expect(hits, `${product.name} contains ${i.name}`).toEqual([]);
    }
  }
}

/** Every product named in bold in the reply is one of the cards, and every card is named. */
function expectHonestCards(turn: Turn) {
  const named = [...turn.text.matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map((m) => m[1]);
  expect(named).toEqual(turn.products.map((p) => p.name));
  expect(turn.text).not.toMatch(/\[PRODUCT/i);
  expect(turn.streamed.trim()).toBe(turn.text);
}

describe('built-in assistant conversations', () => {
  it('1. finds fragrance-free shampoo for a sensitive scalp, then a conditioner in the same thread', async () => {
    const first = await say('Hi! I need a shampoo without fragrance, my scalp is very sensitive.');
    expect(first.products.length).toBeGreaterThanOrEqual(1);
    expect(first.products.every((p) => /shampoo/i.test(p.name))).toBe(true);
    expect(first.text).toMatch(/without fragrance/);
    await expectNoneContains(first, cleanAvoidList({ groups: ['fragrance'] }));
    expectHonestCards(first);

    const second = await say('And what about a conditioner?', first.threadId);
    expect(second.threadId).toBe(first.threadId);
    // Remembered: still no fragrance. The demo conditioners all carry essential oils.
    expect(second.text).toMatch(/conditioner/i);
    expect(second.text).toMatch(/without fragrance/);
    await expectNoneContains(second, cleanAvoidList({ groups: ['fragrance'] }));
    expectHonestCards(second);
  });

  it('2. Dutch: a shampoo without sulfates, then also without fragrance (memory across turns)', async () => {
    const first = await say('Ik zoek een shampoo zonder sulfaten');
    expect(first.text).toMatch(/Hier zijn \d shampoos/);
    expect(first.text).toMatch(/zonder sulfaten/);
    expect(first.products.length).toBeGreaterThanOrEqual(3);
    await expectNoneContains(first, cleanAvoidList({ groups: ['sulfates'] }));
    expectHonestCards(first);

    const second = await say('En graag ook zonder parfum', first.threadId);
    expect(second.text).toMatch(/Genoteerd: geen parfum/);
    expect(second.text).toMatch(/zonder sulfaten of parfum/);
    await expectNoneContains(second, cleanAvoidList({ groups: ['sulfates', 'fragrance'] }));
    expect(second.products.length).toBeLessThan(first.products.length);
    expectHonestCards(second);
  });

  it('3. recommends three to six matching products with a reason for each', async () => {
    const turn = await say('Can you recommend a moisturiser for dry skin?');
    expect(turn.products.length).toBeGreaterThanOrEqual(3);
    expect(turn.products.length).toBeLessThanOrEqual(6);
    const lines = turn.text.split('\n').filter((l) => /^\d+\. \*\*/.test(l));
    expect(lines).toHaveLength(turn.products.length);
    for (const line of lines) expect(line).toMatch(/\*\*.+\*\* \(.+\): .{20,}\.$/);
    expect(turn.text).toMatch(/Made for dry skin/);
    expectHonestCards(turn);
  });

  it('4. honours an allergy to an everyday ingredient (coconut) and says so when nothing fits', async () => {
    const turn = await say("I'm allergic to coconut. I need a dish soap.");
    expect(turn.products).toEqual([]);
    expect(turn.text).toMatch(/can't find a dish soap/);
    expect(turn.text).toMatch(/won't recommend one that doesn't/);
  });

  it('5. avoid list by ingredient name: no linalool in make-up', async () => {
    const turn = await say('Show me clean make-up without linalool or silicones');
    expect(turn.products.length).toBeGreaterThanOrEqual(3);
    expect(turn.products.every((p) => p.category === 'Make-up')).toBe(true);
    await expectNoneContains(turn, cleanAvoidList({ groups: ['silicones'], terms: ['linalool'] }));
    expectHonestCards(turn);
  });

  it('6. explains an ingredient from the knowledge base (English)', async () => {
    const turn = await say('What is phenoxyethanol?');
    expect(turn.text).toMatch(/\*\*Phenoxyethanol\*\*: low to moderate concern/);
    expect(turn.text).toMatch(/preservative/i);
    expect(turn.text).toMatch(/Sources:/);
    expect(turn.products).toEqual([]);
  });

  it('7. explains an abbreviation in Dutch (wat is SLS?)', async () => {
    const turn = await say('Wat is SLS eigenlijk?');
    expect(turn.text).toMatch(/\*\*Sodium Lauryl Sulfate\*\*: lage tot matige zorg/);
    expect(turn.text).toMatch(/in het Engels/);
  });

  it('8. says so when it does not know an ingredient, without guessing', async () => {
    const turn = await say('What is glorbamine?');
    expect(turn.text).toMatch(/I don't know “glorbamine”/);
    expect(turn.text).toMatch(/rather not guess/);
    expect(turn.products).toEqual([]);
  });

  it('9. never invents a product: a type the catalogue lacks is said to be missing, in the shopper’s language', async () => {
    const unknown = await say('Do you have a razor?');
    expect(unknown.products).toEqual([]);
    expect(unknown.text).toMatch(/“Razor” is not something we carry in the Puur catalogue/);
    const dutch = await say('Hebben jullie zelfbruiner?');
    expect(dutch.products).toEqual([]);
    expect(dutch.text).toMatch(/“Zelfbruiner” hebben we niet in de Puur-catalogus/);
  });

  it('10. reads a pasted ingredient list, explains what it flags and suggests swaps of the same kind', async () => {
    const turn = await say(
      'This is what my shampoo says: Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Sodium Chloride, Methylchloroisothiazolinone, Methylisothiazolinone, Citric Acid',
    );
    expect(turn.text).toMatch(/I checked your list: \*\*8 ingredients\*\*/);
    expect(turn.text).toMatch(/contains 2 ingredients of high concern/);
    expect(turn.text).toMatch(/\*\*Methylisothiazolinone\*\*: high concern/);
    expect(turn.text).toMatch(/\*\*Sodium Laureth Sulfate\*\*: low to moderate concern/);
    expect(turn.products.length).toBeGreaterThanOrEqual(1);
    expect(turn.products.every((p) => /shampoo/i.test(p.name))).toBe(true);
    await expectNoneContains(turn, cleanAvoidList({ groups: ['isothiazolinones'] }));
    expectHonestCards(turn);
  });

  it(
    '11. reads a photographed label (rendered in the test) and recommends cleaner products',
    { timeout: 90_000 },
    async () => {
      const png = await renderLabel({
        text: 'VOLUME SHAMPOO\nINGREDIENTS: Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Parfum, Methylisothiazolinone, Citric Acid.\nMade in EU',
        width: 1000,
        fontSize: 30,
      });
      const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
      const turn = await say('Is this shampoo ok? I want something cleaner.', undefined, {
        dataUrl,
        name: 'label.png',
      });
      expect(turn.text).toMatch(/I read the label in your photo/);
      expect(turn.text).toMatch(/Methylisothiazolinone/);
      expect(turn.text).toMatch(/high concern/);
      expect(turn.products.length).toBeGreaterThanOrEqual(1);
      expect(turn.products.every((p) => /shampoo/i.test(p.name))).toBe(true);
      expectHonestCards(turn);
      // The photo itself is never stored; the text read from it is.
      const stored = await shop.deps.db
        .selectFrom('chat_messages')
        .select(['image_name', 'image_text'])
        .where('thread_id', '=', turn.threadId)
        .where('role', '=', 'user')
        .executeTakeFirstOrThrow();
      expect(stored.image_name).toBe('label.png');
      expect(stored.image_text).toMatch(/Sodium Laureth Sulfate/i);
    },
  );

  it('12. babies with eczema: gentle, fragrance-free wipes (Dutch)', async () => {
    const turn = await say(
      'Mijn baby heeft eczeem. Welke billendoekjes zonder parfum raad je aan?',
    );
    expect(turn.products.map((p) => p.name)).toEqual(['Water Baby Wipes']);
    expect(turn.text).toMatch(/Zonder parfum, gemaakt voor de gevoelige huid, hypoallergeen/);
    await expectNoneContains(turn, cleanAvoidList({ groups: ['fragrance'] }));
  });

  it('13. pregnancy: leaves out retinoids and chemical UV filters', async () => {
    const turn = await say("I'm pregnant. Which sunscreen would you suggest?");
    expect(turn.products.length).toBeGreaterThan(0);
    expect(turn.text).toMatch(/without chemical UV filters or retinoids/);
    await expectNoneContains(
      turn,
      cleanAvoidList({ groups: ['uv-filters'], terms: ['retinol', 'retinyl'] }),
    );
  });

  it('14. budget: nothing above the price the shopper gives', async () => {
    const turn = await say('Any skincare under 20 euro for sensitive skin?');
    expect(turn.products.length).toBeGreaterThanOrEqual(3);
    expect(turn.products.every((p) => p.price !== null && p.price <= 20)).toBe(true);
    expect(turn.products.every((p) => p.category === 'Skincare')).toBe(true);
  });

  it('15. remembers the category: cleaner make-up, then vegan only, then more options', async () => {
    const first = await say('I want cleaner make-up');
    expect(first.products.length).toBeGreaterThanOrEqual(3);
    expect(first.products.every((p) => p.category === 'Make-up')).toBe(true);

    const vegan = await say('Vegan please', first.threadId);
    expect(vegan.products.length).toBeGreaterThanOrEqual(1);
    expect(vegan.products.every((p) => p.category === 'Make-up')).toBe(true);
    const certified = await shop.deps.db
      .selectFrom('products')
      .select(['id', 'certifications'])
      .where(
        'id',
        'in',
        vegan.products.map((p) => p.id),
      )
      .execute();
    for (const row of certified) expect(JSON.parse(row.certifications)).toContain('Vegan');

    const more = await say('show me more', first.threadId);
    const before = new Set([...first.products, ...vegan.products].map((p) => p.id));
    expect(more.products.every((p) => !before.has(p.id))).toBe(true);
  });

  it('16. laundry for baby clothes without fragrance (type words beat the situation)', async () => {
    const turn = await say('Laundry detergent for baby clothes, no fragrance please');
    expect(turn.products.map((p) => p.name)).toContain('Baby Laundry Liquid');
    expect(turn.products.every((p) => p.category === 'Laundry')).toBe(true);
    await expectNoneContains(turn, cleanAvoidList({ groups: ['fragrance'] }));
  });

  it('17. greets in Dutch, starts over on request, and answers other languages in English', async () => {
    const hi = await say('Hoi!');
    expect(hi.text).toMatch(/^Hallo!/);
    const need = await say('a shampoo without sulfates', hi.threadId);
    expect(need.products.length).toBeGreaterThan(0);
    const reset = await say('Forget everything and start over', hi.threadId);
    expect(reset.text).toMatch(/Fresh start/);
    const memory = await storedRow(shop.deps.db, 'chat_threads', { id: hi.threadId }, ['state']);
    expect(JSON.parse(memory.state)).toMatchObject({ avoidGroups: [], type: null });

    const german = await say('Ich suche ein Shampoo für meine Haut, bitte ohne Silikone');
    expect(german.text).toMatch(/I speak English and Dutch/);
  });

  it('18. a fragrance that is fine after all is taken off the avoid list', async () => {
    const first = await say('An all-purpose cleaner without fragrance');
    expect(first.products).toEqual([]);
    const second = await say('Fragrance is fine actually', first.threadId);
    expect(second.text).toMatch(/fragrance is fine/);
    expect(second.products.length).toBeGreaterThanOrEqual(1);
    expect(second.products.every((p) => p.category === 'Home cleaners')).toBe(true);
  });

  it('answers a product request with products (reply time is judged by npm run bench)', async () => {
    const turn = await say('A toner for oily skin without alcohol');
    expect(turn.products.length).toBeGreaterThan(0);
  });
});
