/**
 * The checker's guess of what a pasted list is, on published labels against the demo catalogue:
 * body care is never sent to household goods nor the reverse, and where the nearest products
 * agree on a type (toothpaste) the alternatives are of that type.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createSeededDeps } from '../test/seeded';
import type { AppDeps } from '../trpc/context';
import { checkIngredientList } from './check';
import { declaresDetergent } from './check-alternatives';
import { storedRow } from '../test/db';
import published from './labels/published/labels.json' with { type: 'json' };

const labels = published as { id: string; category: string; label: string }[];
const HOUSEHOLD = ['Home cleaners', 'Laundry', 'Kitchen'];

let deps: AppDeps;
beforeAll(async () => {
  deps = await createSeededDeps();
});

async function guesses(category: string) {
  const out: {
    id: string;
    category: string | null;
    type: string | null;
    alternatives: number[];
  }[] = [];
  for (const label of labels.filter((l) => l.category === category)) {
    const result = await checkIngredientList(deps.db, { text: label.label });
    out.push({
      id: label.id,
      category: result.category,
      type: result.product_type,
      alternatives: result.alternatives.map((a) => a.id),
    });
  }
  return out;
}

describe('what a published label is taken for', () => {
  it('sends deodorants, nappy creams and oral care to goods for the body, never to the home', async () => {
    for (const category of ['deodorant', 'baby', 'oral-care', 'sun']) {
      for (const guess of await guesses(category)) {
        expect(HOUSEHOLD, `${guess.id}: ${guess.category}`).not.toContain(guess.category);
        expect(guess.category, guess.id).not.toBe('Decoration');
      }
    }
  });

  it('sends household labels to household goods or nowhere', async () => {
    for (const guess of await guesses('household')) {
      if (guess.category) expect(HOUSEHOLD, guess.id).toContain(guess.category);
    }
  });

  it('makes no guess for a list that a body wash and a dish liquid could both print', async () => {
    // Earth Choice dish liquid: sodium laureth sulfate, coco glucoside, cocamidopropyl betaine,
    // urea, salt, fragrance; name for name a body wash too.
    const [dish] = (await guesses('household')).filter(
      (g) => g.id === 'earth-choice-dishwashing-liquid-green-tea-lime',
    );
    expect(dish).toMatchObject({ category: null, alternatives: [] });
    const shampoo = await checkIngredientList(deps.db, {
      text: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Parfum',
    });
    expect(shampoo.category).toBeNull();
    // Given the category, the shopper gets alternatives of it.
    const chosen = await checkIngredientList(deps.db, {
      text: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Sodium Chloride, Parfum',
      category: 'Home cleaners',
    });
    expect(chosen.category).toBe('Home cleaners');
    // A conditioning polymer and a humectant beside the same surfactants say shampoo.
    const conditioning = await checkIngredientList(deps.db, {
      text: 'Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum, Glycerin, Guar Hydroxypropyltrimonium Chloride, Methylisothiazolinone, Citric Acid',
    });
    expect(conditioning).toMatchObject({ category: 'Haircare', product_type: 'shampoo' });
  });

  it('offers toothpastes for a toothpaste whose nearest products are toothpastes', async () => {
    const typed = (await guesses('oral-care')).filter((g) => g.type === 'toothpaste');
    expect(typed.length).toBeGreaterThan(0);
    for (const guess of typed) {
      for (const id of guess.alternatives) {
        const row = await storedRow(deps.db, 'products', { id }, ['product_type']);
        expect(row.product_type, guess.id).toBe('toothpaste');
      }
    }
  });
});

describe('a detergent declaration', () => {
  it('is read as a household label in English, German, Dutch and French, and never on a cosmetic', () => {
    expect(declaresDetergent('5-15% anionic surfactants, <5% non-ionic surfactants, enzymes')).toBe(
      true,
    );
    expect(
      declaresDetergent('Inhaltsstoffe: >30 %: anionische Tenside, <5 %: amphotere Tenside'),
    ).toBe(true);
    expect(declaresDetergent('5-15% anionische oppervlakteactieve stoffen')).toBe(true);
    expect(declaresDetergent('moins de 5 % : agents de surface non ioniques')).toBe(true);
    expect(declaresDetergent('Decyl glucoside (plant-derived cleaning agent), citric acid')).toBe(
      true,
    );
    expect(declaresDetergent('Water, Decyl glucoside, Alpha-amylase, Protease, Lipase')).toBe(true);
    expect(declaresDetergent('Aqua, Glycerin, Papain')).toBe(false);
    expect(declaresDetergent('Aqua, Sodium Laureth Sulfate, Cocamidopropyl Betaine, Parfum')).toBe(
      false,
    );
  });
});
