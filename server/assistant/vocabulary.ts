/**
 * The built-in engine's vocabulary, built from data: the language-independent tables in
 * ./languages/types.json (which product types, areas, groups… exist and in what order they are
 * tried) and each language's words in ./languages/<code>/words.json. A pattern joins the words of
 * every language, so a shopper may mix them.
 *
 * Patterns run on normalised text (lower case, accents removed, see `normalise` in
 * ./understand.ts), so 'crème' is written 'creme' in the word lists and 'ingrediënten'
 * 'ingredienten'.
 *
 * The tables below are rebuilt when a language is added (./languages.ts addLanguage); they are
 * `let` so that importers always see the current ones.
 */
import { z } from 'zod';
import {
  CATEGORIES,
  findProductType,
  productTypeNames,
  CERTIFICATIONS,
  PACKAGING,
  SKIN_TYPES,
  type Category,
  type ProductTypeId,
} from '../../shared/catalog';
import { languageCodes, languageOf, onLanguages, type LanguageWords } from './languages';
import { phraseList, stemmerFor, type PhraseList } from './fold';
import typeTables from './languages/types.json' with { type: 'json' };
import type { Situation } from './memory';

export type SkinType = (typeof SKIN_TYPES)[number];
export type Certification = (typeof CERTIFICATIONS)[number];
export type Packaging = (typeof PACKAGING)[number];

/** A text in every language the assistant speaks; English is always there. */
export type Names = { readonly en: string } & Readonly<Record<string, string | undefined>>;

/** The text in this language, or in English when the language has none. */
export function inLanguage(names: Names, lang: string): string {
  return names[lang] ?? names.en;
}

