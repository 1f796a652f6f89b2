import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { lockDataDirectory } from './lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** The query builder both drivers share; repositories only see this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The rows of a raw `execute(sql)` result, typed as the query selects them. A cast because `Db` is
 * the type both drivers share and their drizzle driver types differ (PGlite's `Results`,
 * node-postgres's `QueryResult`): the shared type leaves the result unknown, though both carry
 * the selected rows in `rows`.
 */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Primary: every write and every read that must see its own writes. */
  db: Db;
  /** Read replica for public read-only endpoints (the primary when none is configured). */
  read: Db;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` from any process, and `onLost`
   * if the link that hears them drops (notifications are then missed until `listen` is called
   * again). Resolves once listening, with a function that stops.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onLost: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /**
   * True when this process holds DATA_DIR's lock (the embedded database on disk): nothing else
   * writes there, so start-up may clean leftovers without waiting for them to age.
   */
  ownsDataDir: boolean;
  /** The embedded instance, for migrations, backups and test snapshots. */
  pglite?: PGlite;
  pool?: pg.Pool;
}

export interface DatabaseOptions {
  /** A PostgreSQL URL; without it the embedded PGlite in `dataDir/db` is used. */
  url?: string;
  readUrl?: string;
  poolSize?: number;
  dataDir?: string;
  /** An already opened PGlite (tests load one from a migrated snapshot). */
  pglite?: PGlite;
}

const drizzleOptions = { schema, casing: 'snake_case' as const };

/**
 * PGlite's default shared_buffers (128 MB) alone pushes an idle server past 300 MB resident;
 * 32 MB is ample for one connection (the operating system caches the data files anyway).
 */
const PGLITE_SETTINGS = ['shared_buffers=32MB'];

/** Extensions loaded into PGlite; the same names are created by the first migration. */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

/**
 * Whether the embedded database in `dataDir` has never been created (no cluster files yet):
 * known without opening it, which on a new directory would run PostgreSQL's initdb.
 */
export function isNewEmbeddedDatabase(dataDir: string): boolean {
  return !existsSync(path.join(dataDir, 'db', 'PG_VERSION'));
}

/** Opens the embedded database or a PostgreSQL pool, as configured. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.readUrl, options.poolSize ?? 10);
  if (options.pglite) return wrapPglite(options.pglite, async () => {}, false);
  if (!options.dataDir) throw new Error('openDatabase needs a url, a dataDir or a pglite instance');
  const dir = path.join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  // PGlite is one process, one connection: a second process on the same files would corrupt them.
  const release = await lockDataDirectory(options.dataDir);
  try {
    const client = new PGlite(dir, { extensions: PGLITE_EXTENSIONS, postgresqlconf: PGLITE_SETTINGS });
    await client.waitReady;
    return wrapPglite(client, release, true);
  } catch (error) {
    await release();
    throw error;
  }
}

function wrapPglite(client: PGlite, release: () => Promise<void>, ownsDataDir: boolean): Database {
  const db = drizzlePglite(client, drizzleOptions) as unknown as Db;
  return {
    kind: 'pglite',
    ownsDataDir,
    db,
    read: db,
    pglite: client,
    async ping() {
      await client.query('select 1');
    },
    // One process, one instance: the link cannot drop while the database is open.
    listen: (channel, onNotify) => client.listen(channel, onNotify),
    async close() {
      if (!client.closed) await client.close();
      await release();
    },
  };
}

/** PostgreSQL through node-postgres, loaded only when DATABASE_URL is set (decision 059). */
async function openPostgres(url: string, readUrl: string | undefined, max: number): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its connection (server restart) must not crash the process;
  // the pool drops it and the next query opens a new one.
  pool.on('error', () => {});
  const readPool = readUrl
    ? new pg.Pool({ connectionString: readUrl, max, connectionTimeoutMillis: 5_000 })
    : pool;
  if (readPool !== pool) readPool.on('error', () => {});
  const db = drizzleNodePg(pool, drizzleOptions) as unknown as Db;
  const read = readPool === pool ? db : (drizzleNodePg(readPool, drizzleOptions) as unknown as Db);
  const listeners = new Set<pg.Client>();
  return {
    kind: 'postgres',
    ownsDataDir: false,
    db,
    read,
    pool,
    async ping() {
      await db.execute(sql`select 1`);
    },
    // A connection of its own, outside the pool: LISTEN lasts as long as the session. On the
    // primary, where every change commits (replicas do not pass notifications on).
    async listen(channel, onNotify, onLost) {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
      let lost = false;
      const drop = () => {
        if (lost) return;
        lost = true;
        listeners.delete(client);
        onLost();
      };
      client.on('notification', (message) => message.channel === channel && onNotify(message.payload ?? ''));
      client.on('error', drop);
      client.on('end', drop);
      await client.connect();
      listeners.add(client);
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      return async () => {
        lost = true;
        listeners.delete(client);
        await client.end().catch(() => {});
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await pool.end();
      if (readPool !== pool) await readPool.end();
    },
  };
}
