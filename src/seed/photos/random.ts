/**
 * A tiny deterministic PRNG for the seed photos. Math.random() is never used anywhere under photos/: the
 * same (kind, seed) must give the same picture byte for byte, on every machine and every run.
 */

export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  range(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** An independent stream, so one part of a picture can draw more or fewer numbers without reshuffling the rest. */
  fork(salt: number): Rng;
}

/** Scrambles a 32-bit value so that neighbouring seeds (1, 2, 3...) start far apart. */
function hash32(x: number): number {
  let h = x >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a, to turn a kind name into a salt. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function rng(seed: number): Rng {
  // mulberry32: 32 bits of state, fast, good enough for pictures.
  let state = hash32(Math.floor(seed) ^ 0x9e3779b9);
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    range: (min, max) => min + next() * (max - min),
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick() from an empty list');
      return items[Math.floor(next() * items.length)] as T;
    },
    chance: (p) => next() < p,
    fork: (salt) => rng(hash32(state ^ hash32(salt))),
  };
}
