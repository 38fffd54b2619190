/**
 * Moves a shop from its SQLite file to PostgreSQL, verified row by row (decision 0023):
 *   npm run db:copy -- --from data/puur.db --to postgres://puur@db.internal/puur [--force]
 * Stop the server first, or the copy holds the file as it was when the copy began.
 */
import { parseArgs } from 'node:util';
import { copyDatabase, redactUrl } from './db-copy-lib';
import { CopyError } from './db-copy-tables';
import { checkPassed, formatChecks } from './db-copy-verify';

const USAGE = `Usage: npm run db:copy -- --from data/puur.db --to postgres://user@host:5432/database [--force]
  --from   the SQLite file (default: DATABASE_PATH, else data/puur.db)
  --to     the PostgreSQL database (default: DATABASE_URL); a password can come from PGPASSWORD
  --force  empty a target that already holds data, then copy`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const from = values.from ?? process.env.DATABASE_PATH ?? 'data/puur.db';
  const to = values.to ?? process.env.DATABASE_URL;
  if (!to) throw new CopyError(`--to is required.\n\n${USAGE}`);
  const started = performance.now();
  console.log(`Copying ${from} to ${redactUrl(to)}${values.force ? ' (--force)' : ''}`);
  const checks = await copyDatabase({ from, to, force: values.force, log: console.log });
  console.log('');
  for (const line of formatChecks(checks)) console.log(line);
  const rows = checks.reduce((sum, check) => sum + check.sourceRows, 0);
  const failed = checks.filter((check) => !checkPassed(check));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (failed.length) {
    console.error(
      `\nVerification FAILED for ${failed.map((check) => check.table).join(', ')}: the target does not hold the same rows.`,
    );
    return 1;
  }
  console.log(`\n${rows} rows in ${checks.length} tables copied and verified in ${seconds} s.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const badArguments = error instanceof TypeError && 'code' in error; // from parseArgs
    if (badArguments) console.error(`${error.message}\n\n${USAGE}`);
    else console.error(error instanceof CopyError ? error.message : error);
    process.exit(1);
  },
);
