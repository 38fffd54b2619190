/**
 * Scheduled publishing (decision 0004): a draft or review post with a `scheduled_at` goes live at
 * that time without anyone signed in. Two halves make it exact:
 * - the public reads treat a due post as published already (`visibleNow`), so /clear-reasons and
 *   /blog/{slug} are right the moment it is due, even when the timer is late or the server slept;
 * - a timer in the server process (`startPostScheduler`) turns due posts into published ones
 *   (status published, published_at the scheduled time), so that the admin, the feed and every
 *   other reader see the same. The staff reads run it too before they read.
 * The three statuses (draft, review, published) and the Publish rule stay: scheduling is not a
 * status.
 */
import { sql, type ExpressionBuilder } from 'kysely';
import type { DB } from '../db/connect';
import type { Database } from '../db/schema';
import type { Logger } from '../logger';

/** How often the timer looks for due posts. */
export const SCHEDULE_CHECK_MS = 30_000;

/**
 * The public condition: published, or a draft or review whose scheduled time has come. For a
 * query on `blog_posts as p`.
 */
export function visibleNow(now: Date = new Date()) {
  const at = now.toISOString();
  return (eb: ExpressionBuilder<Database & { p: Database['blog_posts'] }, 'p'>) =>
    eb.or([
      eb('p.status', '=', 'published'),
      eb.and([
        eb('p.status', 'in', ['draft', 'review']),
        eb('p.scheduled_at', 'is not', null),
        eb('p.scheduled_at', '<=', at),
      ]),
    ]);
}

/** The publication date a reader sees: published_at, or for a due scheduled post its time. */
export const publicDate = sql<string | null>`coalesce(p.published_at, p.scheduled_at)`;

/**
 * Publishes every post whose scheduled time has come: status published, published_at the
 * scheduled time, scheduled_at cleared. One statement, so two processes cannot publish one twice.
 * Returns how many went live.
 */
export async function publishDuePosts(db: DB, now: Date = new Date()): Promise<number> {
  const at = now.toISOString();
  const result = await db
    .updateTable('blog_posts')
    .set({
      status: 'published',
      published_at: sql`scheduled_at`,
      scheduled_at: null,
      updated_at: at,
    })
    .where('scheduled_at', 'is not', null)
    .where('scheduled_at', '<=', at)
    .where('status', 'in', ['draft', 'review'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The timer: publishes due posts now and every `everyMs`. */
export function startPostScheduler(
  db: DB,
  logger?: Logger,
  everyMs = SCHEDULE_CHECK_MS,
): { stop: () => void; firstRun: Promise<void> } {
  const run = async () => {
    try {
      const published = await publishDuePosts(db);
      if (published) logger?.info({ published }, 'scheduled posts published');
    } catch (error) {
      logger?.warn({ err: error }, 'could not publish the scheduled posts');
    }
  };
  const firstRun = run();
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer), firstRun };
}
