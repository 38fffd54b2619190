import { z } from 'zod';
import { productInputSchema, productListInputSchema } from '../../shared/schemas/product';
import { DomainError } from '../errors';
import { assessStoredProduct, badgeHistory } from '../standard/badges';
import { picturesDir } from './pictures';
import {
  createProduct,
  deleteProduct,
  listProductsForStaff,
  readProductForStaff,
  updateProduct,
  type ProductAdminDeps,
} from './service';
import type { Context } from '../trpc/context';
import { roleProcedure, router } from '../trpc/init';
import { idSchema } from '../../shared/schemas/common';
import { listBrands } from '../products/brands';

/**
 * Staff catalogue management (editors and admins). Pictures, import and export go through plain
 * HTTP routes (server/http/product-admin.ts): they carry files, not JSON.
 */
const editorProcedure = roleProcedure('editor');

function depsOf(ctx: Context): ProductAdminDeps {
  return {
    db: ctx.db,
    logger: ctx.logger,
    picturesDir: picturesDir(ctx.env),
    changedBy: ctx.staff?.email,
    siteUrl: ctx.env.SITE_URL,
  };
}

export const productAdminRouter = router({
  /** The brand list a product's brand is chosen from (server/products/brands.ts). */
  brands: editorProcedure.query(({ ctx }) => listBrands(ctx.db)),

  list: editorProcedure
    .input(productListInputSchema)
    .query(({ ctx, input }) => listProductsForStaff(ctx.db, input)),

  byId: editorProcedure.input(z.object({ id: idSchema })).query(async ({ ctx, input }) => {
    const product = await readProductForStaff(ctx.db, input.id);
    if (!product) throw new DomainError('NOT_FOUND', 'Product not found.');
    return product;
  }),

  create: editorProcedure
    .input(productInputSchema)
    .mutation(({ ctx, input }) => createProduct(depsOf(ctx), input)),

  update: editorProcedure
    .input(z.object({ id: idSchema, product: productInputSchema }))
    .mutation(({ ctx, input }) => updateProduct(depsOf(ctx), input.id, input.product)),

  /** The badges the standard gives this product now, and every change of badge: who, when, why. */
  badges: editorProcedure.input(z.object({ id: idSchema })).query(async ({ ctx, input }) => {
    const [standard, history] = await Promise.all([
      assessStoredProduct(ctx.db, input.id),
      badgeHistory(ctx.db, input.id),
    ]);
    return { standard, history };
  }),

  delete: editorProcedure.input(z.object({ id: idSchema })).mutation(async ({ ctx, input }) => {
    await deleteProduct(depsOf(ctx), input.id);
    return { ok: true as const };
  }),
});
