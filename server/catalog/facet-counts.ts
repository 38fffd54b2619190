/**
 * A search's facet counts as its answer carries them: count objects, or the same counts as JSON
 * (UTF-8) written straight from the tallies, for an HTTP answer that needs no objects.
 */
import type { Tallies } from './facet-tally';
import type { Column, FacetCounts, FacetId } from './index-columns';
import { JsonBytes, utf8 } from './json-bytes';

const COMMA = 44;
const CLOSE = 125;

/** Facets of many options whose counts list only the options present (the client knows all). */
const PRESENT_ONLY = new Set<FacetId>(['brands', 'productType']);

/** The tallies as count objects (options of PRESENT_ONLY facets only when present). */
export function countsOf(columns: Record<FacetId, Column>, tallies: Tallies): FacetCounts {
  const facets = {} as FacetCounts;
  for (const id of Object.keys(tallies) as FacetId[]) {
    const tally = tallies[id]!;
    const labels = columns[id].labels;
    const presentOnly = PRESENT_ONLY.has(id);
    const counts: Record<string, number> = {};
    for (let i = 0; i < labels.length; i++) {
      if (tally[i]! > 0 || !presentOnly) counts[labels[i]!] = tally[i]!;
    }
    facets[id] = counts;
  }
  return facets;
}

/** Writes one index's facet counts as JSON, keeping each label's JSON key once made. */
export class FacetsJson {
  private readonly out = new JsonBytes();
  /** Per facet, each label as a JSON key (`"label":`, UTF-8). */
  private readonly labelKeys = new Map<FacetId, Uint8Array[]>();

  constructor(private readonly columns: Record<FacetId, Column>) {}

  /** Count objects (a patched index's) as JSON. */
  ofCounts(facets: FacetCounts | null): Uint8Array {
    return this.out.text(JSON.stringify(facets)).take();
  }

  /** The tallies as the JSON of countsOf's objects, written directly. */
  ofTallies(tallies: Tallies): Uint8Array {
    const out = this.out;
    let first = true;
    for (const id of Object.keys(tallies) as FacetId[]) {
      const tally = tallies[id]!;
      const keys = this.labelKeysOf(id);
      const presentOnly = PRESENT_ONLY.has(id);
      out.text(first ? `{"${id}":{` : `,"${id}":{`);
      first = false;
      let separator = false;
      for (let i = 0; i < keys.length; i++) {
        const n = tally[i]!;
        if (n === 0 && presentOnly) continue;
        if (separator) out.byte(COMMA);
        out.bytes(keys[i]!).integer(n);
        separator = true;
      }
      out.byte(CLOSE);
    }
    return (first ? out.text('{}') : out.byte(CLOSE)).take();
  }

  private labelKeysOf(id: FacetId): Uint8Array[] {
    let keys = this.labelKeys.get(id);
    if (!keys) {
      keys = this.columns[id].labels.map((label) => utf8(`${JSON.stringify(label)}:`));
      this.labelKeys.set(id, keys);
    }
    return keys;
  }
}
