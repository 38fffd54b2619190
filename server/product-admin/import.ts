/**
 * Bulk import of the catalogue, CSV or JSON (the admin and `npm run products`): the file is read
 * (./import-file.ts) and every row checked against the same schema as the form (./import-plan.ts);
 * products are matched by id, else by brand and name, so a re-import updates instead of
 * duplicating. A dry run reports every row's problems by row and column and writes nothing; a real
 * run writes only a file without problems, all rows in one transaction. A column missing from the
 * file leaves that field of a matched product as it is; an empty cell clears it.
 */
import type { ImportFormat, ImportReport } from '../../shared/product-import';
import { invalidateCatalog } from '../catalog/service';
import { writeGateOf, type DB } from '../db/connect';
import { workerDatabaseOf } from '../db/worker-database';
import { DomainError } from '../errors';
import { runWorker, workerEntry, workerFailed, workersCanRun } from '../worker-threads';
import { planImport } from './import-plan';
import type { ImportWorkerAnswer } from './import-worker';
import { importReport, readProductsFile, runImport, type ImportResult } from './import-write';
import { removePictureIfUnused } from './pictures';
import { noticeArrivals, refreshIngredientAnalyses, type ProductAdminDeps } from './service';
import { countOf } from '../../shared/text';

export { IMPORT_FORMATS, MAX_IMPORT_BYTES } from '../../shared/product-import';
export type { ImportFormat, ImportReport } from '../../shared/product-import';
export { detectFormat } from './import-file';

/**
 * Imports a CSV or JSON file. With `dryRun` nothing is written. Without it, a file with any
 * problem is refused as a whole (the report says why) and a clean file is written in one
 * transaction. Throws a DomainError when the file cannot be read at all.
 */
export async function importProducts(
  deps: ProductAdminDeps,
  text: string,
  options: { format: ImportFormat; dryRun: boolean },
): Promise<ImportReport> {
  const { db } = deps;
  if (options.dryRun) {
    return importReport(await planImport(db, readProductsFile(text, options.format)), true, false);
  }
  const result = await importWithoutStall(db, text, options.format);
  if (result.report.applied) {
    invalidateCatalog(db, result.writtenIds);
    await refreshIngredientAnalyses(deps, result.changedIngredients);
    for (const picture of result.replacedPictures) {
      await removePictureIfUnused(db, deps.picturesDir, picture);
    }
    await noticeArrivals(deps);
  }
  return result.report;
}

let workerUnavailable = !workersCanRun;

/**
 * Reads and writes the file in the import worker when a worker can reach the database (the
 * SQLite file, this process's own writes waiting at the gate meanwhile, server/db/dialect.ts; or
 * PostgreSQL, where the import's transaction locks the products table itself); on this thread
 * otherwise, or if the worker cannot start (with a process warning). The worker gets the file's
 * text and answers with the report: at 1,000 rows, passing parsed rows both ways cost the event
 * loop tens of ms.
 */
async function importWithoutStall(
  db: DB,
  text: string,
  format: ImportFormat,
): Promise<ImportResult> {
  const source = workerDatabaseOf(db);
  if (source && !workerUnavailable) {
    let answer: ImportWorkerAnswer | null = null;
    try {
      const inWorker = () =>
        runWorker<ImportWorkerAnswer>(workerEntry('import-worker', import.meta.url), {
          source,
          text,
          format,
        });
      answer = await ('sqlite' in source ? writeGateOf(db).hold(inWorker) : inWorker());
    } catch (error) {
      workerUnavailable = true;
      workerFailed('import', 'The import is written on the main thread', error);
    }
    if (answer && 'result' in answer) return answer.result;
    if (answer) {
      const { message, code, field } = answer.error;
      throw code ? new DomainError(code, message, field) : new Error(message);
    }
  }
  return runImport(db, text, format);
}

/** The report as plain text (the shell). */
export function describeImportReport(report: ImportReport, fileName: string): string {
  const lines: string[] = [];
  const counts = `${countOf(report.total, 'product')}: ${report.created} new, ${report.updated} changed, ${report.unchanged} unchanged`;
  lines.push(`${fileName} (${report.format.toUpperCase()}) — ${counts}.`);
  for (const note of report.notes) lines.push(`Note: ${note}`);
  if (report.problemCount > 0) {
    lines.push(`${countOf(report.problemCount, 'problem')} in ${countOf(report.invalid, 'row')}:`);
    for (const problem of report.problems) {
      const where = problem.row === 0 ? 'File' : `${report.rowLabel} ${problem.row}`;
      lines.push(`  ${where}${problem.column ? `, ${problem.column}` : ''}: ${problem.message}`);
    }
  }
  if (report.applied) lines.push('Imported.');
  else if (report.dryRun)
    lines.push(
      report.problemCount > 0
        ? 'Dry run: nothing was written. Fix the rows above and run it again.'
        : 'Dry run: nothing was written. Run it again without --dry-run to import.',
    );
  else lines.push('Nothing was written: fix the rows above and run it again.');
  return lines.join('\n');
}
