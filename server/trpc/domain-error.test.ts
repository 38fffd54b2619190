import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AiError } from '../ai/types';
import { DomainError } from '../errors';
import { createTestDeps } from '../test/deps';
import { createContextInner, type AppDeps } from './context';
import { createCallerFactory, publicProcedure, router } from './init';

const testRouter = router({
  taken: publicProcedure.mutation(() => {
    throw new DomainError('CONFLICT', 'This slug is already used.', 'slug');
  }),
  gone: publicProcedure.query(() => {
    throw new DomainError('NOT_FOUND', 'Post not found.');
  }),
  streamGone: publicProcedure.mutation(async function* () {
    yield 'first';
    throw new DomainError('NOT_FOUND', 'Post not found.');
  }),
  streamAborted: publicProcedure.mutation(async function* () {
    yield 'first';
    throw new AiError('aborted', 'The request was cancelled.');
  }),
  quota: publicProcedure.mutation(() => {
    throw new AiError('quota', 'The AI quota is used up.');
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

  it('maps the errors of a streamed answer as they come', async () => {
    const caller = createCallerFactory(testRouter)(createContextInner(deps));
    const gone = (await caller.streamGone())[Symbol.asyncIterator]();
    expect((await gone.next()).value).toBe('first');
    await expect(gone.next()).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Post not found.',
    });
    const aborted = (await caller.streamAborted())[Symbol.asyncIterator]();
    await aborted.next();
    await expect(aborted.next()).rejects.toMatchObject({ code: 'CLIENT_CLOSED_REQUEST' });
  });

  it('answers an AI provider failure with its own status and message', async () => {
    const { status, body } = await call('quota', 'POST', null);
    expect(status).toBe(429);
    expect(body.error.json.message).toBe('The AI quota is used up.');
  });
});
