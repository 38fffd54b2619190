import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrations as sqliteMigrations } from '../../migrations';
import { POSTGRES_BASELINE_COVERS, postgresMigrations } from '../../migrations/postgres';
import { describeWithPostgres } from '../test/postgres';
import { openDatabase } from './connect';
import { openPostgres } from './connect-postgres';
import { migrateToLatest } from './migrate';
import { schemaDifferences } from './schema-shape';
import { postgresSchemaShape } from './schema-shape-postgres';
import { sqliteSchemaShape } from './schema-shape-sqlite';

async function migratedSqliteShape() {
  const { db, sqlite } = openDatabase(':memory:');
  await migrateToLatest(db);
  const shape = sqliteSchemaShape(sqlite);
  await db.destroy();
  return shape;
}

describe('the two migration registries', () => {
  it('pair every SQLite migration after the PostgreSQL baseline with a twin of the same name', () => {
    const sqliteNames = Object.keys(sqliteMigrations).sort();
    expect(sqliteNames).toContain(POSTGRES_BASELINE_COVERS);
    const afterBaseline = sqliteNames.filter((name) => name > POSTGRES_BASELINE_COVERS);
    const postgresNames = Object.keys(postgresMigrations).sort();
    expect(postgresNames.slice(1), 'PostgreSQL migrations after the baseline').toEqual(
      afterBaseline,
    );
  });
});

describeWithPostgres('the PostgreSQL schema', (cluster) => {
  it('matches SQLite’s table by table: columns, types, nullability, defaults, keys, indexes', async () => {
    const { db } = openPostgres(await cluster().createDatabase());
    try {
      await migrateToLatest(db);
      const sqliteShape = await migratedSqliteShape();
      // The comparison covers what it claims to: expressions, partial indexes, composite keys.
      expect(Object.keys(sqliteShape)).toHaveLength(25);
      expect(sqliteShape.products!.indexes).toContain('(lower(trim(name)))');
      expect(sqliteShape.blog_posts!.indexes).toContain(
        '(scheduled_at) where scheduled_at is not null',
      );
      expect(sqliteShape.arrival_requests!.indexes).toContain('unique (product_id, email, region)');
      expect(sqliteShape.search_synonyms!.primaryKey).toEqual(['term', 'alternative']);
      const differences = schemaDifferences(sqliteShape, await postgresSchemaShape(db));
      expect(differences, 'SQLite and PostgreSQL schemas differ').toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('names each kind of difference (so that the comparison above can fail)', async () => {
    const { db } = openPostgres(await cluster().createDatabase());
    try {
      await migrateToLatest(db);
      for (const change of [
        sql`drop index products_name_key`,
        sql`alter table products alter column brand set not null`,
        sql`alter table products alter column price type text`,
        sql`alter table products alter column features drop default`,
        sql`alter table brands add column slogan text`,
        sql`alter table staff_sessions drop constraint staff_sessions_staff_id_fkey`,
        sql`alter table staff_sessions add foreign key (staff_id) references staff_users (id)`,
        sql`alter table product_reviews drop constraint product_reviews_rating_check`,
        sql`drop table search_synonyms`,
      ])
        await change.execute(db);
      const differences = schemaDifferences(
        await migratedSqliteShape(),
        await postgresSchemaShape(db),
      );
      expect(differences.sort()).toEqual(
        [
          'products: index (lower(trim(name))) is only in SQLite',
          'column products.brand: nullable in SQLite, not null in PostgreSQL',
          'column products.price: real in SQLite, text in PostgreSQL',
          "column products.features: default '[]' in SQLite, no default in PostgreSQL",
          'column brands.slogan is only in PostgreSQL',
          'staff_sessions: foreign key (staff_id) → staff_users (id) on delete cascade on update no action is only in SQLite',
          'staff_sessions: foreign key (staff_id) → staff_users (id) on delete no action on update no action is only in PostgreSQL',
          'product_reviews: 2 CHECK constraints in SQLite, 1 in PostgreSQL',
          'table search_synonyms is only in SQLite',
        ].sort(),
      );
    } finally {
      await db.destroy();
    }
  });
});
