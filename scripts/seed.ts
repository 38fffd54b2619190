/**
 * npm run seed [-- --force] [--database FILE] [--synthetic N]
 * Fills the server's database (DATABASE_URL, else DATABASE_PATH or --database FILE) with the demo content (or N generated products for benchmarks). Refuses to
 * wipe a database that already holds content unless --force is given.
 */
import { parseArgs } from 'node:util';
import { isDatabaseEmpty, wipeContent } from '../server/seed/content';
import { seedDemoData } from '../server/seed/seed';
import { announceCatalogChange, openCliDatabase } from './lib/cli-database';
import { seedSyntheticProducts } from './synthetic';

async function main() {
  const { values } = parseArgs({
    options: {
      force: { type: 'boolean', default: false },
      database: { type: 'string' },
      synthetic: { type: 'string' },
    },
  });
  const synthetic = values.synthetic === undefined ? undefined : Number(values.synthetic);
  if (
    synthetic !== undefined &&
    (!Number.isInteger(synthetic) || synthetic < 1 || synthetic > 2_000_000)
  ) {
    throw new Error('--synthetic must be a whole number between 1 and 2000000');
  }
  const cli = await openCliDatabase(process.env, values.database);
  const { db, where: file } = cli;
  try {
    if (!(await isDatabaseEmpty(db))) {
      if (!values.force) {
        throw new Error(
          `${file} already holds content. Re-run with --force to wipe it and seed again.`,
        );
      }
      await wipeContent(db);
    }
    if (synthetic !== undefined) {
      const count = await seedSyntheticProducts(db, synthetic);
      console.log(`Seeded ${count} synthetic products into ${file}`);
    } else {
      const summary = await seedDemoData(db);
      console.log(
        `Seeded ${file}: ${summary.products} products, ${summary.posts} posts, ${summary.authors} authors, ${summary.categories} categories`,
      );
    }
    await announceCatalogChange(cli);
  } finally {
    await cli.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
