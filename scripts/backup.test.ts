import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { storePicture } from '../server/product-admin/pictures';
import { seedDemoData } from '../server/seed/seed';
import { pruneBackups } from '../server/backup/folder';
import {
  backupSnapshot,
  defaultPicturesDir,
  verifyBackup,
  verifySnapshot,
} from '../server/backup/snapshot';
import { restoreSnapshot } from '../server/backup/restore';
import { storedRow } from '../server/test/db';

const ROOT = path.resolve(import.meta.dirname, '..');
const NOW = new Date('2026-11-22T10:00:00Z');

/** `npm run backup -- ARGS` (without the Node version check). */
function backupCli(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PATH: '', UPLOADS_DIR: '', ...env },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A shop on disk: demo data, and the first product showing an uploaded picture. */
async function makeShop() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-backup-'));
  const database = path.join(dir, 'puur.db');
  const connection = openDatabase(database);
  await migrateToLatest(connection.db);
  await seedDemoData(connection.db);
  const pictures = defaultPicturesDir(database, '');
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 120, g: 160, b: 110 } },
  })
    .jpeg()
    .toBuffer();
  const stored = await storePicture(pictures, photo, 'photo.jpg');
  const product = await connection.db
    .selectFrom('products')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await connection.db
    .updateTable('products')
    .set({ image_url: stored.url })
    .where('id', '=', product.id)
    .execute();
  const files = Object.values(stored.urls).map((url) => path.basename(url));
  return { dir, database, pictures, connection, productId: product.id, url: stored.url, files };
}

