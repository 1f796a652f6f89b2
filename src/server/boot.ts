import pino from 'pino';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createMailer } from './lib/mailer';
import { LocalStorage } from './media/storage';

/**
 * Opens what the server and the CLI both need: the database (migrated) and media storage.
 * The caller owns the result and closes `database` when done.
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
  const storage = new LocalStorage(config.mediaDir);
  const removed = await storage.cleanTemporaryFiles();
  if (removed) log.warn({ removed }, 'removed partial uploads left by an interrupted run');
  return {
    config,
    database,
    storage,
    log,
    mailer: createMailer(config, log),
    rateLimits: { factor: config.rateLimitFactor },
  };
}
