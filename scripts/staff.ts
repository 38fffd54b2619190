/**
 * Staff accounts from the shell, on the server's database (DATABASE_URL, else DATABASE_PATH):
 *   npm run staff -- add --email E --name N --role admin|editor
 *   npm run staff -- list
 *   npm run staff -- reset-password --email E
 *   npm run staff -- remove --email E
 * Passwords come from the STAFF_PASSWORD variable or an interactive prompt, never from an argument.
 */
import readline from 'node:readline';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '../shared/auth';
import { passwordProblem } from '../server/auth/passwords';
import { createStaff, listStaff, removeStaff, resetStaffPassword } from '../server/auth/staff';
import { openCliDatabase } from './lib/cli-database';
import { checkNewStaff, escapeControl, formatStaffList } from './staff-lib';

const USAGE = `Usage:
  npm run staff -- add --email E --name N --role admin|editor
  npm run staff -- list
  npm run staff -- reset-password --email E
  npm run staff -- remove --email E
The password is read from STAFF_PASSWORD or asked for interactively.`;

async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY)
    throw new Error('Set STAFF_PASSWORD or run in a terminal to type the password.');
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  const answer = new Promise<string>((resolve) => rl.question(question, resolve));
  muted = true;
  const password = await answer;
  rl.close();
  process.stdout.write('\n');
  return password;
}

async function readPassword(): Promise<string> {
  if (process.env.STAFF_PASSWORD) return process.env.STAFF_PASSWORD;
  const first = await askHidden('Password (at least 12 characters): ');
  const problem = passwordProblem(first);
  if (problem) throw new Error(problem);
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match.');
  return first;
}

function required(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new Error(`--${flag} is required.\n\n${USAGE}`);
  return value.trim();
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const command = positionals[0];
  if (!command || !['add', 'list', 'reset-password', 'remove'].includes(command)) {
    console.error(USAGE);
    process.exit(command ? 1 : 0);
  }
  const cli = await openCliDatabase();
  const { db } = cli;
  try {
    if (command === 'list') {
      for (const line of formatStaffList(await listStaff(db))) console.log(line);
    } else if (command === 'add') {
      // The same rules as the setup page and the staff form (before the password is asked).
      const { email, name } = checkNewStaff({
        email: required(values.email, 'email'),
        name: required(values.name, 'name'),
      });
      const role = required(values.role, 'role');
      if (!STAFF_ROLES.includes(role as StaffRole))
        throw new Error('--role must be admin or editor.');
      const staff = await createStaff(db, {
        email,
        name,
        role: role as StaffRole,
        password: await readPassword(),
      });
      console.log(`Added ${staff.role} ${escapeControl(staff.email)} to ${cli.where}.`);
    } else if (command === 'reset-password') {
      const email = required(values.email, 'email');
      await resetStaffPassword(db, email, await readPassword());
      console.log(`New password set for ${escapeControl(email)}; their sessions were signed out.`);
    } else {
      const email = required(values.email, 'email');
      await removeStaff(db, email);
      console.log(`Removed ${escapeControl(email)}.`);
    }
  } finally {
    await cli.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
