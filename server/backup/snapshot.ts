/**
 * Backups of the whole shop state: the SQLite database and the uploaded product pictures it points
 * at, in one snapshot folder that is verified before it is given its final name.
 *
 *   <out>/puur-<time>/puur.db                  VACUUM INTO (online, consistent)
 *   <out>/puur-<time>/uploads/products/…       copies of the picture files
 *   <out>/puur-<time>/manifest.json            size and sha256 of every file above
 *
 * The folder is written as `.puur-<time>.<pid>.partial` and renamed when complete and verified, so
 * a crash never leaves something that looks like a snapshot.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { picturesDir } from '../product-admin/pictures';
import {
  PICTURE_WIDTHS,
  PICTURES_URL_PREFIX,
  pictureUrl,
  uploadedPictureName,
} from '../../shared/product-pictures';
import { MANIFEST, manifestSchema, type Manifest, type ManifestFile } from './manifest';

export const SNAPSHOT_DATABASE = 'puur.db';
/** Where the pictures sit inside a snapshot: the same path as their URL, without the slash. */
export const SNAPSHOT_PICTURES = PICTURES_URL_PREFIX.replace(/^\/|\/$/g, '');
const ATTEMPTS = 3;

/** Columns that may hold a picture path on this site (`/uploads/products/…`). */
const PICTURE_COLUMNS = [
  ['products', 'image_url'],
  ['blog_posts', 'featured_image_url'],
  ['blog_posts', 'og_image_url'],
] as const;

export interface SnapshotCheck {
  /** Row count of every table in the snapshot's database. */
  tables: Record<string, number>;
  files: ManifestFile[];
  /** Picture files in the snapshot. */
  pictures: number;
  bytes: number;
  /** Pictures the database points at that the shop itself had lost before the backup. */
  missingAtSource: string[];
}

export interface SnapshotResult extends SnapshotCheck {
  dir: string;
}

/** The shop's picture folder, by the server's own rule (UPLOADS_DIR, else beside the database). */
export function defaultPicturesDir(database: string, uploadsDir = process.env.UPLOADS_DIR): string {
  // resolve() also drops the trailing slash the server's helper leaves.
  return path.resolve(
    picturesDir({ UPLOADS_DIR: uploadsDir || undefined, DATABASE_PATH: database }),
  );
}

function timestamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-').replace('T', '_').slice(0, 19);
}

