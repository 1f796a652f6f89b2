import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once for the whole run: a PGlite data directory snapshot that each test file loads,
 * and, with TEST_DATABASE_URL, a PostgreSQL template database each file copies.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sefer-test-'));
  const pglite = new PGlite({ extensions: PGLITE_EXTENSIONS });
  const database = await openDatabase({ pglite });
  await migrateDatabase(database);
  const snapshot = path.join(dir, 'migrated.tar.gz');
  writeFileSync(snapshot, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await pglite.close();
  project.provide('pgliteSnapshot', snapshot);

  const url = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (url) {
    template = `sefer_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    await admin.end();
    const db = await openDatabase({ url: withDatabase(url, template), poolSize: 2 });
    await migrateDatabase(db);
    await db.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (url && template) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    }
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
