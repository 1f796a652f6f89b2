import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { type Database, openDatabase, PGLITE_EXTENSIONS } from '../../src/server/db/client';
import { createMailer } from '../../src/server/lib/mailer';
import { createStorage } from '../../src/server/media/create-storage';
import { createReadModels } from '../../src/server/read-models';
import { withDatabase } from './global-setup';
import { type LocalS3, type MediaKind, startS3 } from './media';

export type Backend = 'pglite' | 'postgres';

/** The backends this run tests: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function backends(): Backend[] {
  return inject('postgresTemplate') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, migrated database of the given kind. `drop` removes it. */
export async function createTestDatabase(
  backend: Backend,
  /** PostgreSQL only: how the application reaches the server (for example through a proxy). */
  route: (url: string) => string = (url) => url,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (backend === 'pglite') {
    const pglite = new PGlite({
      loadDataDir: new Blob([readFileSync(inject('pgliteSnapshot'))]),
      extensions: PGLITE_EXTENSIONS,
    });
    await pglite.waitReady;
    const database = await openDatabase({ pglite });
    return { database, drop: () => database.close() };
  }
  const url = process.env.TEST_DATABASE_URL!;
  const name = `sefer_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  await admin.end();
  const database = await openDatabase({ url: route(withDatabase(url, name)), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A whole application context around a fresh database and a temporary media directory, or with
 * `media: 's3'` a bucket of a local S3 server started for it.
 */
export async function createTestContext(
  backend: Backend,
  env: NodeJS.ProcessEnv = {},
  media: MediaKind = 'local',
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sefer-data-'));
  const s3: LocalS3 | undefined = media === 's3' ? await startS3() : undefined;
  const config = loadConfig({
    ...s3?.env,
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret!',
    // Tests read what they just wrote; the ones about the public cache turn it on themselves.
    API_CACHE_SECONDS: '0',
    // A loaded test machine must not shed these tests' pages or fail their readiness (decision
    // 049): the event-loop guard and the line's wait limit are off unless a test sets them.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    PAGE_QUEUE_WAIT_MS: '60000',
    ...env,
  });
  const { database, drop } = await createTestDatabase(backend);
  const log = pino({ level: 'silent' });
  const ctx: AppContext = {
    config,
    database,
    storage: await createStorage(config),
    log,
    // No SMTP_URL: messages land in `${dataDir}/outbox` as .eml files.
    mailer: createMailer(config, log),
    reads: createReadModels(database),
    viewFlushMs: 0,
  };
  return {
    ctx,
    cleanup: async () => {
      await drop();
      await s3?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestEnv {
  ctx: AppContext;
  app: Awaited<ReturnType<typeof buildApp>>;
  backend: Backend;
  media: MediaKind;
}

/** What one run of a suite is made of, known when its tests are declared. */
export interface SuiteRun {
  backend: Backend;
  media: MediaKind;
}

/**
 * Runs a suite once per backend, each against its own database and in-process app; with
 * `{ media: true }` (suites about stored media) once more with media in an S3 bucket.
 * `env()` is valid inside tests and hooks.
 */
export function describeWithDb(
  name: string,
  suite: (env: () => TestEnv, run: SuiteRun) => void,
  options: { media?: boolean } = {},
): void {
  const runs: SuiteRun[] = backends().map((backend) => ({ backend, media: 'local' }));
  // The bucket with the embedded database only: the store does not depend on the database.
  if (options.media) runs.push({ backend: 'pglite', media: 's3' });
  for (const run of runs) {
    const { backend, media } = run;
    describe(`${name} [${backend}${media === 's3' ? ', s3' : ''}]`, () => {
      let current: TestEnv | undefined;
      let cleanup: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        const made = await createTestContext(backend, {}, media);
        cleanup = made.cleanup;
        const app = await buildApp(made.ctx, { logger: false });
        await app.ready();
        current = { ctx: made.ctx, app, backend, media };
      });
      afterAll(async () => {
        await current?.app.close();
        await cleanup?.();
      });
      suite(() => {
        if (!current) throw new Error('test environment not ready');
        return current;
      }, run);
    });
  }
}

/** `describeWithDb` for a suite about stored media: on disk and in an S3 bucket (decision 045). */
export function describeWithMedia(name: string, suite: (env: () => TestEnv, run: SuiteRun) => void): void {
  describeWithDb(name, suite, { media: true });
}
