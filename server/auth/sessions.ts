import type { StaffUser } from '../../shared/auth';
import type { DB } from '../db/connect';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000; // signed out after 8 hours without activity
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000; // and after 7 days in any case
const TOUCH_EVERY_MS = 60 * 1000;

export async function createSession(
  db: DB,
  staffId: number,
  meta: { ip?: string; userAgent?: string } = {},
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db
    .insertInto('staff_sessions')
    .values({
      id: hashToken(token),
      staff_id: staffId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 256) ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** The staff member behind a session token, or null when it is unknown, idle too long or expired. */
export async function resolveSession(
  db: DB,
  token: string | undefined,
  now = new Date(),
): Promise<{ staff: StaffUser; sessionId: string } | null> {
  if (!token || token.length > 64) return null;
  const sessionId = hashToken(token);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select([
      'staff_users.id',
      'staff_users.email',
      'staff_users.name',
      'staff_users.role',
      'staff_sessions.last_seen_at',
      'staff_sessions.expires_at',
    ])
    .where('staff_sessions.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return null;
  const lastSeen = Date.parse(row.last_seen_at);
  if (Date.parse(row.expires_at) <= now.getTime() || now.getTime() - lastSeen > SESSION_IDLE_MS) {
    await revokeSession(db, sessionId);
    return null;
  }
  if (now.getTime() - lastSeen > TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', sessionId)
      .execute();
  }
  return { staff: { id: row.id, email: row.email, name: row.name, role: row.role }, sessionId };
}

export async function revokeSession(db: DB, sessionId: string): Promise<void> {
  await db.deleteFrom('staff_sessions').where('id', '=', sessionId).execute();
}

export async function purgeExpiredSessions(db: DB, now = new Date()): Promise<void> {
  const idleBefore = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  await db
    .deleteFrom('staff_sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now.toISOString()), eb('last_seen_at', '<', idleBefore)]),
    )
    .execute();
}
