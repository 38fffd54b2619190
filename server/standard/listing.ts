/**
 * Which products the shop lists: those that meet the standard (shared/standard.ts meetsStandard),
 * read from the Clean badge that applyStandard (./badges.ts) alone writes. There is no flag of its
 * own to set: when an analysis or a knowledge-base rating changes a product's badge, the same
 * recompute invalidates the catalogue for that product, and it joins or leaves every list.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/schema';

/** The stored value of a product that meets the standard. */
export const LISTED_RATING = 'clean';

/** The listing condition as SQL text, for the search index's raw read of products. */
export const LISTED_SQL = `toxicity_rating = '${LISTED_RATING}'`;

/** The listing condition for a Kysely query over products: `.where(listed)`. */
export function listed(eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> {
  return eb('toxicity_rating', '=', LISTED_RATING);
}

/** Products the shop does not list (the column is null without the badge, hence the `is`). */
export function notListed(eb: ExpressionBuilder<Database, 'products'>): Expression<SqlBool> {
  return eb.or([eb('toxicity_rating', 'is', null), eb('toxicity_rating', '!=', LISTED_RATING)]);
}
