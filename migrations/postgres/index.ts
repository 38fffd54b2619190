import type { Migration } from 'kysely/migration';
import * as baseline from './2026_11_26_0402_baseline';
import * as productIngredientsByEntry from './2026_11_27_0001_product_ingredients_by_entry';
import * as recipientConsent from './2026_11_28_0001_recipient_consent';
import * as ingredientContextExplanations from './2026_11_28_0301_ingredient_context_explanations';

/**
 * PostgreSQL's registry (decision 0023). The baseline stands for SQLite's migrations up to its
 * name; every later SQLite migration gets a twin here under the same name.
 */
export const postgresMigrations: Record<string, Migration> = {
  '2026_11_26_0402_baseline': baseline,
  '2026_11_27_0001_product_ingredients_by_entry': productIngredientsByEntry,
  '2026_11_28_0001_recipient_consent': recipientConsent,
  '2026_11_28_0301_ingredient_context_explanations': ingredientContextExplanations,
};

/** The last SQLite migration the baseline includes. */
export const POSTGRES_BASELINE_COVERS = '2026_11_26_0402_brands';
