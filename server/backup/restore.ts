/**
 * Putting a snapshot back (npm run backup -- --restore): verified first, refused while the
 * database is in use, copied beside its place and swapped in by renames.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  SNAPSHOT_DATABASE,
  SNAPSHOT_PICTURES,
  fsyncPath,
  sha256File,
  inside,
  verifySnapshot,
  verifyBackup,
} from './snapshot';

/** Refuses while another connection (a running server) has the database open. */
function assertNotInUse(database: string): void {
  if (!fs.existsSync(database)) return;
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(database, { fileMustExist: true, timeout: 0 });
    // Exclusive locking mode needs the file to itself: in WAL mode every open connection (even an
    // idle one) holds a lock that makes this fail.
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    db.exec('ROLLBACK');
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED'))
      throw new Error(`${database} is in use: stop the server first, then restore.`, {
        cause: error,
      });
    // A damaged database is what a restore replaces.
  } finally {
    db?.close();
  }
}

function copyChecked(source: string, destination: string, sha256?: string): void {
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  fs.copyFileSync(source, destination);
  fsyncPath(destination);
  if (sha256 && sha256File(destination) !== sha256)
    throw new Error(`The copy of ${source} differs from the snapshot`);
}

/**
 * Restores a snapshot folder (or an older single-file `puur-<time>.db` backup, database only):
 * verifies it, refuses while the database is in use, copies the database over `database` (deleting
 * its `-wal`/`-shm` files) and replaces the picture folder with the snapshot's.
 */
export function restoreSnapshot(options: {
  snapshot: string;
  database: string;
  pictures: string;
}): { tables: Record<string, number>; pictures: number | null } {
  const { snapshot, database } = options;
  const pictures = path.resolve(options.pictures);
  const stat = fs.statSync(snapshot, { throwIfNoEntry: false });
  if (!stat) throw new Error(`No snapshot at ${snapshot}`);
  const check = stat.isDirectory() ? verifySnapshot(snapshot) : null;
  const tables = check ? check.tables : verifyBackup(snapshot);
  assertNotInUse(database);

  // Copy everything next to its place first, then swap: the swaps are renames.
  const databaseTemp = `${database}.restoring`;
  const picturesTemp = `${pictures}.restoring`;
  fs.rmSync(picturesTemp, { recursive: true, force: true });
  try {
    if (check) {
      const databaseEntry = check.files.find((f) => f.path === SNAPSHOT_DATABASE)!;
      copyChecked(inside(snapshot, SNAPSHOT_DATABASE), databaseTemp, databaseEntry.sha256);
      fs.mkdirSync(picturesTemp, { recursive: true });
      for (const file of check.files) {
        if (!file.path.startsWith(`${SNAPSHOT_PICTURES}/`)) continue;
        const rel = file.path.slice(SNAPSHOT_PICTURES.length + 1);
        copyChecked(inside(snapshot, file.path), inside(picturesTemp, rel), file.sha256);
      }
    } else {
      copyChecked(snapshot, databaseTemp);
    }
    // The old WAL must not be replayed into the restored database.
    for (const suffix of ['-wal', '-shm', '-journal'])
      fs.rmSync(database + suffix, { force: true });
    fs.renameSync(databaseTemp, database);
    fsyncPath(path.dirname(path.resolve(database)));
    if (check) {
      const replaced = `${pictures}.replaced`;
      fs.rmSync(replaced, { recursive: true, force: true });
      if (fs.existsSync(pictures)) fs.renameSync(pictures, replaced);
      fs.renameSync(picturesTemp, pictures);
      fs.rmSync(replaced, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(databaseTemp, { force: true });
    fs.rmSync(picturesTemp, { recursive: true, force: true });
  }
  return { tables, pictures: check ? check.pictures : null };
}
