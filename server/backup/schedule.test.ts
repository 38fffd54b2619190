import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely/migration';
import { pino } from 'pino';
import superjson from 'superjson';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../ai/builtin';
import { openDatabase } from '../db/connect';
import { migrateToLatest, migrationsByDialect } from '../db/migrate';
import { seedDemoData } from '../seed/seed';
import { testEnv } from '../test/deps';
import { startTestServer } from '../test/http';
import { startServerProcess } from '../test/server-process';
import { restoreSnapshot } from './restore';
import {
  backupBeforeMigrating,
  startBackupSchedule,
  startConfiguredBackups,
  type BackupPlace,
} from './schedule';
import { listBackups } from './folder';
import { defaultPicturesDir, verifySnapshot } from './snapshot';

const LAST_MIGRATION = Object.keys(migrationsByDialect.sqlite).at(-1)!;

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A logger that keeps what it is told, as objects. */
function recordingLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'info', base: undefined },
    { write: (line: string) => void lines.push(JSON.parse(line)) },
  );
  return { logger, lines, said: (msg: string) => lines.filter((line) => line.msg === msg) };
}

/** A seeded shop on disk; with `behind`, its newest migration undone (a version is pending). */
async function makeShop(options: { behind?: boolean } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-backups-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  const database = path.join(dir, 'puur.db');
  const connection = openDatabase(database);
  await migrateToLatest(connection.db);
  await seedDemoData(connection.db, new Date('2026-11-20T12:00:00Z'));
  if (options.behind) {
    const migrator = new Migrator({
      db: connection.db,
      provider: { getMigrations: async () => migrationsByDialect.sqlite },
    });
    const { error } = await migrator.migrateDown();
    if (error) throw error;
  }
  const place: BackupPlace = {
    database,
    pictures: defaultPicturesDir(database, ''),
    outDir: path.join(dir, 'backups'),
    keep: 2,
  };
  return { dir, database, place, connection };
}

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 600 && !condition(); i++) await new Promise((r) => setTimeout(r, 50));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

const productName = async (url: string, id: number) => {
  const input = encodeURIComponent(JSON.stringify({ 0: superjson.serialize({ id }) }));
  const response = await fetch(`${url}/trpc/catalog.byId?batch=1&input=${input}`);
  const [answer] = (await response.json()) as [{ result: { data: { json: { name: string } } } }];
  return answer.result.data.json.name;
};

describe('scheduled backups', () => {
  it('takes verified backups on a short schedule, keeps the newest N, and the newest restores the shop', async () => {
    const shop = await makeShop();
    const { logger, said } = recordingLogger();
    const schedule = startBackupSchedule(shop.place, 1200, logger);
    cleanups.push(() => schedule.stop());
    await until(() => said('scheduled backup written and verified').length >= 3, 'three backups');
    await schedule.stop();

    const written = said('scheduled backup written and verified');
    // The third pruned the first: two are kept, each complete.
    expect(written[2]!.removed).toHaveLength(1);
    const kept = listBackups(shop.place.outDir);
    expect(kept.map((backup) => backup.dir)).toEqual(
      written
        .slice(-2)
        .map((line) => line.dir)
        .reverse(),
    );
    for (const backup of kept) {
      expect(backup.reason).toBe('scheduled');
      expect(verifySnapshot(backup.dir).tables.products).toBeGreaterThan(0);
    }

    // Damage after the backup, then the newest put back with the shop stopped.
    const first = await shop.connection.db
      .selectFrom('products')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await shop.connection.db
      .updateTable('products')
      .set({ name: 'Overwritten by mistake' })
      .execute();
    await shop.connection.db.destroy();
    restoreSnapshot({
      snapshot: kept[0]!.dir,
      database: shop.database,
      pictures: shop.place.pictures,
    });

    const reopened = openDatabase(shop.database);
    cleanups.push(() => reopened.db.destroy());
    await migrateToLatest(reopened.db);
    const server = await startTestServer({
      db: reopened.db,
      env: testEnv(),
      logger: pino({ level: 'silent' }),
      ai: createBuiltinProvider(),
    });
    cleanups.push(() => server.close());
    expect(await productName(server.url, first.id)).toBe(first.name);
  }, 60_000);

  it('takes one backup before pending migrations run, none when nothing is pending or the database is new', async () => {
    const shop = await makeShop({ behind: true });
    const { logger } = recordingLogger();
    const before = await backupBeforeMigrating(shop.connection.db, shop.place, logger);
    expect(before).not.toBeNull();
    const [listed] = listBackups(shop.place.outDir);
    expect(listed?.reason).toBe(`before 1 migration up to ${LAST_MIGRATION}`);
    // The snapshot is the database as it was: the migration not yet run.
    const snapshot = openDatabase(path.join(before!.dir, 'puur.db'));
    const ran = await snapshot.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    await snapshot.db.destroy();
    expect(ran.map((row) => (row as { name: string }).name)).not.toContain(LAST_MIGRATION);

    await migrateToLatest(shop.connection.db);
    expect(await backupBeforeMigrating(shop.connection.db, shop.place, logger)).toBeNull();
    await shop.connection.db.destroy();

    const fresh = openDatabase(path.join(shop.dir, 'new.db'));
    cleanups.push(() => fresh.db.destroy());
    expect(await backupBeforeMigrating(fresh.db, shop.place, logger)).toBeNull();
    expect(listBackups(shop.place.outDir)).toHaveLength(1);
  }, 60_000);

  it('on PostgreSQL takes none and says once what to use instead', () => {
    const { logger, lines } = recordingLogger();
    const env = testEnv({ DATABASE_URL: 'postgres://puur@db.internal/puur' });
    expect(startConfiguredBackups(env, logger)).toBeNull();
    expect(lines).toHaveLength(1);
    expect(String(lines[0]!.msg)).toContain('pg_dump');
  });

  it('the server backs up before migrating at start, then on its schedule in a worker thread', async () => {
    const shop = await makeShop({ behind: true });
    await shop.connection.db.destroy();
    const server = startServerProcess({
      DATABASE_PATH: shop.database,
      UPLOADS_DIR: '',
      BACKUP_DIR: '',
      SEED_DEMO_DATA: 'false',
      // 1.8 seconds.
      BACKUP_INTERVAL_HOURS: '0.0005',
      BACKUP_KEEP: '3',
    });
    cleanups.push(() => server.stop());
    const { child, output } = server;
    const scheduled = () => output().match(/scheduled backup written and verified/g)?.length ?? 0;
    await until(
      () => scheduled() >= 2 || child.exitCode !== null,
      `two scheduled backups:\n${output()}`,
    );
    expect(output()).toContain(`backup taken before 1 migration up to ${LAST_MIGRATION}`);
    expect(output()).toContain('is listening');
    // Taken by the backup worker, not on the thread that serves requests.
    expect(output()).toMatch(/"thread":"worker"[^\n]*scheduled backup written/);
    expect(output()).not.toContain('its worker failed');
    await server.stop();
    const reasons = listBackups(shop.place.outDir).map((backup) => backup.reason);
    expect(reasons).toEqual([
      'scheduled',
      'scheduled',
      `before 1 migration up to ${LAST_MIGRATION}`,
    ]);
  }, 90_000);
});
