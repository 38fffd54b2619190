/** What the blog router's test files share: a seeded database per test, callers and a post form. */
import { TRPCError } from '@trpc/server';
import { beforeEach } from 'vitest';
import { emptyPostForm, type PostForm } from '../../shared/blog';
import { createSeededDeps } from '../test/seeded';
import { addTestStaff } from '../test/staff';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/root';
import type { AppDeps } from '../trpc/context';
import { shopperCaller } from '../test/callers';

export let deps: AppDeps;

/** Registers a fresh database with the demo shop for each test; call it once per test file. */
export function useBlogRouter() {
  beforeEach(async () => {
    deps = await createSeededDeps();
  });
}

export const anonymous = () => shopperCaller(deps);
export async function staffCaller(role: 'admin' | 'editor' = 'editor') {
  const staff = await addTestStaff(deps.db, role);
  return createCaller(createContextInner(deps, { staff }));
}

export function form(overrides: Partial<PostForm> = {}): PostForm {
  return {
    ...emptyPostForm(),
    title: 'Why we love bar shampoo',
    slug: 'why-we-love-bar-shampoo',
    content: 'word '.repeat(450),
    ...overrides,
  };
}

export async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'OTHER';
  }
  return undefined;
}
