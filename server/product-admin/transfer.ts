/**
 * Bulk import and export of the catalogue, CSV and JSON (the admin and `npm run products`).
 *
 * Import: the file is read and every row checked against the same schema as the form; products
 * are matched by id, else by brand and name, so a re-import updates instead of duplicating. A dry
 * run reports every row's problems by row and column and writes nothing; a real run writes only a
 * file without problems, all rows in one transaction. A column missing from the file leaves that
 * field of a matched product as it is; an empty cell clears it.
 *
 * Export: every product, every field, ordered by id; lists are "a | b" in CSV and arrays in JSON.
 * Export then import gives back the same catalogue.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { sql } from 'kysely';
import { stringify as stringifyCsv } from 'csv-stringify/sync';
import {
  EXPORT_COLUMNS,
  FIELD_KINDS,
  LIST_SEPARATOR,
  PRODUCT_FIELDS,
  productInputSchema,
  type ProductField,
  type ProductInput,
} from '../../shared/schemas/product';
import type { DB } from '../db/connect';
import { DomainError } from '../errors';
import {
  MAX_IMPORT_BYTES,
  type ImportFormat,
  type ImportProblem,
  type ImportReport,
  type ImportRowResult,
} from '../../shared/product-import';
import { invalidateCatalog } from '../catalog/service';
import { removePictureIfUnused } from './pictures';
import { refreshIngredientAnalyses, type ProductAdminDeps } from './service';
import { fromRow, matchKey, STAFF_PRODUCT_COLUMNS, toColumns, type StaffProductRow } from './rows';

export const MAX_IMPORT_ROWS = 50_000;
/** The report lists at most this many problems (the count is always complete). */
const MAX_LISTED_PROBLEMS = 2000;

export { IMPORT_FORMATS, MAX_IMPORT_BYTES } from '../../shared/product-import';
export type { ImportFormat, ImportReport } from '../../shared/product-import';

/** A file that cannot be read at all (as opposed to rows with problems, which the report lists). */
function importFileError(message: string): DomainError {
  return new DomainError('BAD_REQUEST', message);
}

// ───────────────────────────── Reading the file ─────────────────────────────

interface SourceRecord {
  row: number;
  /** Normalised column name → raw value (CSV: text; JSON: any). */
  values: Map<string, unknown>;
  /** Problems found while reading (wrong cell count, not an object). */
  problems: ImportProblem[];
}

interface SourceFile {
  format: ImportFormat;
  columns: Set<string>;
  records: SourceRecord[];
  notes: string[];
  problems: ImportProblem[];
}

const KNOWN_COLUMNS = new Set<string>(EXPORT_COLUMNS);
const IGNORED_COLUMNS = new Set(['updated_at']);

