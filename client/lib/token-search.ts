/** `validateSearch` of the pages opened from an emailed or printed link: its `token`, or ''. */
export function tokenSearch(search: Record<string, unknown>): { token: string } {
  return { token: typeof search.token === 'string' ? search.token : '' };
}
