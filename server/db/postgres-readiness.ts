/**
 * What still works per process when Puur serves from PostgreSQL
 * (docs/decisions/0023-postgresql.md). Printed once at start, so that whoever runs
 * several processes knows what they share and what not.
 */
export const POSTGRES_LIMITS = [
  'request rate limits are counted per process (staff sessions and sign-in back-off are rows in the database, shared by all)',
  'the hourly purge of expired sessions and stale sign-in failures runs in every process (it deletes the same rows; scheduled posts, mail and badge recomputation run once)',
];

export function postgresLimitsMessage(): string {
  return [
    'Serving from PostgreSQL (DATABASE_URL). Catalogue changes reach every process on the same database. Still per process:',
    ...POSTGRES_LIMITS.map((limit) => `  - ${limit}`),
  ].join('\n');
}