function normaliseColumn(name: string): string {
  return name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/** Guess the format from the file name or the first character. */
export function detectFormat(text: string, fileName?: string): ImportFormat {
  if (fileName && /\.json$/i.test(fileName)) return 'json';
  if (fileName && /\.(csv|tsv|txt)$/i.test(fileName)) return 'csv';
  return /^[\uFEFF\s]*[[{]/.test(text) ? 'json' : 'csv';
}

function detectDelimiter(text: string): string {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const count = (c: string) => outsideQuotes.split(c).length - 1;
  const candidates = [',', ';', '\t'].map((c) => [c, count(c)] as const);
  candidates.sort((a, b) => b[1] - a[1]);
  return candidates[0]![1] > 0 ? candidates[0]![0] : ',';
}

export function readImportFile(text: string, format: ImportFormat): SourceFile {
  if (Buffer.byteLength(text) > MAX_IMPORT_BYTES) {
    throw importFileError('The file is larger than 25 MB. Please split it.');
  }
  return format === 'csv' ? readCsv(text) : readJson(text);
}

function readCsv(text: string): SourceFile {
  let cells: string[][];
  try {
    cells = parseCsv(text, {
      bom: true,
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw importFileError(
      `The CSV file could not be read${line ? ` (near line ${line})` : ''}: ${
        error instanceof Error ? error.message.replace(/^Invalid .*?: /, '') : 'unknown error'
      }`,
    );
  }
  if (cells.length === 0) throw importFileError('The file is empty.');
  const header = cells[0]!.map(normaliseColumn);
  const file = fileShell('csv', header);
  const rows = cells.slice(1).filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length > MAX_IMPORT_ROWS) {
    throw importFileError(`The file has more than ${MAX_IMPORT_ROWS} rows. Please split it.`);
  }
  rows.forEach((cellsOfRow, index) => {
    const row = index + 2;
    const record: SourceRecord = { row, values: new Map(), problems: [] };
    if (
      cellsOfRow.length > header.length &&
      cellsOfRow.slice(header.length).some((c) => c.trim())
    ) {
      record.problems.push({
        row,
        column: null,
        message: `The row has ${cellsOfRow.length} cells but the header has ${header.length} columns.`,
      });
    }
    header.forEach((column, i) => {
      if (column && KNOWN_COLUMNS.has(column) && i < cellsOfRow.length) {
        record.values.set(column, cellsOfRow[i]);
      }
    });
    file.records.push(record);
  });
  return file;
}

function readJson(text: string): SourceFile {
  let data: unknown;
  try {
    data = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw importFileError(
      `The JSON file could not be read: ${error instanceof Error ? error.message : 'invalid JSON'}`,
    );
  }
  const items = Array.isArray(data)
    ? data
    : data && typeof data === 'object' && Array.isArray((data as { products?: unknown }).products)
      ? (data as { products: unknown[] }).products
      : null;
  if (!items) {
    throw importFileError('The JSON file must hold a list of products (or { "products": [...] }).');
  }
  if (items.length > MAX_IMPORT_ROWS) {
    throw importFileError(`The file has more than ${MAX_IMPORT_ROWS} products. Please split it.`);
  }
  const columns = new Set<string>();
  for (const item of items) {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const key of Object.keys(item)) columns.add(normaliseColumn(key));
    }
  }
  const file = fileShell('json', [...columns]);
  items.forEach((item, index) => {
    const row = index + 1;
    const record: SourceRecord = { row, values: new Map(), problems: [] };
    if (!item || typeof item !== 'object' || Array.isArray(item)) {
      record.problems.push({ row, column: null, message: 'Expected a product object.' });
    } else {
      for (const [key, value] of Object.entries(item)) {
        const column = normaliseColumn(key);
        if (KNOWN_COLUMNS.has(column)) record.values.set(column, value);
      }
    }
    file.records.push(record);
  });
  return file;
}

function fileShell(format: ImportFormat, header: string[]): SourceFile {
  const file: SourceFile = { format, columns: new Set(), records: [], notes: [], problems: [] };
  const seen = new Set<string>();
  const unknown: string[] = [];
  for (const column of header) {
    if (!column) continue;
    if (seen.has(column)) {
      file.problems.push({ row: 0, column, message: `The column "${column}" appears twice.` });
    }
    seen.add(column);
    if (KNOWN_COLUMNS.has(column)) file.columns.add(column);
    else if (!IGNORED_COLUMNS.has(column)) unknown.push(column);
  }
  if (unknown.length > 0) {
    file.notes.push(
      `Unknown ${unknown.length === 1 ? 'column' : 'columns'} ignored: ${unknown.slice(0, 20).join(', ')}.`,
    );
  }
  if (!file.columns.has('name') && !file.columns.has('id')) {
    file.problems.push({
      row: 0,
      column: 'name',
      message:
        'The file needs a name column (or an id column to update existing products). Export the catalogue to see every column.',
    });
  }
  return file;
}

// ───────────────────────────── Cells to values ─────────────────────────────

/** Export prefixes cells that a spreadsheet would run as a formula with '; import removes it. */
const FORMULA_START = /^[=+\-@\t\r]/;

function unguard(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function guard(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 'x', 'ja', 'waar']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0', 'nee', 'onwaar']);

/** A text cell (CSV, or a string in JSON where a number, flag or list is expected) to a value. */
function convertText(field: ProductField, raw: string, csv: boolean): Converted {
  const cell = csv ? unguard(raw) : raw;
  const text = cell.trim();
  switch (FIELD_KINDS[field]) {
    case 'text':
      return { ok: true, value: cell };
    case 'number': {
      if (text === '') return { ok: true, value: null };
      const cleaned = text.replace(/^€\s*|\s*€$/g, '').replace(/\s/g, '');
      const normal = /^\d+,\d+$/.test(cleaned) ? cleaned.replace(',', '.') : cleaned;
      if (!/^-?\d+(\.\d+)?$/.test(normal)) {
        return { ok: false, message: `"${text.slice(0, 40)}" is not a number (write 24.95)` };
      }
      return { ok: true, value: Number(normal) };
    }
    case 'integer': {
      if (text === '') return { ok: true, value: 0 };
      if (!/^\d+$/.test(text)) {
        return { ok: false, message: `"${text.slice(0, 40)}" is not a whole number` };
      }
      return { ok: true, value: Number(text) };
    }
    case 'flag': {
      const word = text.toLowerCase();
      if (word === '' || FALSE_WORDS.has(word)) return { ok: true, value: false };
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      return { ok: false, message: `"${text.slice(0, 40)}" is not true or false` };
    }
    case 'list': {
      if (text === '') return { ok: true, value: [] };
      const parts = /[\r\n]/.test(text) ? text.split(/\r?\n/) : text.split(LIST_SEPARATOR);
      return { ok: true, value: parts.map((p) => p.trim()).filter(Boolean) };
    }
  }
}

function convertValue(field: ProductField, raw: unknown, csv: boolean): Converted {
  if (typeof raw === 'string') return convertText(field, raw, csv);
  if (raw === null || raw === undefined) {
    const kind = FIELD_KINDS[field];
    return {
      ok: true,
      value: kind === 'list' ? [] : kind === 'flag' ? false : kind === 'integer' ? 0 : null,
    };
  }
  return { ok: true, value: raw };
}

function parseId(raw: unknown): Converted {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: null };
  }
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
    return {
      ok: false,
      message: `"${String(raw).slice(0, 20)}" is not a product id (a whole number)`,
    };
  }
  return { ok: true, value: Number(text) };
}

