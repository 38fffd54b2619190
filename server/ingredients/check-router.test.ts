/** The ingredients router's public procedures: checking a typed list and reading a label photo. */
import { describe, expect, it } from 'vitest';
import { createOpenAiProvider } from '../ai/openai';
import { startTestServer } from '../test/http';
import { renderLabel } from '../test/label-image';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { anonymous, deps, fake, useIngredientsRouter } from './router-test-setup';

useIngredientsRouter();

describe('ingredients.check (public)', () => {
  it('flags the worst first and suggests products of the same category without them', async () => {
    const result = await anonymous().ingredients.check({
      text: 'Ingredients: Aqua, Glycerin, Parfum, Methylparaben, Dimethicone, Triclosan, Tocopherol',
      category: 'Skincare',
    });
    expect(result.verdict.level).toBe('avoid');
    const flagged = result.flagged.map((p) => result.ingredients[p]!.name);
    expect(flagged[0]).toBe('Triclosan');
    expect(flagged).toContain('Parfum');
    expect(flagged).not.toContain('Glycerin');
    expect(result.alternatives.length).toBeGreaterThan(0);
    for (const alternative of result.alternatives) {
      expect(alternative.category).toBe('Skincare');
      const names = (await anonymous().ingredients.forProduct({ productId: alternative.id })).map(
        (r) => r.ingredient_name,
      );
      expect(names).not.toContain('Parfum');
      expect(names).not.toContain('Triclosan');
    }
  });

  it('guesses the category from the catalogue and applies the avoid list', async () => {
    // Panthenol, a conditioning polymer and glycerin say it is for the body; the surfactants alone
    // would not.
    const result = await anonymous().ingredients.check({
      text: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Glycerin, Panthenol, Polyquaternium-10, Sodium Chloride, Linalool',
      avoid: { groups: ['sulfates', 'fragrance'], terms: [] },
    });
    expect(result.category_guessed).toBe(true);
    expect(result.category).not.toBeNull();
    const sles = result.ingredients.find((i) => i.name === 'Sodium Laureth Sulfate')!;
    expect(sles.avoid).toContain('Sulfates');
    expect(result.ingredients.find((i) => i.name === 'Linalool')!.avoid).toContain('Fragrance');
    expect(result.ingredients[result.flagged[0]!]!.avoid.length).toBeGreaterThan(0);
  });

  it('counts names the dictionary knows as recognised, not as rated', async () => {
    const result = await anonymous().ingredients.check({
      text: 'Aqua, Glycerin, Lactamide MEA, Isopropanolamine, Zorbium Quadrate',
      category: 'Skincare',
    });
    expect(result.verdict).toMatchObject({ rated: 2, recognised: 2, total: 5, level: 'unrated' });
    expect(result.verdict.summary).toContain(
      'We have rated 2 of these 5 ingredients and recognise 2 more that we have not rated yet',
    );
  });

  it('keeps the environment apart from the verdict: microplastics make a note, not a concern', async () => {
    const result = await anonymous().ingredients.check({
      text: 'Aqua, Glycerin, Polyethylene, Cyclopentasiloxane, Tocopherol',
      category: 'Skincare',
    });
    expect(result.verdict.level).toBe('clean');
    expect(result.environment?.text).toBe(
      '2 ingredients of environmental concern: Polyethylene, Cyclopentasiloxane.',
    );
    expect(result.flagged).toEqual([]);
    const plain = await anonymous().ingredients.check({ text: 'Aqua, Glycerin, Tocopherol' });
    expect(plain.environment).toBeNull();
  });

  it('explains an ingredient of both shampoos and cleaners in the context of the list', async () => {
    const sls = async (category?: 'Home cleaners' | 'Haircare') =>
      (
        await anonymous().ingredients.check({
          text: 'Aqua, Sodium Lauryl Sulfate, Sodium Chloride',
          ...(category ? { category } : {}),
        })
      ).ingredients.find((i) => i.name === 'Sodium Lauryl Sulfate')!.explanation;
    expect(await sls('Home cleaners')).toMatch(/dish liquid/);
    expect(await sls('Haircare')).not.toMatch(/dish liquid/);
    expect(await sls('Haircare')).toMatch(/eczema-prone skin/);
  });

  it('never calls the AI provider and rejects text without ingredients', async () => {
    const before = fake.requests.length;
    const caller = createCaller(
      createContextInner({
        ...deps,
        ai: createOpenAiProvider({ apiKey: 'sk-test', baseURL: fake.url, model: 'fake-model' }),
      }),
    );
    const result = await caller.ingredients.check({ text: 'Zorbium Extract, Aqua' });
    expect(result.ingredients[0]!.safety_rating).toBe('unknown');
    expect(fake.requests.length).toBe(before);
    await expect(caller.ingredients.check({ text: '123, 456' })).rejects.toMatchObject({
      cause: { field: 'text' },
    });
  });

  it('says what a name it has not rated is and does, and counts it as unrated', async () => {
    const result = await anonymous().ingredients.check({
      text: 'Ingredients: Aqua, Glycerin, Lactamide MEA, Rosa Multiflora Fruit Extract, Zorbium Extract',
    });
    const byLabel = (label: string) => result.ingredients.find((i) => i.label_name === label)!;
    expect(byLabel('Lactamide MEA')).toMatchObject({
      name: 'Lactamide MEA',
      safety_rating: 'unknown',
      in_dictionary: true,
      explanation: 'Humectant, antistatic. Puur has not rated this ingredient yet.',
    });
    expect(byLabel('Lactamide MEA').functions).toContain('humectant');
    expect(byLabel('Rosa Multiflora Fruit Extract')).toMatchObject({
      in_dictionary: true,
      explanation: 'Plant extract. Puur has not rated this ingredient yet.',
    });
    expect(byLabel('Zorbium Extract')).toMatchObject({ in_dictionary: false, functions: [] });
    expect(result.verdict.rated).toBe(2);
    expect(result.verdict.level).toBe('unrated');
  });
});

