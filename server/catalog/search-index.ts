/**
 * The in-memory catalogue search index (see docs/decisions/0002-catalogue-search.md).
 *
 * Built once per catalogue version from the products table: one position per product, typed-array
 * columns per filter group (a code for single-valued fields, a bit mask for list fields) and the
 * sort orders, and the search text (./text-index.ts), whose matches are a bit set cached per text.
 * Products changed since the build are answered beside it, row by row (`patched`,
 * ./index-patch.ts): their old positions are left out of every set, their current rows checked
 * against the query and merged into the counts and the page.
 * A query is answered with bit sets: OR inside a group, AND across groups, and each group's counts
 * ignore that group's own selection (disjunctive facets): with the option sets, or product by
 * product (./facet-tally.ts), and handed out as objects or JSON (./facet-counts.ts). Only the
 * page's ids leave the index; the caller reads those rows from SQLite.
 *
 * Matching rules: search text in name, brand or description, case-insensitive
 * substring; category exact; brand case-insensitive substring (any selected); bestseller uses
 * is_bestseller; natural ingredients, origin and ownership exact (any selected); certifications,
 * packaging, skin type and sensitivity: the product lists any of the selected.
 */
import { LRUCache } from 'lru-cache';
import { FAMILY_IDS, PRODUCT_TYPES } from '../../shared/catalog';
import {
  FILTER_GROUPS,
  type AvoidFilter,
  type NormalizedQuery,
  type SortKey,
} from '../../shared/catalog-search';
import {
  and,
  andAll,
  countAnd,
  countBits,
  emptyBits,
  forEachBit,
  fullBits,
  hasBit,
  positionsOf,
  setBit,
  wordRange,
  type Bits,
} from './bitset';
import { NO_TERMS, type SearchTerms } from './text-search';
import type {
  Column,
  FacetCounts,
  FacetId,
  FacetRows,
  SearchHit,
  SingleColumn,
} from './index-columns';
import { countsOf, FacetsJson } from './facet-counts';
import { tallyProducts, type Tallies, type TallySource } from './facet-tally';
import { TextIndex, type TextIndexParts } from './text-index';
import {
  FACET_IDS,
  addedRow,
  rowHasText,
  rowRelevance,
  rowAvoided,
  rowMatches,
  type AddedRow,
  type Changes,
} from './index-patch';
import {
  compareBrands,
  compareKeys,
  sortValuesAt,
  type SortKeyParts,
  type SortValues,
} from './sort-keys';

const TEXT_CACHE_SIZE = 128;
/** Facet selections kept as sets (a set is 12.5 KB at 100,000 products). */
const MATCH_CACHE_SIZE = 256;
const RESULT_CACHE_SIZE = 32;

/** What an index is made of: typed arrays and strings only, so a worker can build and send it. */
export interface IndexParts {
  ids: Int32Array;
  /** The positions whose ingredient list is analysed (FREE FROM and avoiding need one). */
  analysed: Uint32Array;
  /** Positions ordered by product id (see positionOf). */
  byId: Int32Array;
  /** The facets' values product by product, for counting small results. */
  rows: FacetRows;
  brands: readonly string[];
  categories: readonly string[];
  columns: Record<FacetId, Column>;
  orders: Record<SortKey, Int32Array>;
  /** Each position's sort values, to place a changed product among the others. */
  keys: SortKeyParts;
  text: TextIndexParts;
}

interface Evaluated {
  bits: Bits;
  total: number;
  /** The counts as tallies (an unpatched index), turned into `facets` or JSON when asked for. */
  tallies: Tallies | null;
  facets: FacetCounts | null;
  /** The counts as JSON (UTF-8), written when first asked for. */
  facetsJson: Uint8Array | null;
  /** Changed products that match, beside `bits`. */
  added: AddedRow[];
  /** The positions of `bits`, ascending, when they are few (SPARSE). */
  positions: Int32Array | null;
  /** Those positions in each sort order asked for so far. */
  sorted: Partial<Record<SortKey, Int32Array>>;
}

