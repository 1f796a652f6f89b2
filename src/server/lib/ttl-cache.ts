/** A memo of computed answers that lives `ttlMs` milliseconds per key. */
export interface TtlCache {
  /**
   * The value under `key`: the remembered one while fresh, else the result of `compute`. Callers
   * that miss while a computation is running share it instead of starting their own, so a burst
   * of requests after expiry costs one computation. A failed computation is not remembered.
   * A key always holds values of one type (use one key per endpoint).
   */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forgets everything (tests, or after an import of many listings). */
  clear(): void;
}

interface Entry {
  /** Infinity while the computation runs: it is shared, never restarted. */
  expires: number;
  value: Promise<unknown>;
}

/**
 * A tiny in-process TTL memo. Each process keeps its own copy, which is fine for answers that may
 * be a little stale anyway; `now` is injectable so tests need not wait. With `maxEntries`, the
 * oldest entries are dropped first, so keys chosen by visitors (filter combinations) cannot grow
 * it without bound.
 */
export function createTtlCache(
  ttlMs: number,
  now: () => number = Date.now,
  maxEntries = Number.POSITIVE_INFINITY,
): TtlCache {
  const entries = new Map<string, Entry>();
  return {
    get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      // The value stored under a key always comes from a compute of that key's type.
      if (hit && hit.expires > now()) return hit.value as Promise<T>;
      const value = compute();
      const entry: Entry = { expires: Number.POSITIVE_INFINITY, value };
      entries.delete(key);
      entries.set(key, entry);
      // Map keeps insertion order: the first key is the oldest.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      value.then(
        () => {
          entry.expires = now() + ttlMs;
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
