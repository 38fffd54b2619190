// The twin of SQLite's migration of the same name (decision 0023): its schema calls read the same
// on PostgreSQL, so the twin is that migration itself, frozen with it.
export { up, down } from '../2026_11_27_0001_product_ingredients_by_entry';
