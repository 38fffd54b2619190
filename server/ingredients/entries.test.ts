import { beforeEach, describe, expect, it } from 'vitest';
import type { ZodError } from 'zod';
import type { StaffUser } from '../../shared/auth';
import { NOT_IN_DATABASE_EXPLANATION } from '../../shared/ingredients';
import type { SaveEntryInput } from '../../shared/schemas/ingredients';
import { toJsonList } from '../db/json';
import { badgeHistory, badgeRecomputesSettled } from '../standard/badges';
import { createSeededDeps, SEEDED_AT } from '../test/seeded';
import { TEST_EDITOR } from '../test/staff';
import { errorOf } from '../test/trpc-error';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { storedRow } from '../test/db';
import { shopperCaller } from '../test/callers';

const EDITOR = TEST_EDITOR;

let deps: AppDeps;
beforeEach(async () => {
  deps = await createSeededDeps({}, SEEDED_AT);
});

const staff = () => createCaller(createContextInner(deps, { staff: EDITOR }));
const anonymous = () => shopperCaller(deps);

const NEW_ENTRY: SaveEntryInput = {
  inci: 'Zyxoflora Extract',
  synonyms: ['Zyxo Flower Extract'],
  cas: '',
  domain: 'cosmetics',
  functions: ['skin-conditioning'],
  rating: 'high-concern',
  concerns: ['irritant'],
  origin: 'natural',
  explanation:
    'A plant extract that irritated the skin of many people in patch tests; best avoided.',
  sources: ['EU CosIng database'],
  evidence: 'data-gap',
};

async function productNamed(name: string) {
  return storedRow(deps.db, 'products', { name }, ['id', 'toxicity_rating']);
}

async function entryNamed(inci: string) {
  const found = await staff().ingredients.entries({ query: inci, page: 1 });
  const entry = found.entries.find((candidate) => candidate.inci === inci);
  if (!entry) throw new Error(`no entry ${inci}`);
  return staff().ingredients.entry({ id: entry.id });
}

