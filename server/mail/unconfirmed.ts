/**
 * Mail to an address that has confirmed nothing yet (a swap request's receipt, a confirmation
 * link): anyone can type anyone's address into a public form, so such mail carries no text the
 * sender wrote and goes to one address at most once per quiet period and a few times a day,
 * however many requests name it. The newsletter's confirmation follows the same rule with its
 * own column (server/newsletter/service.ts).
 */
export const UNCONFIRMED_QUIET_MS = 10 * 60_000;
export const UNCONFIRMED_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/** Whether one more such mail may go to an address that was sent these (ISO times) before. */
export function mayMailUnconfirmed(sentBefore: readonly string[], now = new Date()): boolean {
  const ages = sentBefore.map((at) => now.getTime() - Date.parse(at)).filter((age) => age >= 0);
  if (ages.some((age) => age < UNCONFIRMED_QUIET_MS)) return false;
  return ages.filter((age) => age < DAY_MS).length < UNCONFIRMED_PER_DAY;
}

/** The earliest time whose mails still count for `mayMailUnconfirmed`. */
export function unconfirmedWindowStart(now = new Date()): string {
  return new Date(now.getTime() - DAY_MS).toISOString();
}
