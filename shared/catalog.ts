/** Catalogue vocabulary shared by the shop filters, the admin forms, the seed data and the server search. */
import englishWords from './vocabulary/en.json' with { type: 'json' };
import dutchWords from './vocabulary/nl.json' with { type: 'json' };
import typeTable from './vocabulary/product-types.json' with { type: 'json' };

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

export interface ProductTypeDefinition {
  /** Stored in products.product_type and written in import files. */
  id: string;
  /** UK English, as staff and shoppers read it. */
  label: string;
  /** In running text: "Clean moisturisers". */
  plural: string;
  categories: readonly Category[];
}

/** Lower-cased, accents folded, spaces and hyphens as single spaces: how type names are compared. */
export function foldTypeName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s-]+/g, ' ')
    .trim();
}

/** A name and its plural as shoppers type them (English -s/-es, Dutch -s for crème). */
function withPlural(name: string): string[] {
  if (/(s|sh|ch|x)$/.test(name)) return [name, `${name}es`];
  if (/y$/.test(name) && !/[aeiou]y$/.test(name)) return [name, `${name.slice(0, -1)}ies`];
  return [name, `${name}s`];
}

/** One language's words for the catalogue's product types (shared/vocabulary/<language>.json). */
export interface ProductTypeWords {
  productTypes: Record<string, { name?: string; plural?: string; synonyms?: string[] }>;
}

/**
 * The product types' names and synonyms per language. English names are the catalogue's labels;
 * every language's synonyms are search words. Their shapes are checked by the vocabulary test
 * (shared/vocabulary/schema.ts).
 */
export const PRODUCT_TYPE_WORDS: Readonly<Record<string, ProductTypeWords>> = {
  en: englishWords,
  nl: dutchWords,
};

function englishName(id: string): { name: string; plural: string } {
  const words = PRODUCT_TYPE_WORDS.en!.productTypes[id];
  if (!words?.name || !words.plural) throw new Error(`Product type ${id} has no English name`);
  return { name: words.name, plural: words.plural };
}

/** What a product is within its category (a type may serve several): alternatives compare these. */
export const PRODUCT_TYPES: readonly ProductTypeDefinition[] = (
  typeTable as { id: string; categories: Category[] }[]
).map(({ id, categories }) => {
  const { name, plural } = englishName(id);
  return { id, label: name, plural, categories };
});

/** The name and plural of a product type in a language, when that language names it. */
export function productTypeName(
  id: string,
  lang: string,
): { name: string; plural: string } | undefined {
  const words = PRODUCT_TYPE_WORDS[lang]?.productTypes[id];
  return words?.name && words.plural ? { name: words.name, plural: words.plural } : undefined;
}

/** Other names shoppers search a type by, in every language (singular; plurals are derived). */
function synonymsOf(id: string): string[] {
  return Object.values(PRODUCT_TYPE_WORDS).flatMap(
    (words) => words.productTypes[id]?.synonyms ?? [],
  );
}

/** Stored in products.product_type: one of the ids of shared/vocabulary/product-types.json. */
export type ProductTypeId = string;
/** The product types as the catalogue's filter lists them (labels, in vocabulary order). */
export const PRODUCT_TYPE_LABELS = PRODUCT_TYPES.map((type) => type.label) as unknown as readonly [
  string,
  ...string[],
];

const TYPES_BY_KEY = new Map<string, ProductTypeDefinition>(
  PRODUCT_TYPES.flatMap((type) => [
    [type.id, type],
    [type.label.toLowerCase(), type],
  ]),
);

/** The product type with this id or label, ignoring case ("Moisturiser" and "moisturiser"). */
export function findProductType(idOrLabel: string): ProductTypeDefinition | undefined {
  return TYPES_BY_KEY.get(idOrLabel.trim().toLowerCase());
}

