import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { redisMarks } from './lib/day-marks';
import { createMailer } from './lib/mailer';
import { redisStore } from './lib/rate-limit';
import { closeRedisClient, createRedisClient } from './lib/redis';
import { createStorage } from './media/create-storage';
import { LocalStorage } from './media/storage';
import { cleanStaleUploads, spoolRoot } from './media/uploads';
import { closeReadModels, createReadModels } from './read-models';

/**
 * How old leftovers of interrupted uploads must be before a start removes them when other
 * processes may share the data directory (PostgreSQL): theirs may still be in progress.
 */
const SHARED_LEFTOVER_AGE_MS = 24 * 60 * 60_000;

/**
 * Opens what the server and the CLI both need: the database (migrated), media storage and, with
 * REDIS_URL, the Redis client of the shared rate limits. The caller owns the result and releases
 * it with `closeContext`.
 */
export async function createContext(
  config: Config,
  log = pino({ level: config.logLevel }),
): Promise<AppContext> {
  const database: Database = await openDatabase({
    url: config.databaseUrl,
    readUrl: config.databaseReadUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
  });
  try {
    await migrateDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const storage = await createStorage(config);
  // A process killed mid-upload leaves partial files: a process that owns DATA_DIR alone removes
  // them all, one that shares it only those too old to belong to a request still running. (A
  // bucket has none: an object appears whole or not at all.)
  const leftoverAge = database.ownsDataDir ? 0 : SHARED_LEFTOVER_AGE_MS;
  if (storage instanceof LocalStorage) {
    const removed = await storage.cleanTemporaryFiles(leftoverAge);
    if (removed) log.warn({ removed }, 'removed partial media writes left by an interrupted run');
  }
  await cleanStaleUploads(spoolRoot(config.dataDir), leftoverAge);
  const redis = config.redisUrl
    ? await createRedisClient(config.redisUrl, log, config.redisKeyPrefix)
    : undefined;
  return {
    config,
    database,
    storage,
    log,
    mailer: createMailer(config, log),
    reads: createReadModels(database),
    redis,
    rateLimits: {
      factor: config.rateLimitFactor,
      store: redis ? redisStore(redis, config.redisKeyPrefix) : undefined,
      marks: redis ? redisMarks(redis, config.redisKeyPrefix) : undefined,
    },
  };
}

/**
 * Releases what `createContext` opened: what it kept in memory, Redis (nothing counts any more),
 * then the database.
 */
export async function closeContext(ctx: AppContext): Promise<void> {
  closeReadModels(ctx.reads);
  if (ctx.redis) await closeRedisClient(ctx.redis);
  await ctx.database.close();
}
