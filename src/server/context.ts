import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Mailer } from './lib/mailer';
import type { RateLimitSettings } from './lib/rate-limit';
import type { MediaStorage } from './media/storage';
import type { VideoTools } from './media/video-probe';
import type { ReadModels } from './read-models';

/**
 * What every service needs, built once at start and passed down explicitly (no globals), so a
 * test can build the same context around its own database.
 */
export interface AppContext {
  config: Config;
  database: Database;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  mailer: Mailer;
  /** What this process keeps in memory to answer reads (the listing index, counts, places). */
  reads: ReadModels;
  /** The Redis client of the shared rate limits (REDIS_URL), closed with the context. */
  redis?: Redis;
  /** Rate-limit overrides and store (default: the built-in limits, in memory). */
  rateLimits?: RateLimitSettings;
  /**
   * How often counted listing views are written (ms; default 5 s; 0 writes only when the server
   * stops). Tests set 0 so that the counts they read never change under them.
   */
  viewFlushMs?: number;
  /**
   * ffprobe/ffmpeg for video uploads: found on PATH when left out; `null` goes without them (the
   * browser then gives duration and poster), as tests do to behave the same on every machine.
   */
  videoTools?: VideoTools | null;
  /**
   * The time, for what depends on it over days (listing expiry and reminders, their links;
   * decision 036). Left out: the real clock. Tests move it instead of waiting.
   */
  clock?: () => Date;
}

/** The context's time (the real clock unless a test set one). */
export const nowOf = (ctx: Pick<AppContext, 'clock'>): Date => (ctx.clock ? ctx.clock() : new Date());
