/**
 * The catalogue products an article recommends: for a topic about a product type, the ones the
 * assistant would choose; otherwise products of the topic's categories whose name or description
 * has the topic's words, clean ones first.
 */
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { fromJsonList } from '../db/json';
import { STOPWORDS } from './writer-words';
import { findCandidates } from '../assistant/catalog';
import { recommend, type Preferences } from '../assistant/recommend';
import type { Understanding } from '../assistant/understand';
import type { ProductRef } from './research';

/**
 * Catalogue products of the topic's type that fit what it asks (its avoid list, skin type and
 * situation), chosen as the assistant chooses them; never a product of another type, and never
 * one whose label lists an ingredient the article warns about.
 */
export async function typedProducts(
  db: DB,
  wish: Understanding,
  warned: string[],
): Promise<ProductRef[]> {
  const candidates = await findCandidates(db, { type: wish.type, category: wish.category });
  const prefs: Preferences = {
    avoid: { groups: wish.addGroups, terms: wish.addTerms.flatMap((t) => t.terms) },
    termLabels: wish.addTerms.map((t) => t.label),
    families: wish.addFamilies,
    skinTypes: wish.skinTypes,
    situations: wish.situations,
    certifications: wish.certifications,
    packaging: wish.packaging,
    priceMax: null,
    flagged: [],
  };
  const warnedSet = new Set(warned);
  const fitting = candidates.filter(
    (p) => !p.ingredients.some((i) => warnedSet.has(i.name.toLowerCase())),
  );
  return recommend(fitting, prefs, { max: 4, lang: 'en' }).picks.map(({ product }) => ({
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    description: product.description,
    features: product.features,
    clean: product.toxicity_rating === 'clean',
    natural: product.naturalness_rating === 'natural',
  }));
}

/**
 * Catalogue products for the topic: in its categories or naming its words, clean ones first, and
 * never one whose label lists an ingredient the article warns about.
 */
export async function findProducts(
  db: DB,
  categories: string[],
  tokens: string[],
  avoid: string[],
): Promise<ProductRef[]> {
  const terms = tokens.filter((t) => t.length >= 4 && !STOPWORDS.has(t)).slice(0, 6);
  if (!categories.length && !terms.length) return [];
  const rows = await db
    .selectFrom('products')
    .select([
      'id',
      'name',
      'brand',
      'category',
      'description',
      'features',
      'toxicity_rating',
      'naturalness_rating',
      'rating',
      'ingredients_text',
    ])
    .where((eb) =>
      eb.or([
        ...(categories.length ? [eb('category', 'in', categories)] : []),
        ...terms.map((t) =>
          eb(sql`lower(name || ' ' || coalesce(description, ''))`, 'like', `%${t}%`),
        ),
      ]),
    )
    .orderBy(sql`toxicity_rating = 'clean'`, 'desc')
    .orderBy('rating', 'desc')
    .orderBy('id', 'asc')
    .limit(60)
    .execute();
  // Whole words only ("pans" must not match "expands"); products that name the topic come first.
  const score = (row: (typeof rows)[number]) =>
    terms.filter((t) =>
      new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(
        `${row.name} ${row.description ?? ''}`,
      ),
    ).length;
  return (
    rows
      .filter((row) => {
        const label = (row.ingredients_text ?? '').toLowerCase();
        return !avoid.some((name) => label.includes(name));
      })
      .map((row, order) => ({ row, order, score: score(row) }))
      // Outside the topic's categories a product must name two of its words ("iron" alone is not cookware).
      .filter(({ row, score: s }) =>
        row.category !== null && categories.includes(row.category)
          ? true
          : s >= (categories.length ? 2 : 1),
      )
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, 4)
      .map(({ row }) => ({
        id: row.id,
        name: row.name,
        brand: row.brand,
        category: row.category,
        description: row.description,
        features: fromJsonList(row.features),
        clean: row.toxicity_rating === 'clean',
        natural: row.naturalness_rating === 'natural',
      }))
  );
}
