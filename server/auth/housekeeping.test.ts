import { describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import { createTestDb } from '../test/db';
import { addTestStaff } from '../test/staff';
import { beginAttempt, purgeStaleFailures, signInKeys } from './brute-force';
import { startAuthHousekeeping } from './housekeeping';
import { createSession, SESSION_ABSOLUTE_MS } from './sessions';

describe('auth housekeeping', () => {
  it('removes expired sessions at start, keeps live ones', async () => {
    const db = await createTestDb();
    const staff = await addTestStaff(db);
    const long = new Date(Date.now() - SESSION_ABSOLUTE_MS - 60_000);
    await createSession(db, staff.id, {}, long);
    await createSession(db, staff.id);
    const housekeeping = startAuthHousekeeping(db, silentLogger);
    await housekeeping.firstRun;
    housekeeping.stop();
    expect(await db.selectFrom('staff_sessions').select('id').execute()).toHaveLength(1);
  });

  it('forgets failure counts a day old once their lock is over, keeps recent and locked ones', async () => {
    const db = await createTestDb();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await beginAttempt(db, signInKeys('old@puur.test', '10.0.0.1'), twoDaysAgo);
    await beginAttempt(db, signInKeys('new@puur.test', '10.0.0.2'));
    await purgeStaleFailures(db);
    const keys = (await db.selectFrom('sign_in_failures').select('key').execute()).map(
      (r) => r.key,
    );
    expect(keys.sort()).toEqual(['account-ip:new@puur.test|10.0.0.2', 'ip:10.0.0.2']);
  });
});
