import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export interface BackupResult {
  file: string;
  bytes: number;
  tables: Record<string, number>;
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
}

/**
 * An online, consistent snapshot with VACUUM INTO (the server may keep running), verified with
 * PRAGMA integrity_check. Never copy the live file: the WAL may hold committed pages.
 */
export function backupDatabase(source: string, outDir: string, now = new Date()): BackupResult {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `puur-${timestamp(now)}.db`);
  if (fs.existsSync(file)) throw new Error(`${file} already exists`);
  const db = new SQLite(source, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    db.prepare('VACUUM INTO ?').run(file);
  } finally {
    db.close();
  }
  return { file, bytes: fs.statSync(file).size, tables: verifyBackup(file) };
}

/** Throws unless the file passes integrity_check; returns the row count of every table. */
export function verifyBackup(file: string): Record<string, number> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`integrity_check failed for ${file}: ${String(check)}`);
    const names = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name",
      )
      .pluck()
      .all() as string[];
    return Object.fromEntries(
      names.map((name) => [
        name,
        db
          .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
          .pluck()
          .get() as number,
      ]),
    );
  } finally {
    db.close();
  }
}

/** Keeps the newest `keep` backups in the folder. */
export function pruneBackups(outDir: string, keep: number): string[] {
  const files = fs
    .readdirSync(outDir)
    .filter((name) => /^puur-.*\.db$/.test(name))
    .sort()
    .reverse();
  const removed = files.slice(keep);
  for (const name of removed) fs.rmSync(path.join(outDir, name));
  return removed;
}
