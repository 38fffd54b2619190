import type { SubmitReviewInput } from '../../shared/schemas/reviews';
import type { DB } from '../db/connect';
import { invalidateCatalog } from '../catalog/service';
import { DomainError } from '../errors';
import { spamHints } from './spam';

export async function submitReview(db: DB, input: SubmitReviewInput): Promise<void> {
  const product = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', input.productId)
    .executeTakeFirst();
  if (!product) throw new DomainError('NOT_FOUND', 'Product not found.');
  await db
    .insertInto('product_reviews')
    .values({
      product_id: input.productId,
      rating: input.rating,
      text: input.text,
      display_name: input.displayName,
      status: 'pending',
    })
    .execute();
}

/** Approved reviews of one product, newest first (shown among CLIENTS SAY..). */
export function approvedReviews(db: DB, productId: number, limit = 3) {
  return db
    .selectFrom('product_reviews')
    .select(['id', 'rating', 'text', 'display_name', 'created_at'])
    .where('product_id', '=', productId)
    .where('status', '=', 'approved')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The reviews of one status, each with the moderator's spam hints (./spam.ts). */
export async function reviewsForModeration(db: DB, status: 'pending' | 'approved' | 'rejected') {
  const rows = await db
    .selectFrom('product_reviews')
    .innerJoin('products', 'products.id', 'product_reviews.product_id')
    .select([
      'product_reviews.id',
      'product_reviews.product_id',
      'products.name as product_name',
      'products.brand as product_brand',
      'product_reviews.rating',
      'product_reviews.text',
      'product_reviews.display_name',
      'product_reviews.status',
      'product_reviews.created_at',
      'product_reviews.moderated_at',
    ])
    .where('product_reviews.status', '=', status)
    .orderBy('product_reviews.created_at', status === 'pending' ? 'asc' : 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({ ...row, spam_hints: spamHints(row.text, row.display_name) }));
}

/** The product's average after adding (sign 1) or removing (sign -1) one rating. */
export function nextAggregate(
  current: { rating: number | null; review_count: number },
  stars: number,
  sign: 1 | -1,
): { rating: number | null; review_count: number } {
  const count = current.review_count;
  const sum = (current.rating ?? 0) * count + sign * stars;
  const nextCount = Math.max(0, count + sign);
  if (nextCount === 0) return { rating: null, review_count: 0 };
  return { rating: Math.round((sum / nextCount) * 100) / 100, review_count: nextCount };
}

/**
 * Approving adds the review's stars to the product's rating and review_count; taking an approved
 * review back (reject) removes them again. One transaction; the search index follows at once.
 */
export async function moderateReview(
  db: DB,
  reviewId: number,
  decision: 'approved' | 'rejected',
  staffId: number,
): Promise<void> {
  const productId = await db.transaction().execute(async (trx) => {
    const review = await trx
      .selectFrom('product_reviews')
      .select(['id', 'product_id', 'rating', 'status'])
      .where('id', '=', reviewId)
      .executeTakeFirst();
    if (!review) throw new DomainError('NOT_FOUND', 'Review not found.');
    if (review.status === decision) return null;
    const sign = decision === 'approved' ? 1 : review.status === 'approved' ? -1 : 0;
    if (sign !== 0) {
      const product = await trx
        .selectFrom('products')
        .select(['rating', 'review_count'])
        .where('id', '=', review.product_id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('products')
        .set({
          ...nextAggregate(product, review.rating, sign),
          updated_at: new Date().toISOString(),
        })
        .where('id', '=', review.product_id)
        .execute();
    }
    await trx
      .updateTable('product_reviews')
      .set({ status: decision, moderated_at: new Date().toISOString(), moderated_by: staffId })
      .where('id', '=', reviewId)
      .execute();
    return review.product_id;
  });
  if (productId !== null) invalidateCatalog(db, [productId]);
}

export async function pendingReviewCount(db: DB): Promise<number> {
  const row = await db
    .selectFrom('product_reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