describe('ingredients.readLabel (public)', () => {
  it('reads the ingredient list of a label photo sent as a data URL', async () => {
    const png = await renderLabel({
      text: 'Gentle Shampoo\nIngredients: Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Methylisothiazolinone.\nMade in France',
      width: 900,
      fontSize: 28,
    });
    const result = await anonymous().ingredients.readLabel({
      image: `data:image/png;base64,${png.toString('base64')}`,
      imageName: 'label.png',
    });
    expect(result.text.replace(/\s+/g, ' ')).toMatch(
      /^Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Methyl/,
    );
    expect(result.text).not.toContain('Made in');
    expect(result.rawText).toContain('Gentle Shampoo');
    const checked = await anonymous().ingredients.check({ text: result.text });
    expect(checked.ingredients.map((i) => i.name)).toEqual([
      'Aqua',
      'Sodium Laureth Sulfate',
      'Cocamidopropyl Betaine',
      'Parfum',
      'Methylisothiazolinone',
    ]);
  }, 60_000);

  it('refuses a file that is not an image, naming the field', async () => {
    await expect(
      anonymous().ingredients.readLabel({
        image: `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`,
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { field: 'image' } });
  });

  it('accepts a multi-megabyte photo over HTTP (the large-body procedure)', async () => {
    const server = await startTestServer(deps);
    try {
      const png = await renderLabel({
        text: 'Ingredients: Aqua, Glycerin.',
        width: 600,
        fontSize: 28,
      });
      // Pad the PNG after its end chunk to about 3 MB: still a valid PNG for the decoder.
      const big = Buffer.concat([png, Buffer.alloc(3 * 1024 * 1024)]);
      const res = await fetch(`${server.url}/trpc/ingredients.readLabel`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: server.url },
        body: JSON.stringify({
          json: { image: `data:image/png;base64,${big.toString('base64')}`, imageName: 'big.png' },
        }),
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.result.data.json.text).toContain('Glycerin');
    } finally {
      await server.close();
    }
  }, 60_000);
});
