import { describe, expect, it } from 'vitest';
import { environmentNote, MIN_RATED_SHARE, productVerdict } from './ingredients';

const list = (counts: Record<string, number>) =>
  Object.entries(counts).flatMap(([rating, n]) => Array<string>(n).fill(rating));

describe('productVerdict says how much it knows', () => {
  it('calls no list Clean or Good when a real share of it is unrated', () => {
    // A baby cream with 1 rated name of 28, a sunscreen with 2 of 35.
    const cream = productVerdict(list({ 'no-concern': 1, unknown: 27 }));
    expect(cream).toMatchObject({ level: 'unrated', rated: 1, total: 28 });
    expect(cream.summary).toBe(
      'We have rated 1 of these 28 ingredients: too few to call the list clean. Nothing we have rated is of high concern.',
    );
    const sunscreen = productVerdict(
      list({ 'no-concern': 1, 'low-to-moderate-concern': 1, unknown: 33 }),
    );
    expect(sunscreen).toMatchObject({ level: 'unrated', rated: 2, total: 35 });
  });

  it('still calls a list Clean or Good when enough of it is rated, and names what is not', () => {
    const total = 35;
    const known = Math.ceil(total * MIN_RATED_SHARE);
    const clean = productVerdict(list({ 'no-concern': known, unknown: total - known }));
    expect(clean).toMatchObject({ level: 'clean', rated: known, total });
    expect(clean.summary).toContain(`(${total - known} not rated yet)`);
    expect(
      productVerdict(list({ 'no-concern': known - 1, 'low-to-moderate-concern': 1, unknown: 7 }))
        .level,
    ).toBe('good');
  });

  it('counts the names it recognises apart from the ones it has rated, never as rated', () => {
    // 3 rated, 4 the dictionary knows by name, 1 unknown.
    const ratings = list({ 'no-concern': 3, unknown: 5 });
    const verdict = productVerdict(ratings, 4);
    expect(verdict).toMatchObject({ level: 'unrated', rated: 3, recognised: 4, total: 8 });
    expect(verdict.summary).toBe(
      'We have rated 3 of these 8 ingredients and recognise 4 more that we have not rated yet: too few to call the list clean. Nothing we have rated is of high concern.',
    );
    expect(productVerdict(list({ unknown: 5 }), 2).summary).toBe(
      'We have rated none of these 5 ingredients (we recognise 2 of them but have not rated them yet), so we give no verdict.',
    );
    // Recognised names never raise the rated share: 8 of 10 rated is enough, 7 of 10 is not.
    expect(productVerdict(list({ 'no-concern': 7, unknown: 3 }), 3).level).toBe('unrated');
    const clean = productVerdict(list({ 'no-concern': 8, unknown: 2 }), 1);
    expect(clean.level).toBe('clean');
    expect(clean.summary).toBe(
      'Every ingredient we have rated is of no concern (2 not rated yet, 1 of them recognised).',
    );
    // More recognised than unrated cannot be.
    expect(productVerdict(list({ 'no-concern': 1, unknown: 1 }), 5).recognised).toBe(1);
  });

  it('speaks of materials for goods judged on their materials', () => {
    const materials = { one: 'material', many: 'materials' };
    expect(productVerdict(list({ 'high-concern': 1, 'no-concern': 3 }), 0, materials).summary).toBe(
      '1 material of high concern. We suggest a cleaner alternative.',
    );
    expect(productVerdict(list({ 'no-concern': 4 }), 0, materials).summary).toBe(
      'Every material is of no concern.',
    );
  });

  it('needs no share to say a list holds something of concern', () => {
    expect(productVerdict(list({ 'high-concern': 1, unknown: 30 })).level).toBe('avoid');
    expect(productVerdict(list({ 'low-to-moderate-concern': 3, unknown: 30 })).level).toBe('watch');
  });
});

describe('the verdict and the environment, apart', () => {
  const polyethylene = { name: 'Polyethylene', rating: 'no-concern', concerns: ['microplastic'] };
  const d5 = { name: 'Cyclopentasiloxane', rating: 'no-concern', concerns: ['environmental'] };
  const water = { name: 'Aqua', rating: 'no-concern', concerns: [] as string[] };
  const mit = { name: 'Methylisothiazolinone', rating: 'high-concern', concerns: ['allergen'] };

  it('gives a health verdict that environmental concerns do not drive', () => {
    const scrub = [water, polyethylene, d5];
    expect(productVerdict(scrub.map((i) => i.rating)).level).toBe('clean');
    expect(environmentNote(scrub)).toEqual({
      names: ['Polyethylene', 'Cyclopentasiloxane'],
      text: '2 ingredients of environmental concern: Polyethylene, Cyclopentasiloxane.',
    });
  });

  it('says both when a list has a health concern and an environmental one', () => {
    const list = [water, mit, polyethylene];
    expect(productVerdict(list.map((i) => i.rating)).level).toBe('avoid');
    expect(environmentNote(list)?.text).toBe(
      '1 ingredient of environmental concern: Polyethylene.',
    );
  });

  it('has no note without an environmental concern, and names at most five', () => {
    expect(environmentNote([water, mit])).toBeNull();
    const many = Array.from({ length: 7 }, (_, i) => ({
      name: `Polymer ${i + 1}`,
      concerns: ['microplastic'],
    }));
    expect(environmentNote(many, { one: 'material', many: 'materials' })?.text).toBe(
      '7 materials of environmental concern: Polymer 1, Polymer 2, Polymer 3, Polymer 4, Polymer 5 and 2 more.',
    );
  });
});
