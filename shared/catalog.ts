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

export interface ProductTypeDefinition {
  /** Stored in products.product_type and written in import files. */
  id: string;
  /** UK English, as staff and shoppers read it. */
  label: string;
  /** In running text: "Clean moisturisers". */
  plural: string;
  categories: readonly Category[];
}

/**
 * Other names shoppers search a product type by: US spellings, common names and Dutch names
 * (singular; plurals are derived by productTypeNames). A search for any of them finds the type.
 */
const TYPE_SYNONYMS: Partial<Record<string, readonly string[]>> = {
  cleanser: [
    'face wash',
    'facial cleanser',
    'cleansing gel',
    'cleansing milk',
    'reinigingsgel',
    'reinigingsmelk',
    'gezichtsreiniger',
  ],
  toner: ['facial toner', 'face toner', 'tonic', 'gezichtstonic'],
  serum: ['face serum', 'facial serum', 'gezichtsserum'],
  moisturiser: [
    'moisturizer',
    'moisturising cream',
    'moisturizing cream',
    'face cream',
    'day cream',
    'facial moisturiser',
    'facial moisturizer',
    'vochtinbrengende crème',
    'vochtinbrengende creme',
    'hydraterende crème',
    'hydraterende creme',
    'dagcrème',
    'dagcreme',
    'gezichtscrème',
    'gezichtscreme',
  ],
  'night-cream': ['night creme', 'overnight cream', 'nachtcrème', 'nachtcreme'],
  'eye-cream': ['eye balm', 'oogcrème', 'oogcreme'],
  exfoliator: ['exfoliant', 'face scrub', 'gezichtsscrub'],
  'face-mask': ['gezichtsmasker'],
  sunscreen: [
    'sunblock',
    'sun cream',
    'suncream',
    'sun screen',
    'spf',
    'zonnebrand',
    'zonnecrème',
    'zonnecreme',
  ],
  'body-lotion': ['body milk', 'bodylotion', 'bodymilk'],
  'body-wash': ['shower gel', 'douchegel', 'douchecrème', 'douchecreme'],
  'soap-bar': ['bar soap', 'soap', 'zeep', 'zeepblok'],
  'hand-soap': ['hand wash', 'handzeep'],
  'hand-cream': ['handcrème', 'handcreme'],
  'body-oil': ['lichaamsolie'],
  'lip-balm': ['lip salve', 'lippenbalsem'],
  deodorant: ['deo', 'antiperspirant', 'deodorant stick', 'deoroller'],
  toothpaste: ['tooth paste', 'tandpasta'],
  mouthwash: ['mouth wash', 'mondwater', 'mondspoeling'],
  shampoo: ['shampoo bar'],
  conditioner: ['hair conditioner', 'crèmespoeling', 'cremespoeling'],
  'hair-mask': ['haarmasker'],
  'hair-oil': ['haarolie'],
  'dry-shampoo': ['droogshampoo'],
  foundation: ['fond de teint'],
  blush: ['blusher'],
  eyeliner: ['eye liner', 'oogpotlood'],
  eyeshadow: ['eye shadow', 'oogschaduw'],
  lipstick: ['lippenstift'],
  'lip-gloss': ['lipgloss'],
  'nail-polish': ['nail varnish', 'nagellak'],
  'nappy-cream': ['diaper cream', 'diaper rash cream', 'billencrème', 'billencreme'],
  nappies: ['diapers', 'luiers'],
  'baby-wipes': ['wet wipes', 'billendoekje'],
  'all-purpose-cleaner': ['multi-purpose cleaner', 'multi surface cleaner', 'allesreiniger'],
  'washing-up-liquid': ['dish soap', 'dishwashing liquid', 'dish liquid', 'afwasmiddel'],
  'dishwasher-tablets': ['dishwasher detergent', 'vaatwastabletten'],
  'laundry-detergent': ['laundry soap', 'washing powder', 'washing liquid', 'wasmiddel'],
  'fabric-softener': ['fabric conditioner', 'wasverzachter'],
  'stain-remover': ['vlekverwijderaar', 'vlekkenverwijderaar'],
  'glass-cleaner': ['window cleaner', 'glasreiniger'],
  'bathroom-cleaner': ['shower cleaner', 'badkamerreiniger'],
  'toilet-cleaner': ['wc-reiniger', 'toiletreiniger'],
  'floor-cleaner': ['floor soap', 'vloerreiniger'],
  'wool-wash': ['wolwasmiddel'],
  candle: ['kaars'],
};

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

