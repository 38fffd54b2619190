import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { productInputSchema, productListInputSchema } from '../../shared/schemas/product';
import {
  createProduct,
  deleteProduct,
  DuplicateProductError,
  listProductsForStaff,
  picturesDir,
  ProductNotFoundError,
  readProductForStaff,
  updateProduct,
  type ProductAdminDeps,
} from './index';
import type { Context } from '../trpc/context';
import { roleProcedure, router } from '../trpc/init';
import { idSchema } from '../../shared/schemas/common';

/**
 * Staff catalogue management (editors and admins). Pictures, import and export go through plain
 * HTTP routes (server/http/product-admin.ts): they carry files, not JSON.
 */
const editorProcedure = roleProcedure('editor');
const id = idSchema;

function depsOf(ctx: Context): ProductAdminDeps {
  return { db: ctx.db, logger: ctx.logger, picturesDir: picturesDir(ctx.env) };
}

/** Service errors become 4xx answers that name the field. */
function asClientError(error: unknown): never {
  if (error instanceof ProductNotFoundError) {
    throw new TRPCError({ code: 'NOT_FOUND', message: error.message });
  }
  if (error instanceof DuplicateProductError) {
    throw new TRPCError({ code: 'CONFLICT', message: `name: ${error.message}` });
  }
  throw error;
}

export const productAdminRouter = router({
  list: editorProcedure
    .input(productListInputSchema)
    .query(({ ctx, input }) => listProductsForStaff(ctx.db, input)),

  byId: editorProcedure.input(z.object({ id })).query(async ({ ctx, input }) => {
    const product = await readProductForStaff(ctx.db, input.id);
    if (!product) throw new TRPCError({ code: 'NOT_FOUND', message: 'Product not found.' });
    return product;
  }),

  create: editorProcedure
    .input(productInputSchema)
    .mutation(({ ctx, input }) => createProduct(depsOf(ctx), input).catch(asClientError)),

  update: editorProcedure
    .input(z.object({ id, product: productInputSchema }))
    .mutation(({ ctx, input }) =>
      updateProduct(depsOf(ctx), input.id, input.product).catch(asClientError),
    ),

  delete: editorProcedure.input(z.object({ id })).mutation(async ({ ctx, input }) => {
    await deleteProduct(depsOf(ctx), input.id).catch(asClientError);
    return { ok: true as const };
  }),
});