function parseCreatedAt(raw: unknown): Converted {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    return { ok: true, value: null };
  }
  const text = typeof raw === 'string' ? raw.trim() : '';
  const time = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time)) {
    return {
      ok: false,
      message: `"${String(raw).slice(0, 40)}" is not a date (write 2026-11-22 or an ISO time)`,
    };
  }
  return { ok: true, value: new Date(time).toISOString() };
}

// ───────────────────────────── Planning ─────────────────────────────

/** Rows per multi-row insert (30 columns each: far below SQLite's limit of bound values). */
const INSERT_BATCH = 100;
/** A long import lets other requests run between slices of this many rows. */
const SLICE = 250;

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

async function mapInSlices<T, U>(items: readonly T[], fn: (item: T) => U): Promise<U[]> {
  const out: U[] = [];
  for (let i = 0; i < items.length; i++) {
    out.push(fn(items[i]!));
    if ((i + 1) % SLICE === 0) await yieldToEventLoop();
  }
  return out;
}

/** The highest id a product has or had (AUTOINCREMENT never hands out a deleted product's id). */
async function highestProductId(db: DB): Promise<number> {
  const max = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  const seq = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'products'`
    .execute(db)
    .catch(() => ({ rows: [] as { seq: number }[] }));
  return Math.max(Number(max?.id ?? 0), Number(seq.rows[0]?.seq ?? 0));
}

interface PlannedRow {
  result: ImportRowResult;
  problems: ImportProblem[];
  product?: ProductInput;
  createdAt?: string | null;
  before?: StaffProductRow;
}

interface Plan {
  file: SourceFile;
  rows: PlannedRow[];
  problems: ImportProblem[];
}

async function loadExisting(db: DB, ids: number[]): Promise<Map<number, StaffProductRow>> {
  const found = new Map<number, StaffProductRow>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .selectFrom('products')
      .select(STAFF_PRODUCT_COLUMNS)
      .where('id', 'in', unique.slice(i, i + 500))
      .execute();
    for (const row of rows) found.set(row.id, row);
  }
  return found;
}

async function planImport(db: DB, file: SourceFile): Promise<Plan> {
  // Every product's brand and name, to match rows without an id.
  const byKey = new Map<string, number[]>();
  for (const row of await db.selectFrom('products').select(['id', 'brand', 'name']).execute()) {
    const key = matchKey(row.brand, row.name);
    byKey.set(key, [...(byKey.get(key) ?? []), row.id]);
  }

  // First pass: convert cells and find each row's target.
  interface Draft {
    record: SourceRecord;
    problems: ImportProblem[];
    provided: Partial<Record<ProductField, unknown>>;
    id: number | null;
    createdAt: string | null;
  }
  const drafts: Draft[] = await mapInSlices(file.records, (record) => {
    const problems = [...record.problems];
    const provided: Partial<Record<ProductField, unknown>> = {};
    for (const field of PRODUCT_FIELDS) {
      if (!record.values.has(field)) continue;
      const converted = convertValue(field, record.values.get(field), file.format === 'csv');
      if (converted.ok) provided[field] = converted.value;
      else problems.push({ row: record.row, column: field, message: converted.message });
    }
    const id = parseId(record.values.get('id'));
    if (!id.ok) problems.push({ row: record.row, column: 'id', message: id.message });
    const created = parseCreatedAt(record.values.get('created_at'));
    if (!created.ok)
      problems.push({ row: record.row, column: 'created_at', message: created.message });
    return {
      record,
      problems,
      provided,
      id: id.ok ? (id.value as number | null) : null,
      createdAt: created.ok ? (created.value as string | null) : null,
    };
  });
  const existing = await loadExisting(
    db,
    drafts.flatMap((d) => (d.id !== null ? [d.id] : [])),
  );

  const targetIds = new Set<number>();
  for (const draft of drafts) {
    if (draft.id !== null && existing.has(draft.id)) continue;
    if (typeof draft.provided.name !== 'string') continue;
    const brand = typeof draft.provided.brand === 'string' ? draft.provided.brand : null;
    const ids = byKey.get(matchKey(brand, draft.provided.name)) ?? [];
    if (ids.length === 1) targetIds.add(ids[0]!);
  }
  for (const [id, row] of await loadExisting(db, [...targetIds])) existing.set(id, row);

  // Second pass: merge, validate, check duplicates.
  const seenTargets = new Map<number, number>();
  const seenKeys = new Map<string, number>();
  const rows: PlannedRow[] = await mapInSlices(drafts, (draft) => {
    const { record, problems, provided } = draft;
    const row = record.row;
    let target: StaffProductRow | undefined;
    if (draft.id !== null && existing.has(draft.id)) {
      target = existing.get(draft.id);
    } else if (typeof provided.name === 'string') {
      const brand = typeof provided.brand === 'string' ? provided.brand : null;
      const ids = byKey.get(matchKey(brand, provided.name)) ?? [];
      if (ids.length > 1) {
        problems.push({
          row,
          column: 'id',
          message: `Several products have this brand and name (ids ${ids.join(', ')}): add the id column to say which one.`,
        });
      } else if (ids.length === 1) {
        target = existing.get(ids[0]!);
      }
    } else if (draft.id !== null && !problems.some((p) => p.column === 'id')) {
      problems.push({
        row,
        column: 'name',
        message: `No product has id ${draft.id}; a new product needs a name.`,
      });
    }

    const base = target ? fromRow(target) : {};
    const merged = { ...base, ...provided };
    for (const key of ['id', 'created_at', 'updated_at'] as const)
      delete (merged as Record<string, unknown>)[key];
    const parsed = productInputSchema.safeParse(merged);
    if (!parsed.success) {
      const reported = new Set(problems.map((p) => p.column));
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '') || null;
        if (reported.has(column)) continue;
        const item = typeof issue.path[1] === 'number' ? `item ${issue.path[1] + 1}: ` : '';
        // A failing column that the file does not hold comes from the stored product.
        const fromStore =
          column && target && !(column in provided)
            ? ' (the stored value; add the column to fix it)'
            : '';
        problems.push({ row, column, message: `${item}${issue.message}${fromStore}` });
      }
    }

    const product = parsed.success ? parsed.data : undefined;
    if (target) {
      const first = seenTargets.get(target.id);
      if (first !== undefined) {
        problems.push({
          row,
          column: null,
          message: `The same product as ${file.format === 'csv' ? 'row' : 'item'} ${first} (product ${target.id}).`,
        });
      } else seenTargets.set(target.id, row);
    } else if (draft.id !== null) {
      const first = seenTargets.get(draft.id);
      if (first !== undefined) {
        problems.push({
          row,
          column: 'id',
          message: `The id ${draft.id} is also used by ${file.format === 'csv' ? 'row' : 'item'} ${first}.`,
        });
      } else seenTargets.set(draft.id, row);
    }
    if (product) {
      const key = matchKey(product.brand, product.name);
      const first = seenKeys.get(key);
      const others = (byKey.get(key) ?? []).filter((id) => id !== target?.id);
      if (first !== undefined) {
        problems.push({
          row,
          column: 'name',
          message: `The same brand and name as ${file.format === 'csv' ? 'row' : 'item'} ${first}.`,
        });
      } else if (target && others.length > 0) {
        problems.push({
          row,
          column: 'name',
          message: `Another product of this brand already has this name (product ${others[0]}).`,
        });
      }
      seenKeys.set(key, first ?? row);
    }

    const name =
      product?.name ?? (typeof provided.name === 'string' ? provided.name : (target?.name ?? ''));
    const brand = product?.brand ?? target?.brand ?? null;
    let action: ImportRowResult['action'] = 'invalid';
    if (problems.length === 0 && product) {
      if (!target) action = 'create';
      else {
        const same =
          JSON.stringify(toColumns(product)) === JSON.stringify(toColumns(fromRow(target)));
        action = same ? 'unchanged' : 'update';
      }
    }
    return {
      result: { row, action, id: target?.id ?? draft.id, name: name.slice(0, 200), brand },
      problems,
      product,
      createdAt: draft.createdAt,
      before: target,
    };
  });

  return { file, rows, problems: [...file.problems, ...rows.flatMap((r) => r.problems)] };
}

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

  const outcome = await db.transaction().execute(async (trx) => {
    const plan = await planImport(trx, file);
    if (plan.problems.length > 0) return { plan, applied: false };
    const now = new Date().toISOString();
    // New products get their ids here (never an id a deleted product had), so that they can be
    // inserted many rows per statement.
    const creates = plan.rows.filter((r) => r.result.action === 'create');
    const asked = new Set(creates.flatMap((r) => (r.result.id !== null ? [r.result.id] : [])));
    let nextId = (await highestProductId(trx)) + 1;
    for (const row of creates) {
      if (row.result.id !== null) continue;
      while (asked.has(nextId)) nextId++;
      row.result.id = nextId++;
    }
    for (let i = 0; i < creates.length; i += INSERT_BATCH) {
      await trx
        .insertInto('products')
        .values(
          creates.slice(i, i + INSERT_BATCH).map((row) => ({
            id: row.result.id!,
            ...toColumns(row.product!),
            created_at: row.createdAt ?? now,
            updated_at: now,
          })),
        )
        .execute();
      await yieldToEventLoop();
    }
    let written = 0;
    for (const row of plan.rows) {
      if (row.result.action !== 'update') continue;
      await trx
        .updateTable('products')
        .set({ ...toColumns(row.product!), updated_at: now })
        .where('id', '=', row.result.id!)
        .execute();
      if (++written % SLICE === 0) await yieldToEventLoop();
    }
    return { plan, applied: true };
  });

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

// ───────────────────────────── Export ─────────────────────────────

type ExportRecord = Record<(typeof EXPORT_COLUMNS)[number], unknown>;

function exportRecord(row: StaffProductRow): ExportRecord {
  const product = fromRow(row);
  const record = { id: product.id } as ExportRecord;
  for (const field of PRODUCT_FIELDS) record[field] = product[field];
  record.created_at = product.created_at;
  return record;
}

function csvCells(record: ExportRecord): string[] {
  return EXPORT_COLUMNS.map((column) => {
    const value = record[column];
    if (value === null || value === undefined) return '';
    if (Array.isArray(value)) return guard(value.join(` ${LIST_SEPARATOR} `));
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    if (typeof value === 'number') return String(value);
    return guard(String(value));
  });
}

/** Reads the products in pages by id, so the database is never held for the whole export. */
async function* productPages(db: DB, pageSize = 500): AsyncGenerator<StaffProductRow[]> {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('products')
      .select(STAFF_PRODUCT_COLUMNS)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** The whole catalogue as CSV (UTF-8 with BOM, for spreadsheets) or JSON, in chunks of text. */
export async function* exportProducts(db: DB, format: ImportFormat): AsyncGenerator<string> {
  if (format === 'csv') {
    yield '\uFEFF' + stringifyCsv([[...EXPORT_COLUMNS]]);
    for await (const rows of productPages(db)) {
      yield stringifyCsv(rows.map((row) => csvCells(exportRecord(row))));
    }
    return;
  }
  yield '[';
  let first = true;
  for await (const rows of productPages(db)) {
    const chunk = rows.map((row) =>
      JSON.stringify(exportRecord(row), null, 2).replace(/^/gm, '  '),
    );
    yield `${first ? '\n' : ',\n'}${chunk.join(',\n')}`;
    first = false;
  }
  yield first ? ']\n' : '\n]\n';
}

export async function exportProductsText(db: DB, format: ImportFormat): Promise<string> {
  let text = '';
  for await (const chunk of exportProducts(db, format)) text += chunk;
  return text;
}

export function exportFileName(format: ImportFormat, now = new Date()): string {
  return `products-${now.toISOString().slice(0, 10)}.${format}`;
}