/**
 * A result of at most one product in SPARSE is handled as a list of positions: counted product by
 * product and sorted by rank, instead of scanning whole bit sets and sort orders.
 */
const SPARSE = 32;

/** What counting one product costs, in AND-and-popcounts of one word (measured, roughly). */
const TALLY_COST = 3;

/**
 * Facets whose selected options must all hold (FREE FROM): counted over the result itself, so each
 * count says how many of the shown products would remain.
 */
const CONJUNCTIVE = new Set<FacetId>(['freeFrom']);

const NO_IDS: ReadonlySet<number> = new Set();

export class CatalogIndex {
  readonly size: number;
  readonly ids: Int32Array;
  /** Distinct non-empty brands, sorted alphabetically. */
  readonly brands: readonly string[];
  /** Products per brand, aligned with `brands`. */
  readonly brandCounts: Int32Array;
  /** Distinct non-empty categories as stored, sorted. */
  readonly categories: readonly string[];

  private readonly parts: IndexParts;
  /** Positions ordered by product id, to find a product's position by binary search. */
  private readonly byId: Int32Array;
  private readonly brandLower: string[];
  private readonly columns: Record<FacetId, Column>;
  private readonly all: Bits;
  /** The positions whose products are unchanged: `all` unless patched. */
  private readonly live: Bits;
  /** Products changed or added since the build (patched indexes only). */
  private readonly added: readonly AddedRow[];
  /** Per category label, whether any product has it (patched indexes only). */
  private readonly categoryPresent: ReadonlyMap<string, boolean> | null;
  private readonly orders: Record<SortKey, Int32Array>;
  /** Per sort order, each position's rank in it (computed when first needed). */
  private readonly ranks: Partial<Record<SortKey, Int32Array>> = {};
  /** Per facet with option sets, the word range of each option's set (see optionRanges). */
  private readonly rangesOfOptions = new Map<FacetId, Int32Array>();
  private readonly text: TextIndex;
  private readonly textCache: LRUCache<string, Bits>;
  /** The products of one facet's selection (match), shared with the indexes patched from this. */
  private readonly matchCache: LRUCache<string, Bits>;
  /** Reused for each set a disjunctive count is taken over (none outlives its count). */
  private scratch: Bits | null = null;
  private facetsJson: FacetsJson | null = null;
  /** What tallying product by product reads (./facet-tally.ts). */
  private readonly tallySource: TallySource;
  private readonly resultCache = new LRUCache<string, Evaluated>({ max: RESULT_CACHE_SIZE });
  /** Per set of product ids (the avoid list's words' products), their positions (positionsOfIds). */
  private readonly idPositions = new WeakMap<ReadonlySet<number>, Bits>();

  constructor(parts: IndexParts, patch?: { base: CatalogIndex; changes: Changes }) {
    this.parts = parts;
    this.size = parts.ids.length;
    this.ids = parts.ids;
    this.byId = parts.byId;
    this.columns = parts.columns;
    this.orders = parts.orders;
    this.categories = parts.categories;
    const base = patch?.base;
    this.text = base ? base.text : new TextIndex(parts.text);
    this.textCache = base ? base.textCache : new LRUCache({ max: TEXT_CACHE_SIZE });
    this.matchCache = base ? base.matchCache : new LRUCache({ max: MATCH_CACHE_SIZE });
    this.all = base ? base.all : fullBits(this.size);
    const brandCodes = (this.columns.brands as SingleColumn).codes;
    if (!patch) {
      this.live = this.all;
      this.added = [];
      this.categoryPresent = null;
      this.brands = parts.brands;
      this.brandCounts = new Int32Array(this.brands.length);
      for (let i = 0; i < this.size; i++) {
        const code = brandCodes[i]!;
        if (code) this.brandCounts[code - 1]!++;
      }
    } else {
      const stale = emptyBits(this.size);
      for (const id of patch.changes.keys()) {
        const position = this.positionOf(id);
        if (position >= 0) setBit(stale, position);
      }
      this.live = new Uint32Array(this.all.length);
      for (let w = 0; w < this.all.length; w++) this.live[w] = this.all[w]! & ~stale[w]!;
      this.added = [...patch.changes.values()].flatMap((row) => (row ? [addedRow(row)] : []));
      this.categoryPresent = this.categoriesPresent();
      const brands = this.brandsPresent(patch.base, stale);
      this.brands = brands.map(([brand]) => brand);
      this.brandCounts = Int32Array.from(brands, ([, count]) => count);
    }
    this.brandLower = parts.brands.map((brand) => brand.toLowerCase());
    this.tallySource = { columns: this.columns, rows: parts.rows, all: this.all, size: this.size };
  }

