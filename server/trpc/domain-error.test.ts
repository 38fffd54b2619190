import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../errors';
import { createTestDeps } from '../test/deps';
import { createContextInner, type AppDeps } from './context';
import { publicProcedure, router } from './init';

const testRouter = router({
  taken: publicProcedure.mutation(() => {
    throw new DomainError('CONFLICT', 'This slug is already used.', 'slug');
  }),
  gone: publicProcedure.query(() => {
    throw new DomainError('NOT_FOUND', 'Post not found.');
  }),
  nested: publicProcedure
    .input(z.object({ product: z.object({ name: z.string().min(1, 'Please enter a name.') }) }))
    .mutation(() => 'ok'),
});

let deps: AppDeps;
beforeAll(async () => {
  deps = await createTestDeps();
});

async function call(path: string, method: 'GET' | 'POST', body?: unknown) {
  const url = `http://localhost/trpc/${path}`;
  const response = await fetchRequestHandler({
    endpoint: '/trpc',
    router: testRouter,
    req: new Request(url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify({ json: body }),
    }),
    createContext: () => createContextInner(deps),
  });
  return { status: response.status, body: (await response.json()) as any };
}

describe('DomainError, mapped once in the tRPC layer', () => {
  it('becomes the status of its code, with its message and its field as a field error', async () => {
    const { status, body } = await call('taken', 'POST', null);
    expect(status).toBe(409);
    expect(body.error.json.message).toBe('This slug is already used.');
    expect(body.error.json.data.fieldErrors).toEqual({ slug: ['This slug is already used.'] });
  });

  it('without a field has no field errors', async () => {
    const { status, body } = await call('gone', 'GET');
    expect(status).toBe(404);
    expect(body.error.json.message).toBe('Post not found.');
    expect(body.error.json.data.fieldErrors ?? undefined).toBeUndefined();
  });

  it('sends invalid input as field errors keyed by the dotted path', async () => {
    const { status, body } = await call('nested', 'POST', { product: { name: '' } });
    expect(status).toBe(400);
    expect(body.error.json.data.fieldErrors).toEqual({ 'product.name': ['Please enter a name.'] });
  });
});