describe('staff-written knowledge-base entries', () => {
  it('searches by name or synonym, with source and how many products use each entry', async () => {
    const found = await staff().ingredients.entries({ query: 'sodium benz', page: 1 });
    expect(found.pageSize).toBe(25);
    expect(found.entries).toContainEqual(
      expect.objectContaining({ inci: 'Sodium Benzoate', source: 'builtin', reviewed: true }),
    );
    const benzoate = found.entries.find((entry) => entry.inci === 'Sodium Benzoate')!;
    expect(benzoate.products).toBeGreaterThan(1);
    const details = await staff().ingredients.entry({ id: benzoate.id });
    expect(details.products).toHaveLength(benzoate.products);
    expect(details.products[0]).toEqual(expect.objectContaining({ id: expect.any(Number) }));
  });

  it('links an unknown ingredient to a new entry, rates it and recomputes the badges', async () => {
    const cleanser = await productNamed('Calendula Cream Cleanser');
    expect(cleanser.toxicity_rating).toBe('clean');
    await deps.db
      .insertInto('product_ingredients')
      .values({
        product_id: cleanser.id,
        position: 99,
        ingredient_name: 'ZYXOFLORA EXTRACT',
        safety_rating: 'unknown',
        explanation: NOT_IN_DATABASE_EXPLANATION,
        concerns: toJsonList([]),
        sources: toJsonList([]),
        ingredient_id: null,
      })
      .execute();

    const saved = await staff().ingredients.saveEntry(NEW_ENTRY);
    expect(saved).toMatchObject({ created: true, products: 1 });
    await badgeRecomputesSettled(deps.db);

    const row = await deps.db
      .selectFrom('product_ingredients')
      .select(['ingredient_id', 'safety_rating', 'explanation'])
      .where('product_id', '=', cleanser.id)
      .where('position', '=', 99)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      ingredient_id: saved.id,
      safety_rating: 'high-concern',
      explanation: NEW_ENTRY.explanation,
    });
    expect((await productNamed('Calendula Cream Cleanser')).toxicity_rating).not.toBe('clean');
    const entry = await staff().ingredients.entry({ id: saved.id });
    expect(entry).toMatchObject({
      source: 'staff',
      reviewed: true,
      cas: null,
      evidence: 'data-gap',
    });
    expect(entry.products.map((product) => product.id)).toEqual([cleanser.id]);
  });

  it('previews the products an edit takes Clean from, then saves it with a history row', async () => {
    const benzoate = await entryNamed('Sodium Benzoate');
    const cleanser = await productNamed('Calendula Cream Cleanser');
    const edit = { rating: 'high-concern' as const, concerns: ['allergen' as const] };

    const preview = await staff().ingredients.previewEntry({
      id: benzoate.id,
      functions: benzoate.functions as SaveEntryInput['functions'],
      origin: benzoate.origin as SaveEntryInput['origin'],
      ...edit,
    });
    expect(preview).toContainEqual(
      expect.objectContaining({ id: cleanser.id, loses: expect.arrayContaining(['clean']) }),
    );
    expect((await productNamed('Calendula Cream Cleanser')).toxicity_rating).toBe('clean');

    await staff().ingredients.saveEntry({
      ...(benzoate as unknown as SaveEntryInput),
      cas: benzoate.cas ?? '',
      id: benzoate.id,
      ...edit,
    });
    await badgeRecomputesSettled(deps.db);

    expect((await productNamed('Calendula Cream Cleanser')).toxicity_rating).not.toBe('clean');
    const history = await badgeHistory(deps.db, cleanser.id);
    expect(history[0]).toMatchObject({
      badge: 'clean',
      awarded: false,
      changed_by: EDITOR.email,
      reason: expect.stringContaining('Knowledge base entry edited'),
    });
    expect(await staff().ingredients.entry({ id: benzoate.id })).toMatchObject({
      source: 'staff',
      rating: 'high-concern',
    });
  });

  it('refuses a name another entry already has, naming the field', async () => {
    const byName = await errorOf(staff().ingredients.saveEntry({ ...NEW_ENTRY, inci: 'Aqua' }));
    expect(byName.code).toBe('CONFLICT');
    const bySynonym = await errorOf(
      staff().ingredients.saveEntry({ ...NEW_ENTRY, synonyms: ['sodium  benzoate'] }),
    );
    expect(bySynonym.code).toBe('CONFLICT');
    expect(bySynonym.message).toMatch(/Sodium Benzoate/);
    expect(bySynonym.cause).toMatchObject({ field: 'synonyms' });
  });

  it('refuses "Model knowledge" as a source', async () => {
    for (const source of ['Model knowledge', 'Written by AI (gpt)']) {
      const error = await errorOf(
        staff().ingredients.saveEntry({ ...NEW_ENTRY, sources: ['EU CosIng database', source] }),
      );
      expect(error.code).toBe('BAD_REQUEST');
      expect((error.cause as ZodError).issues.map((issue) => issue.path)).toEqual([['sources']]);
    }
  });

  it('stores the evidence level staff choose, and refuses one it does not know', async () => {
    const benzoate = await entryNamed('Sodium Benzoate');
    expect(benzoate.evidence).toBe('assessed'); // from its Annex V entry
    const edit = {
      ...(benzoate as unknown as SaveEntryInput),
      cas: benzoate.cas ?? '',
      id: benzoate.id,
    };
    await staff().ingredients.saveEntry({ ...edit, evidence: 'limited' });
    expect((await staff().ingredients.entry({ id: benzoate.id })).evidence).toBe('limited');

    const unknown = { ...edit, evidence: 'rumoured' } as unknown as SaveEntryInput;
    const error = await errorOf(staff().ingredients.saveEntry(unknown));
    expect(error.code).toBe('BAD_REQUEST');
    expect((error.cause as ZodError).issues).toEqual([
      expect.objectContaining({
        path: ['evidence'],
        message: 'Choose assessed, limited evidence or data gap',
      }),
    ]);
  });

  it('edits the explanation for the other context, and each product reads its own', async () => {
    const sles = await entryNamed('Sodium Laureth Sulfate');
    expect(sles.domain).toBe('cosmetics');
    expect(sles.contextExplanation).toMatch(/\w/); // the built-in household text
    const household =
      'In a dish liquid or floor cleaner it is the main grease-lifting surfactant; rinse it off and wear gloves for long washing-up.';
    const edit = { ...(sles as unknown as SaveEntryInput), cas: sles.cas ?? '', id: sles.id };
    await staff().ingredients.saveEntry({ ...edit, contextExplanation: household });
    const saved = await staff().ingredients.entry({ id: sles.id });
    expect(saved.contextExplanation).toBe(household);
    expect(saved.explanations).toEqual({ household });

    // Products of each kind show the explanation of their context.
    const rows = await deps.db
      .selectFrom('product_ingredients as pi')
      .innerJoin('products as p', 'p.id', 'pi.product_id')
      .select(['p.category', 'pi.explanation'])
      .where('pi.ingredient_id', '=', sles.id)
      .execute();
    const cleaners = rows.filter((r) => r.category === 'Home cleaners');
    const body = rows.filter((r) => r.category === 'Haircare' || r.category === 'Skincare');
    expect(cleaners.length).toBeGreaterThan(0);
    expect(body.length).toBeGreaterThan(0);
    for (const row of cleaners) expect(row.explanation).toBe(household);
    for (const row of body) expect(row.explanation).toBe(sles.explanation);

    // Saving without the field keeps it; an empty text removes it.
    await staff().ingredients.saveEntry({ ...edit, contextExplanation: undefined });
    expect((await staff().ingredients.entry({ id: sles.id })).contextExplanation).toBe(household);
    await staff().ingredients.saveEntry({ ...edit, contextExplanation: '' });
    const cleared = await staff().ingredients.entry({ id: sles.id });
    expect(cleared.contextExplanation).toBe('');
    expect(cleared.explanations).toBeUndefined();

    // Too short to say anything is refused, naming the field.
    const error = await errorOf(
      staff().ingredients.saveEntry({ ...edit, contextExplanation: 'Soap.' }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    expect((error.cause as ZodError).issues.map((issue) => issue.path)).toEqual([
      ['contextExplanation'],
    ]);
  });

  it('refuses anonymous callers and staff without the editor role', async () => {
    // Every staff role may edit today; a role added later must be let in on purpose.
    const reader = { ...EDITOR, role: 'reader' } as unknown as StaffUser;
    const withoutRole = () => createCaller(createContextInner(deps, { staff: reader }));
    for (const [caller, code] of [
      [anonymous, 'UNAUTHORIZED'],
      [withoutRole, 'FORBIDDEN'],
    ] as const) {
      const search = errorOf(caller().ingredients.entries({ query: 'aqua', page: 1 }));
      expect((await search).code).toBe(code);
      expect((await errorOf(caller().ingredients.saveEntry(NEW_ENTRY))).code).toBe(code);
    }
  });
});
