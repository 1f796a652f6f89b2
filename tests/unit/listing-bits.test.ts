import { describe, expect, it } from 'vitest';
import {
  atLeast,
  bitsAtLeast,
  countBits,
  hasBit,
  inRange,
  positions,
  sortedColumn,
} from '../../src/server/features/properties/listing-index/bits';

const members = (bits: Uint32Array, size: number) =>
  Array.from({ length: size }, (_, i) => i).filter((i) => hasBit(bits, i));

describe('listing index bit sets', () => {
  // 70 positions: more than two words, so word edges are crossed.
  const size = 70;
  const values = Float64Array.from({ length: size }, (_, i) => (i % 7 === 3 ? Number.NaN : (i * 37) % 50));

  it.each([
    [10, 20],
    [0, 49],
    [-Infinity, 5],
    [45, Infinity],
    [-Infinity, Infinity],
    [20, 10],
    [13, 13],
  ])('finds the values in [%s, %s], bounds included and NULLs never', (min, max) => {
    const expected = Array.from({ length: size }, (_, i) => i).filter(
      (i) => !Number.isNaN(values[i]!) && values[i]! >= min && values[i]! <= max,
    );
    const bits = inRange(sortedColumn(values, size), min, max);
    expect(members(bits, size)).toEqual(expected);
    expect(countBits(bits)).toBe(expected.length);
    expect([...positions(bits, expected.length)]).toEqual(expected);
  });

  it('answers "at least" from the next value up, and nothing above the largest', () => {
    const rooms = Int32Array.from([0, 3, 1, 5, 3, 0, 2]);
    const table = bitsAtLeast(rooms, rooms.length);
    expect(members(atLeast(table, 2)!, rooms.length)).toEqual([1, 3, 4, 6]);
    expect(members(atLeast(table, 4)!, rooms.length)).toEqual([3]);
    expect(members(atLeast(table, 0)!, rooms.length)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(atLeast(table, 6)).toBeNull();
  });
});
