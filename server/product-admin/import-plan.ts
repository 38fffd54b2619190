/**
 * Planning an import: every record's cells converted and checked against the form's schema, its
 * target found (by id, else by brand and name), duplicates within the file and against the
 * catalogue reported, and each row's action decided (create, update, unchanged, invalid).
 */
import type { ImportProblem, ImportRowResult } from '../../shared/product-import';
import {
  PRODUCT_FIELDS,
  productInputSchema,
  type ProductField,
  type ProductInput,
} from '../../shared/schemas/product';
import type { DB } from '../db/connect';
import { productIdsByMatchKey, readStoredProducts } from '../products/repository';
import {
  matchKey,
  toProductColumns,
  toStaffProduct,
  type StoredProductRow,
} from '../products/rows';
import { timeSlices } from '../time-slices';
import { convertValue, parseCreatedAt, parseId } from './import-cells';
import type { SourceFile, SourceRecord } from './import-file';

/** Rows per multi-row insert (30 columns each: far below SQLite's limit of bound values). */
export const INSERT_BATCH = 100;
async function mapInSlices<T, U>(items: readonly T[], fn: (item: T) => U): Promise<U[]> {
  const pause = timeSlices();
  const out: U[] = [];
  for (const item of items) {
    out.push(fn(item));
    await pause();
  }
  return out;
}

export interface PlannedRow {
  result: ImportRowResult;
  problems: ImportProblem[];
  product?: ProductInput;
  createdAt?: string | null;
  before?: StoredProductRow;
}

export interface Plan {
  file: SourceFile;
  rows: PlannedRow[];
  problems: ImportProblem[];
}

export async function planImport(db: DB, file: SourceFile): Promise<Plan> {
  // Every product's brand and name, to match rows without an id.
  const byKey = await productIdsByMatchKey(db);

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
  const existing = await readStoredProducts(
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
  for (const [id, row] of await readStoredProducts(db, [...targetIds])) existing.set(id, row);

  // Second pass: merge, validate, check duplicates.
  const seenTargets = new Map<number, number>();
  const seenKeys = new Map<string, number>();
  const rows: PlannedRow[] = await mapInSlices(drafts, (draft) => {
    const { record, problems, provided } = draft;
    const row = record.row;
    let target: StoredProductRow | undefined;
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

    const base = target ? toStaffProduct(target) : {};
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
          JSON.stringify(toProductColumns(product)) ===
          JSON.stringify(toProductColumns(toStaffProduct(target)));
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
