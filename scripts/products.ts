/**
 * The catalogue from the shell, on the server's database (DATABASE_URL, else DATABASE_PATH or
 * --database FILE):
 *   npm run products -- import FILE [--dry-run] [--format csv|json]
 *   npm run products -- export FILE [--format csv|json]
 * The format follows the file's extension unless --format is given. An import checks every row
 * first and writes nothing when any row has a problem; --dry-run only reports. A running server
 * notices the import within two seconds and shows it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { syncBuiltinKnowledgeBase } from '../server/ingredients/kb';
import { createLogger } from '../server/logger';
import { picturesDir } from '../server/product-admin/pictures';
import { exportProducts } from '../server/product-admin/export';
import {
  describeImportReport,
  detectFormat,
  IMPORT_FORMATS,
  importProducts,
  type ImportFormat,
} from '../server/product-admin/import';
import { announceCatalogChange, openCliDatabase } from './lib/cli-database';

const USAGE = `Usage:
  npm run products -- import FILE [--dry-run] [--format csv|json] [--database FILE]
  npm run products -- export FILE [--format csv|json] [--database FILE]`;

function formatOption(value: string | undefined, file: string, text?: string): ImportFormat {
  if (value === undefined) {
    if (/\.json$/i.test(file)) return 'json';
    if (/\.(csv|tsv|txt)$/i.test(file)) return 'csv';
    return text === undefined ? 'csv' : detectFormat(text, file);
  }
  if (!(IMPORT_FORMATS as readonly string[]).includes(value)) {
    throw new Error(`--format must be csv or json (got "${value}")`);
  }
  return value as ImportFormat;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      'dry-run': { type: 'boolean', default: false },
      format: { type: 'string' },
      database: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, file] = positionals;
  if (values.help || !command || !file || !['import', 'export'].includes(command)) {
    console.log(USAGE);
    process.exit(values.help ? 0 : 1);
  }
  const cli = await openCliDatabase(process.env, values.database);
  const { db, env } = cli;
  try {
    if (command === 'export') {
      const format = formatOption(values.format, file);
      const out = fs.createWriteStream(file);
      for await (const chunk of exportProducts(db, format)) {
        if (!out.write(chunk))
          await new Promise<void>((resolve) => out.once('drain', () => resolve()));
      }
      await new Promise<void>((resolve, reject) =>
        out.end((error?: Error | null) => (error ? reject(error) : resolve())),
      );
      const { n } = await db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      console.log(`Exported ${n} products to ${file} (${format.toUpperCase()}).`);
      return 0;
    }

    if (!fs.existsSync(file)) throw new Error(`No such file: ${file}`);
    const text = fs.readFileSync(file, 'utf8');
    const format = formatOption(values.format, file, text);
    // Analyses of new ingredient lists need the knowledge base, as at server start.
    await syncBuiltinKnowledgeBase(db);
    const report = await importProducts(
      { db, logger: createLogger('warn'), picturesDir: picturesDir(env) },
      text,
      { format, dryRun: values['dry-run'] },
    );
    console.log(describeImportReport(report, path.basename(file)));
    if (!values['dry-run']) await announceCatalogChange(cli);
    return report.problemCount > 0 ? 2 : 0;
  } finally {
    await cli.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
