/**
 * npm run backup [-- --database FILE] [--uploads DIR] [--out DIR] [--keep N]
 *   One verified snapshot folder <out>/puur-<time>/ (default out: BACKUP_DIR, else `backups`
 *   beside the database, where the server's scheduled backups go too):
 *   the database (VACUUM INTO: online, the server may keep running), a copy of the uploaded
 *   product pictures and manifest.json with the size and sha256 of each file. Keeps the newest N
 *   (default 14). --uploads is the uploads folder (default: UPLOADS_DIR, else `uploads` beside the
 *   database, as the server uses).
 * npm run backup -- --list [--out DIR]
 *   The snapshots in the backups folder, newest first: time, size and why each was taken.
 * npm run backup -- --verify SNAPSHOT
 * npm run backup -- --restore SNAPSHOT [--database FILE] [--uploads DIR]
 *   Stop the server first (a database in use is refused). Verifies the snapshot, copies its
 *   database over DATABASE_PATH (deleting -wal and -shm) and replaces uploads/products with its
 *   pictures. An older single-file puur-<time>.db backup restores the database only.
 * The SQLite file only: with DATABASE_URL set (PostgreSQL) it refuses, naming pg_dump instead.
 */
import { parseArgs } from 'node:util';
import { listBackups, pruneBackups } from '../server/backup/folder';
import {
  backupSnapshot,
  defaultPicturesDir,
  verifySnapshot,
  type SnapshotCheck,
} from '../server/backup/snapshot';
import { restoreSnapshot } from '../server/backup/restore';
import { backupsDir } from '../server/backup/schedule';

const kib = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MiB`
    : `${(bytes / 1024).toFixed(0)} KiB`;

const files = (n: number) => `${n} picture file${n === 1 ? '' : 's'}`;

function summary(check: SnapshotCheck): string {
  const rows = Object.values(check.tables).reduce((a, b) => a + b, 0);
  return `${kib(check.bytes)}: ${rows} rows, integrity ok, ${files(check.pictures)}, sha256 of every file checked`;
}

function warnMissing(check: SnapshotCheck) {
  for (const rel of check.missingAtSource)
    console.error(
      `Warning: the database points at /${rel}, which the shop's own picture folder did not have when this backup was made.`,
    );
}

try {
  const { values } = parseArgs({
    options: {
      database: { type: 'string' },
      uploads: { type: 'string' },
      out: { type: 'string' },
      keep: { type: 'string' },
      verify: { type: 'string' },
      restore: { type: 'string' },
      list: { type: 'boolean', default: false },
    },
  });
  if (process.env.DATABASE_URL)
    throw new Error(
      "DATABASE_URL is set: the server keeps its data in PostgreSQL, which npm run backup does not copy (it snapshots the SQLite file at DATABASE_PATH). Back PostgreSQL up with pg_dump -Fc (or your provider's point-in-time recovery) and copy the shared UPLOADS_DIR; unset DATABASE_URL to back up a SQLite file.",
    );
  if (values.verify !== undefined && values.restore !== undefined)
    throw new Error('Use --verify or --restore, not both.');
  const database = values.database || process.env.DATABASE_PATH || 'data/puur.db';
  const pictures = defaultPicturesDir(database, values.uploads ?? process.env.UPLOADS_DIR);

  if (values.list) {
    const outDir =
      values.out ??
      backupsDir({ BACKUP_DIR: process.env.BACKUP_DIR || undefined, DATABASE_PATH: database });
    const backups = listBackups(outDir);
    if (!backups.length) console.log(`No backups in ${outDir}.`);
    for (const b of backups)
      console.log(
        `${b.dir}  ${b.createdAt ?? 'time unknown'}  ${kib(b.bytes)}${b.reason ? `  ${b.reason}` : ''}`,
      );
  } else if (values.verify !== undefined) {
    const check = verifySnapshot(values.verify);
    console.log(`Snapshot ${values.verify} is complete (${summary(check)}).`);
    warnMissing(check);
  } else if (values.restore !== undefined) {
    const result = restoreSnapshot({ snapshot: values.restore, database, pictures });
    const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
    console.log(
      result.pictures === null
        ? `Restored ${database} (${rows} rows) from ${values.restore}, an older backup without pictures: ${pictures} was left as it is.`
        : `Restored ${database} (${rows} rows) and ${files(result.pictures)} into ${pictures} from ${values.restore}.`,
    );
    console.log('Start the server (it migrates the database if the snapshot is older).');
  } else {
    const outDir =
      values.out ??
      backupsDir({ BACKUP_DIR: process.env.BACKUP_DIR || undefined, DATABASE_PATH: database });
    const keep = values.keep === undefined ? 14 : Number(values.keep);
    if (!Number.isInteger(keep) || keep < 1)
      throw new Error('--keep must be a whole number of at least 1');
    const result = backupSnapshot({ database, pictures, outDir });
    console.log(`Backup written and verified: ${result.dir} (${summary(result)}).`);
    warnMissing(result);
    const removed = pruneBackups(outDir, keep);
    if (removed.length)
      console.log(`Removed ${removed.length} older backup(s); keeping the newest ${keep}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
