import type { Transaction } from 'kysely';
import type { DB } from '../db/connect';
import type { Database } from '../db/schema';
import { countStaff } from './staff';
import { hashToken, newToken } from './tokens';

const SETUP_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * With no staff account yet, adds a fresh one-time setup token and returns it; returns null when
 * staff exist. Tokens other processes printed stay valid until they expire or one of them is used
 * (several processes started on one empty database each print a link that works); expired ones
 * are dropped.
 */
export async function issueSetupTokenIfNeeded(db: DB, now = new Date()): Promise<string | null> {
  if ((await countStaff(db)) > 0) {
    await db.deleteFrom('setup_tokens').execute();
    return null;
  }
  const token = newToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('setup_tokens').where('expires_at', '<=', now.toISOString()).execute();
    await trx
      .insertInto('setup_tokens')
      .values({
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + SETUP_TOKEN_TTL_MS).toISOString(),
      })
      .execute();
  });
  return token;
}

export async function isValidSetupToken(db: DB, token: string, now = new Date()): Promise<boolean> {
  const row = await db
    .selectFrom('setup_tokens')
    .select('expires_at')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return Boolean(row && Date.parse(row.expires_at) > now.getTime());
}

/**
 * Uses the one-time token: in one transaction, deletes it (only while valid and while no staff
 * exist) and runs `create`. Returns null, creating nothing, when the token was not there to take,
 * so two concurrent uses create one admin.
 */
export async function consumeSetupToken<T>(
  db: DB,
  token: string,
  create: (trx: Transaction<Database>) => Promise<T>,
  now = new Date(),
): Promise<T | null> {
  return db.transaction().execute(async (trx) => {
    if ((await countStaff(trx)) > 0) return null;
    const taken = await trx
      .deleteFrom('setup_tokens')
      .where('token_hash', '=', hashToken(token))
      .where('expires_at', '>', now.toISOString())
      .executeTakeFirst();
    if (Number(taken.numDeletedRows) !== 1) return null;
    await trx.deleteFrom('setup_tokens').execute();
    return create(trx);
  });
}
