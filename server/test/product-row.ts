import type { ProductFormValues } from '../../shared/schemas/product';
import type { NewProductRow } from '../db/schema';

/**
 * A products row for tests that write the table directly: empty lists, no flags, these overrides.
 * It carries the Clean badge, so the catalogue lists it (server/standard/listing.ts), unless the
 * overrides say otherwise (`toxicity_rating: null`: a product that does not meet the standard).
 */
export function productRow(
  overrides: Partial<NewProductRow> & { name: string; created_at: string },
): NewProductRow {
  return {
    brand: 'Test Brand',
    category: 'Skincare',
    description: 'A test product.',
    features: '[]',
    review_count: 0,
    toxicity_rating: 'clean',
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

/** An ingredient list the standard calls Clean, for a test product the catalogue must list. */
export const CLEAN_INGREDIENTS =
  'Butyrospermum Parkii Butter, Helianthus Annuus Seed Oil, Tocopherol';

/**
 * A product as staff send it from the form: a skincare balm of Quiet Fields with these fields;
 * the product schema fills in every field left out.
 */
export function productForm(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return { name: 'Lavender Sleep Balm', brand: 'Quiet Fields', category: 'Skincare', ...overrides };
}