  /**
   * The parts, when a search worker can answer for this index: they are on shared memory (built
   * by the index worker) and no changed product is answered beside them.
   */
  get shareableParts(): IndexParts | null {
    const shared = this.parts.ids.buffer instanceof SharedArrayBuffer;
    return shared && this.live === this.all ? this.parts : null;
  }

  /** This index with these products changed (replacing any earlier changes): no rebuild. */
  patched(changes: Changes): CatalogIndex {
    return new CatalogIndex(this.parts, { base: this, changes });
  }

  /** The brands with their current counts: the built counts, less changed, plus added rows. */
  private brandsPresent(base: CatalogIndex, stale: Bits): [string, number][] {
    const counts = new Map<string, number>();
    base.parts.brands.forEach((brand, i) => counts.set(brand, base.brandCounts[i]!));
    const brandCodes = (this.columns.brands as SingleColumn).codes;
    const labels = this.columns.brands.labels;
    forEachBit(stale, (position) => {
      const code = brandCodes[position]!;
      if (code) counts.set(labels[code - 1]!, counts.get(labels[code - 1]!)! - 1);
    });
    for (const added of this.added) {
      for (const brand of added.options.brands) counts.set(brand, (counts.get(brand) ?? 0) + 1);
    }
    return [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => compareBrands(a, b));
  }

  /** Whether each category label still has a product, and the categories of added rows. */
  private categoriesPresent(): Map<string, boolean> {
    const present = new Map<string, boolean>();
    const column = this.columns.category;
    column.labels.forEach((label, index) => {
      present.set(label, countAnd(this.live, this.optionSet(column, index)) > 0);
    });
    for (const added of this.added) {
      for (const category of added.options.category) present.set(category, true);
    }
    return present;
  }

  /**
   * Filters, facet counts, sort and paging in memory; `terms` say what the search text also
   * looks for (./text-search.ts searchTermsOf), `avoidedIds` the products whose ingredients hold
   * one of the avoid list's own words (./avoid-terms.ts), when the query hides avoided products.
   */
  search(
    query: NormalizedQuery,
    terms: SearchTerms = NO_TERMS,
    avoidedIds: ReadonlySet<number> = NO_IDS,
  ): SearchHit {
    return this.pageOf(this.evaluated(query, terms, avoidedIds), query);
  }

  /**
   * The same answer with the facet counts as JSON (UTF-8), written from the tallies: an HTTP
   * answer needs no count objects (making and serialising them cost a fifth of a new search).
   */
  searchAsJson(
    query: NormalizedQuery,
    terms: SearchTerms = NO_TERMS,
    avoidedIds: ReadonlySet<number> = NO_IDS,
  ): { total: number; ids: number[]; facetsJson: Uint8Array } {
    const result = this.evaluated(query, terms, avoidedIds);
    const json = (this.facetsJson ??= new FacetsJson(this.columns));
    result.facetsJson ??= result.tallies
      ? json.ofTallies(result.tallies)
      : json.ofCounts(result.facets);
    const offset = (query.page - 1) * query.pageSize;
    return {
      total: result.total,
      ids: this.page(result, query.sort, offset, query.pageSize),
      facetsJson: result.facetsJson,
    };
  }

  private evaluated(query: NormalizedQuery, terms: SearchTerms, avoidedIds: ReadonlySet<number>) {
    const key = JSON.stringify([query.q, terms, query.category, query.filters, query.avoid]);
    let result = this.resultCache.get(key);
    if (!result) {
      result = this.evaluate(query, terms, avoidedIds);
      this.resultCache.set(key, result);
    }
    return result;
  }

