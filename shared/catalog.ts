/** Catalogue vocabulary shared by the shop filters, the admin forms, the seed data and the server search. */

export const CATEGORIES = [
  'Skincare',
  'Haircare',
  'Home cleaners',
  'Make-up',
  'Baby & Kids',
  'Laundry',
  'Kitchen',
  'Decoration',
  'Fashion',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const NATURAL_INGREDIENTS = ['100% natural', '99% natural', '>95% natural'] as const;
export const CERTIFICATIONS = ['100% Organic', 'Fairtrade', 'Vegan', 'B Corp'] as const;
export const PACKAGING = ['Refillable', 'Reusable packaging', 'Plastic Free'] as const;
export const ORIGIN_REGIONS = [
  'Europe',
  'North-America',
  'Australia',
  'Asia',
  'South-America',
  'Africa',
] as const;
export const OWNERSHIP = ['Independent', 'Multinational owned'] as const;
export const SKIN_TYPES = [
  'Sensitive Skin',
  'Dry Skin',
  'Oily Skin',
  'Combination Skin',
  'All skin types',
] as const;
export const SENSITIVITIES = [
  'Hypoallergenic',
  'Fragrance Free',
  'Paraben Free',
  'Sulfate Free',
  'Dermatologist Tested',
  'Alcohol Free',
  'Silicon Free',
] as const;

export const SAFETY_RATINGS = ['no-concern', 'low-to-moderate-concern', 'high-concern'] as const;
export type SafetyRating = (typeof SAFETY_RATINGS)[number];