describe('backup', () => {
  it('takes the database and the pictures in one snapshot; npm run backup -- --restore brings both back byte-identical', async () => {
    const shop = await makeShop();
    expect(shop.pictures).toBe(path.join(shop.dir, 'uploads', 'products'));
    const originals = new Map(
      shop.files.map((name) => [name, fs.readFileSync(path.join(shop.pictures, name))]),
    );
    // The server still has the database open, with un-checkpointed WAL pages: they must be in.
    const result = backupSnapshot({
      database: shop.database,
      pictures: shop.pictures,
      outDir: path.join(shop.dir, 'backups'),
      now: NOW,
    });
    expect(path.basename(result.dir)).toBe('puur-2026-11-22_10-00-00');
    expect(fs.readdirSync(path.join(shop.dir, 'backups'))).toEqual(['puur-2026-11-22_10-00-00']);
    expect(result.tables.products).toBeGreaterThanOrEqual(60);
    expect(result.pictures).toBe(3);
    expect(result.files.map((f) => f.path).sort()).toEqual(
      ['puur.db', ...shop.files.map((name) => `uploads/products/${name}`)].sort(),
    );
    expect(result.missingAtSource).toEqual([]);
    await shop.connection.db.destroy();

    // The machine is lost: no database, no WAL, no pictures.
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(shop.database + suffix, { force: true });
    fs.rmSync(path.join(shop.dir, 'uploads'), { recursive: true });

    const restore = backupCli(['--restore', result.dir, '--database', shop.database]);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);
    expect(restore.stdout).toContain('3 picture files');
    expect(fs.existsSync(shop.database + '-wal')).toBe(false);
    for (const [name, bytes] of originals)
      expect(fs.readFileSync(path.join(shop.pictures, name)).equals(bytes)).toBe(true);
    expect(fs.readdirSync(shop.pictures).sort()).toEqual([...originals.keys()].sort());

    const again = openDatabase(shop.database);
    await migrateToLatest(again.db);
    const product = await storedRow(again.db, 'products', { id: shop.productId }, ['image_url']);
    expect(product.image_url).toBe(shop.url);
    const count = await again.db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(result.tables.products);

    // With the server running (the database open), restore refuses.
    const refused = backupCli(['--restore', result.dir, '--database', shop.database]);
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim()).toBe(
      `${shop.database} is in use: stop the server first, then restore.`,
    );
    await again.db.destroy();
  });

  it('npm run backup writes a snapshot beside the database and prunes old single-file backups', async () => {
    const shop = await makeShop();
    await shop.connection.db.destroy();
    const out = path.join(shop.dir, 'backups');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'puur-2020-01-01_00-00-00.db'), '');
    const run = backupCli(['--keep', '1'], { DATABASE_PATH: shop.database });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Backup written and verified: .*puur-[0-9_-]+ \(.*3 picture files/);
    expect(run.stdout).toContain('Removed 1 older backup(s)');
    const [snapshot, ...rest] = fs.readdirSync(out);
    expect(rest).toEqual([]);
    expect(snapshot).toMatch(/^puur-[0-9_-]+$/);
    expect(backupCli(['--verify', path.join(out, snapshot!)]).status).toBe(0);
  });

  it('refuses a snapshot with a changed, a missing or an unlisted picture, naming the file', async () => {
    const shop = await makeShop();
    await shop.connection.db.destroy();
    const take = (name: string) =>
      backupSnapshot({
        database: shop.database,
        pictures: shop.pictures,
        outDir: path.join(shop.dir, name),
        now: NOW,
      }).dir;
    const [first, second, third] = shop.files.map((name) => `uploads/products/${name}`);

    const changed = take('changed');
    const file = path.join(changed, first!);
    const bytes = fs.readFileSync(file);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 0xff, bytes.length - 1);
    fs.writeFileSync(file, bytes);
    expect(() => verifySnapshot(changed)).toThrow(`${first} has changed (sha256 differs)`);
    // Restore checks first: the shop is left alone.
    const before = fs.readFileSync(shop.database);
    expect(() =>
      restoreSnapshot({ snapshot: changed, database: shop.database, pictures: shop.pictures }),
    ).toThrow(first);
    expect(fs.readFileSync(shop.database).equals(before)).toBe(true);
    expect(fs.readdirSync(shop.pictures)).toHaveLength(3);

    const missing = take('missing');
    fs.rmSync(path.join(missing, second!));
    const cli = backupCli(['--verify', missing]);
    expect(cli.status).toBe(1);
    expect(cli.stderr.trim()).toBe(`Snapshot ${missing} failed verification: ${second} is missing`);

    // Removed from the manifest too: the database still points at it.
    const unlisted = take('unlisted');
    fs.rmSync(path.join(unlisted, third!));
    const manifestFile = path.join(unlisted, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as {
      files: { path: string }[];
    };
    manifest.files = manifest.files.filter((f) => f.path !== third);
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    expect(() => verifySnapshot(unlisted)).toThrow(
      `${third} (the picture of products #${shop.productId} image_url) is missing`,
    );

    const extra = take('extra');
    fs.writeFileSync(path.join(extra, 'uploads/products/extra.webp'), 'x');
    expect(() => verifySnapshot(extra)).toThrow(
      'uploads/products/extra.webp is not in manifest.json',
    );
  });

  it('records pictures the shop had already lost instead of failing every night', async () => {
    const shop = await makeShop();
    await shop.connection.db.destroy();
    fs.rmSync(path.join(shop.pictures, shop.files[0]!));
    const result = backupSnapshot({
      database: shop.database,
      pictures: shop.pictures,
      outDir: path.join(shop.dir, 'backups'),
      now: NOW,
    });
    expect(result.missingAtSource).toEqual([`uploads/products/${shop.files[0]}`]);
    expect(result.pictures).toBe(2);
    const cli = backupCli(['--verify', result.dir]);
    expect(cli.status).toBe(0);
    expect(cli.stderr).toContain(`/uploads/products/${shop.files[0]}`);
  });

  it('restores an older single-file backup: the database only, the pictures left alone', async () => {
    const shop = await makeShop();
    await shop.connection.db.destroy();
    const old = path.join(shop.dir, 'puur-2026-01-01_00-00-00.db');
    const snapshot = backupSnapshot({
      database: shop.database,
      pictures: shop.pictures,
      outDir: path.join(shop.dir, 'backups'),
    });
    fs.copyFileSync(path.join(snapshot.dir, 'puur.db'), old);
    fs.writeFileSync(shop.database, 'damaged');
    fs.writeFileSync(path.join(shop.pictures, 'kept.webp'), 'x');
    const result = restoreSnapshot({
      snapshot: old,
      database: shop.database,
      pictures: shop.pictures,
    });
    expect(result.pictures).toBeNull();
    expect(verifyBackup(shop.database).products).toBe(snapshot.tables.products);
    expect(fs.readdirSync(shop.pictures)).toContain('kept.webp');
  });

  it('leaves nothing that looks like a snapshot when a backup fails', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-backup-'));
    const bad = path.join(dir, 'corrupt.db');
    fs.writeFileSync(bad, 'this is not a database');
    expect(() => verifyBackup(bad)).toThrow();
    const out = path.join(dir, 'backups');
    expect(() =>
      backupSnapshot({ database: bad, pictures: path.join(dir, 'uploads'), outDir: out }),
    ).toThrow();
    expect(fs.readdirSync(out)).toEqual([]);
    // A folder without its manifest (an interrupted copy) is not a snapshot.
    fs.mkdirSync(path.join(dir, 'puur-2026-01-01_00-00-00'));
    expect(() => verifySnapshot(path.join(dir, 'puur-2026-01-01_00-00-00'))).toThrow(
      'manifest.json is missing',
    );
  });

  it('keeps only the newest backups, old single files and snapshot folders alike', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-backup-'));
    fs.writeFileSync(path.join(dir, 'corrupt.db'), '');
    for (const stamp of ['2026-01-01', '2026-01-03']) {
      fs.writeFileSync(path.join(dir, `puur-${stamp}_00-00-00.db`), '');
    }
    for (const stamp of ['2026-01-02', '2026-01-04']) {
      fs.mkdirSync(path.join(dir, `puur-${stamp}_00-00-00`, 'uploads'), { recursive: true });
    }
    const partial = path.join(dir, '.puur-2026-01-05_00-00-00.123.partial');
    fs.mkdirSync(partial);
    expect(pruneBackups(dir, 2).sort()).toEqual([
      'puur-2026-01-01_00-00-00.db',
      'puur-2026-01-02_00-00-00',
    ]);
    // A partial folder may be a backup still running; after a day it is a leftover.
    expect(pruneBackups(dir, 2, Date.now() + 25 * 60 * 60 * 1000)).toEqual([
      '.puur-2026-01-05_00-00-00.123.partial',
    ]);
    expect(fs.readdirSync(dir).sort()).toEqual([
      'corrupt.db',
      'puur-2026-01-03_00-00-00.db',
      'puur-2026-01-04_00-00-00',
    ]);
  });
});
