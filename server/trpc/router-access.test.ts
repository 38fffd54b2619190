import { TRPCError, type AnyProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createTestDeps } from '../test/deps';
import type { ProcedurePolicy } from './policy';
import { PERSONAL_PROCEDURES, PUBLIC_PROCEDURES } from './public-procedures';
import { appRouter } from './root';
import { shopperCaller } from '../test/callers';

const allProcedures = Object.keys(appRouter._def.procedures);

describe('router access', () => {
  it('knows of every procedure whether it is public or staff only, from the builder it is built on', () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, AnyProcedure>;
    for (const [name, procedure] of Object.entries(procedures)) {
      const access = (procedure._def.meta as ProcedurePolicy | undefined)?.access;
      expect(['public', 'staff'], name).toContain(access);
    }
    // The shopper's own pages need these; staff procedures are the rest.
    for (const name of ['catalog.search', 'auth.signIn', 'ingredients.check', 'assistant.send'])
      expect(PUBLIC_PROCEDURES.has(name), name).toBe(true);
    expect(PUBLIC_PROCEDURES.has('productAdmin.list')).toBe(false);
  });

  it('marks as personal only public procedures, and the ones that answer per person', () => {
    for (const name of PERSONAL_PROCEDURES) expect(PUBLIC_PROCEDURES.has(name), name).toBe(true);
    expect([...PERSONAL_PROCEDURES].sort()).toEqual(
      [
        'assistant.clear',
        'assistant.info',
        'assistant.send',
        'auth.me',
        'auth.setupStatus',
        'swapAnalysis.report',
      ].sort(),
    );
  });

  it('refuses an anonymous caller with UNAUTHORIZED on every non-public procedure', async () => {
    const deps = await createTestDeps();
    const caller = shopperCaller(deps);
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
