/**
 * Staff catalogue management: list, read, create, update and delete products. Every write runs in
 * one transaction, then invalidates the catalogue (search index, facets, home lists, brands) so
 * the shop shows it at once, and refreshes the product's ingredient analysis when its ingredient
 * list changed.
 */
import { timeSlices } from '../time-slices';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ProductListFlag } from '../../shared/product-list-flags';
import {
  ADMIN_PAGE_SIZE,
  productListInputSchema,
  type ProductInput,
  type ProductListInput,
} from '../../shared/schemas/product';
import { createBuiltinProvider } from '../ai/builtin';
import type { DB } from '../db/connect';
import { escapeLike } from '../db/like';
import type { Database } from '../db/schema';
import { DomainError } from '../errors';
import {
  analyzeProductIngredients,
  clearProductAnalysis,
  isEmptyListError,
} from '../ingredients/analyze';
import type { Logger } from '../logger';
import { invalidateCatalog } from '../catalog/service';
import { sendArrivalNotices } from '../arrivals/service';
import { removePictureIfUnused } from './pictures';
import { notListed } from '../standard/listing';
import {
  deleteProductRow,
  findByBrandAndName,
  insertProduct,
  readProductFiles,
  readStoredProduct,
  updateProductValues,
} from '../products/repository';
import {
  STAFF_LIST_COLUMNS,
  toStaffListItem,
  toStaffProduct,
  type StaffProduct,
  type StaffProductListItem,
} from '../products/rows';

export interface ProductAdminDeps {
  db: DB;
  logger: Logger;
  /** Where uploaded pictures live (./pictures.ts). */
  picturesDir: string;
  /** The staff member acting, for the badge history (server/standard). */
  changedBy?: string;
  /** For the links in "it has arrived" mails (server/arrivals); without it none are sent. */
  siteUrl?: string;
}

/**
 * After a write that may have added a shop link: mail the shoppers waiting for it. Never fatal:
 * the product is saved either way, and the next write tries again.
 */
export async function noticeArrivals(deps: ProductAdminDeps): Promise<void> {
  if (!deps.siteUrl) return;
  try {
    await sendArrivalNotices(deps.db, deps.siteUrl);
  } catch (error) {
    deps.logger.error({ err: error }, 'arrival notices could not be queued');
  }
}

function productNotFound(id: number): DomainError {
  return new DomainError('NOT_FOUND', `Product ${id} was not found.`);
}

/** Brand and name identify a product for staff and for the import: no two products share them. */
function duplicateProduct(otherId: number): DomainError {
  return new DomainError(
    'CONFLICT',
    `Another product of this brand already has this name (product ${otherId}).`,
    'name',
  );
}

export interface StaffProductList {
  items: StaffProductListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

type ProductCondition = (eb: ExpressionBuilder<Database, 'products'>) => Expression<SqlBool>;

const isBlank =
  (column: 'image_url' | 'eu_shop_link' | 'usa_shop_link'): ProductCondition =>
  (eb) =>
    eb.or([eb(column, 'is', null), eb(column, '=', '')]);

/** The condition each filter of the staff list puts on a product. */
const LIST_FLAG_FILTERS: Record<ProductListFlag, ProductCondition> = {
  bestseller: (eb) => eb('is_bestseller', '=', 1),
  homepage_hero: (eb) => eb('is_homepage_hero', '=', 1),
  homepage_bestseller: (eb) => eb('is_homepage_bestseller', '=', 1),
  hero_brand: (eb) => eb('is_hero_brand', '=', 1),
  clean: (eb) => eb('toxicity_rating', '=', 'clean'),
  natural: (eb) => eb('naturalness_rating', '=', 'natural'),
  no_picture: isBlank('image_url'),
  no_shop_link: (eb) => eb.and([isBlank('eu_shop_link')(eb), isBlank('usa_shop_link')(eb)]),
  not_listed: notListed,
  high_concern: (eb) => eb('verdict', '=', 'avoid'),
  no_analysis: (eb) => eb.or([eb('verdict', 'is', null), eb('verdict', '=', 'unrated')]),
};

export async function listProductsForStaff(
  db: DB,
  rawInput: ProductListInput,
): Promise<StaffProductList> {
  const input = productListInputSchema.parse(rawInput);
  let query = db.selectFrom('products');
  if (input.q) {
    const pattern = `%${escapeLike(input.q.toLowerCase())}%`;
    const id = /^#?\d{1,10}$/.test(input.q) ? Number(input.q.replace('#', '')) : null;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, 'like', sql`${pattern} escape '\\'`),
        eb(sql`lower(coalesce(brand, ''))`, 'like', sql`${pattern} escape '\\'`),
        ...(id !== null ? [eb('id', '=', id)] : []),
      ]),
    );
  }
  if (input.category) query = query.where('category', '=', input.category);
  if (input.flag) query = query.where(LIST_FLAG_FILTERS[input.flag]);
  const { total } = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const page = Math.min(input.page, pageCount);
  const rows = await query
    .select(STAFF_LIST_COLUMNS)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(ADMIN_PAGE_SIZE)
    .offset((page - 1) * ADMIN_PAGE_SIZE)
    .execute();
  return {
    items: rows.map(toStaffListItem),
    total,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    pageCount,
  };
}

