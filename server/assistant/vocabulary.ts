/**
 * The built-in engine's vocabulary in English and Dutch: product types, categories, the
 * ingredient groups a shopper can ask to avoid, allergens, skin types and situations.
 *
 * Patterns run on normalised text (lower case, accents removed, see `normalise` in ./understand.ts), so 'crème'
 * is written 'creme' here and 'ingrediënten' 'ingredienten'.
 */
import {
  PRODUCT_TYPES as CATALOGUE_TYPES,
  productTypeNames,
  type CERTIFICATIONS,
  type Category,
  type PACKAGING,
  type ProductTypeId,
  type SKIN_TYPES,
} from '../../shared/catalog';

export type SkinType = (typeof SKIN_TYPES)[number];
export type Certification = (typeof CERTIFICATIONS)[number];
export type Packaging = (typeof PACKAGING)[number];
import type { Language, Situation } from './memory';

export interface ProductType {
  id: string;
  name: Record<Language, string>;
  /** Plural, for "the only two shampoos". */
  plural: Record<Language, string>;
  /** Words of the shopper (English and Dutch). */
  match: RegExp;
  category: Category;
  /** Catalogue products of this type: tested on name and subtitle, lower case. */
  product: RegExp;
  /** Search words for the catalogue index (name, brand, description). */
  search: string[];
  /**
   * The catalogue's product types (products.product_type) that answer this type: a product of
   * another type is never recommended as one, whatever its name says.
   */
  catalogue: readonly ProductTypeId[];
}

/** Per type of this vocabulary, the catalogue types that answer it (shared/catalog.ts). */
const CATALOGUE_TYPES_OF: Record<string, readonly ProductTypeId[]> = {
  'baby-wipes': ['baby-wipes'],
  'nappy-balm': ['nappy-cream'],
  toothpaste: ['toothpaste'],
  'baby-wash': ['baby-wash'],
  dishwasher: ['dishwasher-tablets'],
  'dish-soap': ['washing-up-liquid'],
  'all-purpose-cleaner': ['all-purpose-cleaner'],
  'glass-cleaner': ['glass-cleaner'],
  'toilet-cleaner': ['toilet-cleaner'],
  'floor-cleaner': ['floor-cleaner'],
  'bathroom-cleaner': ['bathroom-cleaner'],
  'stain-remover': ['stain-remover'],
  'wool-wash': ['wool-wash'],
  'laundry-detergent': ['laundry-detergent'],
  'baby-clothes': ['baby-clothing'],
  shampoo: ['shampoo'],
  conditioner: ['conditioner'],
  'hair-treatment': ['hair-mask', 'hair-oil'],
  'hair-styling': ['styling'],
  deodorant: ['deodorant'],
  sunscreen: ['sunscreen'],
  cleanser: ['cleanser'],
  toner: ['toner'],
  'face-oil': ['face-oil'],
  serum: ['serum'],
  'face-mask': ['face-mask'],
  'body-care': ['body-lotion', 'body-butter', 'body-oil'],
  moisturiser: ['moisturiser', 'night-cream'],
  foundation: ['foundation'],
  mascara: ['mascara'],
  lipstick: ['lipstick', 'lip-gloss'],
  'lip-balm': ['lip-balm'],
  'blush-bronzer': ['blush', 'bronzer', 'highlighter'],
  brow: ['brow'],
  candle: ['candle'],
  'home-fragrance': ['diffuser'],
  'food-wrap': ['food-wrap'],
  cookware: ['cookware'],
  'cutting-board': ['cutting-board'],
  clothing: ['t-shirt', 'shirt', 'knitwear', 'trousers', 'dress', 'jacket', 'hat', 'socks'],
};

