import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { SAFETY_RATINGS } from '../../shared/ingredients';
import type { ProductFormValues } from '../../shared/schemas/product';
import { badgesOf, RULED_OUT } from '../../shared/standard';
import { toJsonList } from '../db/json';
import { invalidateKnowledgeBase, knowledgeBaseIndex } from '../ingredients/kb';
import { seedDemoData } from '../seed/seed';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { createTestDeps } from '../test/deps';
import { staffCaller } from '../test/callers';
import { CLEAN_INGREDIENTS, productForm } from '../test/product-row';
import {
  assessStoredProduct,
  badgeHistory,
  badgeRecomputesSettled,
  entryLookup,
  previewEntryEdit,
  recomputeBadges,
  refreshBadgesIfStandardChanged,
  STANDARD_ACTOR,
  storedIngredients,
} from './badges';
import { storedRow } from '../test/db';

let deps: AppDeps;

beforeEach(async () => {
  deps = await createTestDeps();
});

const editor = () => staffCaller(deps, 'editor');

async function storedBadges(id: number) {
  const row = await storedRow(deps.db, 'products', { id }, [
    'toxicity_rating',
    'naturalness_rating',
  ]);
  return { clean: row.toxicity_rating === 'clean', natural: row.naturalness_rating === 'natural' };
}

/** The demo shampoo with MIT and CMIT, given the Clean badge behind the standard's back. */
async function demoShampooMarkedClean() {
  const shampoo = await storedRow(deps.db, 'products', { name: 'Volume & Shine Shampoo' }, ['id']);
  await deps.db
    .updateTable('products')
    .set({ toxicity_rating: 'clean' })
    .where('id', '=', shampoo.id)
    .execute();
  return shampoo;
}

const balm = productForm({ name: 'Calendula Balm', ingredients_text: CLEAN_INGREDIENTS });

