/**
 * The product import's contract, shared by the endpoint (server/product-admin/http.ts), the CLI
 * and the import page: import goes over plain HTTP (a 25 MB file), not tRPC, so its types live here.
 */
export const IMPORT_FORMATS = ['csv', 'json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024;

export interface ImportProblem {
  /** Spreadsheet row (the header is row 1) for CSV; 1-based item number for JSON; 0: the file. */
  row: number;
  /** null: the whole row or file. */
  column: string | null;
  message: string;
}

export interface ImportRowResult {
  row: number;
  action: 'create' | 'update' | 'unchanged' | 'invalid';
  /** The product updated (or the id a created product asks for). */
  id: number | null;
  name: string;
  brand: string | null;
}

export interface ImportReport {
  format: ImportFormat;
  dryRun: boolean;
  /** True when the rows were written. */
  applied: boolean;
  rowLabel: 'Row' | 'Item';
  total: number;
  created: number;
  updated: number;
  unchanged: number;
  invalid: number;
  problemCount: number;
  problems: ImportProblem[];
  /** Things worth knowing that are not problems (ignored columns). */
  notes: string[];
  rows: ImportRowResult[];
}

/** What POST /api/admin/products/import answers: the report, or an error that names the problem. */
export type ImportResponse = ImportReport | { error: string };
