/**
 * The writing half of an import: the file planned again inside one IMMEDIATE transaction (so that
 * no other write slips between the check and the write; on PostgreSQL a transaction that locks the
 * products table against other writes) and, when it has no problem, every row written. Runs in the import worker (./import-worker.ts) on a connection of its own, or on the
 * main thread where no worker can run (a database in memory, Vitest).
 */
import { sql } from 'kysely';
import type { ImportFormat, ImportReport, ImportRowResult } from '../../shared/product-import';
import { dialectOf, type DB } from '../db/connect';
import { highestProductId, insertProducts, updateProductValues } from '../products/repository';
import { timeSlices } from '../time-slices';
import { importFileError, readImportFile, type SourceFile } from './import-file';
import { INSERT_BATCH, planImport, type Plan } from './import-plan';

export interface ImportOutcome {
  plan: Plan;
  applied: boolean;
}

/** The report lists at most this many problems (the count is always complete). */
const MAX_LISTED_PROBLEMS = 2000;

export function importReport(plan: Plan, dryRun: boolean, applied: boolean): ImportReport {
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

/** The file read, refused when it cannot be read at all or holds no product. */
export function readProductsFile(text: string, format: ImportFormat): SourceFile {
  const file = readImportFile(text, format);
  if (file.records.length === 0 && file.problems.length === 0) {
    throw importFileError('The file holds no products.');
  }
  return file;
}

/** What an import leaves to do after its commit, with its report: small enough to pass around. */
export interface ImportResult {
  report: ImportReport;
  /** Products created or updated (the catalogue's search answers them at once). */
  writtenIds: number[];
  /** Products whose ingredient list is new or changed: their analyses are refreshed. */
  changedIngredients: { id: number; ingredients_text: string | null }[];
  /** Pictures that updated products no longer use (removed when nothing else does). */
  replacedPictures: string[];
}

/** Reads, plans and writes an import (one transaction) and sums it up. */
export async function runImport(db: DB, text: string, format: ImportFormat): Promise<ImportResult> {
  const { plan, applied } = await writeImport(db, readProductsFile(text, format));
  const written = applied ? plan.rows : [];
  return {
    report: importReport(plan, false, applied),
    writtenIds: written.flatMap((r) =>
      r.result.action === 'create' || r.result.action === 'update' ? [r.result.id!] : [],
    ),
    changedIngredients: written
      .filter(
        (r) =>
          (r.result.action === 'create' && r.product!.ingredients_text) ||
          (r.result.action === 'update' &&
            (r.before?.ingredients_text ?? null) !== r.product!.ingredients_text),
      )
      .map((r) => ({ id: r.result.id!, ingredients_text: r.product!.ingredients_text })),
    replacedPictures: written.flatMap((r) =>
      r.result.action === 'update' &&
      r.before?.image_url &&
      r.before.image_url !== r.product!.image_url
        ? [r.before.image_url]
        : [],
    ),
  };
}

export async function writeImport(db: DB, file: SourceFile): Promise<ImportOutcome> {
  if (dialectOf(db) === 'postgres') {
    return db.transaction().execute(async (trx) => {
      // As SQLite's BEGIN IMMEDIATE: no other write to the catalogue between plan and write
      // (reads go on).
      await sql`lock table products in share row exclusive mode`.execute(trx);
      return planAndWrite(trx, file);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const outcome = await planAndWrite(connection, file);
      await sql`COMMIT`.execute(connection);
      return outcome;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection);
      throw error;
    }
  });
}

async function planAndWrite(db: DB, file: SourceFile): Promise<ImportOutcome> {
  const plan = await planImport(db, file);
  if (plan.problems.length > 0) return { plan, applied: false };
  const now = new Date().toISOString();
  // New products get their ids here (never an id a deleted product had), so that they can be
  // inserted many rows per statement.
  const creates = plan.rows.filter((r) => r.result.action === 'create');
  const asked = new Set(creates.flatMap((r) => (r.result.id !== null ? [r.result.id] : [])));
  let nextId = (await highestProductId(db)) + 1;
  for (const row of creates) {
    if (row.result.id !== null) continue;
    while (asked.has(nextId)) nextId++;
    row.result.id = nextId++;
  }
  const pause = timeSlices();
  for (let i = 0; i < creates.length; i += INSERT_BATCH) {
    await insertProducts(
      db,
      creates.slice(i, i + INSERT_BATCH).map((row) => ({
        id: row.result.id!,
        values: row.product!,
        created_at: row.createdAt ?? now,
        updated_at: now,
      })),
    );
    await pause();
  }
  for (const row of plan.rows) {
    if (row.result.action !== 'update') continue;
    await updateProductValues(db, row.result.id!, row.product!, now);
    await pause();
  }
  return { plan, applied: true };
}
