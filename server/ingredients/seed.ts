import { createBuiltinProvider } from '../ai/builtin';
import type { DB } from '../db/connect';
import { silentLogger, type Logger } from '../logger';
import { analyzeProductIngredients } from './analyze';

/**
 * Analyses every product that has an ingredient list and no analysis yet, with the built-in
 * knowledge base only (seeding never calls an AI provider). Returns how many were analysed.
 */
export async function analyseProductsWithoutAnalysis(
  db: DB,
  logger: Logger = silentLogger,
): Promise<number> {
  const products = await db
    .selectFrom('products')
    .select(['id', 'ingredients_text'])
    .where('ingredients_text', 'is not', null)
    .where('ingredients_text', '!=', '')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('product_ingredients').select('id').whereRef('product_id', '=', 'products.id'),
        ),
      ),
    )
    .orderBy('id')
    .execute();
  const ai = createBuiltinProvider();
  let analysed = 0;
  for (const product of products) {
    try {
      await analyzeProductIngredients(
        { db, ai, logger },
        { productId: product.id, ingredientList: product.ingredients_text ?? '' },
      );
      analysed++;
    } catch (error) {
      logger.warn(
        { err: error, productId: product.id },
        'could not analyse the ingredients of a demo product',
      );
    }
  }
  return analysed;
}
