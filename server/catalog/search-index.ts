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
 * product (./facet-sets.ts, ./facet-tally.ts), and handed out as objects or JSON
 * (./facet-counts.ts). Only the page's ids leave the index (./index-order.ts); the caller reads
 * those rows from SQLite.
 *
 * Matching rules: search text in name, brand or description, case-insensitive
 * substring; category exact; brand case-insensitive substring (any selected); bestseller uses
 * is_bestseller; natural ingredients, origin and ownership exact (any selected); certifications,
 * packaging, skin type and sensitivity: the product lists any of the selected.
 */
import { LRUCache } from 'lru-cache';
import { FAMILY_IDS } from '../../shared/catalog';
import { FILTER_GROUPS, type AvoidFilter, type NormalizedQuery } from '../../shared/catalog-search';
import {
  and,
  andAll,
  countAnd,
  countBits,
  emptyBits,
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
  IndexParts,
  SearchHit,
  SingleColumn,
} from './index-columns';
import { countsOf, FacetsJson } from './facet-counts';
import { CONJUNCTIVE, FacetSets } from './facet-sets';
import type { Tallies } from './facet-tally';
import { SortOrders, type Ranked } from './index-order';
import { IndexText } from './index-text';
import {
  addedRow,
  brandsPresent,
  countChangedRows,
  type AddedRow,
  type Changes,
  type Constraint,
} from './index-patch';

const RESULT_CACHE_SIZE = 32;

interface Evaluated extends Ranked {
  /** The counts as tallies (an unpatched index), turned into `facets` or JSON when asked for. */
  tallies: Tallies | null;
  facets: FacetCounts | null;
  /** The counts as JSON (UTF-8), written when first asked for. */
  facetsJson: Uint8Array | null;
}

/**
 * A result of at most one product in SPARSE is handled as a list of positions: counted product by
 * product and sorted by rank, instead of scanning whole bit sets and sort orders.
 */