export interface StaffProductWithAnalysis extends StaffProduct {
  /** How many analysed ingredients product_ingredients holds for it. */
  analysed_ingredients: number;
}

export async function readProductForStaff(
  db: DB,
  id: number,
): Promise<StaffProductWithAnalysis | null> {
  const row = await readStoredProduct(db, id);
  if (!row) return null;
  const { n } = await db
    .selectFrom('product_ingredients')
    .select(sql<number>`count(*)`.as('n'))
    .where('product_id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...toStaffProduct(row), analysed_ingredients: n };
}

export async function createProduct(
  deps: ProductAdminDeps,
  input: ProductInput,
): Promise<{ id: number }> {
  const { db } = deps;
  const id = await db.transaction().execute(async (trx) => {
    const duplicate = await findByBrandAndName(trx, input.brand, input.name);
    if (duplicate !== null) throw duplicateProduct(duplicate);
    const now = new Date().toISOString();
    return insertProduct(trx, { values: input, created_at: now, updated_at: now });
  });
  invalidateCatalog(db, [id]);
  await refreshIngredientAnalyses(deps, [{ id, ingredients_text: input.ingredients_text }]);
  await noticeArrivals(deps);
  return { id };
}

export async function updateProduct(
  deps: ProductAdminDeps,
  id: number,
  input: ProductInput,
): Promise<{ id: number }> {
  const { db } = deps;
  const before = await db.transaction().execute(async (trx) => {
    const current = await readProductFiles(trx, id);
    if (!current) throw productNotFound(id);
    const duplicate = await findByBrandAndName(trx, input.brand, input.name, id);
    if (duplicate !== null) throw duplicateProduct(duplicate);
    await updateProductValues(trx, id, input, new Date().toISOString());
    return current;
  });
  invalidateCatalog(db, [id]);
  if ((before.ingredients_text ?? null) !== input.ingredients_text) {
    await refreshIngredientAnalyses(deps, [{ id, ingredients_text: input.ingredients_text }]);
  }
  if (before.image_url !== input.image_url) {
    await removePictureIfUnused(db, deps.picturesDir, before.image_url);
  }
  await noticeArrivals(deps);
  return { id };
}

export async function deleteProduct(deps: ProductAdminDeps, id: number): Promise<void> {
  const { db } = deps;
  const removed = await db.transaction().execute(async (trx) => {
    const current = await readProductFiles(trx, id);
    if (!current) throw productNotFound(id);
    await deleteProductRow(trx, id);
    return current;
  });
  invalidateCatalog(db, [id]);
  await removePictureIfUnused(db, deps.picturesDir, removed.image_url);
}

/**
 * After a product's ingredient list changed: analyse it again from the knowledge base (no AI
 * cost; staff run the AI analysis from /admin/ingredients), or drop the analysis when the list was
 * cleared. A failure is logged, never fatal: the product is saved either way.
 */
export async function refreshIngredientAnalyses(
  deps: Pick<ProductAdminDeps, 'db' | 'logger' | 'changedBy'>,
  products: readonly { id: number; ingredients_text: string | null }[],
): Promise<void> {
  const { db, logger, changedBy } = deps;
  const ai = createBuiltinProvider();
  // A bulk import analyses thousands: let other requests run in between.
  const pause = timeSlices();
  for (const product of products) {
    await pause();
    try {
      if (!product.ingredients_text) {
        await clearProductAnalysis(db, product.id, changedBy);
        continue;
      }
      await analyzeProductIngredients(
        { db, ai, logger },
        { productId: product.id, ingredientList: product.ingredients_text, changedBy },
      );
    } catch (error) {
      if (isEmptyListError(error)) {
        await clearProductAnalysis(db, product.id, changedBy);
        continue;
      }
      logger.warn(
        { err: error, productId: product.id },
        'could not refresh an ingredient analysis',
      );
    }
  }
}
