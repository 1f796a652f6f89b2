import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../paths';
import { type Database, rowsOf } from './client';

/** An arbitrary constant: the advisory lock that serialises migrations across processes. */
const MIGRATION_LOCK_KEY = 7_385_201;

/** Applies the committed SQL migrations that have not run yet. Safe to call on every start. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // node-postgres's side of drizzle, loaded only with PostgreSQL (decision 059).
  const [{ drizzle }, { migrate: migrateNodePg }] = await Promise.all([
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  // Several API processes may start at once against one server: only one migrates at a time.
  const client = await database.pool!.connect();
  try {
    await client.query(`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    await migrateNodePg(drizzle(client) as unknown as NodePgDatabase, config);
  } finally {
    await client.query(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`).catch(() => {});
    client.release();
  }
}

/** True when the database holds no listings and no users: the first start of a new install. */
export async function isEmptyDatabase(database: Database): Promise<boolean> {
  const result = await database.db.execute(
    sql`select not exists (select 1 from users) and not exists (select 1 from properties) as empty`,
  );
  return Boolean(rowsOf<{ empty: boolean }>(result)[0]?.empty);
}