export interface ProductType {
  id: string;
  name: Names;
  /** Plural, for "the only two shampoos". */
  plural: Names;
  /** Words of the shopper (every language). */
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

/** Where on the body a product is used, and the catalogue types used there. */
export const BODY_AREAS = ['face', 'body', 'hands', 'lips', 'eyes', 'mouth'] as const;
export type BodyArea = (typeof BODY_AREAS)[number];

const id = z.string().min(1).max(40);
const ids = z.array(id).max(100);
const tablesSchema = z.object({
  /** Catalogue types the assistant takes over as they are, tried first (named most precisely). */
  catalogueTypes: ids,
  /** The assistant's own types, most specific first: the first type that matches wins. */
  types: z
    .array(
      z.object({
        id,
        category: z.enum(CATEGORIES),
        catalogue: ids,
        product: z.string().max(400),
        search: z.array(z.string().max(40)).max(10),
      }),
    )
    .max(200),
  /** Body areas in the order they are tried, with the catalogue types used there. */
  areas: z.array(z.object({ area: z.enum(BODY_AREAS), types: ids })).max(BODY_AREAS.length),
  categories: z.array(z.enum(CATEGORIES)).max(20),
  avoidGroups: ids,
  families: ids,
  allergens: z.array(z.object({ id, terms: z.array(z.string().max(40)).max(20) })).max(100),
  skinTypes: z.array(z.enum(SKIN_TYPES)).max(10),
  situations: ids,
  certifications: z.array(z.enum(CERTIFICATIONS)).max(10),
  packaging: z.array(z.enum(PACKAGING)).max(10),
  /** Common words of languages the built-in engine does not speak. */
  otherLanguageWords: z.array(z.string().max(40)).max(200),
  /** Product types Puur does not carry, each with the nearest assistant type it does carry. */
  gaps: z
    .array(z.object({ id, nearest: id }))
    .max(100)
    .default([]),
});
const TABLES = tablesSchema.parse(typeTables);

for (const catalogueId of [
  ...TABLES.catalogueTypes,
  ...TABLES.types.flatMap((type) => type.catalogue),
  ...TABLES.areas.flatMap((area) => area.types),
]) {
  if (!findProductType(catalogueId)) throw new Error(`Unknown catalogue type ${catalogueId}`);
}

/** A pattern that matches nothing: a section no language fills. */
export const NEVER = /(?!)/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Alternatives for a pattern, from words of every language; none match nothing. */
export const either = (words: readonly string[]) =>
  words.length > 0 ? words.join('|') : NEVER.source;

/** One pattern for the words of every language: whole words, optionally not before others. */
export function pattern(words: readonly string[], notBefore: readonly string[] = []): RegExp {
  if (words.length === 0) return NEVER;
  const after = notBefore.length > 0 ? `(?!\\s+(?:${notBefore.join('|')}))` : '';
  return new RegExp(`\\b(${words.join('|')})\\b${after}`);
}

/** The same text in every language, from what each language's words say. */
function names(pick: (words: LanguageWords, code: string) => string | undefined): Names {
  const out: Record<string, string> = {};
  for (const code of languageCodes()) {
    const text = pick(languageOf(code).words, code);
    if (text !== undefined) out[code] = text;
  }
  if (out.en === undefined) throw new Error('An English text is missing from the vocabulary');
  return out as Names;
}

/** The words of one section in every language. */
export const allWords = (pick: (words: LanguageWords) => readonly string[] | undefined) =>
  languageCodes().flatMap((code) => pick(languageOf(code).words) ?? []);

/**
 * The name and plural of a catalogue type in a language (English: its label in running text).
 */
function catalogueName(catalogueId: string, code: string): [string, string] | undefined {
  if (code === 'en') {
    const type = findProductType(catalogueId)!;
    return [type.label.toLowerCase(), type.plural];
  }
  const words = languageOf(code).productTypes.productTypes[catalogueId];
  return words?.name && words.plural ? [words.name, words.plural] : undefined;
}

/** An assistant type's name and plural: its own, else that of its only catalogue type. */
function typeName(typeId: string, catalogue: readonly string[], code: string, plural: boolean) {
  const own = languageOf(code).words.types[typeId];
  const pair: [string, string] | undefined =
    own?.name && own.plural
      ? [own.name, own.plural]
      : catalogue.length === 1
        ? catalogueName(catalogue[0]!, code)
        : undefined;
  return pair?.[plural ? 1 : 0];
}

/** A type of this vocabulary made from a catalogue type: its names and synonyms are the words. */
function fromCatalogue(catalogueId: ProductTypeId): ProductType {
  const type = findProductType(catalogueId)!;
  const plain = [...productTypeNames(type), ...allWords((w) => w.types[catalogueId]?.names)]
    .map(fold)
    .filter((name) => !name.includes('&'));
  const words = plain.map((name) => escape(name).replace(/[\s-]+/g, '[ -]?'));
  return {
    id: catalogueId,
    name: names((_, code) => typeName(catalogueId, [catalogueId], code, false)),
    plural: names((_, code) => typeName(catalogueId, [catalogueId], code, true)),
    match: pattern(words),
    category: type.categories[0]!,
    product: new RegExp(plain.map(escape).join('|')),
    search: [fold(type.label)],
    catalogue: [catalogueId],
  };
}

function ownType(row: (typeof TABLES.types)[number]): ProductType {
  return {
    id: row.id,
    name: names((_, code) => typeName(row.id, row.catalogue, code, false)),
    plural: names((_, code) => typeName(row.id, row.catalogue, code, true)),
    match: pattern(allWords((w) => w.types[row.id]?.words)),
    category: row.category,
    product: new RegExp(row.product),
    search: row.search,
    catalogue: row.catalogue,
  };
}

/**
 * Per type, its names and plain words folded by each language's stemmer: what is tried when no
 * pattern matched, so that an inflection the patterns do not spell ('toothpastes') still counts.
 */
export let TYPE_STEMS: readonly {
  type: ProductType;
  lists: { code: string; list: PhraseList }[];
}[] = [];
/** Most specific first: the first type that matches wins. */
export let PRODUCT_TYPES: readonly ProductType[] = [];
export let PRODUCT_TYPE_BY_ID = new Map<string, ProductType>();
export const AREA_TYPES = Object.fromEntries(
  TABLES.areas.map(({ area, types }) => [area, types]),
) as unknown as Record<BodyArea, readonly ProductTypeId[]>;
/** How a reply names the area it kept to. */
export let AREA_LABELS = {} as Record<BodyArea, Names>;
/** The shopper's words for a body area. */
export let AREA_WORDS: readonly { area: BodyArea; match: RegExp }[] = [];
/** Category words (used when no product type is named). */
export let CATEGORY_WORDS: readonly { category: Category; match: RegExp }[] = [];
/** Ingredient groups of the avoid list (ids of shared/ingredients AVOID_GROUPS). */
export let AVOID_WORDS: readonly { group: string; match: RegExp }[] = [];
export let GROUP_LABELS: Record<string, Names> = {};
/** What each group is, per language other than English (English: shared/ingredients AVOID_GROUPS). */
export let GROUP_DESCRIPTIONS: Record<string, Partial<Record<string, string>>> = {};
/**
 * Families of the catalogue's FREE FROM filter that are not avoid groups, in the shopper's words;
 * a product's families are the standard's (products.ingredient_families).
 */
export let FAMILY_WORDS: readonly { family: string; match: RegExp }[] = [];
export let FAMILY_LABELS: Record<string, Names> = {};
/** Allergens and ingredients named in everyday words → words matched in ingredient names. */
export let ALLERGEN_WORDS: readonly { match: RegExp; terms: string[]; label: Names }[] = [];
export let SKIN_WORDS: readonly { skin: SkinType; match: RegExp }[] = [];
export let SITUATION_WORDS: readonly { situation: Situation; match: RegExp }[] = [];
/** Preferences that map to catalogue filters. */
export let CERTIFICATION_WORDS: readonly { value: Certification; match: RegExp }[] = [];
export let PACKAGING_WORDS: readonly { value: Packaging; match: RegExp }[] = [];
/** Per language, its common words (the language of a message has most of them). */
export let LANGUAGE_WORDS: readonly { lang: string; match: RegExp }[] = [];
/** Types Puur does not carry ('nail polish remover'), tried before the types it does. */
export let GAP_WORDS: readonly { id: string; match: RegExp; label: Names; nearest: string }[] = [];
/** Common words of languages the built-in engine does not speak. */
export const OTHER_LANGUAGE_WORDS = new RegExp(
  `\\b(${TABLES.otherLanguageWords.join('|')})\\b`,
  'g',
);

const labelled = (
  list: readonly string[],
  section: (words: LanguageWords) => Record<string, { label?: string; words?: string[] }>,
) =>
  list.map((key) => ({
    key,
    match: pattern(allWords((w) => section(w)[key]?.words)),
    label: names((w) => section(w)[key]?.label),
  }));

const listed = (
  list: readonly string[],
  section: (words: LanguageWords) => Record<string, string[]>,
) => list.map((key) => ({ key, match: pattern(allWords((w) => section(w)[key])) }));

function build(): void {
  PRODUCT_TYPES = [...TABLES.catalogueTypes.map(fromCatalogue), ...TABLES.types.map(ownType)];
  PRODUCT_TYPE_BY_ID = new Map(PRODUCT_TYPES.map((type) => [type.id, type]));
  const plainWord = /^[a-z][a-z ]*[a-z]$/;
  TYPE_STEMS = PRODUCT_TYPES.map((type) => ({
    type,
    lists: languageCodes().map((code) => {
      const language = languageOf(code);
      const own = language.words.types[type.id];
      const plain = [
        type.name[code],
        type.plural[code],
        ...(own?.words ?? []),
        ...(own?.names ?? []),
      ].filter((word): word is string => word !== undefined && plainWord.test(word));
      return { code, list: phraseList(plain, stemmerFor(language.words.stemmer)) };
    }),
  }));

  const areas = labelled(
    TABLES.areas.map(({ area }) => area),
    (w) => w.areas,
  );
  AREA_WORDS = areas.map(({ key, match }) => ({ area: key as BodyArea, match }));
  AREA_LABELS = Object.fromEntries(areas.map(({ key, label }) => [key, label])) as Record<
    BodyArea,
    Names
  >;
  CATEGORY_WORDS = listed(TABLES.categories, (w) => w.categories).map(({ key, match }) => ({
    category: key as Category,
    match,
  }));

  const groups = labelled(TABLES.avoidGroups, (w) => w.avoidGroups);
  AVOID_WORDS = groups.map(({ key, match }) => ({ group: key, match }));
  GROUP_LABELS = Object.fromEntries(groups.map(({ key, label }) => [key, label]));
  GROUP_DESCRIPTIONS = Object.fromEntries(
    TABLES.avoidGroups.map((group) => [
      group,
      Object.fromEntries(
        languageCodes().map((code) => [
          code,
          languageOf(code).words.avoidGroups[group]?.description,
        ]),
      ),
    ]),
  );

  const families = labelled(TABLES.families, (w) => w.families);
  FAMILY_WORDS = families.map(({ key, match }) => ({ family: key, match }));
  FAMILY_LABELS = Object.fromEntries(families.map(({ key, label }) => [key, label]));

  ALLERGEN_WORDS = TABLES.allergens.map((allergen) => ({
    match: pattern(allWords((w) => w.allergens[allergen.id]?.words)),
    terms: allergen.terms,
    label: names((w) => w.allergens[allergen.id]?.label),
  }));
  SKIN_WORDS = TABLES.skinTypes.map((skin) => ({
    skin,
    match: pattern(
      allWords((w) => w.skinTypes[skin]?.words),
      allWords((w) => w.skinTypes[skin]?.notBefore),
    ),
  }));
  SITUATION_WORDS = listed(TABLES.situations, (w) => w.situations).map(({ key, match }) => ({
    situation: key as Situation,
    match,
  }));
  CERTIFICATION_WORDS = TABLES.certifications.map((value) => ({
    value,
    match: pattern(allWords((w) => w.certifications[value])),
  }));
  PACKAGING_WORDS = TABLES.packaging.map((value) => ({
    value,
    match: pattern(allWords((w) => w.packaging[value])),
  }));
  const gaps = labelled(
    TABLES.gaps.map((gap) => gap.id),
    (w) => w.gaps,
  );
  GAP_WORDS = gaps.map(({ key, match, label }) => ({
    id: key,
    match,
    label,
    nearest: TABLES.gaps.find((gap) => gap.id === key)!.nearest,
  }));
  for (const gap of GAP_WORDS) {
    if (!PRODUCT_TYPE_BY_ID.has(gap.nearest))
      throw new Error(`Unknown nearest type ${gap.nearest}`);
  }
  LANGUAGE_WORDS = languageCodes().map((code) => ({
    lang: code,
    match: new RegExp(`\\b(${languageOf(code).words.detect.join('|')})\\b`, 'g'),
  }));
}

onLanguages(build);