  /** For tests and the bench: how the index answers without its result cache. */
  searchUncached(
    query: NormalizedQuery,
    terms: SearchTerms = NO_TERMS,
    avoidedIds: ReadonlySet<number> = NO_IDS,
  ): SearchHit {
    return this.pageOf(this.evaluate(query, terms, avoidedIds), query);
  }

  private pageOf(result: Evaluated, query: NormalizedQuery): SearchHit {
    const offset = (query.page - 1) * query.pageSize;
    return {
      total: result.total,
      ids: this.page(result, query.sort, offset, query.pageSize),
      facets: (result.facets ??= countsOf(this.columns, result.tallies!)),
    };
  }

  private evaluate(
    query: NormalizedQuery,
    terms: SearchTerms,
    avoidedIds: ReadonlySet<number>,
  ): Evaluated {
    const { category, filters, avoid } = query;
    const text = query.q ? this.textMatches(query.q, terms) : null;
    let base = text ? (this.live === this.all ? text : and(text, this.live)) : this.live;
    if (avoid) base = this.withoutAvoided(base, avoid, avoidedIds);
    // One set per constrained facet: the products that satisfy that facet's selection.
    const constrained: { id: FacetId; selected: readonly string[]; bits: Bits }[] = [];
    if (category !== null)
      constrained.push({
        id: 'category',
        selected: [category],
        bits: this.match('category', [category]),
      });
    for (const group of FILTER_GROUPS) {
      const selected = filters[group.id];
      if (selected?.length)
        constrained.push({ id: group.id, selected, bits: this.match(group.id, selected) });
    }
    const bits = andAll([base, ...constrained.map((c) => c.bits)], base);
    const [first, end] = this.wordsOf(bits);
    let total = bits === this.all ? this.size : countBits(bits, first, end);
    const positions = total * SPARSE < this.size ? positionsOf(bits, total, first, end) : null;

    const tallies: Tallies = {};
    const constrainedIds = new Set(constrained.map((c) => c.id));
    // Unconstrained facets are counted over the result itself, in one pass.
    const free = (Object.keys(this.columns) as FacetId[]).filter((id) => !constrainedIds.has(id));
    Object.assign(tallies, this.count(bits, free, positions));
    // A constrained facet is counted over the result of every other constraint (disjunctive),
    // a conjunctive one over the result itself.
    for (const own of constrained) {
      if (CONJUNCTIVE.has(own.id)) {
        Object.assign(tallies, this.count(bits, [own.id], positions));
        continue;
      }
      const others = constrained.filter((c) => c !== own).map((c) => c.bits);
      const set = andAll([base, ...others], base, (this.scratch ??= emptyBits(this.size)));
      Object.assign(tallies, this.count(set, [own.id]));
    }
    if (!this.categoryPresent) {
      return {
        bits,
        total,
        tallies,
        facets: null,
        facetsJson: null,
        added: [],
        positions,
        sorted: {},
      };
    }
    const facets = countsOf(this.columns, tallies);

    // Changed products: counted where they satisfy every other constraint, like the sets above.
    const lowerTexts = query.q
      ? [query.q.toLowerCase(), ...terms.alternatives.map((a) => a.toLowerCase())]
      : null;
    const matched: AddedRow[] = [];
    for (const added of this.added) {
      if (lowerTexts && !rowHasText(added, lowerTexts, terms.productType)) continue;
      if (avoid && rowAvoided(added, avoid.groups, avoidedIds)) continue;
      const fails = constrained.filter((c) => !rowMatches(added, c.id, c.selected));
      if (fails.length > 1 || (fails.length === 1 && CONJUNCTIVE.has(fails[0]!.id))) continue;
      const counted = fails.length === 0 ? FACET_IDS : [fails[0]!.id];
      for (const id of counted) {
        const counts = facets[id];
        for (const option of added.options[id]) counts[option] = (counts[option] ?? 0) + 1;
      }
      if (fails.length === 0) matched.push(added);
    }
    total += matched.length;
    // Category chips list the categories that exist now.
    const categories = facets.category;
    for (const [label, present] of this.categoryPresent) {
      if (!present) delete categories[label];
      else categories[label] ??= 0;
    }
    return {
      bits,
      total,
      tallies: null,
      facets,
      facetsJson: null,
      added: matched,
      positions,
      sorted: {},
    };
  }

