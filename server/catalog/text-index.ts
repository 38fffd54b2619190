/**
 * The catalogue's search text in memory (the name, brand or description contains the text,
 * case-insensitively), answered in well under a millisecond for a new text at 100,000
 * products (docs/decisions/0014-search-at-scale.md).
 *
 * Each product's fields are kept lower-cased, as UTF-8, one after the other and ended by a NUL
 * byte (so that a match never spans two fields). For every product, the trigrams (three
 * consecutive bytes) of its text are hashed into one of up to 2^20 buckets. A bucket lists the products
 * that have one of its trigrams, in position order, or, when more than one product in 32 has
 * one, holds them as a bit set (common trigrams cost an eighth of a byte per product, not four
 * bytes per match). A text of three bytes or more is looked up by intersecting its trigrams'
 * buckets; every candidate is then checked byte for byte, so hash collisions cost time, never a
 * wrong answer. Shorter texts are found by
 * scanning the bytes. UTF-8 keeps "contains" exact: a well-formed text occurs in a well-formed
 * field's bytes exactly where it occurs in the field.
 */
import { emptyBits, hasBit, setBit, type Bits } from './bitset';

/** What a text index is made of: typed arrays only, so that a worker can build and send it. */
export interface TextIndexParts {
  /** How many bits a bucket number has. */
  bucketBits: number;
  /** Lower-cased name, brand and description of each product, each ended by a NUL byte. */
  bytes: Uint8Array;
  /** Where each product's bytes start (one more entry: where the last one ends). */
  starts: Uint32Array;
  /** A listed bucket b's products are postings[offsets[b]] up to postings[offsets[b + 1]]. */
  offsets: Uint32Array;
  postings: Uint32Array;
  /** A common bucket's bit set is dense[slot * words …], slot = denseSlots[b] (else -1). */
  denseSlots: Int32Array;
  dense: Uint32Array;
  /** The one trigram in bucket b (its three bytes as a number), or -1 when it holds several. */
  soleTrigram: Int32Array;
}

/** 2^12 to 2^20 buckets, by the size of the text: a small catalogue keeps small tables. */
const bucketBitsFor = (textBytes: number) =>
  Math.min(20, Math.max(12, Math.ceil(Math.log2(textBytes + 1))));
const FIELD_END = 0;
const LONE_SURROGATE = /\p{Cs}/u;
/** Intersecting more lists than this rarely removes a candidate; checking bytes is cheaper. */
const MAX_LISTS = 4;

const trigramOf = (b0: number, b1: number, b2: number) => (b0 << 16) | (b1 << 8) | b2;

function bucketOf(trigram: number, bucketBits: number): number {
  return Math.imul(trigram, 0x9e3779b1) >>> (32 - bucketBits);
}

const encoder = new TextEncoder();

const wordsFor = (size: number) => (size + 31) >>> 5;
const NO_TRIGRAM = -2;
const SEVERAL_TRIGRAMS = -1;

export class TextIndexBuilder {
  private bytes = new Uint8Array(1 << 16);
  private length = 0;
  private starts: number[] = [0];

  add(name: string, brand: string | null, description: string | null): void {
    const text = `${name.toLowerCase()}\0${(brand ?? '').toLowerCase()}\0${(description ?? '').toLowerCase()}\0`;
    const most = text.length * 3;
    if (this.length + most > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.length + most));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    this.length += encoder.encodeInto(text, this.bytes.subarray(this.length)).written;
    this.starts.push(this.length);
  }

  build(): TextIndexParts {
    const bytes = this.bytes.slice(0, this.length);
    const starts = Uint32Array.from(this.starts);
    const size = starts.length - 1;
    const bucketBits = bucketBitsFor(bytes.length);
    const BUCKETS = 1 << bucketBits;
    // Two passes over the bytes: count each bucket's products, then fill the lists.
    const lastSeen = new Int32Array(BUCKETS).fill(-1);
    const counts = new Uint32Array(BUCKETS);
    const soleTrigram = new Int32Array(BUCKETS).fill(NO_TRIGRAM);
    forEachTrigramBucket(
      bytes,
      starts,
      size,
      bucketBits,
      lastSeen,
      (bucket, _position, trigram) => {
        counts[bucket]!++;
        const sole = soleTrigram[bucket]!;
        if (sole === NO_TRIGRAM) soleTrigram[bucket] = trigram;
        else if (sole !== trigram) soleTrigram[bucket] = SEVERAL_TRIGRAMS;
      },
    );
    const denseSlots = new Int32Array(BUCKETS).fill(-1);
    const offsets = new Uint32Array(BUCKETS + 1);
    let slots = 0;
    for (let b = 0; b < BUCKETS; b++) {
      const common = counts[b]! * 32 > size;
      if (common) denseSlots[b] = slots++;
      offsets[b + 1] = offsets[b]! + (common ? 0 : counts[b]!);
    }
    const words = wordsFor(size);
    const dense = new Uint32Array(slots * words);
    const postings = new Uint32Array(offsets[BUCKETS]!);
    const cursor = offsets.slice(0, BUCKETS);
    lastSeen.fill(-1);
    forEachTrigramBucket(bytes, starts, size, bucketBits, lastSeen, (bucket, position) => {
      const slot = denseSlots[bucket]!;
      if (slot >= 0) dense[slot * words + (position >>> 5)]! |= 1 << (position & 31);
      else postings[cursor[bucket]!++] = position;
    });
    return { bucketBits, bytes, starts, offsets, postings, denseSlots, dense, soleTrigram };
  }
}

