import type { NewProductRow } from '../db/schema';

/** A products row for tests that write the table directly: empty lists, no flags, these overrides. */
export function productRow(
  overrides: Partial<NewProductRow> & { name: string; created_at: string },
): NewProductRow {
  return {
    brand: 'Test Brand',
    category: 'Skincare',
    description: 'A test product.',
    features: '[]',
    review_count: 0,
    is_bestseller: 0,
    is_homepage_hero: 0,
    is_homepage_bestseller: 0,
    is_hero_brand: 0,
    certifications: '[]',
    packaging: '[]',
    skin_type: '[]',
    sensitivity: '[]',
    pros: '[]',
    cons: '[]',
    quotes: '[]',
    updated_at: overrides.created_at,
    ...overrides,
  };
}
