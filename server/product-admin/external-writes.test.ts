import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { watchExternalWrites } from './external-writes';

describe('watchExternalWrites', () => {
  it('notices a commit by another connection (the shell import), not its own', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'puur-watch-')), 'puur.db');
    const server = openDatabase(file);
    await migrateToLatest(server.db);
    const shell = openDatabase(file);
    let changes = 0;
    const stop = watchExternalWrites(server.sqlite, () => changes++, 10);
    const wait = () => new Promise((resolve) => setTimeout(resolve, 40));

    await sql`insert into products (name) values ('Own write')`.execute(server.db);
    await wait();
    expect(changes).toBe(0);

    await sql`insert into products (name) values ('Shell write')`.execute(shell.db);
    await wait();
    expect(changes).toBe(1);

    stop();
    shell.sqlite.close();
    server.sqlite.close();
  });
});
