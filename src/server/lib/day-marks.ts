import type { Redis } from 'ioredis';

/**
 * Marks that say "already counted today": a listing view or an ad event counts only when none of
 * the marks it carries (its address, its user) is set. Kept until the end of the day they were
 * made, in memory, or in Redis so that every process (and a restarted one) sees them (decision 030).
 */
export interface MarkStore {
  /**
   * When none of `keys` of `scope` (one listing and day, one ad and kind and day) is set, sets
   * them all until `expiresAt` (epoch ms) and answers true; otherwise sets none and answers
   * false. All or nothing, so that a visitor who was not counted marks nothing: a member who
   * first looks from an address already counted today is still counted from their own.
   */
  claim(scope: string, keys: string[], expiresAt: number): Promise<boolean>;
  /** Unsets keys: what they were claimed for could not be recorded, and a retry should count. */
  release(scope: string, keys: string[]): Promise<void>;
}

/** Makes the mark store of one counter (`views`, `ads`): each has its own key space. */
export type MarkStores = (name: string) => MarkStore;

/** How many marks a process keeps in memory; past it, the oldest are forgotten first. */
const REMEMBERED = 100_000;

/**
 * Marks in this process's memory, the oldest forgotten first past `capacity`, so that a flood of
 * addresses cannot grow the process without bound.
 */
export class MemoryMarks implements MarkStore {
  /** key → when it expires; the Map's order is oldest first. */
  private until = new Map<string, number>();

  constructor(
    private readonly capacity = REMEMBERED,
    private readonly now: () => number = Date.now,
  ) {}

  async claim(scope: string, keys: string[], expiresAt: number): Promise<boolean> {
    const now = this.now();
    const marks = keys.map((key) => `${scope}|${key}`);
    if (marks.some((mark) => (this.until.get(mark) ?? 0) > now)) return false;
    for (const mark of marks) {
      // Re-inserted, so that the Map's order stays oldest first.
      this.until.delete(mark);
      this.until.set(mark, expiresAt);
      if (this.until.size > this.capacity) this.until.delete(this.until.keys().next().value!);
    }
    return true;
  }

  async release(scope: string, keys: string[]): Promise<void> {
    for (const key of keys) this.until.delete(`${scope}|${key}`);
  }
}

export const memoryMarks: MarkStores = () => new MemoryMarks();

/** Sets every key (ARGV[1] ms) when none is set: 1; otherwise sets none: 0. Atomic in Redis. */
const CLAIM_ALL = `
for _, key in ipairs(KEYS) do
  if redis.call('EXISTS', key) == 1 then return 0 end
end
for _, key in ipairs(KEYS) do
  redis.call('SET', key, '1', 'PX', ARGV[1])
end
return 1`;

/**
 * Marks in Redis (`<prefix>:seen:<name>:{<scope>}:<key>`, expiring with their day), shared by
 * every process. A claim is one script, so of two processes seeing the same visitor exactly one
 * counts it; the keys of a claim share their `{scope}` hash tag, so it works on Redis Cluster too.
 * When Redis does not answer, the process marks in its own memory, as the rate limits do
 * (decision 017): counting never fails, and for the outage a visitor may be counted once per
 * process.
 */
export function redisMarks(client: Redis, prefix: string): MarkStores {
  return (name) => {
    const memory = new MemoryMarks();
    const full = (scope: string, keys: string[]) =>
      keys.map((key) => `${prefix}:seen:${name}:{${scope}}:${key}`);
    return {
      async claim(scope, keys, expiresAt) {
        if (client.status !== 'ready') return memory.claim(scope, keys, expiresAt);
        const ttl = Math.max(1_000, expiresAt - Date.now());
        try {
          return (await client.eval(CLAIM_ALL, keys.length, ...full(scope, keys), ttl)) === 1;
        } catch {
          return memory.claim(scope, keys, expiresAt);
        }
      },
      async release(scope, keys) {
        await memory.release(scope, keys);
        if (client.status === 'ready') await client.del(...full(scope, keys)).catch(() => undefined);
      },
    };
  };
}