const productType = <const Id extends string>(
  id: Id,
  label: string,
  plural: string,
  ...categories: Category[]
) => ({ id, label, plural, categories }) satisfies ProductTypeDefinition;

/** What a product is within its category (a type may serve several): alternatives compare these. */
export const PRODUCT_TYPES = [
  productType('cleanser', 'Cleanser', 'cleansers', 'Skincare'),
  productType('toner', 'Toner', 'toners', 'Skincare'),
  productType('serum', 'Serum', 'serums', 'Skincare'),
  productType('moisturiser', 'Moisturiser', 'moisturisers', 'Skincare'),
  productType('night-cream', 'Night cream', 'night creams', 'Skincare'),
  productType('face-oil', 'Face oil', 'face oils', 'Skincare'),
  productType('face-mask', 'Face mask', 'face masks', 'Skincare'),
  productType('exfoliator', 'Exfoliator', 'exfoliators', 'Skincare'),
  productType('eye-cream', 'Eye cream', 'eye creams', 'Skincare'),
  productType('sunscreen', 'Sunscreen', 'sunscreens', 'Skincare', 'Baby & Kids'),
  productType('lip-balm', 'Lip balm', 'lip balms', 'Skincare', 'Make-up'),
  productType('body-lotion', 'Body lotion', 'body lotions', 'Skincare'),
  productType('body-butter', 'Body butter', 'body butters', 'Skincare'),
  productType('body-oil', 'Body oil', 'body oils', 'Skincare'),
  productType('body-wash', 'Body wash', 'body washes', 'Skincare'),
  productType('soap-bar', 'Soap bar', 'soap bars', 'Skincare'),
  productType('hand-soap', 'Hand soap', 'hand soaps', 'Skincare', 'Home cleaners'),
  productType('hand-cream', 'Hand cream', 'hand creams', 'Skincare'),
  productType('deodorant', 'Deodorant', 'deodorants', 'Skincare'),
  productType('toothpaste', 'Toothpaste', 'toothpastes', 'Skincare', 'Baby & Kids'),
  productType('mouthwash', 'Mouthwash', 'mouthwashes', 'Skincare'),
  productType('shampoo', 'Shampoo', 'shampoos', 'Haircare'),
  productType('conditioner', 'Conditioner', 'conditioners', 'Haircare'),
  productType('hair-mask', 'Hair mask', 'hair masks', 'Haircare'),
  productType('hair-oil', 'Hair oil', 'hair oils', 'Haircare'),
  productType('styling', 'Styling product', 'styling products', 'Haircare'),
  productType('dry-shampoo', 'Dry shampoo', 'dry shampoos', 'Haircare'),
  productType('foundation', 'Foundation', 'foundations', 'Make-up'),
  productType('concealer', 'Concealer', 'concealers', 'Make-up'),
  productType('powder', 'Powder', 'powders', 'Make-up'),
  productType('blush', 'Blush', 'blushes', 'Make-up'),
  productType('bronzer', 'Bronzer', 'bronzers', 'Make-up'),
  productType('highlighter', 'Highlighter', 'highlighters', 'Make-up'),
  productType('mascara', 'Mascara', 'mascaras', 'Make-up'),
  productType('eyeliner', 'Eyeliner', 'eyeliners', 'Make-up'),
  productType('eyeshadow', 'Eyeshadow', 'eyeshadows', 'Make-up'),
  productType('brow', 'Brow product', 'brow products', 'Make-up'),
  productType('lipstick', 'Lipstick', 'lipsticks', 'Make-up'),
  productType('lip-gloss', 'Lip gloss', 'lip glosses', 'Make-up'),
  productType('nail-polish', 'Nail polish', 'nail polishes', 'Make-up'),
  productType('baby-wash', 'Baby wash & bath', 'baby washes and baths', 'Baby & Kids'),
  productType('baby-lotion', 'Baby lotion & balm', 'baby lotions and balms', 'Baby & Kids'),
  productType('nappy-cream', 'Nappy cream', 'nappy creams', 'Baby & Kids'),
  productType('baby-wipes', 'Baby wipes', 'baby wipes', 'Baby & Kids'),
  productType('nappies', 'Nappies', 'nappies', 'Baby & Kids'),
  productType('baby-clothing', 'Baby clothing', 'baby clothing', 'Baby & Kids', 'Fashion'),
  productType('toy', 'Toy', 'toys', 'Baby & Kids'),
  productType(
    'all-purpose-cleaner',
    'All-purpose cleaner',
    'all-purpose cleaners',
    'Home cleaners',
  ),
  productType(
    'washing-up-liquid',
    'Washing-up liquid',
    'washing-up liquids',
    'Home cleaners',
    'Kitchen',
  ),
  productType(
    'dishwasher-tablets',
    'Dishwasher tablets',
    'dishwasher tablets',
    'Home cleaners',
    'Kitchen',
  ),
  productType('glass-cleaner', 'Glass cleaner', 'glass cleaners', 'Home cleaners'),
  productType('bathroom-cleaner', 'Bathroom cleaner', 'bathroom cleaners', 'Home cleaners'),
  productType('toilet-cleaner', 'Toilet cleaner', 'toilet cleaners', 'Home cleaners'),
  productType('floor-cleaner', 'Floor cleaner', 'floor cleaners', 'Home cleaners'),
  productType(
    'cloths-and-sponges',
    'Cloths & sponges',
    'cloths and sponges',
    'Home cleaners',
    'Kitchen',
  ),
  productType('laundry-detergent', 'Laundry detergent', 'laundry detergents', 'Laundry'),
  productType('wool-wash', 'Wool & delicates wash', 'wool and delicates washes', 'Laundry'),
  productType('stain-remover', 'Stain remover', 'stain removers', 'Laundry'),
  productType('fabric-softener', 'Fabric softener', 'fabric softeners', 'Laundry'),
  productType('dryer-balls', 'Dryer balls', 'dryer balls', 'Laundry'),
  productType('food-wrap', 'Food wrap', 'food wraps', 'Kitchen'),
  productType('food-storage', 'Food storage', 'food storage', 'Kitchen'),
  productType('cutting-board', 'Cutting board', 'cutting boards', 'Kitchen'),
  productType('cookware', 'Cookware', 'cookware', 'Kitchen'),
  productType('bowl', 'Bowl', 'bowls', 'Kitchen', 'Decoration'),
  productType('tableware', 'Tableware', 'tableware', 'Kitchen', 'Decoration'),
  productType('kitchen-utensil', 'Kitchen utensil', 'kitchen utensils', 'Kitchen'),
  productType('water-bottle', 'Water bottle', 'water bottles', 'Kitchen'),
  productType('candle', 'Candle', 'candles', 'Decoration'),
  productType('diffuser', 'Diffuser', 'diffusers', 'Decoration'),
  productType('vase', 'Vase', 'vases', 'Decoration'),
  productType('cushions-and-throws', 'Cushions & throws', 'cushions and throws', 'Decoration'),
  productType('t-shirt', 'T-shirt', 'T-shirts', 'Fashion'),
  productType('shirt', 'Shirt', 'shirts', 'Fashion'),
  productType('knitwear', 'Knitwear', 'knitwear', 'Fashion'),
  productType('trousers', 'Trousers', 'trousers', 'Fashion'),
  productType('dress', 'Dress', 'dresses', 'Fashion'),
  productType('jacket', 'Jacket', 'jackets', 'Fashion'),
  productType('hat', 'Hat', 'hats', 'Fashion'),
  productType('socks', 'Socks', 'socks', 'Fashion'),
  productType('underwear', 'Underwear', 'underwear', 'Fashion'),
  productType('bag', 'Bag', 'bags', 'Fashion'),
];
export type ProductTypeId = (typeof PRODUCT_TYPES)[number]['id'];
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
  const names = [type.label, type.plural, ...(TYPE_SYNONYMS[type.id] ?? []).flatMap(withPlural)];
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
