/**
 * Reading an import file (CSV or JSON) into records of raw cells by column, with the problems of
 * the file itself (unknown or doubled columns, no name column). Checking the values is
 * ./import-plan.ts's.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import {
  MAX_IMPORT_BYTES,
  type ImportFormat,
  type ImportProblem,
} from '../../shared/product-import';
import { EXPORT_COLUMNS } from '../../shared/schemas/product';
import { DomainError } from '../errors';
import { plural } from '../../shared/text';

export const MAX_IMPORT_ROWS = 50_000;

/** A file that cannot be read at all (as opposed to rows with problems, which the report lists). */
export function importFileError(message: string): DomainError {
  return new DomainError('BAD_REQUEST', message);
}

export interface SourceRecord {
  row: number;
  /** Normalised column name → raw value (CSV: text; JSON: any). */
  values: Map<string, unknown>;
  /** Problems found while reading (wrong cell count, not an object). */
  problems: ImportProblem[];
}

export interface SourceFile {
  format: ImportFormat;
  columns: Set<string>;
  records: SourceRecord[];
  notes: string[];
  problems: ImportProblem[];
}

const KNOWN_COLUMNS = new Set<string>(EXPORT_COLUMNS);
const IGNORED_COLUMNS = new Set(['updated_at']);
/** Columns of older exports that the standard now computes from the ingredient list. */
const COMPUTED_COLUMNS = new Set(['toxicity_rating', 'naturalness_rating', 'verdict']);

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
  const computed: string[] = [];
  for (const column of header) {
    if (!column) continue;
    if (seen.has(column)) {
      file.problems.push({ row: 0, column, message: `The column "${column}" appears twice.` });
    }
    seen.add(column);
    if (KNOWN_COLUMNS.has(column)) file.columns.add(column);
    else if (COMPUTED_COLUMNS.has(column)) computed.push(column);
    else if (!IGNORED_COLUMNS.has(column)) unknown.push(column);
  }
  if (computed.length > 0) {
    file.notes.push(
      `Badges are computed from the ingredient list by the standard: ${computed.join(', ')} ignored.`,
    );
  }
  if (unknown.length > 0) {
    file.notes.push(
      `Unknown ${plural(unknown.length, 'column')} ignored: ${unknown.slice(0, 20).join(', ')}.`,
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
