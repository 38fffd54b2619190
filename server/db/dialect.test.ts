import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, writeGateOf, type DB } from './connect';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

async function fileDatabase(): Promise<DB> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-gate-'));
  dirs.push(dir);
  const { db } = openDatabase(path.join(dir, 'gate.db'));
  await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)`.execute(db);
  await sql`INSERT INTO notes (text) VALUES ('first')`.execute(db);
  return db;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the connection', () => {
  it('prepares a statement once and reuses it, streams on a statement of their own', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'puur-dialect-'));
    dirs.push(dir);
    const { db, sqlite } = openDatabase(path.join(dir, 'cache.db'));
    const prepare = vi.spyOn(sqlite, 'prepare');
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)`.execute(db);
    for (const text of ['a', 'b', 'c']) {
      await db
        .insertInto('notes' as never)
        .values({ text } as never)
        .execute();
    }
    const inserts = prepare.mock.calls.filter(([text]) => text.startsWith('insert'));
    expect(inserts).toHaveLength(1);
    const streamed: unknown[] = [];
    for await (const row of db
      .selectFrom('notes' as never)
      .select('text' as never)
      .stream()) {
      streamed.push(row);
    }
    expect(streamed).toHaveLength(3);
    await db.destroy();
  });
});

describe('the write gate', () => {
  it('holds this process’s writes, not its reads, while a worker writes', async () => {
    const db = await fileDatabase();
    let release!: () => void;
    const held = writeGateOf(db).hold(() => new Promise<void>((resolve) => (release = resolve)));

    let written = false;
    const write = sql`INSERT INTO notes (text) VALUES ('second')`
      .execute(db)
      .then(() => (written = true));
    await tick();
    expect(written).toBe(false);

    release();
    await held;
    await write;
    const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(db);
    expect(rows.rows[0]!.n).toBe(2);
    await db.destroy();
  });

  it('lets reads through while it is held', async () => {
    const db = await fileDatabase();
    let release!: () => void;
    const held = writeGateOf(db).hold(() => new Promise<void>((resolve) => (release = resolve)));
    const rows = await sql<{ text: string }>`SELECT text FROM notes`.execute(db);
    expect(rows.rows).toEqual([{ text: 'first' }]);
    release();
    await held;
    await db.destroy();
  });

  it('lets a transaction that began before the hold finish (no deadlock with the worker)', async () => {
    const db = await fileDatabase();
    let release!: () => void;
    let held: Promise<void> | null = null;
    await db.transaction().execute(async (trx) => {
      await sql`INSERT INTO notes (text) VALUES ('in transaction')`.execute(trx);
      held = writeGateOf(db).hold(() => new Promise<void>((resolve) => (release = resolve)));
      await tick();
      await sql`INSERT INTO notes (text) VALUES ('still in it')`.execute(trx);
    });
    release();
    await held;
    const rows = await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(db);
    expect(rows.rows[0]!.n).toBe(3);
    await db.destroy();
  });
});
