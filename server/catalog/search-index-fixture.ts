/**
 * The small catalogue the search index's tests are answered from (seven products with every kind
 * of field), and a search on it as the router asks one.
 */
import {
  catalogQuerySchema,
  normalizeQuery,
  type CatalogQueryInput,
} from '../../shared/schemas/catalog';
import { indexFromRows } from './index-builder';
import type { IndexRow } from './index-columns';
import type { TextFields } from './text-search';

export type Row = IndexRow & TextFields;

let nextId = 1;
export function row(overrides: Partial<Row>): Row {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    brand: 'Plain Brand',
    description: 'A product.',
    category: 'Skincare',
    product_type: null,
    price: 10,
    rating: 4,
    review_count: 10,
    created_at: `2026-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    is_bestseller: 0,
    toxicity_rating: null,
    naturalness_rating: null,
    natural_ingredients: null,
    certifications: [],
    packaging: [],
    origin_region: null,
    ownership_brand: null,
    skin_type: [],
    sensitivity: [],
    ingredient_families: null,
    ...overrides,
  };
}

export const ROWS: Row[] = [
  row({
    id: 1,
    name: 'Rosehip Face Oil',
    brand: 'Moss & Meadow',
    description: 'Cold-pressed rosehip for dry cheeks.',
    category: 'Skincare',
    price: 32.5,
    rating: 4.8,
    review_count: 100,
    is_bestseller: 1,
    toxicity_rating: 'clean',
    naturalness_rating: 'natural',
    natural_ingredients: '100% natural',
    certifications: ['100% Organic', 'Vegan'],
    packaging: ['Refillable', 'Plastic Free'],
    origin_region: 'Europe',
    ownership_brand: 'Independent',
    skin_type: ['Dry Skin', 'Sensitive Skin'],
    sensitivity: ['Fragrance Free', 'Paraben Free'],
  }),
  row({
    id: 2,
    name: 'Citrus Dish Soap',
    brand: 'Kind Kitchen',
    description: 'Cuts grease with orange peel oil.',
    category: 'Kitchen',
    price: 5.95,
    rating: 4.2,
    review_count: 50,
    natural_ingredients: '99% natural',
    certifications: ['Fairtrade'],
    packaging: ['Refillable'],
    origin_region: 'North-America',
    ownership_brand: 'Multinational owned',
  }),
  row({
    id: 3,
    name: 'Gentle Shampoo Bar',
    brand: 'MOSSY Hair',
    description: 'Solid shampoo, no plastic bottle.',
    category: 'Haircare',
    price: 12,
    rating: 4.8,
    review_count: 300,
    is_bestseller: 1,
    natural_ingredients: '>95% natural',
    certifications: ['Vegan', 'B Corp'],
    packaging: ['Plastic Free'],
    origin_region: 'Australia',
    ownership_brand: 'Independent',
    skin_type: ['All skin types'],
    sensitivity: ['Sulfate Free', 'Silicon Free'],
  }),
  row({
    id: 4,
    name: 'Zinc Baby Balm',
    brand: 'Little Leaf',
    description: 'Soothing balm with oat and shea.',
    category: 'Baby & Kids',
    price: null,
    rating: null,
    review_count: 0,
    natural_ingredients: '100% natural',
    certifications: ['100% Organic'],
    packaging: ['Reusable packaging'],
    origin_region: 'Europe',
    ownership_brand: 'Independent',
    skin_type: ['Sensitive Skin'],
    sensitivity: ['Hypoallergenic', 'Fragrance Free', 'Dermatologist Tested'],
  }),
  row({
    id: 5,
    name: 'Éclat Day Cream',
    brand: null,
    description: 'Light cream for oily skin. Smells of Rosehip.',
    category: 'Skincare',
    price: 21,
    rating: 3.9,
    review_count: 20,
    certifications: ['COSMOS'],
    origin_region: 'Asia',
    ownership_brand: 'Multinational owned',
    skin_type: ['Oily Skin', 'Combination Skin'],
    sensitivity: ['Alcohol Free'],
  }),
  row({
    id: 6,
    name: 'Linen Spray',
    brand: 'Moss & Meadow',
    description: 'Lavender water for sheets.',
    category: 'Laundry',
    price: 14,
    rating: 4.5,
    review_count: 40,
    packaging: ['Plastic Free', 'Reusable packaging'],
    origin_region: 'South-America',
    ownership_brand: 'Independent',
    sensitivity: ['Paraben Free'],
  }),
  row({
    id: 7,
    name: 'Wool Throw',
    brand: 'Africa Weaves',
    description: 'Hand-woven throw.',
    category: 'Decoration',
    price: 89,
    rating: 5,
    review_count: 2,
    certifications: ['Fairtrade'],
    origin_region: 'Africa',
    ownership_brand: 'Independent',
  }),
];

export const index = indexFromRows(ROWS);

export function search(input: CatalogQueryInput) {
  const query = normalizeQuery(catalogQuerySchema.parse(input));
  return index.search(query, undefined, undefined, { cache: false });
}
export const ids = (input: CatalogQueryInput) =>
  search({ pageSize: 48, ...input }).ids.sort((a, b) => a - b);