describe('badges from the standard', () => {
  it("follow a product's own ingredients and keep each change with who and why", async () => {
    const staff = await editor();
    const { id } = await staff.productAdmin.create(balm);
    expect(await storedBadges(id)).toEqual({ clean: true, natural: true });

    await staff.productAdmin.update({
      id,
      product: { ...balm, ingredients_text: `${balm.ingredients_text}, Methylisothiazolinone` },
    });
    expect(await storedBadges(id)).toEqual({ clean: false, natural: false });
    const [latest] = await badgeHistory(deps.db, id);
    expect(latest).toMatchObject({ awarded: false, changed_by: 'editor@puur.test' });
    expect(latest!.reason).toContain('Ingredient list analysed');
    expect(latest!.reason).toContain('Methylisothiazolinone');

    // Staff see the same: the badges now, and each change, newest first.
    const { standard, history } = await staff.productAdmin.badges({ id });
    expect(standard.clean.awarded).toBe(false);
    expect(history.map((change) => [change.badge, change.awarded])).toEqual([
      ['natural', false],
      ['clean', false],
      ['natural', true],
      ['clean', true],
    ]);

    await staff.productAdmin.update({ id, product: { ...balm, ingredients_text: null } });
    expect(await storedBadges(id)).toEqual({ clean: false, natural: false });
    expect((await assessStoredProduct(deps.db, id)).assessed).toBe(false);
  });

  it('are never taken from the form or an import', async () => {
    const staff = await editor();
    // A switch in the form (and a column in an import) used to decide this; the input is ignored.
    const { id } = await staff.productAdmin.create({
      ...balm,
      name: 'Preserved Lotion',
      ingredients_text: 'Aqua, Glycerin, Methylchloroisothiazolinone, Methylisothiazolinone',
      toxicity_rating: 'clean',
      naturalness_rating: 'natural',
    } as ProductFormValues);
    expect(await storedBadges(id)).toEqual({ clean: false, natural: false });
  });

  it('follow the rules across the whole demo catalogue', async () => {
    await seedDemoData(deps.db);
    const products = await deps.db.selectFrom('products').select(['id', 'name']).execute();
    const notClean: string[] = [];
    for (const product of products) {
      const computed = badgesOf(await assessStoredProduct(deps.db, product.id));
      expect(await storedBadges(product.id), product.name).toEqual(computed);
      if (!computed.clean) notClean.push(product.name);
    }
    expect(notClean).toContain('Volume & Shine Shampoo');
  });

  it('are recomputed for the products an entry review touches, after a preview', async () => {
    const staff = await editor();
    const now = new Date().toISOString();
    const entry = await deps.db
      .insertInto('ingredients')
      .values({
        inci: 'Quietleaf Extract',
        name_key: 'quietleaf extract',
        synonyms: toJsonList([]),
        cas: null,
        functions: toJsonList(['skin-conditioning']),
        rating: 'no-concern',
        concerns: toJsonList([]),
        origin: 'natural',
        explanation: 'A plant extract written by a model and not yet reviewed by our team.',
        sources: toJsonList(['Written by AI']),
        domain: 'cosmetics',
        source: 'ai',
        reviewed: 0,
        model: 'test',
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    invalidateKnowledgeBase(deps.db);
    const { id } = await staff.productAdmin.create({
      ...balm,
      ingredients_text: `${balm.ingredients_text}, Quietleaf Extract`,
    });
    expect(await storedBadges(id)).toEqual({ clean: true, natural: true });

    const index = await knowledgeBaseIndex(deps.db);
    const current = index.entries.find((e) => e.id === entry.id)!;
    const preview = await previewEntryEdit(deps.db, { ...current, rating: 'high-concern' });
    expect(preview).toEqual([
      { id, name: 'Calendula Balm', brand: 'Quiet Fields', gains: [], loses: ['clean', 'natural'] },
    ]);

    await staff.ingredients.review({
      id: entry.id,
      rating: 'high-concern',
      explanation: 'Reviewed by our team: a strong sensitiser in patch tests, kept out of Clean.',
      concerns: ['allergen'],
      functions: ['skin-conditioning'],
      sources: ['SCCS opinion'],
    });
    await badgeRecomputesSettled(deps.db);
    expect(await storedBadges(id)).toEqual({ clean: false, natural: false });
    const [latest] = await badgeHistory(deps.db, id);
    expect(latest!.reason).toContain('Knowledge base entry reviewed');
    expect(latest!.reason).toContain('Quietleaf Extract');
  });

  it('on the product page always follow the data as it is now, with the reasons', async () => {
    await seedDemoData(deps.db);
    const shampoo = await demoShampooMarkedClean();
    const shopper = createCaller(createContextInner(deps, {}));
    const product = await shopper.catalog.byId({ id: shampoo.id });
    expect(product.toxicity_rating).toBeNull();
    expect(product.verdict).toBe('avoid');
    const failedRules = product.standard.clean.checks.filter((check) => !check.passed);
    expect(failedRules.map((check) => check.id)).toContain('ruled-out:isothiazolinones');
    expect(failedRules.flatMap((check) => check.ingredients)).toContain('Methylisothiazolinone');
  });

  it('are recomputed at start when the standard or the built-in data changed', async () => {
    await seedDemoData(deps.db);
    await refreshBadgesIfStandardChanged(deps.db, deps.logger);
    // A badge written behind the standard's back, then a new standard version.
    const shampoo = await demoShampooMarkedClean();
    await deps.db.deleteFrom('ingredient_kb_sync').where('name', '=', 'badges').execute();
    await refreshBadgesIfStandardChanged(deps.db, deps.logger);
    expect((await storedBadges(shampoo.id)).clean).toBe(false);
    const [latest] = await badgeHistory(deps.db, shampoo.id);
    expect(latest).toMatchObject({ changed_by: STANDARD_ACTOR, badge: 'clean', awarded: false });
  });

  it('never leave Clean on a product with an excluded ingredient, whatever the knowledge base says', async () => {
    const staff = await editor();
    const index = await knowledgeBaseIndex(deps.db);
    const names = index.entries.filter((e) => e.domain === 'cosmetics').map((e) => e.inci);
    const { id } = await staff.productAdmin.create({ ...balm, name: 'Random Formula' });
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.constantFrom(...names), { minLength: 1, maxLength: 12 }),
        fc.array(
          fc.record({
            name: fc.constantFrom(...names),
            rating: fc.constantFrom(...SAFETY_RATINGS),
            concerns: fc.subarray(['cmr', 'endocrine-disruption', 'microplastic', 'allergen']),
          }),
          { maxLength: 3 },
        ),
        async (ingredients, edits) => {
          await staff.productAdmin.update({
            id,
            product: { ...balm, name: 'Random Formula', ingredients_text: ingredients.join(', ') },
          });
          for (const edit of edits) {
            await deps.db
              .updateTable('ingredients')
              .set({ rating: edit.rating, concerns: toJsonList(edit.concerns) })
              .where('inci', '=', edit.name)
              .execute();
          }
          invalidateKnowledgeBase(deps.db);
          await recomputeBadges(deps.db, [id], { changedBy: STANDARD_ACTOR, reason: 'test' });
          const now = await storedIngredients(deps.db, id, await entryLookup(deps.db));
          if ((await storedBadges(id)).clean) {
            for (const ingredient of now) {
              const names = [ingredient.name, ...(ingredient.synonyms ?? [])]
                .join(' | ')
                .toLowerCase();
              expect(ingredient.rating, ingredient.name).not.toBe('high-concern');
              expect(ingredient.rating, ingredient.name).not.toBe('unknown');
              expect(RULED_OUT.filter((group) => group.test(ingredient, names))).toEqual([]);
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