export function fsyncPath(target: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(target, 'r');
    fs.fsyncSync(fd);
  } catch (error) {
    // Folders cannot be opened on every platform; files must be synced.
    if (!fs.statSync(target).isDirectory()) throw error;
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

export function sha256File(file: string): string {
  const hash = crypto.createHash('sha256');
  const buffer = Buffer.allocUnsafe(1 << 20);
  const fd = fs.openSync(file, 'r');
  try {
    let read: number;
    while ((read = fs.readSync(fd, buffer)) > 0) hash.update(buffer.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

/** A relative path with `/` separators that stays inside the folder it is joined to. */
function isSafeRelative(rel: string): boolean {
  return (
    rel.length > 0 &&
    rel.length < 1024 &&
    !/[\\\p{Cc}]/u.test(rel) &&
    rel.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

export function inside(root: string, rel: string): string {
  return path.join(root, ...rel.split('/'));
}

/** Everything below `root` that is not a folder, as relative `/` paths; [] if root is missing. */
function listTree(root: string, prefix = ''): { rel: string; isFile: boolean }[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(path.join(root, ...prefix.split('/').filter(Boolean)), {
      withFileTypes: true,
    });
  } catch (error) {
    // A missing folder (or one removed while we walk) holds nothing.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries.flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listTree(root, rel) : [{ rel, isFile: entry.isFile() }];
  });
}

/** The snapshot files every picture reference in the database needs, each with who points at it. */
function referencedPictures(db: SQLite.Database): Map<string, string> {
  const needed = new Map<string, string>();
  for (const [table, column] of PICTURE_COLUMNS) {
    const exists = db
      .prepare('select 1 from pragma_table_info(?) where name = ?')
      .get(table, column);
    if (!exists) continue;
    const rows = db
      .prepare(`select id, ${column} as url from ${table} where ${column} like ? order by id`)
      .all(`${PICTURES_URL_PREFIX}%`) as { id: number; url: string }[];
    for (const { id, url } of rows) {
      const name = uploadedPictureName(url);
      // An uploaded picture is served in every width (srcset), not only the one in the column.
      const urls = name ? PICTURE_WIDTHS.map((width) => pictureUrl(name, width)) : [url];
      for (const each of urls) {
        const rel = each.slice(1);
        if (isSafeRelative(rel) && !needed.has(rel)) needed.set(rel, `${table} #${id} ${column}`);
      }
    }
  }
  return needed;
}

function withDatabase<T>(file: string, use: (db: SQLite.Database) => T): T {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return use(db);
  } finally {
    db.close();
  }
}

/** One attempt: database, then the pictures. Returns the referenced pictures that were missing. */
function takeSnapshot(database: string, pictures: string, temp: string): Map<string, string> {
  const live = new SQLite(database, { readonly: true, fileMustExist: true, timeout: 5000 });
  try {
    live.prepare('VACUUM INTO ?').run(path.join(temp, SNAPSHOT_DATABASE));
  } finally {
    live.close();
  }
  const target = inside(temp, SNAPSHOT_PICTURES);
  fs.mkdirSync(target, { recursive: true });
  for (const { rel, isFile } of listTree(pictures)) {
    // Only real files; `.tmp` files are uploads being written (renamed when complete).
    if (!isFile || rel.endsWith('.tmp') || !isSafeRelative(rel)) continue;
    const destination = inside(target, rel);
    fs.mkdirSync(path.dirname(destination), { recursive: true });
    try {
      fs.copyFileSync(inside(pictures, rel), destination, fs.constants.COPYFILE_EXCL);
    } catch (error) {
      // Deleted since the listing (a product stopped using it): what matters is checked below.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  const referenced = withDatabase(path.join(temp, SNAPSHOT_DATABASE), referencedPictures);
  return new Map([...referenced].filter(([rel]) => !fs.existsSync(inside(temp, rel))));
}

function writeManifest(
  temp: string,
  now: Date,
  missingAtSource: string[],
  reason: string | undefined,
): void {
  const files = listTree(temp)
    .filter(({ rel }) => rel !== MANIFEST)
    .sort((a, b) => (a.rel < b.rel ? -1 : 1))
    .map(({ rel }) => {
      const file = inside(temp, rel);
      fsyncPath(file);
      return { path: rel, bytes: fs.statSync(file).size, sha256: sha256File(file) };
    });
  const manifest: Manifest = {
    format: 1,
    createdAt: now.toISOString(),
    files,
    missingAtSource,
    ...(reason ? { reason } : {}),
  };
  const file = path.join(temp, MANIFEST);
  fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  fsyncPath(file);
}

/**
 * Takes a snapshot of the database (online: the server may keep running) and of the picture
 * folder, verifies it and gives it its final name `<outDir>/puur-<time>`.
 */
export function backupSnapshot(options: {
  database: string;
  pictures: string;
  outDir: string;
  now?: Date;
  /** Recorded in the manifest and shown by --list. */
  reason?: string;
}): SnapshotResult {
  const { database, outDir, now = new Date(), reason } = options;
  const pictures = path.resolve(options.pictures);
  if (!fs.existsSync(database)) throw new Error(`No database at ${database}`);
  const relOut = path.relative(path.resolve(pictures), path.resolve(outDir));
  if (!relOut.startsWith('..') && !path.isAbsolute(relOut))
    throw new Error(`The backups folder ${outDir} must not be inside the pictures ${pictures}`);
  fs.mkdirSync(outDir, { recursive: true });
  const name = `puur-${timestamp(now)}`;
  const dir = path.join(outDir, name);
  if (fs.existsSync(dir)) throw new Error(`${dir} already exists`);
  const temp = path.join(outDir, `.${name}.${process.pid}.partial`);
  try {
    // A product may switch pictures between VACUUM INTO and the copy (the old file is deleted at
    // once): a fresh attempt then sees the new state. What is still missing after that is missing
    // from the shop itself; it is recorded, not hidden.
    let missing = new Map<string, string>();
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      fs.rmSync(temp, { recursive: true, force: true });
      fs.mkdirSync(temp);
      missing = takeSnapshot(database, pictures, temp);
      if (missing.size === 0) break;
    }
    writeManifest(temp, now, [...missing.keys()], reason);
    const check = verifySnapshot(temp);
    fsyncPath(inside(temp, SNAPSHOT_PICTURES));
    fsyncPath(temp);
    fs.renameSync(temp, dir);
    fsyncPath(outDir);
    return { dir, ...check };
  } catch (error) {
    fs.rmSync(temp, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Throws (naming the file) unless the snapshot is complete: the manifest is readable, every file
 * in it is present with its size and sha256, nothing else is there, the database passes
 * integrity_check, and every picture the database points at is in the snapshot.
 */
export function verifySnapshot(dir: string): SnapshotCheck {
  const fail = (what: string, cause?: unknown) =>
    new Error(`Snapshot ${dir} failed verification: ${what}`, { cause });
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw fail(`${MANIFEST} is missing (not a complete snapshot)`);
    throw fail(`${MANIFEST} is not readable`, error);
  }
  const listed = new Set<string>();
  for (const entry of manifest.files) {
    if (!isSafeRelative(entry.path) || listed.has(entry.path))
      throw fail(`${MANIFEST} lists a bad path ${JSON.stringify(entry.path)}`);
    listed.add(entry.path);
    const file = inside(dir, entry.path);
    const stat = fs.lstatSync(file, { throwIfNoEntry: false });
    if (!stat) throw fail(`${entry.path} is missing`);
    if (!stat.isFile()) throw fail(`${entry.path} is not a file`);
    if (stat.size !== entry.bytes)
      throw fail(`${entry.path} has changed (${stat.size} bytes, expected ${entry.bytes})`);
    if (sha256File(file) !== entry.sha256) throw fail(`${entry.path} has changed (sha256 differs)`);
  }
  for (const { rel } of listTree(dir)) {
    if (rel !== MANIFEST && !listed.has(rel)) throw fail(`${rel} is not in ${MANIFEST}`);
  }
  if (!listed.has(SNAPSHOT_DATABASE)) throw fail(`${SNAPSHOT_DATABASE} is not in ${MANIFEST}`);
  const database = path.join(dir, SNAPSHOT_DATABASE);
  let tables: Record<string, number>;
  try {
    tables = verifyBackup(database);
  } catch (error) {
    throw fail(
      `${SNAPSHOT_DATABASE}: ${error instanceof Error ? error.message : String(error)}`,
      error,
    );
  }
  const missingAtSource = new Set(manifest.missingAtSource);
  for (const [rel, owner] of withDatabase(database, referencedPictures)) {
    if (!listed.has(rel) && !missingAtSource.has(rel))
      throw fail(`${rel} (the picture of ${owner}) is missing`);
  }
  const pictures = manifest.files.filter((f) => f.path.startsWith(`${SNAPSHOT_PICTURES}/`));
  return {
    tables,
    files: manifest.files,
    pictures: pictures.length,
    bytes: manifest.files.reduce((sum, f) => sum + f.bytes, 0),
    missingAtSource: manifest.missingAtSource,
  };
}

/** Throws unless the file passes integrity_check; returns the row count of every table. */
export function verifyBackup(file: string): Record<string, number> {
  return withDatabase(file, (db) => {
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
  });
}
