/**
 * Listed and known products, over the demo shop through the real router: every list and search
 * shows only products that meet the standard; the others keep their page and are still found by
 * the ingredient checker, the assistant and comparisons; the listing follows the standard.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { FILTER_GROUPS } from '../../shared/catalog-search';
import { meetsStandard } from '../../shared/standard';
import type { DB } from '../db/connect';
import { knowledgeBaseIndex } from '../ingredients/kb';
import { assessStoredProduct, badgeRecomputesSettled } from '../standard/badges';
import { staffCaller, shopperCaller } from '../test/callers';
import { CLEAN_INGREDIENTS } from '../test/product-row';
import { createSeededDeps, SEEDED_AT } from '../test/seeded';
import type { AppDeps } from '../trpc/context';
import type { CatalogSearchResult } from './service';

let deps: AppDeps;
let db: DB;
const shopper = () => shopperCaller(deps);

beforeAll(async () => {
  deps = await createSeededDeps({}, SEEDED_AT);
  db = deps.db;
});

/** Every page of a search, from the first to the last. */
async function allPages(input: Parameters<ReturnType<typeof shopper>['catalog']['search']>[0]) {
  const pages: CatalogSearchResult[] = [];
  for (let page = 1; ; page++) {
    const result = await shopper().catalog.search({ ...input, page, pageSize: 48 });
    pages.push(result);
    if (page >= result.pageCount) break;
  }
  return pages;
}

async function productsWhere(clean: boolean) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'brand', 'category', 'verdict', 'ingredients_text'])
    .where('toxicity_rating', clean ? '=' : 'is', clean ? 'clean' : null)
    .orderBy('id')
    .execute();
}

async function highConcernProducts() {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'brand', 'category', 'ingredients_text'])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('product_ingredients')
          .select('product_ingredients.id')
          .whereRef('product_ingredients.product_id', '=', 'products.id')
          .where('product_ingredients.safety_rating', '=', 'high-concern'),
      ),
    )
    .orderBy('id')
    .execute();
}

describe('the catalogue lists only products that meet the standard', () => {
  it('pages through the whole catalogue and finds no product with an ingredient of high concern', async () => {
    const pages = await allPages({});
    const shown = pages.flatMap((page) => page.items);
    expect(shown).toHaveLength(pages[0]!.total);
    const highConcern = await highConcernProducts();
    expect(highConcern.length).toBeGreaterThan(20);
    const shownIds = new Set(shown.map((card) => card.id));
    expect(highConcern.filter((p) => shownIds.has(p.id)).map((p) => p.name)).toEqual([]);
    expect(shown.every((card) => card.toxicity_rating === 'clean')).toBe(true);
    expect(shown.some((card) => card.verdict === 'avoid')).toBe(false);
    // Exactly the listed products, each once.
    const listed = await productsWhere(true);
    expect([...shownIds].sort((a, b) => a - b)).toEqual(listed.map((p) => p.id));
    expect(shownIds.size).toBe(shown.length);
  });

  it('counts beside every option only listed products, as choosing it shows', async () => {
    const [first] = await allPages({});
    const { facets, total } = first!;
    const listed = await productsWhere(true);
    expect(total).toBe(listed.length);
    expect(facets.standard['Clean']).toBe(total);
    for (const [category, n] of Object.entries(facets.category)) {
      expect(n, category).toBe(listed.filter((p) => p.category === category).length);
    }
    for (const group of FILTER_GROUPS) {
      if (group.id === 'brands') continue;
      for (const [option, n] of Object.entries(facets[group.id])) {
        if (n === 0) continue;
        const chosen = await shopper().catalog.search({
          filters: { [group.id]: [option] },
          pageSize: 1,
        });
        expect(chosen.total, `${group.id}: ${option}`).toBe(n);
      }
    }
    const brands = new Set(listed.map((p) => p.brand));
    expect(Object.keys(facets.brands).sort()).toEqual([...brands].sort());
  });

  it('keeps unlisted products out of searches, suggestions, bestsellers, home and brand lists', async () => {
    const unlisted = await productsWhere(false);
    expect(unlisted.map((p) => p.name)).toEqual(
      expect.arrayContaining(['Cream Blush Stick', 'Toilet Bowl Cleaner Gel']),
    );
    const unlistedIds = new Set(unlisted.map((p) => p.id));
    const api = shopper();
    for (const product of unlisted.slice(0, 12)) {
      const byName = await api.catalog.search({ q: product.name });
      expect(byName.items.map((card) => card.id)).not.toContain(product.id);
      const suggested = await api.search.suggest({ q: product.name });
      expect(suggested.products.map((card) => card.id)).not.toContain(product.id);
    }
    const bestsellers = (await allPages({ filters: { bestsellers: ['Bestseller'] } })).flatMap(
      (page) => page.items,
    );
    expect(bestsellers.length).toBeGreaterThan(0);
    const lists = [
      ...bestsellers,
      ...(await api.catalog.homeHero()),
      ...(await api.catalog.homeBestsellers()),
      ...(await allPages({ sort: 'newest' })).flatMap((page) => page.items),
    ];
    expect(lists.filter((card) => unlistedIds.has(card.id))).toEqual([]);
    const brands = await api.catalog.brands();
    for (const product of unlisted) {
      if (!product.brand) continue;
      const same = await api.catalog.sameBrand({ brand: product.brand });
      expect(same.filter((card) => unlistedIds.has(card.id))).toEqual([]);
      const summary = brands.find((b) => b.brand === product.brand);
      const listedOfBrand = (await productsWhere(true)).filter((p) => p.brand === product.brand);
      expect(summary?.product_count ?? 0, product.brand).toBe(listedOfBrand.length);
    }
    for (const brand of await api.catalog.heroBrands()) {
      expect(brands.map((b) => b.brand)).toContain(brand.brand);
    }
  });
});

