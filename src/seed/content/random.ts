/**
 * A small deterministic PRNG for the demo content. The demo set must come out identical on every
 * machine and every run (reviewers compare screenshots, tests pin counts), so nothing here may
 * touch `Math.random`.
 */

/** The generator handed to every content function. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both ends included. */
  int(min: number, max: number): number;
  /** One element of a non-empty array. */
  pick<T>(arr: readonly T[]): T;
  /** True with probability p. */
  chance(p: number): boolean;
  /** A float in [min, max). */
  range(min: number, max: number): number;
  /** A shuffled copy (Fisher–Yates); the input is left alone. */
  shuffle<T>(arr: readonly T[]): T[];
}

/** mulberry32: 32-bit state, good enough spread for picking words, and tiny. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A deterministic generator: the same seed always yields the same sequence. */
export function rng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(arr: readonly T[]): T {
      if (arr.length === 0) throw new Error('pick from an empty array');
      return arr[int(0, arr.length - 1)] as T;
    },
    chance: (p) => next() < p,
    range: (min, max) => min + next() * (max - min),
    shuffle<T>(arr: readonly T[]): T[] {
      const out = [...arr];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
  };
}

/** A stable 32-bit seed from a string, so callers can derive per-item seeds ("listing:42"). */
export function seedFrom(text: string): number {
  // FNV-1a: simple, stable across platforms, no dependency.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
