/** Fixed-size bit sets over product positions 0..size-1, stored in 32-bit words. */
export type Bits = Uint32Array;

export function emptyBits(size: number): Bits {
  return new Uint32Array((size + 31) >>> 5);
}

export function fullBits(size: number): Bits {
  const bits = emptyBits(size);
  bits.fill(0xffffffff);
  const rest = size & 31;
  if (rest && bits.length) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export function setBit(bits: Bits, index: number): void {
  bits[index >>> 5]! |= 1 << (index & 31);
}

export function hasBit(bits: Bits, index: number): boolean {
  return (bits[index >>> 5]! & (1 << (index & 31))) !== 0;
}

/** a ∧ b into a new set. */
export function and(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let i = 0; i < a.length; i++) out[i] = a[i]! & b[i]!;
  return out;
}

/**
 * The words outside which the set is empty: [first, end). The index orders its positions by
 * category, product type and brand, so the sets of those constraints, and every result that
 * carries one, are narrow ranges, and counting them touches only those words.
 */
export function wordRange(bits: Bits): [number, number] {
  let first = 0;
  while (first < bits.length && bits[first] === 0) first++;
  let end = bits.length;
  while (end > first && bits[end - 1] === 0) end--;
  return [first, end];
}

/**
 * The intersection of all given sets; `fallback` when the list is empty, the set itself when it
 * holds one. Written into `into` when given (its earlier contents are lost), else a new set.
 */
export function andAll(sets: readonly Bits[], fallback: Bits, into?: Bits): Bits {
  if (sets.length === 0) return fallback;
  if (sets.length === 1) return sets[0]!;
  let first = 0;
  let end = sets[0]!.length;
  for (const set of sets) {
    const [from, to] = wordRange(set);
    first = Math.max(first, from);
    end = Math.min(end, to);
  }
  const out = into ? into.fill(0) : new Uint32Array(sets[0]!.length);
  if (first >= end) return out;
  const a = sets[0]!;
  const b = sets[1]!;
  for (let i = first; i < end; i++) out[i] = a[i]! & b[i]!;
  for (let s = 2; s < sets.length; s++) {
    const next = sets[s]!;
    for (let i = first; i < end; i++) out[i]! &= next[i]!;
  }
  return out;
}

/** Set bits per 16-bit value: two lookups count a word, about twice as fast as bit arithmetic. */
const BITS_IN = new Uint8Array(1 << 16);
for (let i = 1; i < BITS_IN.length; i++) BITS_IN[i] = BITS_IN[i >>> 1]! + (i & 1);

export function countBits(bits: Bits, first = 0, end = bits.length): number {
  let total = 0;
  for (let i = first; i < end; i++) {
    const word = bits[i]!;
    total += BITS_IN[word & 0xffff]! + BITS_IN[word >>> 16]!;
  }
  return total;
}

/** |a ∧ b| without building the intersection (over the words [first, end) only, if given). */
export function countAnd(a: Bits, b: Bits, first = 0, end = a.length): number {
  let total = 0;
  for (let i = first; i < end; i++) {
    const word = a[i]! & b[i]!;
    total += BITS_IN[word & 0xffff]! + BITS_IN[word >>> 16]!;
  }
  return total;
}

/** The set positions, ascending; `count` is how many there are (countBits). */
export function positionsOf(bits: Bits, count: number, first = 0, end = bits.length): Int32Array {
  const positions = new Int32Array(count);
  let next = 0;
  for (let w = first; w < end; w++) {
    let word = bits[w]!;
    const base = w << 5;
    while (word !== 0) {
      const lowest = word & -word;
      positions[next++] = base + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  return positions;
}

/** Calls `visit` with every set position, in increasing order. */
export function forEachBit(bits: Bits, visit: (index: number) => void): void {
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    const base = w << 5;
    while (word !== 0) {
      const lowest = word & -word;
      visit(base + 31 - Math.clz32(lowest));
      word ^= lowest;
    }
  }
}