describe('a product that is not listed stays known', () => {
  it('keeps its page, says why it is not listed and offers listed alternatives', async () => {
    const api = shopper();
    for (const product of await highConcernProducts()) {
      const page = await api.catalog.byId({ id: product.id });
      expect(page.verdict, product.name).toBe('avoid');
      expect(page.listing.listed).toBe(false);
      expect(page.listing.reasons.join(' ')).toContain('high concern');
      const alternatives = await api.catalog.cleanerAlternatives({ productId: product.id });
      for (const alternative of alternatives) {
        expect(alternative.product.toxicity_rating, alternative.product.name).toBe('clean');
      }
    }
    const listed = (await productsWhere(true))[0]!;
    const page = await api.catalog.byId({ id: listed.id });
    expect(page.listing).toEqual({ listed: true, reasons: [] });
  });

  it('is checked by the ingredient checker, which offers only listed products instead', async () => {
    const api = shopper();
    let offered = 0;
    for (const product of (await highConcernProducts()).slice(0, 10)) {
      const check = await api.ingredients.check({ text: product.ingredients_text! });
      expect(check.verdict.level, product.name).toBe('avoid');
      for (const alternative of check.alternatives) {
        expect(alternative.toxicity_rating, alternative.name).toBe('clean');
        offered++;
      }
    }
    expect(offered).toBeGreaterThan(0);
  });

  it('is found by the assistant by its name and compared side by side', async () => {
    const [blush] = await db
      .selectFrom('products')
      .select(['id', 'name'])
      .where('name', '=', 'Cream Blush Stick')
      .execute();
    expect(blush).toBeDefined();
    const stream = await shopper().assistant.send({
      message: 'Is the Cream Blush Stick a good choice?',
      threadId: '',
    });
    let products: { id: number }[] = [];
    let reply = '';
    for await (const event of stream) {
      if (event.type === 'done') {
        products = event.products;
        reply = event.response;
      }
    }
    expect(reply).toContain('Cream Blush Stick');
    // The products it offers instead are listed ones.
    const offered = products.filter((p) => p.id !== blush!.id).map((p) => p.id);
    if (offered.length) {
      const rows = await db
        .selectFrom('products')
        .select('toxicity_rating')
        .where('id', 'in', offered)
        .execute();
      expect(rows.every((row) => row.toxicity_rating === 'clean')).toBe(true);
    }
    const other = (await productsWhere(true))[0]!;
    const comparison = await shopper().catalog.compare({ ids: [blush!.id, other.id] });
    expect(JSON.stringify(comparison)).toContain('Cream Blush Stick');
  });
});

