import { describe, expect, it } from 'vitest';
import { builtinKbEntries } from './kb';
import corpus from './labels/corpus.json' with { type: 'json' };
import { IngredientIndex } from './matcher';
import { parseIngredientList } from './parse';

/**
 * Real-world-style labels (typed, printed and OCR'd, cosmetics, household and textile) with the
 * ingredient names the parser must cut from each: every ingredient, in order, and nothing else.
 */
interface LabelCase {
  id: string;
  kind: 'cosmetics' | 'household' | 'textile';
  label: string;
  expected: string[];
}

const labels: LabelCase[] = corpus as LabelCase[];

describe('the label corpus', () => {
  it('holds at least 60 labels of every kind', () => {
    expect(labels.length).toBeGreaterThanOrEqual(60);
    expect(new Set(labels.map((label) => label.kind))).toEqual(
      new Set(['cosmetics', 'household', 'textile']),
    );
  });

  it.each(labels)('reads $id', ({ label, expected }) => {
    expect(parseIngredientList(label).map((item) => item.name)).toEqual(expected);
  });

  it('knows every ingredient named on the labels', () => {
    const index = new IngredientIndex(builtinKbEntries());
    const unmatched = labels.flatMap(({ id, expected }) =>
      expected
        .filter((name) => parseIngredientList(name).every((item) => !index.match(item)))
        .map((name) => `${id}: ${name}`),
    );
    expect(unmatched).toEqual([]);
  });
});
