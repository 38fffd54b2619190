/**
 * Staff work queues: everything waiting for a person, counted in one place for the work-queue
 * page and the admin sidebar. Each count is a cheap indexed or small-table query.
 */
import type { DB } from '../db/connect';
import { countMail } from '../mail';
import { notListed } from '../standard/listing';
import { pendingReviewCount } from '../reviews/service';
import { countSwapRequests } from '../swap-analysis/service';

export interface WorkQueueCounts {
  /** Shopper reviews waiting for moderation. */
  reviews: number;
  /** Ingredient entries written by AI that no one has reviewed. */
  aiEntries: number;
  /** Swap analysis requests not sent yet (drafted, or waiting for a draft). */
  swapRequests: number;
  /** Draft or review posts with a publishing time. */
  scheduledPosts: number;
  /** Mail that could not be sent. */
  failedMail: number;
  /**
   * Products the shop does not list because they do not meet the standard (an ingredient of high
   * concern, a rule broken, an ingredient not rated yet, or no analysis).
   */
  unlistedProducts: number;
  /** Products without an ingredient analysis. */
  unanalysedProducts: number;
  /** Shoppers waiting for a shop link in their region ("Tell me when it arrives"). */
  waitingShoppers: number;
}

async function countWhere(
  query: Promise<{ n: number | string | bigint } | undefined>,
): Promise<number> {
  return Number((await query)?.n ?? 0);
}

export async function workQueueCounts(db: DB): Promise<WorkQueueCounts> {
  const [
    reviews,
    aiEntries,
    swap,
    scheduledPosts,
    mail,
    unlistedProducts,
    unanalysedProducts,
    waitingShoppers,
  ] = await Promise.all([
    pendingReviewCount(db),
    countWhere(
      db
        .selectFrom('ingredients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('source', '=', 'ai')
        .where('reviewed', '=', 0)
        .executeTakeFirst(),
    ),
    countSwapRequests(db),
    countWhere(
      db
        .selectFrom('blog_posts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('scheduled_at', 'is not', null)
        .where('status', '!=', 'published')
        .executeTakeFirst(),
    ),
    countMail(db),
    countWhere(
      db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(notListed)
        .executeTakeFirst(),
    ),
    countWhere(
      db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where((eb) => eb.or([eb('verdict', 'is', null), eb('verdict', '=', 'unrated')]))
        .executeTakeFirst(),
    ),
    countWhere(
      db
        .selectFrom('arrival_requests')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        // An address counts once it confirmed: until then nobody is known to be waiting.
        .where('confirmed_at', 'is not', null)
        .executeTakeFirst(),
    ),
  ]);
  return {
    reviews,
    aiEntries,
    swapRequests: swap.new + swap.drafted,
    scheduledPosts,
    failedMail: mail.failed,
    unlistedProducts,
    unanalysedProducts,
    waitingShoppers,
  };
}
