export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}