/** Dutch names of the catalogue types this vocabulary takes over as they are. */
const DUTCH_NAMES: Partial<Record<ProductTypeId, [string, string]>> = {
  'night-cream': ['nachtcrème', 'nachtcrèmes'],
  'eye-cream': ['oogcrème', 'oogcrèmes'],
  exfoliator: ['scrub', 'scrubs'],
  'body-wash': ['douchegel', 'douchegels'],
  'hand-soap': ['handzeep', 'handzepen'],
  'hand-cream': ['handcrème', 'handcrèmes'],
  mouthwash: ['mondwater', 'mondwaters'],
  'dry-shampoo': ['droogshampoo', 'droogshampoos'],
  concealer: ['concealer', 'concealers'],
  eyeliner: ['eyeliner', 'eyeliners'],
  eyeshadow: ['oogschaduw', 'oogschaduwen'],
  'nail-polish': ['nagellak', 'nagellakken'],
  'baby-lotion': ['babylotion', 'babylotions'],
  nappies: ['luiers', 'luiers'],
  'fabric-softener': ['wasverzachter', 'wasverzachters'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A type of this vocabulary made from a catalogue type: its names and synonyms are the words. */
/** Words shoppers use beyond the catalogue's names and synonyms. */
const MORE_WORDS: Partial<Record<ProductTypeId, string[]>> = {
  'baby-lotion': ['baby lotion', 'baby balm', 'baby cream', 'babylotion', 'babycreme'],
};

function fromCatalogue(id: ProductTypeId): ProductType {
  const type = CATALOGUE_TYPES.find((candidate) => candidate.id === id)!;
  const names = [...productTypeNames(type), ...(MORE_WORDS[id] ?? [])]
    .map(fold)
    .filter((name) => !name.includes('&'));
  const words = names.map((name) => escape(name).replace(/[\s-]+/g, '[ -]?')).join('|');
  const dutch = DUTCH_NAMES[id] ?? [type.label.toLowerCase(), type.plural];
  return {
    id,
    name: { en: type.label.toLowerCase(), nl: dutch[0] },
    plural: { en: type.plural, nl: dutch[1] },
    match: new RegExp(`\\b(${words})\\b`),
    category: type.categories[0]!,
    product: new RegExp(names.map(escape).join('|')),
    search: [fold(type.label)],
    catalogue: [id],
  };
}

const t = (
  id: string,
  en: [string, string],
  nl: [string, string],
  category: Category,
  match: RegExp,
  product: RegExp,
  search: string[],
): ProductType => ({
  id,
  name: { en: en[0], nl: nl[0] },
  plural: { en: en[1], nl: nl[1] },
  match,
  category,
  product,
  search,
  catalogue: CATALOGUE_TYPES_OF[id] ?? [],
});

/** Most specific first: the first type that matches wins. */
export const PRODUCT_TYPES: readonly ProductType[] = [
  // Catalogue types named more precisely than the types below ('night cream', 'hand cream').
  ...(Object.keys(DUTCH_NAMES) as ProductTypeId[]).map(fromCatalogue),
  t(
    'baby-wipes',
    ['pack of baby wipes', 'packs of baby wipes'],
    ['pak billendoekjes', 'pakken billendoekjes'],
    'Baby & Kids',
    /\b(baby ?wipes?|wet ?wipes?|billendoekjes?|babydoekjes?|vochtige doekjes?)\b/,
    /wipes/,
    ['wipes'],
  ),
  t(
    'nappy-balm',
    ['nappy balm', 'nappy balms'],
    ['billenbalsem', 'billenbalsems'],
    'Baby & Kids',
    /\b((nappy|diaper) ?(rash|cream|balm|ointment)|luierzalf|billen ?(creme|zalf|balsem)|zinkzalf)\b/,
    /nappy|diaper/,
    ['nappy', 'diaper'],
  ),
  t(
    'toothpaste',
    ['toothpaste', 'toothpastes'],
    ['tandpasta', 'tandpasta’s'],
    'Baby & Kids',
    /\b(tooth ?paste|tandpasta|kindertandpasta)\b/,
    /toothpaste/,
    ['toothpaste'],
  ),
  t(
    'baby-wash',
    ['baby wash', 'baby washes'],
    ['babywasgel', 'babywasgels'],
    'Baby & Kids',
    /\b(baby ?(shampoo|wash|bath|soap|zeep)|babyshampoo|babybad|badschuim|bath soak|babywas(gel)?)\b/,
    /baby shampoo|bath soak|baby .*wash/,
    ['baby shampoo', 'bath soak', 'baby'],
  ),
  t(
    'dishwasher',
    ['dishwasher detergent', 'dishwasher detergents'],
    ['vaatwasmiddel', 'vaatwasmiddelen'],
    'Home cleaners',
    /\b(dishwasher|vaatwas\w*)\b/,
    /dishwasher/,
    ['dishwasher'],
  ),
  t(
    'dish-soap',
    ['dish soap', 'dish soaps'],
    ['afwasmiddel', 'afwasmiddelen'],
    'Home cleaners',
    /\b(dish ?(soap|washing|wash|liquid|detergent)s?|washing[- ]up( liquid)?|afwas ?middel\w*|afwassen|afwas)\b/,
    /dishwashing|dish soap|washing-up/,
    ['dishwashing', 'dish soap'],
  ),
  t(
    'all-purpose-cleaner',
    ['all-purpose cleaner', 'all-purpose cleaners'],
    ['allesreiniger', 'allesreinigers'],
    'Home cleaners',
    /\b(all[- ]?purpose|multi[- ]?surface|allesreiniger\w*|surface (spray|cleaner)|kitchen spray|keukenspray|spray cleaner)\b/,
    /all-purpose|multi-surface/,
    ['all-purpose', 'multi-surface'],
  ),
  t(
    'glass-cleaner',
    ['glass cleaner', 'glass cleaners'],
    ['glasreiniger', 'glasreinigers'],
    'Home cleaners',
    /\b(glass ?clean\w*|window ?clean\w*|glasreiniger\w*|ramen ?(lappen|reiniger)|glasspray)\b/,
    /glass/,
    ['glass'],
  ),
  t(
    'toilet-cleaner',
    ['toilet cleaner', 'toilet cleaners'],
    ['wc-reiniger', 'wc-reinigers'],
    'Home cleaners',
    /\b(toilet(?!ries)\w*|wc(-| )?(reiniger|eend|blok|pot)?|toiletreiniger\w*)\b/,
    /toilet/,
    ['toilet'],
  ),
  t(
    'floor-cleaner',
    ['floor cleaner', 'floor cleaners'],
    ['vloerreiniger', 'vloerreinigers'],
    'Home cleaners',
    /\b(floor ?(wash|clean\w*|soap)|vloer ?(reiniger|zeep|middel)\w*|dweilen)\b/,
    /floor/,
    ['floor'],
  ),
  t(
    'bathroom-cleaner',
    ['bathroom cleaner', 'bathroom cleaners'],
    ['badkamerreiniger', 'badkamerreinigers'],
    'Home cleaners',
    /\b(bathroom ?clean\w*|descaler|limescale|ontkalker|kalk ?(aanslag|reiniger)?|badkamer ?(reiniger|spray)?\w*)\b/,
    /bathroom|descaler/,
    ['bathroom', 'descaler'],
  ),
  t(
    'stain-remover',
    ['stain remover', 'stain removers'],
    ['vlekverwijderaar', 'vlekverwijderaars'],
    'Laundry',
    /\b(stain ?remov\w*|vlek ?(verwijderaar|middel|ken)\w*|vlekken)\b/,
    /stain/,
    ['stain'],
  ),
  t(
    'wool-wash',
    ['wool wash', 'wool washes'],
    ['wolwasmiddel', 'wolwasmiddelen'],
    'Laundry',
    /\b(wool ?wash|delicates|wolwas\w*|fijnwas\w*)\b/,
    /wool wash/,
    ['wool wash'],
  ),
  t(
    'laundry-detergent',
    ['laundry detergent', 'laundry detergents'],
    ['wasmiddel', 'wasmiddelen'],
    'Laundry',
    /\b(laundry|detergent|washing powder|fabric softener|softener|dryer sheets?|wasmiddel\w*|waspoeder|wasverzachter|wasgoed|droogtrommel|wasstrips)\b/,
    /laundry|detergent|dryer/,
    ['laundry', 'detergent', 'dryer'],
  ),
  t(
    'baby-clothes',
    ['baby clothing', 'baby clothes'],
    ['babykleding', 'babykleding'],
    'Baby & Kids',
    /\b(sleepsuit|romper|rompertje|babykleding|baby ?clothes|onesie|boxpakje|pyjama)\b/,
    /sleepsuit|romper/,
    ['sleepsuit'],
  ),
  t(
    'shampoo',
    ['shampoo', 'shampoos'],
    ['shampoo', 'shampoos'],
    'Haircare',
    /\b(shampoo\w*)\b/,
    /shampoo/,
    ['shampoo'],
  ),
  t(
    'conditioner',
    ['conditioner', 'conditioners'],
    ['conditioner', 'conditioners'],
    'Haircare',
    /\b(conditioner\w*|cremespoeling|creme ?spoeling|balsem voor (je|mijn) haar)\b/,
    /conditioner/,
    ['conditioner'],
  ),
  t(
    'hair-treatment',
    ['hair oil or mask', 'hair oils and masks'],
    ['haarolie of haarmasker', 'haaroliën en haarmaskers'],
    'Haircare',
    /\b(hair ?(oil|mask|serum|treatment)s?|scalp|haar ?(olie|masker|serum)s?|hoofdhuid)\b/,
    /hair oil|hair mask|scalp/,
    ['hair oil', 'hair mask', 'scalp'],
  ),
  t(
    'hair-styling',
    ['styling product', 'styling products'],
    ['stylingproduct', 'stylingproducten'],
    'Haircare',
    /\b(hair ?spray|texture spray|styling|haarlak|haarspray|gel voor (je|mijn) haar)\b/,
    /spray/,
    ['spray'],
  ),
  t(
    'deodorant',
    ['deodorant', 'deodorants'],
    ['deodorant', 'deodorants'],
    'Skincare',
    /\b(deodorant\w*|deo|antiperspirant|anti-?transpirant|deoroller|deostick)\b/,
    /deodorant|deo\b/,
    ['deodorant'],
  ),
  t(
    'sunscreen',
    ['sunscreen', 'sunscreens'],
    ['zonnebrand', 'zonnebrandmiddelen'],
    'Skincare',
    /\b(sun ?(screen|cream|block|lotion|protection)|spf ?\d*|zonnebrand\w*|zonnecreme|zonbescherming|zonnefilter)\b/,
    /sunscreen|spf/,
    ['sunscreen', 'spf'],
  ),
  t(
    'cleanser',
    ['cleanser', 'cleansers'],
    ['gezichtsreiniger', 'gezichtsreinigers'],
    'Skincare',
    /\b(cleanser|face ?wash|cleansing|make-?up remover|micellar|reinigingsmelk|gezichtsreiniger|reinigingsolie|make-?up ?remover|gezicht (wassen|reinigen))\b/,
    /cleanser|cleansing/,
    ['cleanser', 'cleansing'],
  ),
  t(
    'toner',
    ['toner', 'toners'],
    ['toner', 'toners'],
    'Skincare',
    /\b(toner|essence|tonic|gezichtswater|gezichtstonic)\b/,
    /toner|essence/,
    ['toner', 'essence'],
  ),
  t(
    'face-oil',
    ['face oil', 'face oils'],
    ['gezichtsolie', 'gezichtsoliën'],
    'Skincare',
    /\b(face ?oil|facial oil|gezichtsolie)\b/,
    /face oil/,
    ['face oil'],
  ),
  t(
    'serum',
    ['serum', 'serums'],
    ['serum', 'serums'],
    'Skincare',
    /\b(serum|face serum|gezichtsserum)\b/,
    /serum/,
    ['serum'],
  ),
  t(
    'face-mask',
    ['face mask', 'face masks'],
    ['gezichtsmasker', 'gezichtsmaskers'],
    'Skincare',
    /\b(face ?mask|clay mask|sheet mask|gezichtsmasker|kleimasker|masker)\b/,
    /mask/,
    ['mask'],
  ),
  t(
    'body-care',
    ['body lotion or butter', 'body lotions and butters'],
    ['bodylotion of bodybutter', 'bodylotions en bodybutters'],
    'Skincare',
    /\b(body ?(lotion|cream|butter|milk|oil)|bodylotion|bodybutter|bodymilk|lichaams ?(creme|melk|olie|lotion)|massage)\b/,
    /body (lotion|butter|cream|milk|oil)|massage/,
    ['body', 'massage'],
  ),
  t(
    'moisturiser',
    ['moisturiser', 'moisturisers'],
    ['dagcrème', 'dagcrèmes'],
    'Skincare',
    /\b(moisturi[sz]\w*|day ?cream|night ?cream|face ?cream|barrier cream|dagcreme|nachtcreme|gezichtscreme|hydraterende creme|creme voor (mijn|je) gezicht)\b/,
    /moisturi|day cream|barrier cream|night cream/,
    ['moisturis', 'cream'],
  ),
  t(
    'foundation',
    ['foundation', 'foundations'],
    ['foundation', 'foundations'],
    'Make-up',
    /\b(foundation|concealer|bb ?cream|cc ?cream|tinted moisturi[sz]er|poeder|powder)\b/,
    /foundation/,
    ['foundation'],
  ),
  t(
    'mascara',
    ['mascara', 'mascaras'],
    ['mascara', 'mascara’s'],
    'Make-up',
    /\b(mascara)\b/,
    /mascara/,
    ['mascara'],
  ),
  t(
    'lipstick',
    ['lipstick', 'lipsticks'],
    ['lippenstift', 'lippenstiften'],
    'Make-up',
    /\b(lipstick|lippenstift|lip ?colou?r)\b/,
    /lipstick/,
    ['lipstick'],
  ),
  t(
    'lip-balm',
    ['lip balm', 'lip balms'],
    ['lippenbalsem', 'lippenbalsems'],
    'Make-up',
    /\b(lip ?balm|lippenbalsem|chapstick|labello)\b/,
    /lip balm/,
    ['lip balm'],
  ),
  t(
    'blush-bronzer',
    ['blush or bronzer', 'blushes and bronzers'],
    ['blush of bronzer', 'blushes en bronzers'],
    'Make-up',
    /\b(blush|bronzer|rouge)\b/,
    /blush|bronzer/,
    ['blush', 'bronzer'],
  ),
  t(
    'brow',
    ['brow product', 'brow products'],
    ['wenkbrauwproduct', 'wenkbrauwproducten'],
    'Make-up',
    /\b(brows?|eyebrows?|wenkbrauw\w*)\b/,
    /brow/,
    ['brow'],
  ),
  t(
    'candle',
    ['candle', 'candles'],
    ['kaars', 'kaarsen'],
    'Decoration',
    /\b(candles?|kaars(en)?|geurkaars\w*)\b/,
    /candle/,
    ['candle'],
  ),
  t(
    'home-fragrance',
    ['home fragrance', 'home fragrances'],
    ['huisparfum', 'huisparfums'],
    'Decoration',
    /\b(diffuser|air ?freshener|room ?spray|luchtverfrisser|geurstokjes|huisparfum)\b/,
    /diffuser/,
    ['diffuser'],
  ),
  t(
    'food-wrap',
    ['food wrap', 'food wraps'],
    ['voedselwikkel', 'voedselwikkels'],
    'Kitchen',
    /\b(cling ?film|plastic wrap|food ?wraps?|vershoudfolie|huishoudfolie|bijenwasdoek\w*)\b/,
    /wrap/,
    ['wrap'],
  ),
  t(
    'cookware',
    ['pan', 'pans'],
    ['pan', 'pannen'],
    'Kitchen',
    /\b(non-?stick|teflon|frying pan|skillet|saute pan|cookware|koekenpan|pannen|anti-?aanbak\w*)\b/,
    /skillet|pan\b/,
    ['skillet', 'pan'],
  ),
  t(
    'cutting-board',
    ['cutting board', 'cutting boards'],
    ['snijplank', 'snijplanken'],
    'Kitchen',
    /\b(cutting ?board|chopping ?board|snijplank\w*)\b/,
    /cutting board/,
    ['cutting board'],
  ),
  t(
    'clothing',
    ['piece of clothing', 'clothes'],
    ['kledingstuk', 'kleding'],
    'Fashion',
    /\b(t-?shirts?|shirts?|sweaters?|jumpers?|trui(en)?|beanies?|muts(en)?|trousers|pants|broek(en)?|clothes|clothing|kleding|kleren)\b/,
    /tee|shirt|sweater|beanie|trousers/,
    ['cotton', 'wool', 'linen', 'hemp'],
  ),
];

export const PRODUCT_TYPE_BY_ID = new Map(PRODUCT_TYPES.map((type) => [type.id, type]));

/** Where on the body a product is used, and the catalogue types used there. */
export const BODY_AREAS = ['face', 'body', 'hands', 'lips', 'eyes', 'mouth'] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

export const AREA_TYPES: Record<BodyArea, readonly ProductTypeId[]> = {
  face: [
    'cleanser',
    'toner',
    'serum',
    'moisturiser',
    'night-cream',
    'face-oil',
    'face-mask',
    'exfoliator',
    'eye-cream',
    'sunscreen',
    'foundation',
    'concealer',
    'powder',
    'blush',
    'bronzer',
    'highlighter',
  ],
  body: [
    'body-lotion',
    'body-butter',
    'body-oil',
    'body-wash',
    'soap-bar',
    'deodorant',
    'sunscreen',
  ],
  hands: ['hand-cream', 'hand-soap'],
  lips: ['lip-balm', 'lipstick', 'lip-gloss'],
  eyes: ['eye-cream', 'mascara', 'eyeliner', 'eyeshadow', 'brow'],
  mouth: ['toothpaste', 'mouthwash'],
};

/** How a reply names the area it kept to. */
export const AREA_LABELS: Record<BodyArea, Record<Language, string>> = {
  face: { en: 'for your face', nl: 'voor je gezicht' },
  body: { en: 'for your body', nl: 'voor je lichaam' },
  hands: { en: 'for your hands', nl: 'voor je handen' },
  lips: { en: 'for your lips', nl: 'voor je lippen' },
  eyes: { en: 'for around your eyes', nl: 'voor rond je ogen' },
  mouth: { en: 'for teeth and mouth', nl: 'voor tanden en mond' },
};

/** The shopper's words for a body area (English and Dutch). */
export const AREA_WORDS: readonly { area: BodyArea; match: RegExp }[] = [
  { area: 'face', match: /\b(face|facial|gezicht\w*)\b/ },
  { area: 'hands', match: /\b(hands?|handen)\b/ },
  { area: 'lips', match: /\b(lips?|lippen)\b/ },
  { area: 'eyes', match: /\b(eyes?|eyelids?|ogen|oog|oogleden)\b/ },
  { area: 'mouth', match: /\b(teeth|mouth|gums|tanden|gebit|mond|tandvlees)\b/ },
  { area: 'body', match: /\b(body|lichaam\w*|arms|legs|armen|benen)\b/ },
];

/** Category words (used when no product type is named). */
export const CATEGORY_WORDS: readonly { category: Category; match: RegExp }[] = [
  {
    category: 'Skincare',
    match: /\b(skin ?care|skincare|face|facial|my skin|huidverzorging|gezicht\w*|mijn huid)\b/,
  },
  {
    category: 'Haircare',
    match:
      /\b(hair ?care|haircare|hair|haarverzorging|haar ?verzorging|mijn haar|je haar|het haar|haren|hoofdhuid|krullen)\b/,
  },
  { category: 'Make-up', match: /\b(make-?up|makeup|cosmetics)\b/ },
  {
    category: 'Home cleaners',
    match:
      /\b(cleaning|cleaners|household cleaner|cleaning products|schoonmaak\w*|huishoud\w*|poetsen|reinigers)\b/,
  },
  { category: 'Laundry', match: /\b(laundry|washing clothes|de was|was doen)\b/ },
  { category: 'Kitchen', match: /\b(kitchen|keuken\w*|cooking|koken)\b/ },
  { category: 'Decoration', match: /\b(decoration|decor|home decor|interieur|woondecoratie)\b/ },
  { category: 'Fashion', match: /\b(fashion|kleding|clothes|clothing)\b/ },
  {
    category: 'Baby & Kids',
    match:
      /\b(baby|babies|newborn|infant|toddler|kids?|children|child|kinderen|kindje|mijn kind|peuter)\b/,
  },
];

/** Ingredient groups of the avoid list (ids of shared/ingredients AVOID_GROUPS). */
export const AVOID_WORDS: readonly { group: string; match: RegExp }[] = [
  {
    group: 'fragrance',
    match:
      /\b(fragrances?|fragrance-?free|perfumes?|perfumed|parfum\w*|scents?|scented|unscented|geur\w*|geparfumeerd|aroma)\b/,
  },
  { group: 'parabens', match: /\b(parabens?|paraben-?free|parabenen|parabeen\w*|paraben\w*)\b/ },
  {
    group: 'sulfates',
    match: /\b(sulfates?|sulphates?|sulfate-?free|sls|sles|sulfaa?t(en)?\w*|sulfaatvrij)\b/,
  },
  {
    group: 'silicones',
    match: /\b(silicones?|silicone-?free|silicon|siliconen\w*|siliconenvrij)\b/,
  },
  { group: 'drying-alcohol', match: /\b(alcohol(-?free)?|alcoholvrij|ethanol)\b/ },
  {
    group: 'essential-oils',
    match: /\b(essential oils?|etherische olien?|essentiele olien?|etherische olie)\b/,
  },
  {
    group: 'tree-nuts',
    match:
      /\b(nut allerg\w*|tree ?nuts?|nuts|noten|notenallergie|pinda\w*|peanuts?|nootallergie)\b/,
  },
  {
    group: 'mineral-oil',
    match: /\b(mineral oils?|minerale olie|petrolatum|vaseline|paraffin\w*|aardolie)\b/,
  },
  { group: 'formaldehyde-releasers', match: /\b(formaldehyde?|formol)\b/ },
  {
    group: 'isothiazolinones',
    match: /\b(isothiazolinones?|methylisothiazolinone|mit|cmit)\b/,
  },
  { group: 'peg', match: /\b(pegs?|ethoxylat\w*)\b/ },
  {
    group: 'uv-filters',
    match:
      /\b(chemical (uv[- ])?filters?|chemische (uv[- ])?filters?|chemical sunscreens?|oxybenzone|octocrylene|homosalate)\b/,
  },
  { group: 'microplastics', match: /\b(micro-?plastics?|microplastic\w*|plastic particles)\b/ },
];

/**
 * Families of the catalogue's FREE FROM filter that are not avoid groups, in the shopper's words;
 * a product's families are the standard's (products.ingredient_families).
 */
export const FAMILY_WORDS: readonly { family: string; match: RegExp }[] = [
  {
    family: 'endocrine-disruptors',
    match:
      /\b(endocrine[- ]?disrupt\w*|endocrine|hormone[- ]?disrupt\w*|hormonal disrupt\w*|hormoonversto\w*|hormonale verstor\w*)\b/,
  },
];

export const FAMILY_LABELS: Record<string, Record<Language, string>> = {
  'endocrine-disruptors': {
    en: 'suspected endocrine disruptors',
    nl: 'vermoedelijke hormoonverstoorders',
  },
};

export const GROUP_LABELS: Record<string, Record<Language, string>> = {
  fragrance: { en: 'fragrance', nl: 'parfum' },
  parabens: { en: 'parabens', nl: 'parabenen' },
  sulfates: { en: 'sulfates', nl: 'sulfaten' },
  silicones: { en: 'silicones', nl: 'siliconen' },
  'drying-alcohol': { en: 'drying alcohol', nl: 'uitdrogende alcohol' },
  'essential-oils': { en: 'essential oils', nl: 'etherische oliën' },
  'tree-nuts': { en: 'nut oils', nl: 'notenoliën' },
  'mineral-oil': { en: 'mineral oil', nl: 'minerale olie' },
  'formaldehyde-releasers': { en: 'formaldehyde releasers', nl: 'formaldehydevormers' },
  isothiazolinones: { en: 'isothiazolinones (MIT)', nl: 'isothiazolinonen (MIT)' },
  peg: { en: 'PEGs', nl: "PEG's" },
  'uv-filters': { en: 'chemical UV filters', nl: 'chemische UV-filters' },
  microplastics: { en: 'microplastics', nl: 'microplastics' },
};

/** What each group is, in Dutch (the English text is in shared/ingredients AVOID_GROUPS). */
export const GROUP_DESCRIPTIONS_NL: Record<string, string> = {
  fragrance:
    'Parfum, aroma en de geurallergenen die in de EU op het etiket moeten staan. Een van de meest voorkomende oorzaken van huidallergie.',
  parabens:
    'Methyl-, ethyl-, propyl- en butylparaben en verwanten: conserveermiddelen, waarvan sommige onder de loep liggen als hormoonverstoorder.',
  sulfates:
    'Sterk schuimende reinigers zoals sodium lauryl sulfate en sodium laureth sulfate. Ze kunnen huid en hoofdhuid uitdrogen en irriteren.',
  silicones:
    'Dimethicone, cyclopentasiloxane en andere -cones en -siloxanes: gladmakers die slecht afbreken in het milieu.',
  'drying-alcohol':
    'Ethanol en alcohol denat. hoog op de lijst; ze kunnen de huid uitdrogen (vette alcoholen zoals cetearyl alcohol horen hier niet bij).',
  'essential-oils':
    'Geurige plantenoliën (lavendel, citrusschil, tea tree …): natuurlijk, maar een bekende oorzaak van allergieën.',
  'tree-nuts': 'Amandel-, shea-, argan-, macadamia-, hazelnoot- en andere notenoliën.',
  'mineral-oil': 'Oliën en wassen uit aardolie, zoals paraffinum liquidum en petrolatum.',
  'formaldehyde-releasers':
    'Conserveermiddelen die langzaam formaldehyde afgeven, zoals DMDM hydantoin.',
  isothiazolinones:
    'MIT, CMIT, BIT en OIT: sterke allergenen onder de conserveermiddelen, veel in schoonmaakmiddelen.',
  peg: 'PEG-, PPG-, polysorbaten en -eth-ingrediënten, waarin sporen van 1,4-dioxaan kunnen zitten.',
  'uv-filters': 'Oxybenzone, octocrylene, homosalate en andere organische UV-filters.',
  microplastics: 'Vaste plastic deeltjes en slecht afbreekbare synthetische polymeren.',
};

/** Allergens and ingredients named in everyday words → words matched in ingredient names. */
export const ALLERGEN_WORDS: readonly {
  match: RegExp;
  terms: string[];
  label: Record<Language, string>;
}[] = [
  {
    match: /\b(coconut|kokos\w*)\b/,
    terms: ['cocos', 'coco-', 'coconut', 'cocoyl', 'cocamid'],
    label: { en: 'coconut', nl: 'kokos' },
  },
  {
    match: /\b(lavender|lavendel)\b/,
    terms: ['lavandula', 'lavender'],
    label: { en: 'lavender', nl: 'lavendel' },
  },
  {
    match: /\b(citrus|lemon|orange|citroen|sinaasappel|limonene)\b/,
    terms: ['citrus', 'limonene', 'citral'],
    label: { en: 'citrus', nl: 'citrus' },
  },
  {
    match: /\b(beeswax|bijenwas|honey|honing)\b/,
    terms: ['cera alba', 'beeswax', 'mel ', 'honey'],
    label: { en: 'beeswax and honey', nl: 'bijenwas en honing' },
  },
  {
    match: /\b(lanolin\w*|wolvet|wool ?fat)\b/,
    terms: ['lanolin'],
    label: { en: 'lanolin', nl: 'lanoline' },
  },
  {
    match: /\b(gluten|wheat|tarwe)\b/,
    terms: ['triticum', 'wheat', 'hordeum', 'secale'],
    label: { en: 'wheat and gluten', nl: 'tarwe en gluten' },
  },
  {
    match: /\b(oats?|haver)\b/,
    terms: ['avena', 'oat'],
    label: { en: 'oat', nl: 'haver' },
  },
  {
    match: /\b(soy|soya|soja)\b/,
    terms: ['glycine soja', 'soy'],
    label: { en: 'soy', nl: 'soja' },
  },
  { match: /\b(aloe)\b/, terms: ['aloe'], label: { en: 'aloe', nl: 'aloë' } },
  {
    match: /\b(tea ?tree|melaleuca)\b/,
    terms: ['melaleuca', 'tea tree'],
    label: { en: 'tea tree', nl: 'tea tree' },
  },
  {
    match: /\b(eucalyptus)\b/,
    terms: ['eucalyptus'],
    label: { en: 'eucalyptus', nl: 'eucalyptus' },
  },
  {
    match: /\b(chamomile|kamille|calendula|goudsbloem|daisy family|composieten)\b/,
    terms: ['chamomilla', 'calendula', 'arnica', 'bisabolol'],
    label: { en: 'chamomile and calendula', nl: 'kamille en calendula' },
  },
  { match: /\b(latex)\b/, terms: ['latex'], label: { en: 'latex', nl: 'latex' } },
  {
    match: /\b(nickel|nikkel)\b/,
    terms: ['nickel'],
    label: { en: 'nickel', nl: 'nikkel' },
  },
];

export const SKIN_WORDS: readonly { skin: SkinType; match: RegExp }[] = [
  {
    skin: 'Sensitive Skin',
    match:
      /\b(sensitive|gevoelige?|eczema|eczeem|rosacea|atopic|atopische|reactive|irritated|geirriteerde?|allergic skin|psoriasis)\b/,
  },
  // Dry or oily hair is not a skin type ('a shampoo for my dry hair').
  {
    skin: 'Dry Skin',
    match:
      /\b(dry|droge?|flaky|schilfer\w*|trekkerig|tight skin)\b(?!\s+(?:hair|haar|ends|punten))/,
  },
  {
    skin: 'Oily Skin',
    match:
      /\b(oily|greasy|vette huid|acne|pimples?|puistjes|onzuiverheden|blemish\w*)\b(?!\s+(?:hair|haar))/,
  },
  { skin: 'Combination Skin', match: /\b(combination|gecombineerde?)\b/ },
];

export const SITUATION_WORDS: readonly { situation: Situation; match: RegExp }[] = [
  {
    situation: 'pregnancy',
    match:
      /\b(pregnan\w*|zwanger\w*|expecting|breast ?feeding|borstvoeding|nursing mum|nursing mom)\b/,
  },
  {
    situation: 'baby',
    match:
      /\b(baby|babies|babys|newborn|infant|toddler|pasgeboren\w*|zuigeling|kindje|peuter|dochtertje|zoontje|kids?|kinderen|my child|mijn kind)\b/,
  },
];

/** Preferences that map to catalogue filters. */
export const CERTIFICATION_WORDS: readonly { value: Certification; match: RegExp }[] = [
  { value: 'Vegan', match: /\b(vegan|veganistisch\w*|plantaardig)\b/ },
  { value: '100% Organic', match: /\b(organic|biologisch\w*|bio)\b/ },
  { value: 'Fairtrade', match: /\b(fair ?trade|eerlijke handel)\b/ },
  { value: 'B Corp', match: /\b(b ?corp)\b/ },
];

export const PACKAGING_WORDS: readonly { value: Packaging; match: RegExp }[] = [
  {
    value: 'Plastic Free',
    match: /\b(plastic[- ]?free|no plastic|zero ?waste|plasticvrij|zonder plastic|geen plastic)\b/,
  },
  { value: 'Refillable', match: /\b(refill\w*|navul\w*)\b/ },
];