describe('the listing follows the standard', () => {
  it('a listed product leaves every list when a rating makes it fail, and comes back when it is restored', async () => {
    const staff = await staffCaller(deps, 'editor');
    const balm = {
      name: 'Quiet Calendula Balm',
      brand: 'Quiet Fields',
      category: 'Skincare',
      ingredients_text: CLEAN_INGREDIENTS,
    };
    const { id } = await staff.productAdmin.create(balm);
    const found = async () =>
      (await shopper().catalog.search({ q: 'quiet calendula' })).items.map((card) => card.id);
    expect(await found()).toEqual([id]);

    await staff.productAdmin.update({
      id,
      product: { ...balm, ingredients_text: `${CLEAN_INGREDIENTS}, Methylisothiazolinone` },
    });
    await badgeRecomputesSettled(db);
    expect(await found()).toEqual([]);
    expect((await shopper().catalog.byId({ id })).listing.listed).toBe(false);

    await staff.productAdmin.update({ id, product: balm });
    expect(await found()).toEqual([id]);
  });

  it('a product without an ingredient list is known but not listed until it is analysed', async () => {
    const staff = await staffCaller(deps, 'admin');
    const { id } = await staff.productAdmin.create({
      name: 'Unread Label Lotion',
      brand: 'Quiet Fields',
      category: 'Skincare',
    });
    expect((await shopper().catalog.search({ q: 'unread label' })).total).toBe(0);
    const page = await shopper().catalog.byId({ id });
    expect(page.standard.assessed).toBe(false);
    expect(page.listing).toEqual({
      listed: false,
      reasons: ['Its full ingredient list is published'],
    });
  });

  it('for any ingredient list: listed in searches exactly when it meets the standard, and its page is always reachable', async () => {
    const staff = await staffCaller(deps, 'editor', 'properties@puur.test');
    const kb = await knowledgeBaseIndex(db);
    // Names of every rating, so that lists of each outcome come up.
    const byRating = new Map<string, string[]>();
    for (const entry of kb.entries) {
      const names = byRating.get(entry.rating) ?? [];
      if (names.length < 40) byRating.set(entry.rating, [...names, entry.inci]);
    }
    const names = [...byRating.values()].flat();
    const harmless = byRating.get('no-concern') ?? [];
    const outcomes = { listed: 0, unlisted: 0 };
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uniqueArray(fc.constantFrom(...harmless), { minLength: 1, maxLength: 6 }),
          fc.uniqueArray(fc.constantFrom(...names), { maxLength: 8 }),
        ),
        fc.constantFrom('Skincare', 'Home cleaners', 'Kitchen'),
        async (ingredients, category) => {
          run++;
          const name = `Zephyrine Sample ${run}`;
          const { id } = await staff.productAdmin.create({
            name,
            brand: 'Zephyrine',
            category,
            ingredients_text: ingredients.length ? ingredients.join(', ') : null,
          } as never);
          await badgeRecomputesSettled(db);
          const meets = meetsStandard(await assessStoredProduct(db, id));
          outcomes[meets ? 'listed' : 'unlisted']++;
          const found = await shopper().catalog.search({ q: name });
          expect(
            found.items.some((card) => card.id === id),
            ingredients.join(', '),
          ).toBe(meets);
          const page = await shopper().catalog.byId({ id });
          expect(page.listing.listed).toBe(meets);
          await staff.productAdmin.delete({ id });
        },
      ),
      { numRuns: 15 },
    );
    // Both sides of the rule were tried.
    expect(outcomes.listed).toBeGreaterThan(0);
    expect(outcomes.unlisted).toBeGreaterThan(0);
  });
});
