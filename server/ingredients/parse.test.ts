/** Splitting a label's ingredient list into names. */
import { describe, expect, it } from 'vitest';
import { extractIngredientSection, parseIngredientList } from './parse';

describe('parseIngredientList', () => {
  it('drops the header, keeps label order and removes the final full stop', () => {
    const items = parseIngredientList('INGREDIENTS: Aqua, Glycerin, Citric Acid.');
    expect(items.map((i) => i.name)).toEqual(['Aqua', 'Glycerin', 'Citric Acid']);
  });

  it.each([
    {
      label: 'ignores marketing text before the header and directions after the list',
      text: `Gentle daily cream for all skin types.
Ingredients: Aqua, Glycerin, Cetyl Alcohol, Tocopherol.
Directions: apply morning and night. Made in France. 50 ml`,
      names: ['Aqua', 'Glycerin', 'Cetyl Alcohol', 'Tocopherol'],
    },
    {
      label: 'joins names broken over lines and hyphenated breaks',
      text: 'Aqua, Sodium Laureth Sul-\nfate, Cocamidopropyl\nBetaine, PEG-\n40 Hydrogenated Castor Oil',
      names: [
        'Aqua',
        'Sodium Laureth Sulfate',
        'Cocamidopropyl Betaine',
        'PEG-40 Hydrogenated Castor Oil',
      ],
    },
    {
      label: 'joins breaks in labels printed in capitals, keeping the hyphens INCI names have',
      text: 'AQUA, SODIUM LAURETH SUL-\nFATE, COCO-\nGLUCOSIDE, PEG-\n7 GLYCERYL COCOATE, ALPHA-\nISOMETHYL IONONE',
      names: [
        'Aqua',
        'Sodium Laureth Sulfate',
        'Coco-Glucoside',
        'PEG-7 Glyceryl Cocoate',
        'Alpha-Isomethyl Ionone',
      ],
    },
    {
      label: 'drops claims and the repeated list of a second language',
      text: 'Ingredients: Sodium Bicarbonate, Citric Acid, Parfum. Fizz! Ingrédients: Bicarbonate de Sodium, Acide Citrique, Parfum',
      names: ['Sodium Bicarbonate', 'Citric Acid', 'Parfum'],
    },
  ])('$label', ({ text, names }) => {
    expect(parseIngredientList(text).map((i) => i.name)).toEqual(names);
  });

  it('reads one ingredient per line when there are no commas', () => {
    expect(
      parseIngredientList('Ingredients\nAqua\nGlycerin\n\nParfum\n').map((i) => i.name),
    ).toEqual(['Aqua', 'Glycerin', 'Parfum']);
  });

  it('strips percentages, organic asterisks and their footnote', () => {
    const items = parseIngredientList(
      'Aloe Barbadensis Leaf Juice* (45%), Glycerin 5%, Niacinamide <1%, Tocopherol. *from organic farming',
    );
    expect(items.map((i) => i.name)).toEqual([
      'Aloe Barbadensis Leaf Juice',
      'Glycerin',
      'Niacinamide',
      'Tocopherol',
    ]);
    expect(items[0]!.marked).toBe(true);
    expect(items[1]!.marked).toBe(false);
  });

  it('keeps bracketed names together and tries each of their names', () => {
    const [item] = parseIngredientList('Helianthus Annuus (Sunflower) Seed Oil');
    expect(item!.candidates).toEqual([
      'Helianthus Annuus (Sunflower) Seed Oil',
      'Helianthus Annuus Seed Oil',
      'Sunflower',
    ]);
    expect(parseIngredientList('Aqua (Water, Eau), Glycerin')).toHaveLength(2);
  });

  it('keeps commas that belong to chemical names', () => {
    expect(parseIngredientList('1,2-Hexanediol, Aqua').map((i) => i.name)).toEqual([
      '1,2-Hexanediol',
      'Aqua',
    ]);
  });

  it('marks what follows "may contain" and "+/-"', () => {
    const items = parseIngredientList(
      'Mica, Tocopherol [+/- CI 77491, CI 77492], May contain: CI 77891',
    );
    expect(items.map((i) => [i.name, i.mayContain])).toEqual([
      ['Mica', false],
      ['Tocopherol', false],
      ['CI 77491', true],
      ['CI 77492', true],
      ['CI 77891', true],
    ]);
  });

  it('writes upper-case labels in title case and drops duplicates and noise', () => {
    const items = parseIngredientList('AQUA, SODIUM CHLORIDE, AQUA, 12, -, ALCOHOL DENAT.');
    expect(items.map((i) => i.name)).toEqual(['Aqua', 'Sodium Chloride', 'Alcohol Denat.']);
  });

  it('ends the section at a blank line after the list', () => {
    expect(
      extractIngredientSection(
        'Ingredients: Aqua, Glycerin, Parfum, Limonene\n\nKeep out of reach of children',
      ),
    ).toBe('Aqua, Glycerin, Parfum, Limonene');
  });
});
