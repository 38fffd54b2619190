/**
 * The writing half of an import: the file planned again inside one IMMEDIATE transaction (so that
 * no other write slips between the check and the write) and, when it has no problem, every row
 * written. Runs in the import worker (./import-worker.ts) on a connection of its own, or on the
 * main thread where no worker can run (a database in memory, Vitest).
 */
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { highestProductId, insertProducts, updateProductValues } from '../products/repository';
import { timeSlices } from '../time-slices';
import type { SourceFile } from './import-file';
import { INSERT_BATCH, planImport, type Plan } from './import-plan';

export interface ImportOutcome {
  plan: Plan;
  applied: boolean;
}

export async function writeImport(db: DB, file: SourceFile): Promise<ImportOutcome> {
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
