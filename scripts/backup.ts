/**
 * npm run backup [-- --database FILE] [--out DIR] [--keep N]
 * Online snapshot of the SQLite database (VACUUM INTO), checked with integrity_check.
 * Restore: stop the server, copy the snapshot over DATABASE_PATH, delete DATABASE_PATH-wal and
 * DATABASE_PATH-shm if present, start the server.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase, pruneBackups } from './backup-lib';

try {
  const { values } = parseArgs({
    options: { database: { type: 'string' }, out: { type: 'string' }, keep: { type: 'string' } },
  });
  const database = values.database ?? process.env.DATABASE_PATH ?? 'data/puur.db';
  const outDir = values.out ?? path.join(path.dirname(database), 'backups');
  const keep = values.keep === undefined ? 14 : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error('--keep must be a whole number of at least 1');
  const result = backupDatabase(database, outDir);
  const rows = Object.values(result.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written and verified: ${result.file} (${(result.bytes / 1024).toFixed(0)} KiB, ${rows} rows, integrity ok)`,
  );
  const removed = pruneBackups(outDir, keep);
  if (removed.length)
    console.log(`Removed ${removed.length} older backup(s); keeping the newest ${keep}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
