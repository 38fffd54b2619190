import type { StaffRole, StaffUser } from '../../shared/auth';
import { createStaff } from '../auth/staff';
import type { DB } from '../db/connect';

export const TEST_PASSWORD = 'calm green meadow 42';

export function addTestStaff(
  db: DB,
  role: StaffRole = 'admin',
  email = `${role}@puur.test`,
): Promise<StaffUser> {
  return createStaff(db, { email, name: `Test ${role}`, role, password: TEST_PASSWORD });
}
