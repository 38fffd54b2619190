import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtinKbEntries } from './kb';
import { IngredientIndex } from './matcher';
import { editDistance, nameKey, plausibleSlip, visualKey } from './normalize';
import { parseIngredientList } from './parse';

const index = new IngredientIndex(builtinKbEntries());

const names = (list: string) => parseIngredientList(list).map((item) => item.name);

/** [name shown, INCI matched or null] for every item of a list. */
function analyse(list: string) {
  return parseIngredientList(list).map((item) => [
    item.name,
    index.match(item)?.entry.inci ?? null,
  ]);
}

describe('IngredientIndex.match', () => {
  it('matches a messy, upper-case list with Aqua/Water/Eau, brackets and CI numbers', () => {
    expect(
      analyse(
        'INGREDIENTS: AQUA/WATER/EAU, GLYCERIN, CETEARYL ALCOHOL, PARFUM (FRAGRANCE), SODIUM BENZOATE, CI 77891.',
      ),
    ).toEqual([
      ['Aqua/Water/Eau', 'Aqua'],
      ['Glycerin', 'Glycerin'],
      ['Cetearyl Alcohol', 'Cetearyl Alcohol'],
      ['Parfum (Fragrance)', 'Parfum'],
      ['Sodium Benzoate', 'Sodium Benzoate'],
      ['CI 77891', 'CI 77891'],
    ]);
  });

  it('finds INCI names from common names, British spelling and descriptors', () => {
    expect(
      analyse('Water (Aqua), Fragrance, Sodium Lauryl Sulphate, Organic Coconut Oil, Shea Butter'),
    ).toEqual([
      ['Water (Aqua)', 'Aqua'],
      ['Fragrance', 'Parfum'],
      ['Sodium Lauryl Sulphate', 'Sodium Lauryl Sulfate'],
      ['Organic Coconut Oil', 'Cocos Nucifera Oil'],
      ['Shea Butter', 'Butyrospermum Parkii Butter'],
    ]);
  });

  it('forgives the slips of OCR: l for i, 1 for l, lost spaces, Cl for CI, a missing letter', () => {
    const matched = analyse(
      'Glycerln, Cetearyl Alcoho1, Phenoxyethanoi, Sodlum Benzoate, Cl 77891, CetearylAlcohol, Linaool, Tocopheroi, Methy1paraben',
    ).map(([, inci]) => inci);
    expect(matched).toEqual([
      'Glycerin',
      'Cetearyl Alcohol',
      'Phenoxyethanol',
      'Sodium Benzoate',
      'CI 77891',
      'Cetearyl Alcohol',
      'Linalool',
      'Tocopherol',
      'Methylparaben',
    ]);
  });

  it('reads a whole OCR-like label with line breaks, noise and a may-contain section', () => {
    const ocr = `Moisturising Hand Cream  75 ml
lNGREDIENTS: Aqua. Glycerin, Cetearyl
Alcoho1, Butyrospermum Parkii (Shea)
Butter*, Parfum, Phenoxyethanol, Sodium
Benzoate, Linalool, [+/- Cl 77891]
*from organic farming
Made in the EU`;
    expect(analyse(ocr)).toEqual([
      ['Aqua', 'Aqua'],
      ['Glycerin', 'Glycerin'],
      ['Cetearyl Alcoho1', 'Cetearyl Alcohol'],
      ['Butyrospermum Parkii (Shea) Butter', 'Butyrospermum Parkii Butter'],
      ['Parfum', 'Parfum'],
      ['Phenoxyethanol', 'Phenoxyethanol'],
      ['Sodium Benzoate', 'Sodium Benzoate'],
      ['Linalool', 'Linalool'],
      ['Cl 77891', 'CI 77891'],
    ]);
  });

  it('leaves unknown names unmatched instead of guessing', () => {
    expect(analyse('Zorbium Extract, Water, Xyz')).toEqual([
      ['Zorbium Extract', null],
      ['Water', 'Aqua'],
      ['Xyz', null],
    ]);
    // Close to two different entries: ambiguous, so no match.
    expect(index.lookup('Methylparabem')?.entry.inci).toBe('Methylparaben');
    expect(index.lookup('Ethylparaben')?.entry.inci).toBe('Ethylparaben');
  });

  it('meets British and American spellings, and a wax by its INCI "Cera" name', () => {
    expect(index.lookup('Aluminium Starch Octenylsuccinate')?.entry.inci).toBe(
      'Aluminum Starch Octenylsuccinate',
    );
    expect(index.lookup('Aluminium Chlorohydrate')?.entry.inci).toBe('Aluminum Chlorohydrate');
    expect(analyse('Euphorbia Cerifera (Candelilla) Wax')).toEqual([
      ['Euphorbia Cerifera (Candelilla) Wax', 'Euphorbia Cerifera Cera'],
    ]);
  });

  it('prefers the colour index number to the pigment name in its bracket', () => {
    expect(analyse('Cl 77499 (Iron Oxides), Iron Oxides (CI 77491)')).toEqual([
      ['Cl 77499 (Iron Oxides)', 'CI 77499'],
      ['Iron Oxides (CI 77491)', 'Iron Oxides'],
    ]);
  });

  it('never forgives a slip that changes a number, a chemical ending or a whole word', () => {
    expect(index.lookup('Steareth-2')?.entry.inci).toBe('Steareth-2');
    expect(index.lookup('Steareth-3')).toBeNull();
    expect(index.lookup('Potassium Sulfite')).toBeNull();
    expect(index.lookup('Stearalkonium Bentonite')?.entry.inci).toBe('Stearalkonium Bentonite');
    expect(plausibleSlip('sodium sulfite', 'sodium sulfate')).toBe(false);
    expect(plausibleSlip('steareth 2', 'steareth 21')).toBe(false);
    expect(plausibleSlip('stearalkonium bentonite', 'stearalkonium hectorite')).toBe(false);
    expect(plausibleSlip('methy1paraben', 'methylparaben')).toBe(true);
    expect(plausibleSlip('zeolites', 'zeolite')).toBe(true);
  });

  it('matches every ingredient of every demo product exactly', async () => {
    const { demoProducts } = await import('../seed/demo-products');
    for (const product of demoProducts) {
      for (const item of parseIngredientList(product.ingredients_text)) {
        expect(index.match(item), `${product.slug}: ${item.name}`).not.toBeNull();
      }
    }
  });
});

