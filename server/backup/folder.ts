/**
 * The backups folder as a whole: what is in it, pruning it to the newest few, and a scheduled
 * backup's work (one verified snapshot, then the prune).
 */
import fs from 'node:fs';
import path from 'node:path';
import { MANIFEST, OLD_BACKUP_NAME, PARTIAL_NAME, SNAPSHOT_NAME, manifestSchema } from './manifest';
import { backupSnapshot } from './snapshot';

/**
 * Keeps the newest `keep` backups in the folder: snapshot folders and older single-file
 * `puur-<time>.db` backups alike, by time. Leftovers of interrupted backups older than a day go too.
 */
export function pruneBackups(outDir: string, keep: number, now = Date.now()): string[] {
  const entries = fs.readdirSync(outDir, { withFileTypes: true });
  const backups = entries
    .filter((e) =>
      e.isDirectory() ? SNAPSHOT_NAME.test(e.name) : e.isFile() && OLD_BACKUP_NAME.test(e.name),
    )
    .map((e) => ({ name: e.name, time: e.name.replace(/\.db$/, '') }))
    .sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
  const removed = backups.slice(keep).map((b) => b.name);
  const stale = entries
    .filter((e) => e.isDirectory() && PARTIAL_NAME.test(e.name))
    .filter((e) => now - fs.statSync(path.join(outDir, e.name)).mtimeMs > 24 * 60 * 60 * 1000)
    .map((e) => e.name);
  for (const name of [...removed, ...stale])
    fs.rmSync(path.join(outDir, name), { recursive: true, force: true });
  return [...removed, ...stale];
}

export interface ListedBackup {
  name: string;
  dir: string;
  /** From the manifest; null for an older single-file backup or an unreadable manifest. */
  createdAt: string | null;
  bytes: number;
  reason: string | null;
}

/** The backups in a folder, newest first, as their manifests describe them (not re-verified). */
export function listBackups(outDir: string): ListedBackup[] {
  if (!fs.existsSync(outDir)) return [];
  return fs
    .readdirSync(outDir, { withFileTypes: true })
    .filter((e) =>
      e.isDirectory() ? SNAPSHOT_NAME.test(e.name) : e.isFile() && OLD_BACKUP_NAME.test(e.name),
    )
    .map((e): ListedBackup => {
      const dir = path.join(outDir, e.name);
      if (e.isFile())
        return { name: e.name, dir, createdAt: null, bytes: fs.statSync(dir).size, reason: null };
      const parsed = manifestSchema.safeParse(readJson(path.join(dir, MANIFEST)));
      if (!parsed.success) return { name: e.name, dir, createdAt: null, bytes: 0, reason: null };
      const { createdAt, files, reason } = parsed.data;
      const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
      return { name: e.name, dir, createdAt, bytes, reason: reason ?? null };
    })
    .sort((a, b) => (a.name.replace(/\.db$/, '') < b.name.replace(/\.db$/, '') ? 1 : -1));
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** What a scheduled backup reports (small: it crosses from the backup worker). */
export interface BackupJobResult {
  dir: string;
  bytes: number;
  pictures: number;
  missingAtSource: string[];
  /** Older backups removed to keep the newest `keep`. */
  removed: string[];
}

/** One verified snapshot, then the folder pruned to the newest `keep`: a scheduled backup's work. */
export function runBackupJob(options: {
  database: string;
  pictures: string;
  outDir: string;
  keep: number;
  reason: string;
}): BackupJobResult {
  const { outDir, keep } = options;
  const result = backupSnapshot(options);
  const removed = pruneBackups(outDir, keep);
  const { dir, bytes, pictures, missingAtSource } = result;
  return { dir, bytes, pictures, missingAtSource, removed };
}
