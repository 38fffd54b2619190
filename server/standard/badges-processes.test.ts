import { afterEach, expect, it } from 'vitest';
import { openPostgres } from '../db/connect-postgres';
import { migrateToLatest } from '../db/migrate';
import { silentLogger } from '../logger';
import { seedDemoData } from '../seed/seed';
import { describeWithPostgres } from '../test/postgres';
import { badgeHistory, refreshBadgesIfStandardChanged } from './badges';
import { storedRow } from '../test/db';

/**
 * Puur processes started together on one PostgreSQL: they take turns on the badges lock
 * (server/db/process-locks.ts), so the one that comes second finds the badges current.
 */
describeWithPostgres('badges across processes on one PostgreSQL', (cluster) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it('recomputed at start by processes started together record each change of badge once', async () => {
    const url = await cluster().createDatabase();
    const [first, second] = [openPostgres(url).db, openPostgres(url).db];
    cleanups.push(
      () => first.destroy(),
      () => second.destroy(),
    );
    await migrateToLatest(first);
    await seedDemoData(first);
    await refreshBadgesIfStandardChanged(first, silentLogger);
    // A badge written behind the standard's back, then a new standard version.
    const shampoo = await storedRow(first, 'products', { name: 'Volume & Shine Shampoo' }, ['id']);
    await first
      .updateTable('products')
      .set({ toxicity_rating: 'clean' })
      .where('id', '=', shampoo.id)
      .execute();
    await first.deleteFrom('ingredient_kb_sync').where('name', '=', 'badges').execute();

    await Promise.all([
      refreshBadgesIfStandardChanged(first, silentLogger),
      refreshBadgesIfStandardChanged(second, silentLogger),
    ]);
    const taken = (await badgeHistory(first, shampoo.id)).filter(
      (change) => change.badge === 'clean' && !change.awarded,
    );
    expect(taken).toHaveLength(1);
  });
});
