import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RATING_SEVERITY, type IngredientRating } from './ingredients';
import {
  assessProduct,
  badgesOf,
  isListed,
  listingOf,
  meetsStandard,
  RULED_OUT,
  standardBasis,
  type StandardIngredient,
} from './standard';

const ingredient = (name: string, extra: Partial<StandardIngredient> = {}): StandardIngredient => ({
  name,
  rating: 'no-concern',
  functions: ['emollient'],
  concerns: [],
  origin: 'natural',
  ...extra,
});

const failed = (checks: { id: string; passed: boolean }[]) =>
  checks.filter((c) => !c.passed).map((c) => c.id);

describe('the Puur standard', () => {
  it('awards Clean and Natural to a short natural formula', () => {
    const result = assessProduct([
      ingredient('Aqua', { functions: ['solvent'] }),
      ingredient('Butyrospermum Parkii Butter'),
      ingredient('Tocopherol', { functions: ['antioxidant'], origin: 'natural-derived' }),
    ]);
    expect(result.assessed).toBe(true);
    expect(result.clean.awarded).toBe(true);
    expect(result.natural.awarded).toBe(true);
  });

  it('refuses Clean for a high-concern isothiazolinone and names it', () => {
    const result = assessProduct([
      ingredient('Aqua'),
      ingredient('Methylisothiazolinone', {
        rating: 'high-concern',
        functions: ['preservative'],
        concerns: ['allergen'],
        origin: 'synthetic',
      }),
    ]);
    expect(result.clean.awarded).toBe(false);
    expect(failed(result.clean.checks)).toEqual(['no-high-concern', 'ruled-out:isothiazolinones']);
    const isothiazolinones = result.clean.checks.find((c) => c.id === 'ruled-out:isothiazolinones');
    expect(isothiazolinones?.ingredients).toEqual(['Methylisothiazolinone']);
    expect(result.natural.awarded).toBe(false);
  });

  it('keeps Clean on hold while an ingredient is not rated', () => {
    const result = assessProduct([
      ingredient('Aqua'),
      ingredient('Mystery Extract', { rating: 'unknown' }),
    ]);
    expect(failed(result.clean.checks)).toEqual(['all-rated']);
    expect(result.clean.checks.find((c) => c.id === 'all-rated')?.ingredients).toEqual([
      'Mystery Extract',
    ]);
  });

  it('rules out long-chain parabens but not methylparaben', () => {
    const methyl = ingredient('Methylparaben', {
      rating: 'low-to-moderate-concern',
      functions: ['preservative'],
      origin: 'synthetic',
    });
    expect(assessProduct([methyl]).clean.awarded).toBe(true);
    const propyl = { ...methyl, name: 'Propylparaben' };
    expect(failed(assessProduct([propyl]).clean.checks)).toEqual(['ruled-out:long-chain-parabens']);
  });

  it('does not take a terephthalate for a phthalate', () => {
    const deht = ingredient('Bis(2-ethylhexyl) Terephthalate', { origin: 'synthetic' });
    expect(assessProduct([deht]).clean.awarded).toBe(true);
    const dbp = ingredient('Dibutyl Phthalate', {
      origin: 'synthetic',
      rating: 'low-to-moderate-concern',
    });
    expect(failed(assessProduct([dbp]).clean.checks)).toContain('ruled-out:phthalates');
  });

  it('gives Natural only to Clean formulas that are 95% natural, without silicones or synthetic preservatives', () => {
    const base = Array.from({ length: 19 }, (_, n) => ingredient(`Plant Oil ${n}`));
    expect(assessProduct(base).natural.awarded).toBe(true);
    const withSilicone = [...base, ingredient('Dimethicone', { origin: 'synthetic' })];
    const natural = assessProduct(withSilicone).natural;
    expect(natural.awarded).toBe(false);
    expect(failed(natural.checks)).toEqual(['no-silicones']); // 19 of 20 natural is exactly 95%
    const withPhenoxy = [
      ...base,
      ingredient('Phenoxyethanol', { functions: ['preservative'], origin: 'synthetic' }),
    ];
    expect(failed(assessProduct(withPhenoxy).natural.checks)).toEqual(['natural-preservatives']);
    const withBenzoate = [
      ...base,
      ingredient('Sodium Benzoate', { functions: ['preservative'], origin: 'synthetic' }),
    ];
    expect(assessProduct(withBenzoate).natural.awarded).toBe(true);
    const tooSynthetic = [
      ...base.slice(0, 10),
      ...base.slice(0, 2).map((i) => ({ ...i, name: `${i.name} Ester`, origin: 'synthetic' })),
    ];
    expect(failed(assessProduct(tooSynthetic).natural.checks)).toEqual(['natural-share']);
  });

  it('does not assess a product without an ingredient list', () => {
    const result = assessProduct([]);
    expect(result.assessed).toBe(false);
    expect(result.clean.awarded).toBe(false);
    expect(result.natural.awarded).toBe(false);
  });

  const RATINGS: IngredientRating[] = [
    'no-concern',
    'low-to-moderate-concern',
    'high-concern',
    'unknown',
  ];
  const NAMES = [
    'Aqua',
    'Glycerin',
    'DMDM Hydantoin',
    'Methylchloroisothiazolinone',
    'Butylparaben',
    'Triclosan',
    'Diethyl Phthalate',
    'Polyethylene',
    'Cyclopentasiloxane',
    'Parfum',
    'Sodium Benzoate',
    'Dimethicone',
    'PEG-40 Hydrogenated Castor Oil',
    'Paraffinum Liquidum',
  ];
  const arbitraryIngredient = fc.record({
    name: fc.oneof(fc.constantFrom(...NAMES), fc.string({ minLength: 1, maxLength: 20 })),
    rating: fc.constantFrom(...RATINGS),
    functions: fc.subarray(['preservative', 'fragrance', 'emollient', 'surfactant', 'uv-filter']),
    concerns: fc.subarray(['allergen', 'cmr', 'endocrine-disruption', 'microplastic']),
    origin: fc.constantFrom('natural', 'natural-derived', 'mineral', 'synthetic', null),
  });

  it('never awards Clean to a product with an excluded, high-concern or unrated ingredient', () => {
    fc.assert(
      fc.property(fc.array(arbitraryIngredient, { maxLength: 30 }), (ingredients) => {
        const { clean, natural } = assessProduct(ingredients);
        const excluded = ingredients.some(
          (i) =>
            RATING_SEVERITY[i.rating] >= RATING_SEVERITY['high-concern'] ||
            i.rating === 'unknown' ||
            RULED_OUT.some((group) => group.test(i, i.name.toLowerCase())),
        );
        if (excluded || ingredients.length === 0) expect(clean.awarded).toBe(false);
        if (natural.awarded) expect(clean.awarded).toBe(true);
        for (const c of [...clean.checks, ...natural.checks]) {
          for (const name of c.ingredients) expect(ingredients.map((i) => i.name)).toContain(name);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('lists a product exactly when it meets the standard, and says why when it does not', () => {
    const category = fc.constantFrom('Skincare', 'Home cleaners', 'Kitchen', 'Fashion', null);
    fc.assert(
      fc.property(
        fc.array(arbitraryIngredient, { maxLength: 30 }),
        category,
        (ingredients, category) => {
          const assessment = assessProduct(ingredients, standardBasis(category));
          const listing = listingOf(assessment);
          // Listed ⇔ meets the standard, whether read from the assessment or the stored badges.
          expect(listing.listed).toBe(meetsStandard(assessment));
          expect(isListed(badgesOf(assessment))).toBe(listing.listed);
          const highConcern = ingredients.some((i) => i.rating === 'high-concern');
          const unrated = ingredients.some((i) => i.rating === 'unknown');
          if (highConcern || unrated || ingredients.length === 0) {
            expect(listing.listed).toBe(false);
          }
          if (listing.listed) {
            expect(listing.reasons).toEqual([]);
            expect(assessment.verdict).not.toBe('avoid');
          } else {
            // Never left out without a reason a shopper and the staff can read.
            expect(listing.reasons.length).toBeGreaterThan(0);
          }
          if (highConcern) {
            expect(listing.reasons.some((reason) => reason.includes('high concern'))).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the environmental rules of the standard', () => {
  it('keep microplastics, persistent cyclosiloxanes and PFAS from Clean, on a health verdict of no concern', () => {
    for (const [name, concerns, rule] of [
      ['Polyethylene', ['microplastic'], 'ruled-out:microplastics'],
      ['Cyclopentasiloxane', ['environmental'], 'ruled-out:persistent-siloxanes'],
      ['Polytetrafluoroethylene', ['environmental'], 'ruled-out:pfas'],
      ['Perfluorodecalin', ['environmental'], 'ruled-out:pfas'],
    ] as const) {
      const result = assessProduct([
        ingredient('Aqua'),
        ingredient(name, { concerns: [...concerns], origin: 'synthetic' }),
      ]);
      expect(result.verdict, name).toBe('clean');
      expect(failed(result.clean.checks), name).toEqual([rule]);
    }
  });

  it('are listed apart from the rules for health', () => {
    expect(RULED_OUT.filter((r) => r.kind === 'environment').map((r) => r.id)).toEqual([
      'microplastics',
      'persistent-siloxanes',
      'pfas',
    ]);
    expect(RULED_OUT.filter((r) => r.kind === 'health').map((r) => r.id)).toContain('cmr');
  });
});
