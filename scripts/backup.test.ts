import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoData } from '../server/services/seed';
import { backupDatabase, pruneBackups, verifyBackup } from './backup-lib';

describe('backup', () => {
  it('snapshots a live database, verifies it, and the snapshot restores to a working database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-backup-'));
    const live = path.join(dir, 'puur.db');
    const { db } = openDatabase(live);
    await migrateToLatest(db);
    await seedDemoData(db);
    // Still open, with un-checkpointed WAL pages: the backup must include them.
    const result = backupDatabase(
      live,
      path.join(dir, 'backups'),
      new Date('2026-11-22T10:00:00Z'),
    );
    expect(path.basename(result.file)).toBe('puur-2026-11-22_10-00-00.db');
    expect(result.tables.products).toBeGreaterThanOrEqual(60);
    expect(result.tables.blog_posts).toBeGreaterThanOrEqual(8);
    await db.destroy();

    const restored = path.join(dir, 'restored.db');
    fs.copyFileSync(result.file, restored);
    const again = openDatabase(restored);
    await migrateToLatest(again.db);
    const count = await again.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(result.tables.products);
    await again.db.destroy();
  });

  it('refuses a corrupt file and keeps only the newest backups', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-backup-'));
    const bad = path.join(dir, 'corrupt.db');
    fs.writeFileSync(bad, 'this is not a database');
    expect(() => verifyBackup(bad)).toThrow();
    for (const stamp of ['2026-01-01', '2026-01-02', '2026-01-03']) {
      fs.writeFileSync(path.join(dir, `puur-${stamp}_00-00-00.db`), '');
    }
    expect(pruneBackups(dir, 2)).toEqual(['puur-2026-01-01_00-00-00.db']);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'corrupt.db',
      'puur-2026-01-02_00-00-00.db',
      'puur-2026-01-03_00-00-00.db',
    ]);
  });
});
