import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { closeContext, createContext } from './boot';
import { ConfigError, loadConfig, resolveJwtSecret } from './config';
import { isNewEmbeddedDatabase } from './db/client';
import { DataDirectoryLockedError } from './db/lock';
import { isEmptyDatabase } from './db/migrate';
import { startAlertWorker } from './features/alerts/worker';
import { scheduleFreshness } from './features/freshness/job';
import { logSweep, ORPHAN_MIN_AGE_MS, scheduleOrphanSweeps, sweepOrphanMedia } from './media/orphans';
import { scheduleResumableSweeps } from './media/resumable-routes';
import { warmUp } from './web/warm-up';

/** Starts Sefer: config, database, demo data on first start, HTTP server, graceful shutdown. */
async function main() {
  const started = performance.now();
  const config = loadConfig();
  config.jwtSecret = resolveJwtSecret(config);
  // The demo data set is loaded in a process of its own (the CLI's `seed`, which prints the demo
  // accounts once so the installer can sign in as staff): creating the embedded database and
  // drawing and encoding the pictures grow a process by ~350 MB that the allocator would not give
  // back to this long-running one. A new embedded database is known without opening it; any
  // other is opened, found empty and closed first (the embedded one admits one process at a time).
  if (config.demoData && !config.databaseUrl && isNewEmbeddedDatabase(config.dataDir)) {
    console.log('New database: loading the demo data set…');
    await loadDemoDataInChildProcess();
  }
  let ctx = await createContext(config);
  if (config.demoData && (await isEmptyDatabase(ctx.database))) {
    ctx.log.info('empty database: loading the demo data set');
    await closeContext(ctx);
    await loadDemoDataInChildProcess();
    ctx = await createContext(config);
  }

  // Media files a killed process stored without their rows. Before listening, a process that
  // owns DATA_DIR alone knows no request is half-way, so it removes them whatever their age.
  // Housekeeping: a failure is logged and never stops the start. It mostly waits for the disk
  // (a stat per file), so it runs while the app is built and is awaited before listening.
  const sweptOrphans = sweepOrphanMedia(ctx.database.db, ctx.storage, {
    minAgeMs: ctx.database.ownsDataDir ? 0 : ORPHAN_MIN_AGE_MS,
  })
    .then((swept) => logSweep(ctx.log, swept))
    .catch((err) => ctx.log.warn({ err }, 'the media orphan sweep failed; it runs again later'));
  const stopSweeps = scheduleOrphanSweeps(ctx.database.db, ctx.storage, ctx.log);
  // Resumable uploads nobody touched for a day (decision 052): now, then every hour.
  const stopUploadSweeps = scheduleResumableSweeps(ctx);
  // Listings not confirmed in time expire, their publishers are reminded first (decision 036).
  const stopFreshness = scheduleFreshness(ctx);
  // Saved-search alerts, in the background (decision 038); every process may share the work.
  const stopAlerts = config.alertWorker ? startAlertWorker(ctx) : async () => {};

  const mode = config.env === 'development' ? 'development' : 'production';
  const app = await buildApp(ctx, { web: { ctx, mode } });
  await sweptOrphans;

  // Past the delay close-with-grace exits with 1 whatever is still running. app.close() answers
  // what had arrived, refuses the rest with 503 until quiet, then closes the listener and writes
  // the pending view counts (lib/graceful-close.ts, decision 021).
  closeWithGrace({ delay: 20_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info({ signal }, 'stopping: finishing requests in flight');
    const stopping = performance.now();
    await app.close();
    await stopSweeps();
    await stopUploadSweeps();
    await stopFreshness();
    await stopAlerts();
    await closeContext(ctx);
    const stopMs = Math.round(performance.now() - stopping);
    app.log.info({ stop_ms: stopMs }, err ? 'stopped after the error' : 'stopped cleanly');
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { ready_ms: Math.round(performance.now() - started), database: ctx.database.kind },
    `Sefer is ready on ${config.publicUrl}`,
  );
  // Readiness says `warming` until the home page is rendered (decision 067).
  if (mode === 'production') await warmUp(app);
}

/** Runs `cli seed` beside this entry (build/app/cli.mjs, or src/server/cli/main.ts in development). */
function loadDemoDataInChildProcess(): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, 'cli.mjs');
  const cli = existsSync(built) ? built : path.join(here, 'cli', 'main.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, cli, 'seed'], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`loading the demo data failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirectoryLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