  /**
   * The products whose name, brand or description contains the text or one of its alternatives,
   * and those of the product type it names; cached per text.
   */
  textMatches(text: string, terms: SearchTerms = NO_TERMS): Bits {
    const key = JSON.stringify([text.toLowerCase(), terms]);
    let bits = this.textCache.get(key);
    if (!bits) {
      bits = this.text.matching(text);
      for (const alternative of terms.alternatives) {
        const more = this.text.matching(alternative);
        for (let w = 0; w < bits.length; w++) bits[w]! |= more[w]!;
      }
      const type = this.productTypeLabel(terms.productType);
      if (type >= 0) {
        const set = this.optionSet(this.columns.productType, type);
        for (let w = 0; w < bits.length; w++) bits[w]! |= set[w]!;
      }
      this.textCache.set(key, bits);
    }
    return bits;
  }

  private positionOf(id: number): number {
    let low = 0;
    let high = this.size - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.ids[this.byId[middle]!]!;
      if (found === id) return this.byId[middle]!;
      if (found < id) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }

  /**
   * The set without the products the avoid list hides: those whose analysed list holds one of
   * its groups' families, and those among `avoidedIds` (its own words).
   */
  private withoutAvoided(set: Bits, avoid: AvoidFilter, avoidedIds: ReadonlySet<number>): Bits {
    const kept = Uint32Array.from(set);
    const column = this.columns.freeFrom;
    const analysed = this.parts.analysed;
    for (const group of avoid.groups) {
      const label = FAMILY_IDS.indexOf(group as (typeof FAMILY_IDS)[number]);
      if (label < 0) continue;
      const free = this.optionSet(column, label);
      // Kept: not analysed, or free from the family.
      for (let w = 0; w < kept.length; w++) kept[w]! &= ~analysed[w]! | free[w]!;
    }
    if (avoidedIds.size > 0) {
      const hidden = this.positionsOfIds(avoidedIds);
      for (let w = 0; w < kept.length; w++) kept[w]! &= ~hidden[w]!;
    }
    return kept;
  }

  /**
   * The positions of these products as a set, computed once per set of ids: a common avoided word
   * finds a quarter of the catalogue (125,000 products at 500,000), and looking each up again for
   * every search held a search worker for 10–20 ms.
   */
  private positionsOfIds(ids: ReadonlySet<number>): Bits {
    let bits = this.idPositions.get(ids);
    if (!bits) {
      bits = emptyBits(this.size);
      for (const id of ids) {
        const position = this.positionOf(id);
        if (position >= 0) setBit(bits, position);
      }
      this.idPositions.set(ids, bits);
    }
    return bits;
  }

  /**
   * Products that satisfy one facet's selection (OR inside the group, AND for FREE FROM); cached,
   * so never to be changed by the caller.
   */
  private match(id: FacetId, selected: readonly string[]): Bits {
    const key = `${id}\u0000${selected.join('\u0000')}`;
    let bits = this.matchCache.get(key);
    if (!bits) this.matchCache.set(key, (bits = this.matchNew(id, selected)));
    return bits;
  }

