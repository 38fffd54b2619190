import type { StaffRole, StaffUser } from '../../shared/auth';
import { createStaff } from '../auth/staff';
import type { DB } from '../db/connect';

export const TEST_PASSWORD = 'calm green meadow 42';

/** An editor as a signed-in context carries it (for callers that need no stored staff row). */
export const TEST_EDITOR: StaffUser = {
  id: 7,
  email: 'editor@puur.test',
  name: 'Eddie Editor',
  role: 'editor',
};

export function addTestStaff(
  db: DB,
  role: StaffRole = 'admin',
  email = `${role}@puur.test`,
): Promise<StaffUser> {
  return createStaff(db, { email, name: `Test ${role}`, role, password: TEST_PASSWORD });
}
