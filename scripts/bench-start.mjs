// Measures start-up (npm start → answering, then → ready: its first pages rendered, decision 067)
// on an empty data directory (migrations + demo data) and on an existing one, and the server's
// resident memory once ready and after some traffic.
// Usage: node scripts/bench-start.mjs [--runs N] [--against DIR]
// --against DIR: another checkout, built; restarts only, N of each, this checkout's and DIR's
// alternated (order swapped each round), each on its own copy of one demo database made first:
// on a shared machine whose speed changes by the hour, only starts side by side compare builds.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './build-lib.mjs';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3900' },
    against: { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);

const built = spawnSync(process.execPath, [path.join(ROOT, 'scripts/start.mjs'), '--build-only'], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(1);

const rssMb = (pid) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
/** Resident memory of a process and all its descendants (`npm start`'s tree), in MB. */
function treeRssMb(pid) {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  return rssMb(pid) + children.reduce((sum, child) => sum + treeRssMb(child), 0);
}

/** 200 from `path` on the server, or false (not listening yet). */
const answers = (path) =>
  fetch(`http://127.0.0.1:${port}${path}`).then(
    (r) => r.ok,
    () => false,
  );

/** A start on an empty database loads the demo data (~30–60 s); past this something is wrong. */
const START_LIMIT_MS = 5 * 60_000;

/**
 * Starts `npm start`'s server and resolves when /api/health/ready answers 200 (a balancer sends
 * traffic), with when /api/health/ first answered 200 (the process serves requests).
 */
async function startServer(dataDir, root = ROOT) {
  const started = performance.now();
  // What `npm start` runs: the shell script execs Node, so the tree stays one process.
  const child = spawn('sh', [path.join(root, 'scripts/start.sh')], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? `exit code ${code}`));
  // A server that stopped, or never answers, ends the bench instead of holding it for good.
  const waitFor = async (path) => {
    while (!(await answers(path))) {
      if (exited) throw new Error(`the server stopped before ${path} answered (${exited})`);
      if (performance.now() - started > START_LIMIT_MS) {
        child.kill('SIGKILL');
        throw new Error(`${path} did not answer within ${START_LIMIT_MS / 1000} s`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  };
  await waitFor('/api/health/');
  const answering = performance.now() - started;
  await waitFor('/api/health/ready');
  return { child, ms: answering, readyMs: performance.now() - started };
}

async function stop(child) {
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** Restarts of this checkout and `against`, alternated, on copies of one demo database. */
async function compareRestarts(against) {
  const builds = [
    { name: 'before', root: path.resolve(against), ready: [], rss: [], faster: 0 },
    { name: 'after', root: ROOT, ready: [], rss: [], faster: 0 },
  ];
  const seeded = mkdtempSync(path.join(os.tmpdir(), 'sefer-bench-start-'));
  await stop((await startServer(seeded)).child);
  for (const build of builds) {
    build.dir = mkdtempSync(path.join(os.tmpdir(), 'sefer-bench-start-'));
    cpSync(seeded, build.dir, { recursive: true });
  }
  rmSync(seeded, { recursive: true, force: true });
  for (let i = 0; i < runs; i++) {
    for (const build of i % 2 ? [...builds].reverse() : builds) {
      const started = await startServer(build.dir, build.root);
      build.ready.push(started.readyMs);
      build.rss.push(treeRssMb(started.child.pid));
      await stop(started.child);
    }
    const [before, after] = builds;
    if (after.ready[i] < before.ready[i]) after.faster++;
    console.log(
      `round ${i + 1}: ready ${(before.ready[i] / 1000).toFixed(2)} → ${(after.ready[i] / 1000).toFixed(2)} s, resident ${before.rss[i].toFixed(0)} → ${after.rss[i].toFixed(0)} MB`,
    );
  }
  for (const build of builds) {
    rmSync(build.dir, { recursive: true, force: true });
    console.log(
      `${build.name} (${build.root}): ready mean ${(mean(build.ready) / 1000).toFixed(2)} s, median ${(median(build.ready) / 1000).toFixed(2)} s; resident once ready mean ${mean(build.rss).toFixed(0)} MB, median ${median(build.rss).toFixed(0)} MB`,
    );
  }
  console.log(`after faster in ${builds[1].faster} of ${runs} rounds`);
}

if (values.against) {
  await compareRestarts(values.against);
  process.exit(0);
}
const empty = [];
const existing = [];
const emptyReady = [];
const existingReady = [];
const rssAfterFirst = [];
const rssAfterStart = [];
const rssAfterTraffic = [];
for (let i = 0; i < runs; i++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sefer-bench-start-'));
  const first = await startServer(dir);
  empty.push(first.ms);
  emptyReady.push(first.readyMs);
  rssAfterFirst.push(treeRssMb(first.child.pid));
  await stop(first.child);
  const again = await startServer(dir);
  existing.push(again.ms);
  existingReady.push(again.readyMs);
  rssAfterStart.push(treeRssMb(again.child.pid));
  for (const p of [
    '/',
    '/api/properties/properties/?page_size=20',
    '/api/locations/regions/',
    '/no-such-page',
  ]) {
    for (let k = 0; k < 25; k++) await fetch(`http://127.0.0.1:${port}${p}`).then((r) => r.arrayBuffer());
  }
  rssAfterTraffic.push(treeRssMb(again.child.pid));
  await stop(again.child);
  rmSync(dir, { recursive: true, force: true });
  console.log(
    `run ${i + 1}: empty ${(first.ms / 1000).toFixed(1)} s (ready ${(first.readyMs / 1000).toFixed(1)} s), existing ${(again.ms / 1000).toFixed(2)} s (ready ${(again.readyMs / 1000).toFixed(2)} s), rss after the first start ${rssAfterFirst.at(-1).toFixed(0)} MB, after a restart ${rssAfterStart.at(-1).toFixed(0)} → ${rssAfterTraffic.at(-1).toFixed(0)} MB`,
  );
}
console.log(
  `\nmedian of ${runs}: start on an empty database with demo data ${(median(empty) / 1000).toFixed(1)} s, ready ${(median(emptyReady) / 1000).toFixed(1)} s; ` +
    `on an existing database ${(median(existing) / 1000).toFixed(2)} s, ready ${(median(existingReady) / 1000).toFixed(2)} s; resident memory (process tree) after the first start ${median(rssAfterFirst).toFixed(0)} MB, after a restart ${median(rssAfterStart).toFixed(0)} MB, ` +
    `after 100 requests ${median(rssAfterTraffic).toFixed(0)} MB`,
);