describe('normalize', () => {
  it('builds keys that ignore case, accents, punctuation and British spelling', () => {
    expect(nameKey('  Alcohol Denat. ')).toBe('alcohol denat');
    expect(nameKey('Sodium Lauryl Sulphate')).toBe('sodium lauryl sulfate');
    expect(nameKey('Ingrédient')).toBe('ingredient');
    expect(visualKey('glycerln')).toBe(visualKey('glycerin'));
  });

  it('computes edit distance with swaps and a cut-off', () => {
    expect(editDistance('linalool', 'linaool', 2)).toBe(1);
    expect(editDistance('citral', 'ctiral', 2)).toBe(1);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});

describe('the spelling search’s shared-pieces filter', () => {
  const fullScan = new IngredientIndex(builtinKbEntries(), { fullScan: true });
  const filtered = new IngredientIndex(builtinKbEntries());
  const names = builtinKbEntries()
    .flatMap((entry) => [entry.inci, ...entry.synonyms])
    .filter((name) => name.length >= 5);
  const letters = 'abcdefghijklmnopqrstuvwxyz0l1 -';
  /** A known name with up to three slips: letters changed, dropped, added or swapped. */
  const slipped = fc
    .tuple(
      fc.constantFrom(...names),
      fc.array(fc.tuple(fc.nat(3), fc.nat(200), fc.constantFrom(...letters)), { maxLength: 3 }),
    )
    .map(([name, slips]) => {
      let text = name;
      for (const [kind, at, letter] of slips) {
        const i = at % Math.max(1, text.length);
        if (kind === 0) text = text.slice(0, i) + letter + text.slice(i + 1);
        else if (kind === 1) text = text.slice(0, i) + text.slice(i + 1);
        else if (kind === 2) text = text.slice(0, i) + letter + text.slice(i);
        else
          text =
            text.slice(0, i) + text.slice(i + 1, i + 2) + text.slice(i, i + 1) + text.slice(i + 2);
      }
      return text;
    });

  it('finds what a scan of every name of a near length finds', () => {
    fc.assert(
      fc.property(slipped, (text) => {
        const a = filtered.lookup(text);
        const b = fullScan.lookup(text);
        expect([a?.entry.id, a?.matchedName, a?.method]).toEqual([
          b?.entry.id,
          b?.matchedName,
          b?.method,
        ]);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('spelling searches never cross from one substance to another', () => {
  it('does not take a name for the same name with a multiplier in front', () => {
    expect(plausibleSlip('isopropanolamine', 'diisopropanolamine')).toBe(false);
    expect(plausibleSlip('sodium phosphate', 'sodium triphosphate')).toBe(false);
    expect(plausibleSlip('propanolamine', 'isopropanolamine')).toBe(false);
    expect(index.lookup('Isopropanolamine')?.entry.inci).not.toBe('Diisopropanolamine');
    // A slip is still a slip.
    expect(plausibleSlip('diisopropanolamine', 'diisopropanolamlne')).toBe(true);
  });
});

describe('names that are real names of their own', () => {
  // Each of these was once read as the rated name beside it.
  it.each([
    ['Lactamide MEA', 'Lauramide MEA'],
    ['Isopropanolamine', 'Diisopropanolamine'],
    ['Simethicone', 'Dimethicone'],
    ['Trisiloxane', 'Disiloxane'],
    ['Sodium Glycolate', 'Sodium Gluconate'],
    ['Sodium Acrylate/Acryloyldimethyltaurate/Dimethylacrylamide Crosspolymer', 'Sodium Caprylate'],
    ['Aluminum Zirconium Trichlorohydrex Gly', 'Aluminum Zirconium Tetrachlorohydrex GLY'],
  ])('%s is never corrected to %s, a rated name spelt alike', (name, not) => {
    const item = parseIngredientList(name)[0]!;
    expect(index.match(item)?.entry.inci).not.toBe(not);
    expect(index.recognise(item)?.known).toBeTruthy();
  });

  it('map exactly, and made-up or prose names stay unmatched', () => {
    for (const [name, inci] of [
      ['Glycerin', 'Glycerin'],
      ['Sodium Lauryl Sulphate', 'Sodium Lauryl Sulfate'],
      ['Cetearyl Alcohl', 'Cetearyl Alcohol'],
      ['Natriumsulfat', 'Sodium Sulfate'],
      ['Anhydrous Lanolin', 'Lanolin'],
    ]) {
      expect(index.lookup(name!)?.entry.inci, name).toBe(inci);
    }
    for (const name of [
      'Zorbium Extract',
      'Made in France',
      'Anti-gingivitis',
      'Xyz',
      'Leila Lou Fragrance',
    ]) {
      const item = { raw: name, name, candidates: [name], mayContain: false, marked: false };
      expect(index.recognise(item), name).toBeNull();
    }
  });
});

describe('parseIngredientList on real label forms', () => {
  // What a label form is, a list as printed in that form, and the names read from it.
  const FORMS: { form: string; list: string; names: string[] }[] = [
    {
      form: 'two names joined by "and" are split',
      list: 'sodium citrate, protease and amylase (enzymes), Parfum',
      names: ['Sodium Citrate', 'Protease', 'Amylase (Enzymes)', 'Parfum'],
    },
    {
      form: 'names that hold "and" stay whole',
      list: 'Aqua, FD&C Blue No. 1, D&C Red No. 33, Glycerin',
      names: ['Aqua', 'FD&C Blue No. 1', 'D&C Red No. 33', 'Glycerin'],
    },
    {
      form: 'two names joined by "(and)" are split',
      list: 'Dimethyl Isosorbide (and) Hydroxypinacolone Retinoate, Squalane',
      names: ['Dimethyl Isosorbide', 'Hydroxypinacolone Retinoate', 'Squalane'],
    },
    {
      form: 'a marketing heading is skipped for the list that follows',
      list: 'Selective Active Ingredients: Mineral water softener, Alkalinity builder. Ingredients: sodium carbonate, laureth 6, sodium citrate',
      names: ['Sodium Carbonate', 'Laureth 6', 'Sodium Citrate'],
    },
    {
      form: 'a "Key ingredients" heading is skipped for the list that follows',
      list: 'Key ingredients: Aloe, Shea. Ingredients: Aqua, Glycerin, Parfum',
      names: ['Aqua', 'Glycerin', 'Parfum'],
    },
    {
      form: 'footnote marks and numbers glued to names are removed',
      list: 'Ingredients: sorbitol, natural flavor1, Aloe Barbadensis Leaf Juice*¹, Glycerin**, Laureth7',
      names: ['Sorbitol', 'Natural Flavor', 'Aloe Barbadensis Leaf Juice', 'Glycerin', 'Laureth7'],
    },
    {
      form: 'footnotes after the list are left out',
      list: 'Aqua, Glycerin, Linalool. *Napiers aqua formula. **Napiers original formula.',
      names: ['Aqua', 'Glycerin', 'Linalool'],
    },
    {
      form: 'a nested group gives its name and each name in it',
      list: 'Water, essential oils (citrus aurantium bergamia (bergamot) fruit oil, citral (derived from litsea cubeba), citrus grandis (grapefruit) peel oil), glycerin',
      names: [
        'Water',
        'Essential Oils',
        'Citrus Aurantium Bergamia (Bergamot) Fruit Oil',
        'Citral (Derived From Litsea Cubeba)',
        'Citrus Grandis (Grapefruit) Peel Oil',
        'Glycerin',
      ],
    },
    {
      form: 'a detergent-regulation list loses its percentages',
      list: '5-15% anionic surfactants, <5% non-ionic surfactants, enzymes, perfume, optical brighteners, Hexyl Cinnamal',
      names: [
        'Anionic Surfactants',
        'Non-ionic Surfactants',
        'Enzymes',
        'Perfume',
        'Optical Brighteners',
        'Hexyl Cinnamal',
      ],
    },
  ];

  it.each(FORMS)('$form', ({ list, names: expected }) => {
    expect(names(list)).toEqual(expected);
  });

  it('recognises every name of a detergent-regulation list with a group in brackets', () => {
    expect(
      analyse(
        'Contains: <5% nonionic surfactants, enzymes (protease, amylase, lipase), perfume',
      ).every(([, inci]) => inci),
    ).toBe(true);
  });
});
