import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, META_TITLE_MAX, WORD_COUNTS, type SeoData } from '../../shared/blog';
import { readTimeMinutes } from '../../shared/text';
import { createOpenAiProvider } from '../ai/openai';
import type { DB } from '../db/connect';
import { createTestDb } from '../test/db';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai';
import { seedDemoData } from '../seed/seed';
import { builtinArticle, summarise } from './builtin-writer';
import { research } from './research';
import { generateBlogContent, readSeo } from './writer';
import { createBuiltinProvider } from '../ai/builtin';

let db: DB;
let fake: FakeOpenAi;
beforeAll(async () => {
  db = await createTestDb();
  await seedDemoData(db);
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

const words = (text: string) => text.trim().split(/\s+/).length;
const builtin = (request: Parameters<typeof generateBlogContent>[1]) =>
  generateBlogContent({ db, ai: createBuiltinProvider(), siteName: 'Puur' }, request);
const openai = (request: Parameters<typeof generateBlogContent>[1]) =>
  generateBlogContent(
    {
      db,
      ai: createOpenAiProvider({
        apiKey: 'sk-test',
        baseURL: fake.url,
        model: 'fake-model',
        maxRetries: 0,
      }),
      siteName: 'Puur',
    },
    request,
  );

describe('the built-in writer', () => {
  it('suggests titles about the topic, and new ones for Generate More', async () => {
    const first = await builtin({ type: 'title', input: 'parabens', parameters: {} });
    expect(first.success).toBe(true);
    const titles = first.content as string[];
    expect(titles).toHaveLength(5);
    for (const title of titles) {
      expect(title.toLowerCase()).toContain('paraben');
      expect(title.length).toBeLessThanOrEqual(70);
    }
    const more = (
      await builtin({ type: 'title', input: 'parabens', parameters: { exclude: titles } })
    ).content as string[];
    expect(more).toHaveLength(5);
    for (const title of more) expect(titles).not.toContain(title);
  });

  it.each([
    ['parabens', 'solutions'],
    ['mineral vs chemical sunscreen for kids', 'educational'],
    ['cooking with cast iron pans', 'how-to'],
    ['reducing microplastics in the laundry', 'lifestyle'],
    ['a quiet bedroom', 'product-guide'],
  ] as const)(
    'writes an article of roughly the asked length with ## sections: %s (%s)',
    async (topic, focus) => {
      const r = await research(db, topic);
      for (const wordCount of WORD_COUNTS) {
        const article = builtinArticle(r, { wordCount, focus });
        const n = words(article);
        expect(n, `${topic} at ${wordCount}`).toBeGreaterThanOrEqual(wordCount * 0.75);
        expect(n, `${topic} at ${wordCount}`).toBeLessThanOrEqual(wordCount * 1.25);
        expect(article.match(/^## \S/gm)!.length).toBeGreaterThanOrEqual(3);
        expect(article).not.toMatch(/^# /m);
        expect(article).not.toMatch(/undefined|null|NaN|\[object/);
      }
    },
  );

  it('grounds the draft in the knowledge base and the catalogue', async () => {
    const article = (
      await builtin({
        type: 'content',
        input: 'parabens',
        parameters: { wordCount: 800, focus: 'solutions' },
      })
    ).content as string;
    // Knowledge-base facts and sources, with the real rating words.
    expect(article).toContain('Isobutylparaben'); // banned (Annex II): high concern
    expect(article).toMatch(/high concern/);
    expect(article).toContain('SCCS');
    // Real catalogue products, linked; none that lists a paraben.
    const links = [...article.matchAll(/\]\(\/product\/(\d+)\)/g)].map((m) => Number(m[1]));
    expect(links.length).toBeGreaterThan(0);
    const products = await db
      .selectFrom('products')
      .select(['id', 'ingredients_text'])
      .where('id', 'in', links)
      .execute();
    expect(products).toHaveLength(new Set(links).size);
    for (const p of products)
      expect(p.ingredients_text ?? '').not.toMatch(/propylparaben|butylparaben/i);
  });

  it('writes an excerpt that summarises the given content', async () => {
    const content = `Cast iron pans last for generations when you care for them well.\n\n## Seasoning\n\nSeasoning is a thin layer of polymerised oil that makes cast iron naturally non-stick.\n\n- Dry the pan on the stove\n\nA well-seasoned cast iron pan needs no chemical coating at all, which is why many cooks prefer it to non-stick pans.`;
    const result = await builtin({ type: 'excerpt', input: content, parameters: {} });
    const excerpt = result.content as string;
    expect(excerpt.length).toBeGreaterThan(30);
    expect(excerpt.length).toBeLessThanOrEqual(300);
    expect(excerpt).toMatch(/cast iron/i);
    expect(excerpt).not.toMatch(/[#*]|^- /);
    expect(summarise('Short text without a full stop')).toBe('Short text without a full stop');
  });

  it('writes SEO data within 60 and 160 characters', async () => {
    for (const title of [
      'Parabens, plainly explained',
      'A very long title about mineral and chemical sunscreen filters for the whole family this summer',
    ]) {
      const seo = (await builtin({ type: 'seo', input: title, parameters: {} })).content as SeoData;
      expect(seo.meta_title.length).toBeGreaterThan(10);
      expect(seo.meta_title.length).toBeLessThanOrEqual(META_TITLE_MAX);
      expect(seo.meta_description.length).toBeGreaterThan(50);
      expect(seo.meta_description.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
      expect(seo.keywords.length).toBeGreaterThanOrEqual(4);
      expect(new Set(seo.keywords).size).toBe(seo.keywords.length);
    }
  });

  it('needs no network and is deterministic', async () => {
    const a = await builtin({ type: 'content', input: 'sulfate free shampoo', parameters: {} });
    const b = await builtin({ type: 'content', input: 'sulfate free shampoo', parameters: {} });
    expect(a).toEqual(b);
    expect(readTimeMinutes(a.content as string)).toBe(Math.ceil(words(a.content as string) / 200));
  });
});

describe('the OpenAI-compatible path', () => {
  it('reads titles as a JSON list, fenced or not, and asks for new ones on Generate More', async () => {
    fake.reply({ content: '```json\n["One title", "Two title", "Three"]\n```' });
    expect(await openai({ type: 'title', input: 'soap', parameters: {} })).toEqual({
      success: true,
      content: ['One title', 'Two title', 'Three'],
    });
    fake.reply({ content: '{"titles": ["Four", "Five"]}' });
    const more = await openai({
      type: 'title',
      input: 'soap',
      parameters: { exclude: ['One title'] },
    });
    expect(more.content).toEqual(['Four', 'Five']);
    const prompt = fake.requests.at(-1)!.body.messages[1].content as string;
    expect(prompt).toContain('Do not repeat');
    expect(prompt).toContain('One title');
    fake.reply({ content: '1. Numbered one title\n2. Numbered two title' });
    expect((await openai({ type: 'title', input: 'soap', parameters: {} })).content).toEqual([
      'Numbered one title',
      'Numbered two title',
    ]);
  });

  it('asks for Markdown of the word count and focus, grounded, and cleans the answer', async () => {
    fake.reply({
      content:
        '```markdown\n# A title\n\nIntro paragraph here, long enough to keep.\n\n## Section\n\nText <script>x</script>\n```',
    });
    const result = await openai({
      type: 'content',
      input: 'Parabens, plainly explained',
      parameters: { wordCount: 1200, focus: 'educational', tone: 'empathetic' },
    });
    expect(result.content).toBe(
      'Intro paragraph here, long enough to keep.\n\n## Section\n\nText x',
    );
    const body = fake.requests.at(-1)!.body;
    const prompt = body.messages[1].content as string;
    expect(prompt).toContain('about 1200 words');
    expect(prompt).toContain('Educational');
    expect(prompt).toContain('Isobutylparaben'); // knowledge-base facts
    expect(prompt).toMatch(/\/product\/\d+/); // catalogue links
    expect(body.messages[0].content).toContain('empathetic');
  });

  it('reads SEO JSON tolerantly and holds it to the limits', async () => {
    fake.reply({
      content: `Here you go:\n\`\`\`json\n{"meta_title": "${'T'.repeat(58)} extra words", "meta_description": "${'word '.repeat(40)}", "keywords": ["Clean Beauty", "clean beauty", "parabens"]}\n\`\`\``,
    });
    const seo = (await openai({ type: 'seo', input: 'Parabens', parameters: {} }))
      .content as SeoData;
    expect(seo.meta_title.length).toBeLessThanOrEqual(60);
    expect(seo.meta_description.length).toBeLessThanOrEqual(160);
    expect(seo.keywords).toEqual(['clean beauty', 'parabens']);
    expect(() => readSeo('not json')).toThrow();
  });

  it('answers success false on provider failures and unusable answers', async () => {
    fake.reply(fake.errors.quota);
    const quota = await openai({ type: 'title', input: 'soap', parameters: {} });
    expect(quota).toMatchObject({ success: false });
    expect(quota.error).toMatch(/quota/);
    fake.reply(fake.errors.badKey);
    expect((await openai({ type: 'content', input: 'soap', parameters: {} })).error).toMatch(
      /API key/,
    );
    fake.reply({ content: 'I cannot help with that.' });
    expect(await openai({ type: 'seo', input: 'soap', parameters: {} })).toMatchObject({
      success: false,
    });
    fake.reply({ content: '' });
    expect(await openai({ type: 'excerpt', input: 'soap', parameters: {} })).toMatchObject({
      success: false,
    });
  });
});
