import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { MarkStores } from './day-marks';
import { AppError } from './errors';

/** At most `points` hits per key within `duration` seconds. */
export interface RateLimitRule {
  points: number;
  duration: number;
}

/**
 * Where counters live: memory (one process), or Redis when several processes serve the API
 * (REDIS_URL). Every rate-limiter-flexible store takes the same options and answers the same way.
 */
export type RateLimitStore = (options: {
  keyPrefix: string;
  points: number;
  duration: number;
}) => RateLimiterAbstract;

const memoryStore: RateLimitStore = (options) => new RateLimiterMemory(options);

/**
 * Counters in Redis, shared by every process with the same `prefix`. When Redis does not answer
 * (down, unreachable, slow), each process falls back to its own memory counters with the same
 * rule (rate-limiter-flexible's insurance limiter): requests never fail because of Redis, and the
 * limits still hold per process, so an outage at worst multiplies a limit by the number of
 * processes for its duration. The client must fail fast rather than queue commands while
 * disconnected (`enableOfflineQueue: false`, see `createRedisClient`).
 */
export function redisStore(client: Redis, prefix: string): RateLimitStore {
  return (options) =>
    new RateLimiterRedis({
      ...options,
      keyPrefix: `${prefix}:rl:${options.keyPrefix}`,
      storeClient: client,
      // Not connected yet, or reconnecting: count in memory at once instead of waiting.
      rejectIfRedisNotReady: true,
      insuranceLimiter: new RateLimiterMemory(options),
    });
}

/** Overrides for an application (tests use small limits) and the store to keep counters in. */
export interface RateLimitSettings {
  rules?: Partial<Record<string, RateLimitRule>>;
  store?: RateLimitStore;
  /** Multiplies the points of every default rule (RATE_LIMIT_FACTOR); explicit `rules` are kept. */
  factor?: number;
  /** Where the once-a-day marks of the view and ad counters live (memory by default). */
  marks?: MarkStores;
}

/** 429 in DRF's words; the reply also carries `Retry-After`. */
export class ThrottledError extends AppError {
  constructor(readonly retryAfter: number) {
    super('throttled', `Request was throttled. Expected available in ${retryAfter} seconds.`);
  }
}

/** The part of a Fastify reply this module needs (to set `Retry-After`). */
export interface HeaderSink {
  header(name: string, value: string): unknown;
}

/** One rule over one store. Keys are whatever the caller counts by: an IP, an e-mail, a user id. */
export class RateLimit {
  constructor(private readonly limiter: RateLimiterAbstract) {}

  /** Counts one request for `key`; past the limit, sets `Retry-After` and throws a 429. */
  async hit(key: string, reply: HeaderSink): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw throttled(error, reply);
      throw error;
    }
  }

  /** Throws a 429 when `key` has used up its points, without counting (limits on failures). */
  async check(key: string, reply: HeaderSink): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.limiter.points) throw throttled(state, reply);
  }

  /** Counts one failure for `key`; the next `check` refuses once the rule's points are used. */
  async fail(key: string): Promise<void> {
    await this.limiter.penalty(key);
  }

  /** Forgets `key` (a successful sign-in clears its failures). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  /** Gives back one hit of `key` (what it was counted for did not happen). */
  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }
}

/**
 * Hits counted ahead of a piece of work (so that parallel requests cannot all slip under a limit)
 * and given back unless the work is done: `keep` once it is, `release` on every way out (an error
 * answer, a request the client gave up on). Whichever comes first wins; the other does nothing.
 */
export class Allowance {
  private state: 'held' | 'kept' | 'released' = 'held';

  private constructor(private readonly taken: Array<readonly [RateLimit, string]>) {}

  /** Hits each (limit, key) in turn; when one refuses, the earlier ones are given back. */
  static async take(hits: Array<readonly [RateLimit, string]>, reply: HeaderSink): Promise<Allowance> {
    const allowance = new Allowance([]);
    try {
      for (const [limit, key] of hits) {
        try {
          await limit.hit(key, reply);
        } catch (error) {
          // A refused attempt is not counted either: the count stays what was done and is under way.
          if (error instanceof ThrottledError) await limit.refund(key);
          throw error;
        }
        allowance.taken.push([limit, key]);
      }
    } catch (error) {
      await allowance.release();
      throw error;
    }
    return allowance;
  }

  keep(): void {
    if (this.state === 'held') this.state = 'kept';
  }

  async release(): Promise<void> {
    if (this.state !== 'held') return;
    this.state = 'released';
    await Promise.all(this.taken.map(([limit, key]) => limit.refund(key)));
  }
}

function throttled(state: RateLimiterRes, reply: HeaderSink): ThrottledError {
  const seconds = Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  reply.header('retry-after', String(seconds));
  return new ThrottledError(seconds);
}

/**
 * Builds one `RateLimit` per named rule: the defaults, overridden by `settings.rules`, counted in
 * `settings.store` (memory by default). Call once per application so that tests stay independent.
 */
export function createRateLimits<Name extends string>(
  prefix: string,
  defaults: Record<Name, RateLimitRule>,
  settings: RateLimitSettings = {},
): Record<Name, RateLimit> {
  const store = settings.store ?? memoryStore;
  const entries = (Object.keys(defaults) as Name[]).map((name) => {
    const factor = settings.factor ?? 1;
    const rule = settings.rules?.[name] ?? { ...defaults[name], points: defaults[name].points * factor };
    const limiter = store({ keyPrefix: `${prefix}:${name}`, points: rule.points, duration: rule.duration });
    return [name, new RateLimit(limiter)] as const;
  });
  return Object.fromEntries(entries) as Record<Name, RateLimit>;
}
