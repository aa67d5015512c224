/* eslint-disable @typescript-eslint/no-non-null-assertion -- typed-array reads in hot loops, indexes bounded by the arrays' lengths (rows < size, words < bitset length) */
/**
 * Fixed-size bitsets over product rows (one bit per product), the building block of the facet
 * index: a filter value's products, a page's products, a result set. 100,000 products are 3,125
 * words, so an intersection with a count is a few microseconds.
 */
export type Bitset = Uint32Array;

/** An empty bitset for `size` rows. */
export function createBitset(size: number): Bitset {
  return new Uint32Array((size + 31) >>> 5);
}

/** A bitset with rows 0..size-1 set. */
export function fullBitset(size: number): Bitset {
  const bits = createBitset(size);
  bits.fill(0xffffffff);
  const rest = size & 31;
  if (rest !== 0 && bits.length > 0) bits[bits.length - 1] = (1 << rest) - 1;
  return bits;
}

export function setBit(bits: Bitset, row: number): void {
  bits[row >>> 5]! |= 1 << (row & 31);
}

export function clearBit(bits: Bitset, row: number): void {
  bits[row >>> 5]! &= ~(1 << (row & 31));
}

export function hasBit(bits: Bitset, row: number): boolean {
  return ((bits[row >>> 5]! >>> (row & 31)) & 1) === 1;
}

/** Number of set bits in one 32-bit word. */
export function popcount32(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Number of set bits. */
export function count(bits: Bitset): number {
  let n = 0;
  for (let i = 0; i < bits.length; i++) {
    const w = bits[i]!;
    if (w !== 0) n += popcount32(w);
  }
  return n;
}

/** A new bitset holding the intersection of all given bitsets (all of the same size). */
export function intersect(size: number, sets: readonly Bitset[]): Bitset {
  const out = fullBitset(size);
  for (const set of sets) {
    for (let i = 0; i < out.length; i++) out[i]! &= set[i]!;
  }
  return out;
}

/** target &= source, in place. */
export function andInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= source[i]!;
}

/** target |= source, in place. */
export function orInto(target: Bitset, source: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= source[i]!;
}

/** The indexes of the non-zero words, so sparse sets are counted without walking empty words. */
export function nonZeroWords(bits: Bitset): Int32Array {
  let n = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) n++;
  const out = new Int32Array(n);
  let j = 0;
  for (let i = 0; i < bits.length; i++) if (bits[i] !== 0) out[j++] = i;
  return out;
}

/** |a ∧ b|, walking only the given non-zero words of `a`. */
export function countAnd(a: Bitset, words: Int32Array, b: Bitset): number {
  let n = 0;
  for (let k = 0; k < words.length; k++) {
    const i = words[k]!;
    const w = a[i]! & b[i]!;
    if (w !== 0) n += popcount32(w);
  }
  return n;
}

/** Calls `visit` for every set row in ascending order. */
export function forEachRow(bits: Bitset, visit: (row: number) => void): void {
  for (let i = 0; i < bits.length; i++) {
    let w = bits[i]!;
    while (w !== 0) {
      const low = w & -w;
      visit((i << 5) + (31 - Math.clz32(low)));
      w ^= low;
    }
  }
}
