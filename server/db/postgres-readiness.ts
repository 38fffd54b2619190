/**
 * What still works per process, or on the main thread, when Puur serves from PostgreSQL
 * (issue 22; docs/decisions/0023-postgresql.md). Printed once at start, so that whoever runs
 * several processes knows what they share and what not.
 */
export const POSTGRES_LIMITS = [
  'the search index is built and searched on the main thread (SQLite uses worker threads): at 100,000 products a rebuild holds the event loop for seconds',
  'imports write on the main thread, in one transaction that holds other catalogue writes',
  'request rate limits are counted per process (staff sessions and sign-in back-off are rows in the database, shared by all)',
  'the hourly purge of expired sessions and stale sign-in failures runs in every process (it deletes the same rows; scheduled posts, mail and badge recomputation run once)',
];

export function postgresLimitsMessage(): string {
  return [
    'Serving from PostgreSQL (DATABASE_URL). Catalogue changes reach every process on the same database. Still per process or on the main thread:',
    ...POSTGRES_LIMITS.map((limit) => `  - ${limit}`),
  ].join('\n');
}