/** Calls `visit` once per product and bucket of one of its trigrams, products in order. */
function forEachTrigramBucket(
  bytes: Uint8Array,
  starts: Uint32Array,
  size: number,
  bucketBits: number,
  lastSeen: Int32Array,
  visit: (bucket: number, position: number, trigram: number) => void,
): void {
  for (let position = 0; position < size; position++) {
    const end = starts[position + 1]!;
    for (let i = starts[position]!; i + 2 < end; i++) {
      const b0 = bytes[i]!;
      const b1 = bytes[i + 1]!;
      const b2 = bytes[i + 2]!;
      if (b0 === FIELD_END || b1 === FIELD_END || b2 === FIELD_END) continue;
      const trigram = trigramOf(b0, b1, b2);
      const bucket = bucketOf(trigram, bucketBits);
      if (lastSeen[bucket] === position) continue;
      lastSeen[bucket] = position;
      visit(bucket, position, trigram);
    }
  }
}

export class TextIndex {
  private readonly size: number;
  private readonly bytes: Uint8Array;
  private readonly all: Buffer;

  constructor(private readonly parts: TextIndexParts) {
    this.size = parts.starts.length - 1;
    this.bytes = parts.bytes;
    this.all = Buffer.from(parts.bytes.buffer, parts.bytes.byteOffset, parts.bytes.byteLength);
  }

  /** The positions of the products whose name, brand or description contains the text. */
  matching(text: string): Bits {
    const lower = text.toLowerCase();
    const bits = emptyBits(this.size);
    if (LONE_SURROGATE.test(lower) || lower.includes('\0')) {
      this.decodeAndCompare(lower, bits);
      return bits;
    }
    const needle = encoder.encode(lower);
    if (needle.length < 3) {
      this.scan(needle, bits);
      return bits;
    }
    const { listed, common } = this.buckets(needle);
    // A text of one trigram alone in its bucket: the bucket is the answer, nothing to check.
    const sole =
      needle.length === 3 &&
      this.parts.soleTrigram[
        bucketOf(trigramOf(needle[0]!, needle[1]!, needle[2]!), this.parts.bucketBits)
      ] === trigramOf(needle[0]!, needle[1]!, needle[2]!);
    if (listed.length > 0) {
      // The shortest lists intersected, then each candidate checked against the common sets.
      listed.sort((a, b) => a.length - b.length);
      let candidates = listed[0]!;
      for (let l = 1; l < Math.min(listed.length, MAX_LISTS) && candidates.length > 0; l++) {
        candidates = intersect(candidates, listed[l]!);
      }
      for (const position of candidates) {
        if (
          sole ||
          (common.every((set) => hasBit(set, position)) && this.contains(position, needle))
        ) {
          setBit(bits, position);
        }
      }
      return bits;
    }
    // Only common trigrams: their sets intersected word by word, then each match checked.
    const words = bits.length;
    bits.set(common[0]!);
    for (let c = 1; c < common.length; c++) {
      const set = common[c]!;
      for (let w = 0; w < words; w++) bits[w]! &= set[w]!;
    }
    if (sole) return bits;
    for (let w = 0; w < words; w++) {
      let word = bits[w]!;
      while (word !== 0) {
        const lowest = word & -word;
        word ^= lowest;
        if (!this.contains((w << 5) + 31 - Math.clz32(lowest), needle)) bits[w]! &= ~lowest;
      }
    }
    return bits;
  }

