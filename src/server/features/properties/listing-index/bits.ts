/**
 * Bit sets over a snapshot's listing positions: bit i of word i >>> 5 stands for position i.
 * Intersecting two sets of 100,000 listings is 3,125 word operations, so equality filters cost
 * microseconds however many listings they match.
 */
export type Bits = Uint32Array;

export const wordsFor = (size: number) => (size + 31) >>> 5;

export function setBit(bits: Bits, i: number): void {
  bits[i >>> 5]! |= 1 << (i & 31);
}

export function hasBit(bits: Bits, i: number): boolean {
  return (bits[i >>> 5]! & (1 << (i & 31))) !== 0;
}

/** Keeps in `target` only the bits also set in `other`. */
export function intersect(target: Bits, other: Bits): void {
  for (let w = 0; w < target.length; w++) target[w]! &= other[w]!;
}

/** Clears in `target` the bits set in `other`. */
export function subtract(target: Bits, other: Bits): void {
  for (let w = 0; w < target.length; w++) target[w]! &= ~other[w]!;
}

export function union(a: Bits, b: Bits): Bits {
  const out = new Uint32Array(a.length);
  for (let w = 0; w < a.length; w++) out[w] = a[w]! | b[w]!;
  return out;
}

/** How many bits are set. */
export function countBits(bits: Bits): number {
  let total = 0;
  for (let w = 0; w < bits.length; w++) {
    let v = bits[w]!;
    v -= (v >>> 1) & 0x55555555;
    v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
    total += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return total;
}

/** The positions of the set bits, ascending. */
export function positions(bits: Bits, count: number): Int32Array {
  const out = new Int32Array(count);
  let k = 0;
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      out[k++] = (w << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out;
}

/** One set per distinct value of a column: the positions holding that value. */
export function bitsByValue(column: ArrayLike<number>, size: number): Map<number, Bits> {
  const sets = new Map<number, Bits>();
  const words = wordsFor(size);
  for (let i = 0; i < size; i++) {
    const value = column[i]!;
    let bits = sets.get(value);
    if (!bits) {
      bits = new Uint32Array(words);
      sets.set(value, bits);
    }
    setBit(bits, i);
  }
  return sets;
}

/**
 * For a small-valued column (bedrooms, bathrooms): for each distinct value v, the positions
 * holding v or more, so "at least b" is one set.
 */
export function bitsAtLeast(column: ArrayLike<number>, size: number): Array<[number, Bits]> {
  const exact = [...bitsByValue(column, size)].sort((a, b) => b[0] - a[0]);
  const out: Array<[number, Bits]> = [];
  let sum: Bits = new Uint32Array(wordsFor(size));
  for (const [value, bits] of exact) {
    sum = union(sum, bits);
    out.push([value, sum]);
  }
  return out.reverse();
}

/** The set for "at least `min`" from `bitsAtLeast`'s table (ascending values), or null for none. */
export function atLeast(table: Array<[number, Bits]>, min: number): Bits | null {
  for (const [value, bits] of table) if (value >= min) return bits;
  return null;
}

/** A numeric column's positions sorted by value (NULLs left out), for range filters. */
export interface SortedColumn {
  order: Int32Array;
  values: Float64Array;
  /** Positions that have a value (NULL is outside every range, as in SQL). */
  present: Bits;
}

/** Sorts a column's non-NaN values; `order` may be given when the positions are already sorted. */
export function sortedColumn(column: Float64Array, size: number, order?: Int32Array): SortedColumn {
  const present = new Uint32Array(wordsFor(size));
  let kept = order;
  if (!kept) {
    const list: number[] = [];
    for (let i = 0; i < size; i++) if (!Number.isNaN(column[i]!)) list.push(i);
    kept = Int32Array.from(list).sort((a, b) => column[a]! - column[b]!);
  }
  const values = new Float64Array(kept.length);
  for (let k = 0; k < kept.length; k++) {
    values[k] = column[kept[k]!]!;
    setBit(present, kept[k]!);
  }
  return { order: kept, values, present };
}

/** The first index whose value is ≥ `min` (or > `min` when `after`). */
function search(values: Float64Array, min: number, after: boolean): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (values[mid]! < min || (after && values[mid] === min)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The positions whose value lies in [min, max] (either may be infinite): found by binary search
 * in the sorted column, then written bit by bit — or, for wide ranges, the positions outside are
 * cleared — so the cost follows the smaller side, never all listings twice.
 */
export function inRange(column: SortedColumn, min: number, max: number): Bits {
  const { order, values, present } = column;
  const from = search(values, min, false);
  const to = search(values, max, true);
  if (to - from <= order.length / 2) {
    const out = new Uint32Array(present.length);
    for (let k = from; k < to; k++) setBit(out, order[k]!);
    return out;
  }
  const out = present.slice();
  for (let k = 0; k < from; k++) out[order[k]! >>> 5]! &= ~(1 << (order[k]! & 31));
  for (let k = to; k < order.length; k++) out[order[k]! >>> 5]! &= ~(1 << (order[k]! & 31));
  return out;
}

/** Positions per value of a column with many values (kebeles, agents): lists, not sets. */
export function listsByValue(column: ArrayLike<number>, size: number): Map<number, Int32Array> {
  const lists = new Map<number, number[]>();
  for (let i = 0; i < size; i++) {
    const value = column[i]!;
    const list = lists.get(value);
    if (list) list.push(i);
    else lists.set(value, [i]);
  }
  return new Map([...lists].map(([value, list]) => [value, Int32Array.from(list)]));
}

/** A set of the given positions. */
export function bitsOf(list: Int32Array | undefined, words: number): Bits {
  const out = new Uint32Array(words);
  if (list) for (const i of list) setBit(out, i);
  return out;
}
