import { sql } from 'kysely';
import { SUGGEST_MIN_LENGTH } from '../../shared/schemas/search';
import type { DB } from '../db/connect';
import { getCatalogIndex, searchCatalog } from './service';

export interface Suggestions {
  products: { id: number; name: string; brand: string | null; image_url: string | null }[];
  brands: { brand: string; product_count: number }[];
  articles: { slug: string; title: string }[];
  ingredients: { inci: string; rating: string }[];
}

const EMPTY: Suggestions = { products: [], brands: [], articles: [], ingredients: [] };

/** `%text%` for LIKE with the wildcards of the text itself escaped. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** As-you-type suggestions for the header search: products, brands, articles and ingredients. */
export async function suggest(db: DB, rawQuery: string): Promise<Suggestions> {
  const q = rawQuery.trim().toLowerCase();
  if (q.length < SUGGEST_MIN_LENGTH) return EMPTY;
  const pattern = containsPattern(q);

  const [catalog, index, articles, ingredients] = await Promise.all([
    searchCatalog(db, { q, pageSize: 5 }),
    getCatalogIndex(db),
    db
      .selectFrom('blog_posts')
      .select(['slug', 'title'])
      .where('status', '=', 'published')
      .where(sql<boolean>`lower(title) like ${pattern} escape '\\'`)
      .orderBy('published_at', 'desc')
      .limit(3)
      .execute(),
    db
      .selectFrom('ingredients')
      .select(['inci', 'rating'])
      .where((eb) =>
        eb.or([
          sql<boolean>`lower(inci) like ${pattern} escape '\\'`,
          sql<boolean>`lower(synonyms) like ${pattern} escape '\\'`,
        ]),
      )
      // Names that start with the text first, then shorter names.
      .orderBy(
        sql`case when lower(inci) like ${`${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\' then 0 else 1 end`,
      )
      .orderBy(sql`length(inci)`)
      .limit(4)
      .execute(),
  ]);

  const brands: Suggestions['brands'] = [];
  index.brands.forEach((brand, i) => {
    if (brands.length < 3 && brand.toLowerCase().includes(q)) {
      brands.push({ brand, product_count: index.brandCounts[i] ?? 0 });
    }
  });

  return {
    products: catalog.items.map(({ id, name, brand, image_url }) => ({
      id,
      name,
      brand,
      image_url,
    })),
    brands,
    articles,
    ingredients,
  };
}
