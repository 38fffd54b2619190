/**
 * The checker's guess of what a pasted list is, on published labels against the demo catalogue:
 * body care is never sent to household goods nor the reverse, and where the nearest products
 * agree on a type (toothpaste) the alternatives are of that type.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../seed/seed';
import { createTestDeps } from '../test/deps';
import type { AppDeps } from '../trpc/context';
import { checkIngredientList } from './check';
import published from './labels/published/labels.json' with { type: 'json' };

const labels = published as { id: string; category: string; label: string }[];
const HOUSEHOLD = ['Home cleaners', 'Laundry', 'Kitchen'];

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps();
  await seedDemoData(deps.db);
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

  it('offers toothpastes for a toothpaste whose nearest products are toothpastes', async () => {
    const typed = (await guesses('oral-care')).filter((g) => g.type === 'toothpaste');
    expect(typed.length).toBeGreaterThan(0);
    for (const guess of typed) {
      for (const id of guess.alternatives) {
        const row = await deps.db
          .selectFrom('products')
          .select('product_type')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(row.product_type, guess.id).toBe('toothpaste');
      }
    }
  });
});
