/** Blog categories and author profiles: real lists staff can add to and edit. */
import { DomainError } from '../errors';
import { slugify } from '../../shared/text';
import type { DB } from '../db/connect';
import { deleteById } from './by-id';

export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
  color: string | null;
  post_count: number;
}

export interface AuthorProfile {
  id: number;
  name: string;
  bio: string | null;
  post_count: number;
}

/** Categories ordered by name ascending, with how many posts use each. */
export async function listCategories(db: DB): Promise<BlogCategory[]> {
  return db
    .selectFrom('blog_categories as c')
    .leftJoin('blog_posts as p', 'p.category_id', 'c.id')
    .select([
      'c.id',
      'c.name',
      'c.slug',
      'c.color',
      (eb) => eb.fn.count<number>('p.id').as('post_count'),
    ])
    .groupBy('c.id')
    .orderBy('c.name', 'asc')
    .execute();
}

export interface CategoryInput {
  name: string;
  slug?: string;
  color?: string | null;
}

async function checkCategorySlug(db: DB, slug: string, exceptId?: number) {
  let q = db.selectFrom('blog_categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  if (await q.executeTakeFirst()) {
    throw new DomainError(
      'BAD_REQUEST',
      `A category with the slug "${slug}" already exists.`,
      'slug',
    );
  }
}

export async function createCategory(db: DB, input: CategoryInput): Promise<{ id: number }> {
  const slug = input.slug || slugify(input.name);
  if (!slug)
    throw new DomainError('BAD_REQUEST', 'The name needs at least one letter or digit.', 'name');
  await checkCategorySlug(db, slug);
  return db
    .insertInto('blog_categories')
    .values({ name: input.name, slug, color: input.color ?? null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateCategory(db: DB, id: number, input: CategoryInput): Promise<boolean> {
  const slug = input.slug || slugify(input.name);
  if (!slug)
    throw new DomainError('BAD_REQUEST', 'The name needs at least one letter or digit.', 'name');
  await checkCategorySlug(db, slug, id);
  const result = await db
    .updateTable('blog_categories')
    .set({ name: input.name, slug, color: input.color ?? null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Posts of a deleted category keep existing without a category (foreign key: set null). */
export const deleteCategory = (db: DB, id: number) => deleteById(db, 'blog_categories', id);

/** Authors ordered by name ascending, with how many posts each wrote. */
export async function listAuthors(db: DB): Promise<AuthorProfile[]> {
  return db
    .selectFrom('author_profiles as a')
    .leftJoin('blog_posts as p', 'p.author_id', 'a.id')
    .select(['a.id', 'a.name', 'a.bio', (eb) => eb.fn.count<number>('p.id').as('post_count')])
    .groupBy('a.id')
    .orderBy('a.name', 'asc')
    .execute();
}

export interface AuthorInput {
  name: string;
  bio?: string | null;
}

export async function createAuthor(db: DB, input: AuthorInput): Promise<{ id: number }> {
  return db
    .insertInto('author_profiles')
    .values({ name: input.name, bio: input.bio || null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateAuthor(db: DB, id: number, input: AuthorInput): Promise<boolean> {
  const result = await db
    .updateTable('author_profiles')
    .set({ name: input.name, bio: input.bio || null })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Posts of a deleted author keep existing without an author (foreign key: set null). */
export const deleteAuthor = (db: DB, id: number) => deleteById(db, 'author_profiles', id);