  private matchNew(id: FacetId, selected: readonly string[]): Bits {
    const column = this.columns[id];
    if (CONJUNCTIVE.has(id)) {
      const bits = Uint32Array.from(this.all);
      for (const value of selected) {
        const label = column.labels.indexOf(value);
        const set = label < 0 ? emptyBits(this.size) : this.optionSet(column, label);
        for (let w = 0; w < bits.length; w++) bits[w]! &= set[w]!;
      }
      return bits;
    }
    const bits = emptyBits(this.size);
    if (column.options) {
      const ranges = this.optionRanges(id);
      for (const value of selected) {
        const label = column.labels.indexOf(value);
        if (label < 0) continue;
        const set = this.optionSet(column, label);
        for (let w = ranges[2 * label]!; w < ranges[2 * label + 1]!; w++) bits[w]! |= set[w]!;
      }
      return bits;
    }
    if (column.kind === 'mask') throw new Error(`The ${id} column has no option sets.`);
    // Single-valued: mark the accepted codes, then one lookup per product.
    const accepted = new Uint8Array(column.labels.length + 1);
    if (id === 'brands') {
      const needles = selected.map((value) => value.toLowerCase());
      this.brandLower.forEach((brand, index) => {
        if (needles.some((needle) => brand.includes(needle))) accepted[index + 1] = 1;
      });
    } else {
      selected.forEach((value) => {
        const index = column.labels.indexOf(value);
        if (index >= 0) accepted[index + 1] = 1;
      });
    }
    const codes = column.codes;
    for (let i = 0; i < this.size; i++) if (accepted[codes[i]!]) setBit(bits, i);
    return bits;
  }

  /** Per option of a facet, the words its set reaches: [first, end) pairs (computed once). */
  private optionRanges(id: FacetId): Int32Array {
    let ranges = this.rangesOfOptions.get(id);
    if (!ranges) {
      const column = this.columns[id];
      ranges = new Int32Array(2 * column.labels.length);
      for (let label = 0; label < column.labels.length; label++) {
        const [first, end] = wordRange(this.optionSet(column, label));
        ranges[2 * label] = first;
        ranges[2 * label + 1] = end;
      }
      this.rangesOfOptions.set(id, ranges);
    }
    return ranges;
  }

  /** The words that hold the set's members (positions are grouped: see wordRange). */
  private wordsOf(set: Bits): [number, number] {
    return set === this.all || set === this.live ? [0, set.length] : wordRange(set);
  }

  private optionSet(column: Column, label: number): Bits {
    const words = this.all.length;
    return column.options!.subarray(label * words, (label + 1) * words);
  }

  /**
   * Counts per option of the given facets over one set: with the option sets (one AND and
   * popcount per option) or product by product, whichever costs less; brands product by product.
   */
  private count(set: Bits, ids: readonly FacetId[], positions: Int32Array | null = null): Tallies {
    if (ids.length === 0) return {};
    if (positions) return tallyProducts(this.tallySource, set, ids, positions);
    const [first, end] = this.wordsOf(set);
    const members = set === this.all ? this.size : countBits(set, first, end);
    const out: Tallies = {};
    const tallied: FacetId[] = [];
    for (const id of ids) {
      const column = this.columns[id];
      // Per option, one AND-and-popcount over the words both sets reach; product by product, a
      // few operations per member: the cheaper of the two (a type column has 85 options).
      const ranges = column.options ? this.optionRanges(id) : null;
      if (!ranges || overlapOf(ranges, first, end) > members * TALLY_COST) {
        tallied.push(id);
        continue;
      }
      const counts = new Int32Array(column.labels.length);
      for (let index = 0; index < counts.length; index++) {
        const from = Math.max(first, ranges[2 * index]!);
        const to = Math.min(end, ranges[2 * index + 1]!);
        if (from < to) counts[index] = countAnd(set, this.optionSet(column, index), from, to);
      }
      out[id] = counts;
    }
    return Object.assign(out, tallyProducts(this.tallySource, set, tallied));
  }

