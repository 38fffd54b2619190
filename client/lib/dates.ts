/** A moment as staff read it in lists and logs: "Nov 28, 2026, 1:05 PM"; a dash when there is none. */
export function dateTime(iso: string | null): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
