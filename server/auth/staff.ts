import { sql } from 'kysely';
import type { StaffRole, StaffUser } from '../../shared/auth';
import type { DB } from '../db/connect';
import { hashPassword, passwordProblem } from './passwords';
import { DomainError } from '../errors';

const STAFF_COLUMNS = ['id', 'email', 'name', 'role'] as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function countStaff(db: DB): Promise<number> {
  const row = await db
    .selectFrom('staff_users')
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return row.n;
}

export function listStaff(db: DB): Promise<(StaffUser & { created_at: string })[]> {
  return db
    .selectFrom('staff_users')
    .select([...STAFF_COLUMNS, 'created_at'])
    .orderBy('email')
    .execute();
}

export function findStaffById(db: DB, id: number): Promise<StaffUser | undefined> {
  return db.selectFrom('staff_users').select(STAFF_COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findStaffForSignIn(db: DB, email: string) {
  return db
    .selectFrom('staff_users')
    .select([...STAFF_COLUMNS, 'password_hash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
}

function assertPassword(password: string) {
  const problem = passwordProblem(password);
  if (problem) throw new DomainError('BAD_REQUEST', problem, 'password');
}

export async function createStaff(
  db: DB,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffUser> {
  assertPassword(input.password);
  const email = normaliseEmail(input.email);
  const existing = await db
    .selectFrom('staff_users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) throw new DomainError('CONFLICT', `A staff account for ${email} already exists.`);
  const password_hash = await hashPassword(input.password);
  return db
    .insertInto('staff_users')
    .values({
      email,
      name: input.name.trim(),
      role: input.role,
      password_hash,
      updated_at: new Date().toISOString(),
    })
    .returning(STAFF_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Sets a new password and signs the account out everywhere. */
export async function resetStaffPassword(db: DB, email: string, password: string): Promise<void> {
  assertPassword(password);
  const password_hash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .updateTable('staff_users')
      .set({ password_hash, updated_at: new Date().toISOString() })
      .where('email', '=', normaliseEmail(email))
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new DomainError('NOT_FOUND', `No staff account for ${normaliseEmail(email)}.`);
    await trx.deleteFrom('staff_sessions').where('staff_id', '=', user.id).execute();
  });
}

export async function removeStaff(db: DB, email: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('staff_users')
      .select(['id', 'role'])
      .where('email', '=', normaliseEmail(email))
      .executeTakeFirst();
    if (!user) throw new DomainError('NOT_FOUND', `No staff account for ${normaliseEmail(email)}.`);
    if (user.role === 'admin') {
      const admins = await trx
        .selectFrom('staff_users')
        .select(sql<number>`count(*)`.as('n'))
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      if (admins.n <= 1) {
        throw new DomainError('BAD_REQUEST', 'The last admin cannot be removed.');
      }
    }
    await trx.deleteFrom('staff_users').where('id', '=', user.id).execute();
  });
}
