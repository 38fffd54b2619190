/**
 * What Puur still lacks to serve from PostgreSQL (issue 22). Phase 1 (decision 0023) gave it the
 * connection, the schema and `npm run db:copy`; phase 2 ran the integration tests on it
 * (`npm run test:postgres`); the server refuses DATABASE_URL with this list
 * until the list is empty, rather than failing later in some request.
 */
export const POSTGRES_SERVING_GAPS = [
  'the search and facet index worker reads the SQLite file directly (server/catalog/index-worker.ts)',
  'the search worker reads cards on a read-only SQLite connection (server/catalog/search-worker.ts)',
  'imports write on a connection of their own with BEGIN IMMEDIATE (server/product-admin/import-write.ts)',
  'writes from other processes are noticed through SQLite’s data_version (server/product-admin/external-writes.ts)',
  'sessions, sign-in back-off and rate limits are per process, and background jobs would run in every process',
];

export function postgresNotReadyMessage(): string {
  return [
    'DATABASE_URL selects PostgreSQL, which the Puur server cannot run on yet.',
    'Ready: the schema (PostgreSQL migrations) and `npm run db:copy` to move a shop to it. Missing:',
    ...POSTGRES_SERVING_GAPS.map((gap) => `  - ${gap}`),
    'Unset DATABASE_URL to serve from the SQLite file at DATABASE_PATH (see docs/decisions/0023-postgresql.md).',
  ].join('\n');
}
