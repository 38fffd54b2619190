import { openDatabase, type DB } from '../db/connect';
import { migrateToLatest } from '../db/migrate';

/** A fresh in-memory database with the real migrations. */
export async function createTestDb(): Promise<DB> {
  const { db } = openDatabase(':memory:');
  await migrateToLatest(db);
  return db;
}