/** Every name a search may use for a product type: label, plural and synonyms with their plurals. */
export function productTypeNames(type: ProductTypeDefinition): string[] {
  const names = [type.label, type.plural, ...synonymsOf(type.id).flatMap(withPlural)];
  names.push(...withPlural(type.label.toLowerCase()));
  return [...new Set(names.map((name) => name.toLowerCase()))];
}

/**
 * Built on first use, not when the module loads: the browser's catalogue pages import this module
 * but never name types from text, and folding every name cost their start-up a few ms (decision
 * 0018).
 */
let typesByName: Map<string, ProductTypeDefinition> | undefined;

/** The product type a search text names ("moisturizers", "vochtinbrengende crème"), if any. */
export function productTypeNamed(text: string): ProductTypeDefinition | undefined {
  typesByName ??= new Map(
    PRODUCT_TYPES.flatMap((type) =>
      productTypeNames(type).map((name) => [foldTypeName(name), type] as const),
    ),
  );
  return typesByName.get(foldTypeName(text));
}

/** The product types of a category, in the order of PRODUCT_TYPES; none without a category. */
export function productTypesOf(category: string | null | undefined): ProductTypeDefinition[] {
  return PRODUCT_TYPES.filter((type) => (type.categories as string[]).includes(category ?? ''));
}

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

/**
 * The catalogue's price filter: each range includes its upper bound, so "up to €25" is the first
 * two. Prices are in euro (products.price); a product without a price is in none.
 */
export const PRICE_RANGES = [
  { label: 'Up to €10', upTo: 10 },
  { label: '€10–€25', upTo: 25 },
  { label: '€25–€50', upTo: 50 },
  { label: '€50–€100', upTo: 100 },
  { label: 'Over €100', upTo: Number.POSITIVE_INFINITY },
] as const;
export const PRICE_RANGE_LABELS = PRICE_RANGES.map((range) => range.label) as unknown as readonly [
  string,
  ...string[],
];

/** The price range a price falls in; undefined without a price. */
export function priceRangeOf(price: number | null | undefined): string | undefined {
  if (price === null || price === undefined || !Number.isFinite(price)) return undefined;
  return PRICE_RANGES.find((range) => price <= range.upTo)?.label;
}

/**
 * The catalogue's FREE FROM filter: ingredient families, checked against each product's analysed
 * ingredient list (shared/ingredients.ts INGREDIENT_FAMILIES holds the tests). A product is free
 * from a family when its list is published and none of its ingredients belongs to it.
 */
export const FREE_FROM = [
  { id: 'fragrance', label: 'Fragrance' },
  { id: 'fragrance-allergens', label: 'EU fragrance allergens' },
  { id: 'essential-oils', label: 'Essential oils' },
  { id: 'endocrine-disruptors', label: 'Suspected endocrine disruptors' },
  { id: 'formaldehyde-releasers', label: 'Formaldehyde releasers' },
  { id: 'isothiazolinones', label: 'Isothiazolinones' },
  { id: 'parabens', label: 'Parabens' },
  { id: 'sulfates', label: 'Sulfates' },
  { id: 'silicones', label: 'Silicones' },
  { id: 'drying-alcohol', label: 'Drying alcohol' },
  { id: 'mineral-oil', label: 'Mineral oil & petrolatum' },
  { id: 'peg', label: 'PEGs & ethoxylates' },
  { id: 'uv-filters', label: 'Chemical UV filters' },
  { id: 'microplastics', label: 'Microplastics' },
  { id: 'tree-nuts', label: 'Tree nut oils' },
] as const;
export type FamilyId = (typeof FREE_FROM)[number]['id'];
export const FREE_FROM_LABELS = FREE_FROM.map((family) => family.label) as unknown as readonly [
  string,
  ...string[],
];
export const FAMILY_IDS: readonly FamilyId[] = FREE_FROM.map((family) => family.id);

export const SAFETY_RATINGS = ['no-concern', 'low-to-moderate-concern', 'high-concern'] as const;
export type SafetyRating = (typeof SAFETY_RATINGS)[number];
