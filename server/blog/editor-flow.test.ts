/**
 * The editor's AI flows (client/features/admin/blog/ai-flow.ts) against the real blogAdmin.generate procedure: on the built-in engine and on
 * the local fake OpenAI-compatible server (never the internet), including failures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../../shared/blog';
import { createOpenAiProvider } from '../ai/openai';
import { createSeededDeps } from '../test/seeded';
import { startFakeOpenAi, type FakeOpenAi } from '../test/fake-openai';
import { addTestStaff } from '../test/staff';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import {
  autoGenerateAll,
  canRegenerate,
  generateTitles,
  GenerationError,
  regenerateField,
  type AutoStep,
  type FormPatch,
  type Generate,
} from '../../client/features/admin/blog/ai-flow';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());

async function generatorFor(overrides: Partial<AppDeps> = {}): Promise<Generate> {
  const deps = await createSeededDeps(overrides);
  const staff = await addTestStaff(deps.db, 'editor');
  const caller = createCaller(createContextInner(deps, { staff }));
  return (input) => caller.blogAdmin.generate(input);
}

const fakeAi = () =>
  createOpenAiProvider({
    apiKey: 'sk-test',
    baseURL: fake.url,
    model: 'fake-model',
    maxRetries: 0,
  });

describe('Auto-generate all', () => {
  it('fills title, content, excerpt and SEO in sequence on the built-in engine', async () => {
    const generate = await generatorFor();
    const form: FormPatch = {};
    const steps: AutoStep[] = [];
    const filled: AutoStep[] = [];
    await autoGenerateAll(
      generate,
      'sulfate free shampoo',
      (patch, step) => {
        Object.assign(form, patch);
        filled.push(step);
      },
      (step) => steps.push(step),
    );
    expect(steps).toEqual(['title', 'content', 'excerpt', 'seo']);
    expect(filled).toEqual(['title', 'content', 'excerpt', 'seo']);
    expect(form.title).toBeTruthy();
    const words = form.content!.split(/\s+/).length;
    expect(words).toBeGreaterThan(600); // 800 words asked
    expect(words).toBeLessThan(1000);
    expect(form.content).toMatch(/^## /m);
    expect(form.excerpt!.length).toBeGreaterThan(20);
    expect(form.meta_title!.length).toBeLessThanOrEqual(META_TITLE_MAX);
    expect(form.meta_description!.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(form.meta_keywords!.length).toBeGreaterThan(0);
  });

  it('runs the same sequence against an OpenAI-compatible server: content from the first title, excerpt from the content', async () => {
    const generate = await generatorFor({ ai: fakeAi() });
    const start = fake.requests.length;
    fake.reply({ content: '["Sulfates, calmly explained", "Second idea"]' });
    fake.reply({ content: 'Intro about sulfates in shampoo.\n\n## What they do\n\nThey foam.' });
    fake.reply({ content: 'A calm look at sulfates in shampoo.' });
    fake.reply({
      content:
        '{"meta_title":"Sulfates explained","meta_description":"What sulfates do in shampoo.","keywords":["sulfates","shampoo"]}',
    });
    const form: FormPatch = {};
    await autoGenerateAll(generate, 'sulfates', (patch) => Object.assign(form, patch));
    expect(form).toEqual({
      title: 'Sulfates, calmly explained',
      content: 'Intro about sulfates in shampoo.\n\n## What they do\n\nThey foam.',
      excerpt: 'A calm look at sulfates in shampoo.',
      meta_title: 'Sulfates explained',
      meta_description: 'What sulfates do in shampoo.',
      meta_keywords: ['sulfates', 'shampoo'],
    });
    const prompts = fake.requests.slice(start).map((r) => r.body.messages[1].content as string);
    expect(prompts).toHaveLength(4);
    expect(prompts[1]).toContain('Sulfates, calmly explained'); // content from the title
    expect(prompts[1]).toContain('about 800 words');
    expect(prompts[1]).toContain('Solution-focused');
    expect(prompts[2]).toContain('Intro about sulfates in shampoo.'); // excerpt from the content
    expect(prompts[3]).toContain('Sulfates, calmly explained'); // SEO from the title
  });

  it('stops at the first failure and keeps what was filled', async () => {
    const generate = await generatorFor({ ai: fakeAi() });
    fake.reply({ content: '["Only title"]' });
    fake.reply(fake.errors.quota);
    const form: FormPatch = {};
    await expect(
      autoGenerateAll(generate, 'soap', (patch) => Object.assign(form, patch)),
    ).rejects.toBeInstanceOf(GenerationError);
    expect(form).toEqual({ title: 'Only title' });
  });
});

describe('the dialog and regenerate buttons', () => {
  it('Generate More appends new titles on the built-in engine', async () => {
    const generate = await generatorFor();
    const first = await generateTitles(generate, 'fragrance allergies');
    const more = await generateTitles(generate, 'fragrance allergies', first);
    expect(more.length).toBeGreaterThan(0);
    expect(more.filter((t) => first.includes(t))).toEqual([]);
  });

  it('treats a non-list title answer as a failure (Failed to generate more titles)', async () => {
    const generate = await generatorFor({ ai: fakeAi() });
    fake.reply({ content: '{"oops": true}' });
    await expect(generateTitles(generate, 'soap', ['A'])).rejects.toBeInstanceOf(GenerationError);
    fake.reply(fake.errors.server);
    await expect(generateTitles(generate, 'soap')).rejects.toBeInstanceOf(GenerationError);
  });

  it('regenerates a field from the topic or else the title', async () => {
    const generate = await generatorFor();
    const empty = { topic: '', title: '', content: '' };
    expect(canRegenerate('title', empty)).toBe(false);
    expect(canRegenerate('excerpt', { ...empty, topic: 'x' })).toBe(false);
    expect(canRegenerate('seo', { ...empty, title: 'Parabens, plainly explained' })).toBe(true);
    const patch = await regenerateField(generate, 'seo', {
      ...empty,
      title: 'Parabens, plainly explained',
    });
    expect(patch.meta_title).toBe('Parabens, plainly explained');
    const title = await regenerateField(generate, 'title', { ...empty, topic: 'silicones' });
    expect(title.title).toMatch(/silicone/i);
  });

  it('refuses an empty topic with a message that asks for one', async () => {
    const generate = await generatorFor();
    await expect(generate({ type: 'title', input: '   ' })).rejects.toThrow(
      'Please enter a topic or description for content generation.',
    );
  });
});