const SPARSE = 32;

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
  private readonly columns: Record<FacetId, Column>;
  /** The facets' option sets, shared with the indexes patched from this. */
  private readonly sets: FacetSets;
  /** The sort orders, shared with the indexes patched from this. */
  private readonly order: SortOrders;
  private readonly all: Bits;
  /** The positions whose products are unchanged: `all` unless patched. */
  private readonly live: Bits;
  /** Products changed or added since the build (patched indexes only). */
  private readonly added: readonly AddedRow[];
  /** Per category label, whether any product has it (patched indexes only). */
  private readonly categoryPresent: ReadonlyMap<string, boolean> | null;
  /** The search text, shared with the indexes patched from this. */
  private readonly text: IndexText;
  /** Reused for each set a disjunctive count is taken over (none outlives its count). */
  private scratch: Bits | null = null;
  private facetsJson: FacetsJson | null = null;
  private readonly resultCache = new LRUCache<string, Evaluated>({ max: RESULT_CACHE_SIZE });
  /** Per set of product ids (the avoid list's words' products), their positions (positionsOfIds). */
  private readonly idPositions = new WeakMap<ReadonlySet<number>, Bits>();

  constructor(parts: IndexParts, patch?: { base: CatalogIndex; changes: Changes }) {
    this.parts = parts;
    this.size = parts.ids.length;
    this.ids = parts.ids;
    this.columns = parts.columns;
    this.categories = parts.categories;
    const base = patch?.base;
    this.sets = base
      ? base.sets
      : new FacetSets(parts.columns, parts.rows, parts.brands, this.size);
    this.order = base
      ? base.order
      : new SortOrders(parts.ids, parts.byId, parts.orders, parts.keys);
    this.text = base ? base.text : new IndexText(parts, this.sets);
    this.all = this.sets.all;
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
        const position = this.order.positionOf(id);
        if (position >= 0) setBit(stale, position);
      }
      this.live = new Uint32Array(this.all.length);
      for (let w = 0; w < this.all.length; w++) this.live[w] = this.all[w]! & ~stale[w]!;
      this.added = [...patch.changes.values()].flatMap((row) => (row ? [addedRow(row)] : []));
      this.categoryPresent = this.categoriesPresent();
      const brands = brandsPresent(
        patch.base.parts.brands,
        patch.base.brandCounts,
        this.columns.brands as SingleColumn,
        stale,
        this.added,
      );
      this.brands = brands.map(([brand]) => brand);
      this.brandCounts = Int32Array.from(brands, ([, count]) => count);
    }
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

  /** Whether each category label still has a product, and the categories of added rows. */
  private categoriesPresent(): Map<string, boolean> {
    const present = new Map<string, boolean>();
    const column = this.columns.category;
    column.labels.forEach((label, index) => {
      present.set(label, countAnd(this.live, this.sets.optionSet(column, index)) > 0);
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
   * `cache: false` (tests and the bench) answers without the result cache.
   */
  search(
    query: NormalizedQuery,
    terms: SearchTerms = NO_TERMS,
    avoidedIds: ReadonlySet<number> = NO_IDS,
    { cache = true }: { cache?: boolean } = {},
  ): SearchHit {
    const result = cache
      ? this.evaluated(query, terms, avoidedIds)
      : this.evaluate(query, terms, avoidedIds);
    return this.pageOf(result, query);
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
      ids: this.order.page(result, result.bits === this.all, query.sort, offset, query.pageSize),
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

  private pageOf(result: Evaluated, query: NormalizedQuery): SearchHit {
    const offset = (query.page - 1) * query.pageSize;
    return {
      total: result.total,
      ids: this.order.page(result, result.bits === this.all, query.sort, offset, query.pageSize),
      facets: (result.facets ??= countsOf(this.columns, result.tallies!)),
    };
  }

  private evaluate(
    query: NormalizedQuery,
    terms: SearchTerms,
    avoidedIds: ReadonlySet<number>,
  ): Evaluated {
    const { category, filters, avoid } = query;
    const text = query.q ? this.text.matches(query.q, terms) : null;
    let base = text ? (this.live === this.all ? text : and(text, this.live)) : this.live;
    if (avoid) base = this.withoutAvoided(base, avoid, avoidedIds);
    // One set per constrained facet: the products that satisfy that facet's selection.
    const constrained: Constraint[] = [];
    if (category !== null)
      constrained.push({
        id: 'category',
        selected: [category],
        bits: this.sets.match('category', [category]),
      });
    for (const group of FILTER_GROUPS) {
      const selected = filters[group.id];
      if (selected?.length)
        constrained.push({ id: group.id, selected, bits: this.sets.match(group.id, selected) });
    }
    const bits = andAll([base, ...constrained.map((c) => c.bits)], base);
    const [first, end] = this.wordsOf(bits);
    let total = bits === this.all ? this.size : countBits(bits, first, end);
    const positions = total * SPARSE < this.size ? positionsOf(bits, total, first, end) : null;

    const tallies: Tallies = {};
    const constrainedIds = new Set(constrained.map((c) => c.id));
    // Unconstrained facets are counted over the result itself, in one pass.
    const free = (Object.keys(this.columns) as FacetId[]).filter((id) => !constrainedIds.has(id));
    Object.assign(tallies, this.sets.count(bits, free, [first, end], positions));
    // A constrained facet is counted over the result of every other constraint (disjunctive),
    // a conjunctive one over the result itself.
    for (const own of constrained) {
      if (CONJUNCTIVE.has(own.id)) {
        Object.assign(tallies, this.sets.count(bits, [own.id], [first, end], positions));
        continue;
      }
      const others = constrained.filter((c) => c !== own).map((c) => c.bits);
      const set = andAll([base, ...others], base, (this.scratch ??= emptyBits(this.size)));
      Object.assign(tallies, this.sets.count(set, [own.id], this.wordsOf(set)));
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

    const matched = countChangedRows(
      facets,
      this.added,
      {
        lowerTexts: query.q
          ? [query.q.toLowerCase(), ...terms.alternatives.map((a) => a.toLowerCase())]
          : null,
        productType: terms.productType,
        avoided: avoid ? { families: avoid.groups, ids: avoidedIds } : null,
      },
      constrained,
      this.categoryPresent,
    );
    total += matched.length;
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
      const free = this.sets.optionSet(column, label);
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
        const position = this.order.positionOf(id);
        if (position >= 0) setBit(bits, position);
      }
      this.idPositions.set(ids, bits);
    }
    return bits;
  }

  /** The words that hold the set's members (positions are grouped: see wordRange). */
  private wordsOf(set: Bits): [number, number] {
    return set === this.all || set === this.live ? [0, set.length] : wordRange(set);
  }

  /** Up to `limit` ids for the header's suggestions (./index-text.ts). */
  suggestIds(text: string, terms: SearchTerms, limit: number): number[] {
    return this.text.suggest(text, terms, limit, this.live, this.added);
  }
}
