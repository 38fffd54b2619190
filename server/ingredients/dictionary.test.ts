/**
 * The INCI dictionary beside the rated knowledge base: its data files are valid, it never shadows
 * a rated name, its grammar recognises INCI forms and never prose, and its patterns stay linear
 * on hostile text.
 */
import { describe, expect, it } from 'vitest';
import aliases from './dictionary/aliases.json' with { type: 'json' };
import grammar from './dictionary/grammar.json' with { type: 'json' };
import inci from './dictionary/inci.json' with { type: 'json' };
import { builtinDictionary, dictionaryExplanation, MAX_DICTIONARY_NAME } from './dictionary';
import { builtinKbEntries } from './kb';
import { IngredientIndex } from './matcher';
import { nameKey } from './normalize';
import { parseIngredientList } from './parse';

const dictionary = builtinDictionary();
const kbNames = new Set(
  builtinKbEntries().flatMap((entry) => [entry.inci, ...entry.synonyms].map(nameKey)),
);
const index = new IngredientIndex(builtinKbEntries());

describe('the dictionary data', () => {
  it('lists no name the rated knowledge base already has', () => {
    for (const entry of inci) {
      for (const name of [entry.inci, ...entry.synonyms]) {
        expect(kbNames.has(nameKey(name)), name).toBe(false);
      }
    }
  });

  it('gives every other name a rated entry that exists, and is not itself a rated name', () => {
    for (const alias of aliases) {
      expect(kbNames.has(nameKey(alias.same_as)), alias.same_as).toBe(true);
      expect(kbNames.has(nameKey(alias.name)), alias.name).toBe(false);
    }
  });

  it('recognises every example of the grammar, and none of its counter-examples', () => {
    for (const rule of grammar.rules) {
      for (const example of rule.examples) {
        const candidates = parseIngredientList(example)[0]!.candidates;
        expect(
          candidates.some((candidate) => dictionary.rule(nameKey(candidate))),
          `${rule.id}: ${example}`,
        ).toBe(true);
      }
    }
    for (const prose of grammar.neverExamples) {
      expect(dictionary.lookup(prose), prose).toBeNull();
    }
  });
});

describe('what the dictionary says of a name', () => {
  it('knows a listed name with its CosIng functions, and says Puur has not rated it', () => {
    const hit = dictionary.lookup('Lactamide MEA');
    expect(hit).toMatchObject({ inci: 'Lactamide MEA', how: 'listed' });
    expect(hit!.functions).toContain('humectant');
    expect(dictionaryExplanation(hit!)).toBe(
      'Humectant, antistatic. Puur has not rated this ingredient yet.',
    );
    expect(dictionaryExplanation({ family: null, functions: ['humectant'] })).toBe(
      'Humectant. Puur has not rated this ingredient yet.',
    );
  });

  it('recognises names by their form', () => {
    expect(dictionary.lookup('Laureth-21')?.rule).toBe('ethoxylate');
    expect(dictionary.lookup('C12-13 Pareth-9')?.rule).toBe('ethoxylate');
    expect(dictionary.lookup('PEG-5 Cocoate')?.rule).toBe('peg-ppg');
    expect(dictionary.lookup('PEG/PPG-18/18 Copolymer')?.rule).toBe('peg-ppg');
    expect(dictionary.lookup('Hydrolyzed Oat Protein')?.rule).toBe('hydrolysed');
    expect(dictionary.lookup('Rosa Multiflora Fruit Extract')?.rule).toBe('plant-extract');
    expect(dictionary.lookup('Belamcanda Chinensis Root Extract')?.family).toBe('Plant extract');
    expect(dictionary.lookup('Pectate Lyase')?.rule).toBe('enzyme');
    expect(dictionary.lookup('Sodium Cocoyl Glutamate')?.functions).toEqual([
      'surfactant - cleansing',
    ]);
    expect(dictionary.lookup('CI 12345')?.rule).toBe('colour-index');
  });

  it('never reads prose or made-up words as an ingredient', () => {
    for (const text of [
      'Anti-gingivitis',
      'Made in France',
      'Keep away from water',
      'Rinse with water',
      'Shake well before use',
      'Zorbium Extract',
      'Our famous rose water',
    ]) {
      expect(dictionary.lookup(text), text).toBeNull();
    }
  });

  it('gives the rated entry for another name of it', () => {
    expect(index.lookup('Natriumcitrat')?.entry.inci).toBe('Sodium Citrate');
    expect(index.lookup('Zitronensäure')?.entry.inci).toBe('Citric Acid');
    expect(index.lookup('Natriumcitrat')?.method).toBe('alias');
  });
});

describe('the grammar on hostile text', () => {
  const hostile = [
    'a '.repeat(5_000),
    'peg 1 '.repeat(1_700),
    `${'x'.repeat(9_990)} extract`,
    `sodium ${'lauryl '.repeat(1_400)}!`,
    `${'rosa '.repeat(2_000)}oil!`,
    `${'1 '.repeat(5_000)}`,
  ];

  it('answers every pattern on 10,000-character lines (linear patterns, no runaway backtracking)', () => {
    for (const line of hostile) {
      expect(line.length).toBeGreaterThanOrEqual(9_000);
      for (const rule of dictionary.rules) expect(typeof rule.pattern.test(line)).toBe('boolean');
    }
  });

  it('does not look up text longer than any INCI name', () => {
    expect(dictionary.lookup(`Laureth-${'1'.repeat(MAX_DICTIONARY_NAME)}`)).toBeNull();
  });
});
