import { sql } from 'kysely';
import { SUGGEST_MIN_LENGTH } from '../../shared/schemas/search';
import type { DB } from '../db/connect';
import { escapeLike } from '../db/like';
import { getCatalogIndex } from './catalog-state';
import { suggestProducts } from './service';

export interface Suggestions {
  products: {
    id: number;
    name: string;
    brand: string | null;
    image_url: string | null;
    /** Its ingredient families, so that the avoid list can mark it (null: no list). */
    ingredient_families: string[] | null;
  }[];
  brands: { brand: string; product_count: number }[];
  articles: { slug: string; title: string }[];
  ingredients: { inci: string; rating: string }[];
}

const EMPTY: Suggestions = { products: [], brands: [], articles: [], ingredients: [] };

/**
 * An ingredient name or one of its synonyms (a JSON list) has a word that starts with the text:
 * "oat" finds Oat Kernel Flour, not Sodium Benzoate or PU-coated Fabric.
 */
function wordStartsWith(column: 'inci' | 'synonyms', text: string) {
  const t = escapeLike(text);
  const starts = column === 'inci' ? [`${t}%`] : [`%"${t}%`];
  const patterns = [...starts, `% ${t}%`, `%-${t}%`, `%(${t}%`, `%/${t}%`];
  return sql<boolean>`(${sql.join(
    patterns.map((pattern) => sql`lower(${sql.ref(column)}) like ${pattern} escape '\\'`),
    sql` or `,
  )})`;
}

/** As-you-type suggestions for the header search: products, brands, articles and ingredients. */
export async function suggest(db: DB, rawQuery: string): Promise<Suggestions> {
  const q = rawQuery.trim().toLowerCase();
  if (q.length < SUGGEST_MIN_LENGTH) return EMPTY;
  const pattern = `%${escapeLike(q)}%`;

  const [products, index, articles, ingredients] = await Promise.all([
    suggestProducts(db, q, 5),
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
      .where((eb) => eb.or([wordStartsWith('inci', q), wordStartsWith('synonyms', q)]))
      // Names that start with the text first, then shorter names.
      .orderBy(sql`case when lower(inci) like ${`${escapeLike(q)}%`} escape '\\' then 0 else 1 end`)
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
    products: products.map(({ id, name, brand, image_url, ingredient_families }) => ({
      id,
      name,
      brand,
      image_url,
      ingredient_families,
    })),
    brands,
    articles,
    ingredients,
  };
}
