// `npm start` (through scripts/start.sh): build when the build is missing or older than the
// sources, then run the server.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsStale, ROOT } from './build-lib.mjs';

// Several starts at once (the tests start a few servers) must not build into one folder together:
// the first takes the lock and builds; the others wait for the lock to go, then find the build
// fresh. A lock older than the longest build is left from a killed one and is taken over.
const LOCK = path.join(ROOT, '.build.lock');
const LOCK_STALE_MS = 10 * 60_000;
const pause = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function takeBuildLock() {
  for (;;) {
    try {
      mkdirSync(LOCK);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let age = 0;
      try {
        age = Date.now() - statSync(LOCK).mtimeMs;
      } catch {
        continue; // released between the two calls
      }
      if (age > LOCK_STALE_MS) rmSync(LOCK, { recursive: true, force: true });
      else pause(250);
    }
  }
}

if (buildIsStale()) {
  takeBuildLock();
  try {
    if (buildIsStale()) {
      console.log('Building Sefer (first start or sources changed)…');
      const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
        stdio: 'inherit',
      });
      if (result.status !== 0) process.exitCode = result.status ?? 1;
    }
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
  if (process.exitCode) process.exit(process.exitCode);
}
if (process.argv.includes('--build-only')) process.exit(0);
// Libraries read NODE_ENV themselves, once, when they load: unset, React and its server renderer
// run their development builds (27–35 ms of CPU per page against 18–23 ms, measured 2026-11-27).
// The server's own configuration already defaults to production (config/env-schema.ts); this makes
// the libraries agree, before any of them loads.
if (!process.env.NODE_ENV) process.env.NODE_ENV = 'production';
await import(pathToFileURL(path.join(ROOT, 'build', 'app', 'main.mjs')).href);
