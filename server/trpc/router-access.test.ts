import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createTestDeps } from '../test/deps';
import { createContextInner } from './context';
import { PUBLIC_PROCEDURES } from './public-procedures';
import { appRouter, createCaller } from './root';

const allProcedures = Object.keys(appRouter._def.procedures);

describe('router access', () => {
  it('lists only procedures that exist as public', () => {
    for (const name of PUBLIC_PROCEDURES) expect(allProcedures).toContain(name);
  });

  it('refuses an anonymous caller with UNAUTHORIZED on every non-public procedure', async () => {
    const deps = await createTestDeps();
    const caller = createCaller(createContextInner(deps));
    const guarded = allProcedures.filter((name) => !PUBLIC_PROCEDURES.has(name));
    expect(guarded.length).toBeGreaterThan(0);
    for (const name of guarded) {
      const procedure = name.split('.').reduce<any>((node, key) => node[key], caller);
      let error: unknown;
      try {
        await procedure({});
      } catch (caught) {
        error = caught;
      }
      expect(error, name).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code, name).toBe('UNAUTHORIZED');
    }
  });
});