  /** The buckets of the needle's trigrams: lists of positions, and bit sets of common ones. */
  private buckets(needle: Uint8Array): { listed: Uint32Array[]; common: Bits[] } {
    const { offsets, postings, denseSlots, dense } = this.parts;
    const words = wordsFor(this.size);
    const listed: Uint32Array[] = [];
    const common: Bits[] = [];
    const seen = new Set<number>();
    for (let i = 0; i + 2 < needle.length; i++) {
      const bucket = bucketOf(
        trigramOf(needle[i]!, needle[i + 1]!, needle[i + 2]!),
        this.parts.bucketBits,
      );
      if (seen.has(bucket)) continue;
      seen.add(bucket);
      const slot = denseSlots[bucket]!;
      if (slot >= 0) common.push(dense.subarray(slot * words, (slot + 1) * words));
      else listed.push(postings.subarray(offsets[bucket]!, offsets[bucket + 1]!));
    }
    return { listed, common };
  }

  /**
   * How well a product's text answers a suggestion: 0 when a word of the name starts with the
   * text, 1 when the name contains it elsewhere, 2 when the brand does, 3 otherwise.
   */
  relevance(position: number, text: string): number {
    const needle = encoder.encode(text.toLowerCase());
    const bytes = this.bytes;
    const start = this.parts.starts[position]!;
    const nameEnd = bytes.indexOf(FIELD_END, start);
    const brandEnd = bytes.indexOf(FIELD_END, nameEnd + 1);
    let best = 3;
    for (let i = start; i + needle.length <= brandEnd; i++) {
      let k = 0;
      while (k < needle.length && bytes[i + k] === needle[k]) k++;
      if (k < needle.length) continue;
      if (i >= nameEnd) return Math.min(best, 2);
      const before = i === start ? 32 : bytes[i - 1]!;
      // A word starts after a byte that is not a letter or digit (ASCII; any UTF-8 lead byte counts as a letter).
      if (!(before >= 48 && before <= 57) && !(before >= 97 && before <= 122) && before < 128)
        return 0;
      best = 1;
    }
    return best;
  }

  private contains(position: number, needle: Uint8Array): boolean {
    const bytes = this.bytes;
    const first = needle[0]!;
    const last = this.parts.starts[position + 1]! - needle.length;
    outer: for (let i = this.parts.starts[position]!; i <= last; i++) {
      if (bytes[i] !== first) continue;
      for (let k = 1; k < needle.length; k++) if (bytes[i + k] !== needle[k]) continue outer;
      return true;
    }
    return false;
  }

  /** One or two bytes: every occurrence in the whole text, one product at a time. */
  private scan(needle: Uint8Array, bits: Bits): void {
    const { starts } = this.parts;
    let from = 0;
    for (;;) {
      const at = this.all.indexOf(needle, from);
      if (at < 0) return;
      const position = positionAt(starts, at);
      setBit(bits, position);
      from = starts[position + 1]!;
    }
  }

  /** Texts that bytes cannot answer exactly (a lone surrogate, a NUL): each field decoded. */
  private decodeAndCompare(lower: string, bits: Bits): void {
    const decoder = new TextDecoder();
    const { starts } = this.parts;
    for (let position = 0; position < this.size; position++) {
      const fields = decoder
        .decode(this.bytes.subarray(starts[position]!, starts[position + 1]! - 1))
        .split('\0');
      if (fields.some((field) => field.includes(lower))) setBit(bits, position);
    }
  }
}

/** The product whose bytes hold offset `at` (binary search over the starts). */
function positionAt(starts: Uint32Array, at: number): number {
  let low = 0;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (starts[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The common entries of two ascending lists: binary search when one is much shorter. */
function intersect(short: Uint32Array, long: Uint32Array): Uint32Array {
  const out = new Uint32Array(short.length);
  let count = 0;
  if (short.length * 16 < long.length) {
    let low = 0;
    for (let i = 0; i < short.length; i++) {
      const value = short[i]!;
      let high = long.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (long[middle]! < value) low = middle + 1;
        else high = middle;
      }
      if (low < long.length && long[low] === value) out[count++] = value;
    }
  } else {
    let j = 0;
    for (let i = 0; i < short.length; i++) {
      const value = short[i]!;
      while (j < long.length && long[j]! < value) j++;
      if (j < long.length && long[j] === value) out[count++] = value;
    }
  }
  return out.subarray(0, count);
}
