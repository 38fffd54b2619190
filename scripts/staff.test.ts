import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newStaffSchema } from '../shared/schemas/auth';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { checkNewStaff, escapeControl, formatStaffList } from './staff-lib';

const ROOT = path.resolve(import.meta.dirname, '..');

/** `npm run staff -- ARGS` against a fresh database file (without the Node version check). */
function staffCli(database: string, args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/staff.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_PATH: database, STAFF_PASSWORD: 'calm green meadow 42' },
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function tempDatabase() {
  return path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'puur-staff-')), 'puur.db');
}

describe('npm run staff', () => {
  it('checks e-mail and name by the rules of the setup page and the staff form', () => {
    for (const input of [
      { email: 'not-an-email', name: 'Ann' },
      { email: 'ann@puur.test\nforged@puur.test', name: 'Ann' },
      { email: 'ann@puur.test', name: 'Ann\nforged@puur.test\tadmin' },
      { email: 'ann@puur.test', name: 'Ann\u001b[2J' },
      { email: 'ann@puur.test', name: 'A'.repeat(81) },
    ]) {
      // The setup page and the staff form (same schema) refuse it too.
      expect(newStaffSchema.safeParse({ ...input, password: 'x' }).success).toBe(false);
      expect(() => checkNewStaff(input)).toThrow(/^--(email|name): /);
    }
    expect(checkNewStaff({ email: ' Ann@Puur.test ', name: ' Ann de Vries ' })).toEqual({
      email: 'Ann@Puur.test',
      name: 'Ann de Vries',
    });
  });

  it('refuses a bad e-mail and a name with a line break with one line naming the field', async () => {
    const database = tempDatabase();
    const refusals = [
      {
        email: 'not-an-email',
        name: 'Ann',
        stderr: '--email: Please enter a valid email address.\n',
      },
      {
        email: 'ann@puur.test',
        name: 'Ann\nforged@puur.test\tadmin',
        stderr: '--name: Name cannot contain line breaks or control characters\n',
      },
    ];
    for (const { email, name, stderr } of refusals) {
      const refused = staffCli(database, [
        'add',
        '--email',
        email,
        '--name',
        name,
        '--role',
        'editor',
      ]);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toBe(stderr);
    }

    const { db } = openDatabase(database);
    await migrateToLatest(db);
    expect(await db.selectFrom('staff_users').select('id').execute()).toEqual([]);
    await db.destroy();
  });

  it('lists an old row with control characters on one escaped line', async () => {
    const database = tempDatabase();
    const { db } = openDatabase(database);
    await migrateToLatest(db);
    await db
      .insertInto('staff_users')
      .values({
        email: 'old@puur.test',
        // Written before the rule existed: a forged second line, a tab and a terminal escape.
        name: 'Old\nforged@puur.test\tadmin\u001b[31m',
        role: 'editor',
        password_hash: 'x',
        updated_at: new Date().toISOString(),
      })
      .execute();
    await db.destroy();

    const list = staffCli(database, ['list']);
    expect(list.status).toBe(0);
    const lines = list.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^old@puur\.test\tOld\\nforged@puur\.test\\tadmin\\u001b\[31m\teditor\tsince \d{4}-\d{2}-\d{2}$/,
    );
  });

  it('escapes control characters, bidirectional overrides and backslashes', () => {
    expect(escapeControl('a\r\nb\tc\u0000d\u007f\u202e\\n')).toBe(
      'a\\r\\nb\\tc\\u0000d\\u007f\\u202e\\\\n',
    );
    expect(escapeControl('Zoë Ångström 🙂')).toBe('Zoë Ångström 🙂');
    expect(formatStaffList([])).toEqual(['No staff accounts.']);
  });
});
