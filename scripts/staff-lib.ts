/** The checks and the output of `npm run staff` (scripts/staff.ts), kept apart to be tested. */
import type { StaffUser } from '../shared/auth';
import { newStaffSchema } from '../shared/schemas/auth';

const newStaffFields = newStaffSchema.pick({ email: true, name: true });

/**
 * The e-mail and name of a new account, by the same rules as the setup page and the staff form.
 * Throws one line naming the flag, e.g. `--email: Please enter a valid email address.`.
 */
export function checkNewStaff(input: { email: string; name: string }): {
  email: string;
  name: string;
} {
  const result = newStaffFields.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw new Error(`--${String(issue.path[0])}: ${issue.message}`);
}

/**
 * Control characters (and bidirectional overrides) as visible escapes (`\n`, `\t`, `\u001b`…), so
 * a stored value can neither forge a line or a column nor drive the terminal. Backslashes are
 * doubled so an escape and the same text typed literally never look alike.
 */
export function escapeControl(text: string): string {
  return text.replace(/[\\\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, (char) => {
    if (char === '\\') return '\\\\';
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${char.codePointAt(0)!.toString(16).padStart(4, '0')}`;
  });
}

/** The lines of `npm run staff -- list`: one per account, tab-separated. */
export function formatStaffList(staff: (StaffUser & { created_at: string })[]): string[] {
  if (staff.length === 0) return ['No staff accounts.'];
  return staff.map((s) =>
    [s.email, s.name, s.role, `since ${s.created_at.slice(0, 10)}`]
      .map((field) => escapeControl(String(field)))
      .join('\t'),
  );
}
