/** A database of its own for a measuring script, in a temporary folder the script removes after. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DB } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';

/** Creates `<name>.db` in a new temporary folder, migrates it, lets `fill` seed it and closes it. */
export async function tempDatabase(
  name: string,
  fill: (db: DB) => Promise<unknown>,
): Promise<{ dir: string; file: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `puur-${name}-`));
  const file = path.join(dir, `${name}.db`);
  const { db } = openDatabase(file);
  try {
    await migrateToLatest(db);
    await fill(db);
  } finally {
    await db.destroy();
  }
  return { dir, file };
}
