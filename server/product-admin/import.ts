/**
 * Bulk import of the catalogue, CSV or JSON (the admin and `npm run products`): the file is read
 * (./import-file.ts) and every row checked against the same schema as the form (./import-plan.ts);
 * products are matched by id, else by brand and name, so a re-import updates instead of
 * duplicating. A dry run reports every row's problems by row and column and writes nothing; a real
 * run writes only a file without problems, all rows in one transaction. A column missing from the
 * file leaves that field of a matched product as it is; an empty cell clears it.
 */
import type { ImportFormat, ImportReport, ImportRowResult } from '../../shared/product-import';
import { invalidateCatalog } from '../catalog/service';
import { databaseFile, writeGateOf, type DB } from '../db/connect';
import { DomainError } from '../errors';
import { runWorker, workerEntry, workerFailed, workersCanRun } from '../worker-threads';
import { importFileError, readImportFile, type SourceFile } from './import-file';
import { planImport, type Plan } from './import-plan';
import type { ImportWorkerAnswer } from './import-worker';
import { writeImport, type ImportOutcome } from './import-write';
import { removePictureIfUnused } from './pictures';
import { refreshIngredientAnalyses, type ProductAdminDeps } from './service';

export { IMPORT_FORMATS, MAX_IMPORT_BYTES } from '../../shared/product-import';
export type { ImportFormat, ImportReport } from '../../shared/product-import';
export { detectFormat } from './import-file';

/** The report lists at most this many problems (the count is always complete). */
const MAX_LISTED_PROBLEMS = 2000;

function report(plan: Plan, dryRun: boolean, applied: boolean): ImportReport {
  const count = (action: ImportRowResult['action']) =>
    plan.rows.filter((r) => r.result.action === action).length;
  const invalid = plan.rows.filter((r) => r.problems.length > 0).length;
  return {
    format: plan.file.format,
    dryRun,
    applied,
    rowLabel: plan.file.format === 'csv' ? 'Row' : 'Item',
    total: plan.rows.length,
    created: count('create'),
    updated: count('update'),
    unchanged: count('unchanged'),
    invalid,
    problemCount: plan.problems.length,
    problems: plan.problems.slice(0, MAX_LISTED_PROBLEMS),
    notes:
      plan.problems.length > MAX_LISTED_PROBLEMS
        ? [...plan.file.notes, `Only the first ${MAX_LISTED_PROBLEMS} problems are listed.`]
        : plan.file.notes,
    rows: plan.rows.map((r) => r.result),
  };
}

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
  const file = readImportFile(text, options.format);
  if (file.records.length === 0 && file.problems.length === 0) {
    throw importFileError('The file holds no products.');
  }
  if (options.dryRun) return report(await planImport(db, file), true, false);

  const outcome = await writeWithoutStall(db, file);

  if (outcome.applied) {
    invalidateCatalog(db);
    const changedIngredients = outcome.plan.rows.filter(
      (r) =>
        (r.result.action === 'create' && r.product!.ingredients_text) ||
        (r.result.action === 'update' &&
          (r.before?.ingredients_text ?? null) !== r.product!.ingredients_text),
    );
    await refreshIngredientAnalyses(
      deps,
      changedIngredients.map((r) => ({
        id: r.result.id!,
        ingredients_text: r.product!.ingredients_text,
      })),
    );
    for (const r of outcome.plan.rows) {
      if (r.result.action === 'update' && r.before && r.before.image_url !== r.product!.image_url) {
        await removePictureIfUnused(db, deps.picturesDir, r.before.image_url);
      }
    }
  }
  return report(outcome.plan, false, outcome.applied);
}

let workerUnavailable = !workersCanRun;

/**
 * Writes in the import worker when the database is a file, this process's own writes waiting at
 * the gate meanwhile (server/db/dialect.ts); on this thread otherwise, or if the worker cannot
 * start (with a process warning).
 */
async function writeWithoutStall(db: DB, source: SourceFile): Promise<ImportOutcome> {
  const file = databaseFile(db);
  if (file && !workerUnavailable) {
    let answer: ImportWorkerAnswer | null = null;
    try {
      answer = await writeGateOf(db).hold(() =>
        runWorker<ImportWorkerAnswer>(workerEntry('import-worker', import.meta.url), {
          file,
          source,
        }),
      );
    } catch (error) {
      workerUnavailable = true;
      workerFailed('import', 'The import is written on the main thread', error);
    }
    if (answer && 'outcome' in answer) return answer.outcome;
    if (answer) {
      const { message, code, field } = answer.error;
      throw code ? new DomainError(code, message, field) : new Error(message);
    }
  }
  return writeImport(db, source);
}

/** The report as plain text (the shell). */
export function describeImportReport(report: ImportReport, fileName: string): string {
  const lines: string[] = [];
  const counts = `${report.total} ${report.total === 1 ? 'product' : 'products'}: ${report.created} new, ${report.updated} changed, ${report.unchanged} unchanged`;
  lines.push(`${fileName} (${report.format.toUpperCase()}) — ${counts}.`);
  for (const note of report.notes) lines.push(`Note: ${note}`);
  if (report.problemCount > 0) {
    lines.push(
      `${report.problemCount} ${report.problemCount === 1 ? 'problem' : 'problems'} in ${report.invalid} ${report.invalid === 1 ? 'row' : 'rows'}:`,
    );
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
