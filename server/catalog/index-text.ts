/**
 * The search text side of one search index: the products a text finds (in name, brand or
 * description, with its alternatives and the product type it names; cached per text), and the
 * header's suggestions in order of relevance. An index and the indexes patched from it share one.
 */
import { LRUCache } from 'lru-cache';
import { PRODUCT_TYPES } from '../../shared/catalog';
import { hasBit, type Bits } from './bitset';
import type { FacetSets } from './facet-sets';
import type { IndexParts, SingleColumn } from './index-columns';
import { rowHasText, rowRelevance, type AddedRow } from './index-patch';
import { compareKeys, sortValuesAt, type SortValues } from './sort-keys';
import { TextIndex } from './text-index';
import { NO_TERMS, type SearchTerms } from './text-search';

const TEXT_CACHE_SIZE = 128;

export class IndexText {
  private readonly index: TextIndex;
  private readonly cache = new LRUCache<string, Bits>({ max: TEXT_CACHE_SIZE });

  constructor(
    private readonly parts: IndexParts,
    private readonly sets: FacetSets,
  ) {
    this.index = new TextIndex(parts.text);
  }

  /**
   * The products whose name, brand or description contains the text or one of its alternatives,
   * and those of the product type it names; cached per text, so never to be changed by the caller.
   */
  matches(text: string, terms: SearchTerms = NO_TERMS): Bits {
    const key = JSON.stringify([text.toLowerCase(), terms]);
    let bits = this.cache.get(key);
    if (!bits) {
      bits = this.index.matching(text);
      for (const alternative of terms.alternatives) {
        const more = this.index.matching(alternative);
        for (let w = 0; w < bits.length; w++) bits[w]! |= more[w]!;
      }
      const type = this.productTypeLabel(terms.productType);
      if (type >= 0) {
        const set = this.sets.optionSet(this.parts.columns.productType, type);
        for (let w = 0; w < bits.length; w++) bits[w]! |= set[w]!;
      }
      this.cache.set(key, bits);
    }
    return bits;
  }

  /**
   * Up to `limit` ids for the header's suggestions: products whose name has a word starting with
   * the text first, then names that contain it, the product type it names, brands, and the rest;
   * newest first within each. `live` are the indexed positions still current, `added` the
   * products changed since the build.
   */
  suggest(
    text: string,
    terms: SearchTerms,
    limit: number,
    live: Bits,
    added: readonly AddedRow[],
  ): number[] {
    const { ids, keys, orders } = this.parts;
    const bits = this.matches(text, terms);
    const type = this.productTypeLabel(terms.productType) + 1;
    const typeCodes = (this.parts.columns.productType as SingleColumn).codes;
    const levels: SortValues[][] = [[], [], [], []];
    for (let r = 0; r < orders.newest.length && levels[0]!.length < limit; r++) {
      const position = orders.newest[r]!;
      if (!hasBit(bits, position) || !hasBit(live, position)) continue;
      let level = this.index.relevance(position, text);
      if (level > 1 && type > 0 && typeCodes[position] === type) level = 1;
      if (levels[level]!.length < limit) levels[level]!.push(sortValuesAt(keys, ids, position));
    }
    const lower = text.toLowerCase();
    const lowerTexts = [lower, ...terms.alternatives.map((a) => a.toLowerCase())];
    for (const row of added) {
      if (!rowHasText(row, lowerTexts, terms.productType)) continue;
      levels[rowRelevance(row, lower, terms.productType)]!.push(row.sortValues);
    }
    return levels
      .flatMap((level) => level.sort((a, b) => compareKeys('newest', a, b)))
      .slice(0, limit)
      .map((values) => values.id);
  }

  /** The index of a product type (by id) among the productType column's labels; -1 for none. */
  private productTypeLabel(id: string | null): number {
    const label = id ? PRODUCT_TYPES.find((type) => type.id === id)?.label : undefined;
    return label ? this.parts.columns.productType.labels.indexOf(label) : -1;
  }
}