  private page(result: Evaluated, sort: SortKey, offset: number, limit: number): number[] {
    const { bits, total } = result;
    if (offset >= total) return [];
    const order = this.orders[sort];
    const ids: number[] = [];
    if (bits === this.all) {
      for (let r = offset; r < Math.min(total, offset + limit); r++) ids.push(this.ids[order[r]!]!);
      return ids;
    }
    if (result.positions && result.added.length === 0) {
      const sorted = (result.sorted[sort] ??= this.inOrder(result.positions, sort));
      return Array.from(sorted.subarray(offset, offset + limit), (position) => this.ids[position]!);
    }
    // Changed products in this order, each before the indexed position it ranks before.
    const added = [...result.added].sort((a, b) => compareKeys(sort, a.sortValues, b.sortValues));
    let next = 0;
    let seen = 0;
    const take = (id: number) => {
      if (seen++ >= offset) ids.push(id);
    };
    for (let r = 0; r < order.length && ids.length < limit; r++) {
      while (next < added.length && ids.length < limit && this.rankOf(added[next]!, sort) <= r)
        take(added[next++]!.row.id);
      const position = order[r]!;
      if (ids.length < limit && hasBit(bits, position)) take(this.ids[position]!);
    }
    while (next < added.length && ids.length < limit) take(added[next++]!.row.id);
    return ids;
  }

  /**
   * Up to `limit` ids for the header's suggestions: products whose name has a word starting with
   * the text first, then names that contain it, the product type it names, brands, and the rest;
   * newest first within each.
   */
  suggestIds(text: string, terms: SearchTerms, limit: number): number[] {
    const bits = this.textMatches(text, terms);
    const type = this.productTypeLabel(terms.productType) + 1;
    const typeCodes = (this.columns.productType as SingleColumn).codes;
    const levels: SortValues[][] = [[], [], [], []];
    const newest = this.orders.newest;
    for (let r = 0; r < newest.length && levels[0]!.length < limit; r++) {
      const position = newest[r]!;
      if (!hasBit(bits, position) || !hasBit(this.live, position)) continue;
      let level = this.text.relevance(position, text);
      if (level > 1 && type > 0 && typeCodes[position] === type) level = 1;
      if (levels[level]!.length < limit)
        levels[level]!.push(sortValuesAt(this.parts.keys, this.ids, position));
    }
    const lower = text.toLowerCase();
    const lowerTexts = [lower, ...terms.alternatives.map((a) => a.toLowerCase())];
    for (const added of this.added) {
      if (!rowHasText(added, lowerTexts, terms.productType)) continue;
      levels[rowRelevance(added, lower, terms.productType)]!.push(added.sortValues);
    }
    return levels
      .flatMap((level) => level.sort((a, b) => compareKeys('newest', a, b)))
      .slice(0, limit)
      .map((values) => values.id);
  }

  /** The index of a product type (by id) among the productType column's labels; -1 for none. */
  private productTypeLabel(id: string | null): number {
    const label = id ? PRODUCT_TYPES.find((type) => type.id === id)?.label : undefined;
    return label ? this.columns.productType.labels.indexOf(label) : -1;
  }

  /** These positions in the given sort order. */
  private inOrder(positions: Int32Array, sort: SortKey): Int32Array {
    const order = this.orders[sort];
    let rank = this.ranks[sort];
    if (!rank) {
      rank = new Int32Array(this.size);
      for (let r = 0; r < order.length; r++) rank[order[r]!] = r;
      this.ranks[sort] = rank;
    }
    const ranks = new Int32Array(positions.length);
    for (let i = 0; i < positions.length; i++) ranks[i] = rank[positions[i]!]!;
    ranks.sort();
    for (let i = 0; i < ranks.length; i++) ranks[i] = order[ranks[i]!]!;
    return ranks;
  }

  /** How many indexed positions come before a changed product in this order (binary search). */
  private rankOf(added: AddedRow, sort: SortKey): number {
    const known = added.ranks[sort];
    if (known !== undefined) return known;
    const order = this.orders[sort];
    let low = 0;
    let high = order.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      const there = sortValuesAt(this.parts.keys, this.ids, order[middle]!);
      if (compareKeys(sort, there, added.sortValues) < 0) low = middle + 1;
      else high = middle;
    }
    added.ranks[sort] = low;
    return low;
  }
}

/** Words an AND-and-popcount per option would read: each option's range within [first, end). */
function overlapOf(ranges: Int32Array, first: number, end: number): number {
  let words = 0;
  for (let i = 0; i < ranges.length; i += 2) {
    words += Math.max(0, Math.min(end, ranges[i + 1]!) - Math.max(first, ranges[i]!));
  }
  return words;
}
