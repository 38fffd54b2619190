import type { StaffRole } from '../../shared/auth';
import { createContextInner, type AppDeps } from '../trpc/context';
import { createCaller } from '../trpc/root';
import { addTestStaff } from './staff';

/**
 * The API as a staff member of this role calls it, signed in as a newly stored staff row (with
 * this address, where one role needs two members).
 */
export async function staffCaller(deps: AppDeps, role: StaffRole = 'editor', email?: string) {
  return createCaller(
    createContextInner(deps, { staff: await addTestStaff(deps.db, role, email) }),
  );
}

/** The API as a shopper calls it: no one signed in. */
export function shopperCaller(deps: AppDeps) {
  return createCaller(createContextInner(deps));
}
