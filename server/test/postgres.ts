/**
 * PostgreSQL in Vitest files: a describe block with a cluster of its own (decision 0023).
 */
import { afterAll, beforeAll, describe } from 'vitest';
import {
  findPostgresBin,
  missingBinariesMessage,
  startTestPostgres,
  type TestPostgres,
} from './postgres-cluster';

export { createDatabaseOn, findPostgresBin, type TestPostgres } from './postgres-cluster';

/**
 * A describe block with one cluster for the file. Without PostgreSQL's binaries it is skipped with
 * a message, except under CI=1, where it fails: CI must not pass by testing nothing.
 */
export function describeWithPostgres(name: string, body: (cluster: () => TestPostgres) => void) {
  const available = findPostgresBin() !== null;
  if (!available && !process.env.CI) {
    console.warn(`Skipping "${name}": ${missingBinariesMessage()}.`);
    describe.skip(name, () => body(() => never()));
    return;
  }
  describe(name, () => {
    let cluster: TestPostgres | undefined;
    beforeAll(async () => {
      cluster = await startTestPostgres();
    }, 60_000);
    afterAll(() => cluster?.stop());
    body(() => cluster ?? never());
  });
}

function never(): never {
  throw new Error('The test PostgreSQL cluster did not start');
}
