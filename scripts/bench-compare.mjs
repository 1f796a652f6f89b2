// `npm run bench:compare`: two or more builds (or one build with different settings) served in
// turn on the same database, the API's mixed browsing, mixed searching and detail reads measured
// on each, round after round with the order rotated, so that a shared machine's changing speed
// falls on every variant alike. Reports per scenario and variant the median over rounds of the
// throughput, p95, and the CPU time per answer of the server and of the database's backends
// (the least noisy figures on a shared machine).
//
//   npm run bench:compare -- --variant NAME=DIR[:KEY=VALUE,...] --variant … [--rounds 3]
//                            [--duration 10] [--connections 32] [--warm 10] [--idle 10] [--only TEXT]
//                            [--rate R]
//
// --rate R offers every variant the same R requests per second instead of as many as it can take.
// CPU per answer falls as throughput rises (more answers per turn of the event loop and per
// system call): on a shared machine whose speed changes by the minute, variants measured at
// their own saturation differ by the neighbours' load more than by their code. At one fixed rate
// that every variant sustains, they are compared doing the same work.
//
// --idle S: after the warm-up, S seconds without requests measure what the server and the database
// spend on their own (timers, background jobs, read models). CPU per answer is also printed net of
// that rate ("net"): at a lower throughput a fixed background cost weighs more on each answer, so
// on a loaded machine the raw figure mixes a variant's per-request cost with its background work.
//
// DIR holds a built checkout (build/app/main.mjs; `node scripts/start.mjs --build-only` there).
// Example, the listing index against the database path, and against an older build:
//   DATABASE_URL=postgres://…/bench npm run bench -- --only none   # fill 100,000 listings first
//   DATABASE_URL=postgres://…/bench npm run bench:compare -- --variant index=. \
//     --variant sql=.:LISTING_INDEX=false --variant before=/tmp/old-checkout
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lookUpPlaces, mixedListScenario, publishedIds } from './bench/http.mjs';
import { cpuMs, measuredRun } from './bench/pages.mjs';
import { freePort, startServer, stopAll, stopChild } from './bench/processes.mjs';
import { median } from './bench/stats.mjs';

const { values } = parseArgs({
  options: {
    variant: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    warm: { type: 'string', default: '10' },
    idle: { type: 'string', default: '10' },
    rate: { type: 'string' },
    only: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || (values.variant ?? []).length < 2) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')
      .filter((_line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('//')))
      .join('\n'),
  );
  process.exit(values.help ? 0 : 2);
}
const whole = (name) => {
  const n = Number(values[name]);
  if (!Number.isSafeInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number ≥ 1`);
    process.exit(2);
  }
  return n;
};
const rounds = whole('rounds');
const duration = whole('duration');
const connections = whole('connections');
const warmup = Math.min(2, Math.max(1, Math.round(duration / 5)));
// Each start is followed by this many seconds of every scenario, unmeasured: what a process
// builds once (the listing index's snapshot, prepared statements, JIT) is not any run's cost.
const warm = Number(values.warm);
const idle = Number(values.idle);
const rate = values.rate === undefined ? undefined : whole('rate');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `name=dir:KEY=VALUE,KEY=VALUE` → { name, dir, env }. */
function parseVariant(text) {
  const match = /^([\w-]+)=([^:]+)(?::(.*))?$/.exec(text);
  if (!match) throw new Error(`--variant ${text}: expected NAME=DIR[:KEY=VALUE,...]`);
  const [, name, dir, settings] = match;
  const main = path.resolve(dir, 'build/app/main.mjs');
  if (!existsSync(main)) throw new Error(`--variant ${name}: no ${main} (build it there first)`);
  const env = Object.fromEntries((settings ? settings.split(',') : []).map((kv) => kv.split('=', 2)));
  return { name, dir: path.resolve(dir), env };
}
const variants = values.variant.map(parseVariant);

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;
const baseEnv = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', TRUST_PROXY: 'loopback' };

async function start(variant, port) {
  const log = path.join(os.tmpdir(), `sefer-compare-${variant.name}-${process.pid}.log`);
  const env = { ...baseEnv, ...variant.env };
  const child = await startServer(env, port, log, { root: variant.dir });
  return { child, base: `http://127.0.0.1:${port}` };
}

/**
 * CPU time (ms) of the PostgreSQL backends serving this database, which a variant answering
 * from memory spares and one answering by SQL spends: without it the server's CPU alone would
 * flatter the SQL path. Backends of other databases (tests running beside) are not counted.
 * A pool closes idle backends, taking their counters with them: each backend is sampled every
 * 200 ms and what it used since first seen is summed, so at most its last 200 ms are missed.
 */
const database = process.env.DATABASE_URL ? new URL(process.env.DATABASE_URL).pathname.slice(1) : null;
function backendsCpu() {
  const seen = new Map();
  if (!database) return seen;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (command.startsWith('postgres:') && command.includes(` ${database} `)) seen.set(pid, cpuMs(pid));
    } catch {
      // The process ended while being read.
    }
  }
  return seen;
}
function databaseCpuMeter() {
  const start = backendsCpu();
  const last = new Map(start);
  const sample = () => {
    for (const [pid, ms] of backendsCpu()) last.set(pid, ms);
  };
  const timer = setInterval(sample, 200);
  return () => {
    clearInterval(timer);
    sample();
    let total = 0;
    // A backend started during the run counts from zero.
    for (const [pid, ms] of last) total += ms - (start.get(pid) ?? 0);
    return total;
  };
}

/** The scenarios, as request drawers for `measuredRun`; ids and places come from the first server. */
function scenariosOf(places, ids) {
  const api = { 'user-agent': BROWSER, accept: 'application/json', 'accept-encoding': 'br, gzip' };
  const list = (searching) => {
    const s = mixedListScenario(places, { searching });
    return {
      name: searching ? 'list, mixed searching' : 'list, mixed browsing',
      run: {
        paths: () => ({ path: s.randomPath(), extra: {} }),
        headers: api,
        okStatuses: [200, 404],
      },
    };
  };
  const detail = {
    name: 'detail, random ids, new visitors',
    run: {
      paths: () => ({
        path: `/api/properties/properties/${ids[Math.floor(Math.random() * ids.length)]}/`,
        extra: { 'x-forwarded-for': randomAddress() },
      }),
      headers: api,
      okStatuses: [200],
    },
  };
  const only = (values.only ?? []).map((t) => t.toLowerCase());
  return [list(false), list(true), detail].filter(
    (s) => !only.length || only.some((t) => s.name.includes(t)),
  );
}

async function main() {
  const results = new Map(); // scenario → variant → runs
  let scenarios;
  console.log(
    `${variants.length} variants × ${rounds} rounds, ${connections} connections, ${warmup}+${duration} s per run` +
      `${rate ? `, ${rate} requests/s offered` : ''}, ` +
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' / ')}, ${new Date().toISOString()}`,
  );
  for (let round = 0; round < rounds; round++) {
    // Rotate the order so no variant always runs first (a cold database) or last.
    const order = variants.map((_, i) => variants[(i + round) % variants.length]);
    for (const variant of order) {
      const { child, base } = await start(variant, await freePort());
      try {
        if (!scenarios) {
          const places = await lookUpPlaces(base);
          scenarios = scenariosOf(places, await publishedIds(base));
        }
        for (const s of scenarios)
          if (warm > 0)
            await measuredRun(base, child.pid, { ...s.run, connections, duration: warm, warmup: 1 });
        // What the variant spends with nobody asking, per millisecond (server, database).
        let idleRate = { server: 0, db: 0 };
        if (idle > 0) {
          const stopMeter = databaseCpuMeter();
          const before = cpuMs(child.pid);
          await sleep(idle * 1000);
          idleRate = { server: (cpuMs(child.pid) - before) / (idle * 1000), db: stopMeter() / (idle * 1000) };
        }
        for (const s of scenarios) {
          const stopMeter = databaseCpuMeter();
          const r = await measuredRun(base, child.pid, { ...s.run, connections, duration, warmup, rate });
          const dbMs = stopMeter();
          r.dbPerAnswer = dbMs / r.answers;
          r.idlePerSecond = (idleRate.server + idleRate.db) * 1000;
          r.netPerAnswer = (r.cpuMs - idleRate.server * r.wallMs + dbMs - idleRate.db * r.wallMs) / r.answers;
          const byVariant = results.get(s.name) ?? new Map();
          results.set(s.name, byVariant);
          byVariant.set(variant.name, [...(byVariant.get(variant.name) ?? []), r]);
          console.log(
            `round ${round + 1} ${variant.name.padEnd(10)} ${s.name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s ` +
              `p95 ${r.p95.toFixed(1).padStart(7)} ms  CPU ${r.cpuPerAnswer.toFixed(2)} + database ${r.dbPerAnswer.toFixed(2)} ms/answer, ` +
              `net of idle ${r.netPerAnswer.toFixed(2)} (idle ${r.idlePerSecond.toFixed(0)} ms/s)  ` +
              `errors ${r.errors}, other statuses ${r.bad}`,
          );
        }
      } finally {
        await stopChild(child);
      }
    }
  }
  console.log(`\nMedians over ${rounds} rounds (load average now ${os.loadavg()[0].toFixed(2)}):\n`);
  console.log(
    '| scenario | variant | req/s | p95 ms | server CPU ms per answer | database CPU ms per answer | both, net of idle | idle CPU ms/s | errors |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const [scenario, byVariant] of results) {
    for (const [name, runs] of byVariant) {
      const m = (f) => median(runs.map(f));
      const errors = runs.reduce((sum, r) => sum + r.errors + r.bad, 0);
      console.log(
        `| ${scenario} | ${name} | ${m((r) => r.rps).toFixed(0)} | ${m((r) => r.p95).toFixed(1)} | ` +
          `${m((r) => r.cpuPerAnswer).toFixed(2)} | ${m((r) => r.dbPerAnswer).toFixed(2)} | ` +
          `${m((r) => r.netPerAnswer).toFixed(2)} | ${m((r) => r.idlePerSecond).toFixed(0)} | ${errors} |`,
      );
    }
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the server…`);
    await stopAll();
    process.exit(130);
  });
}

try {
  await main();
} catch (error) {
  console.error(`\nThe comparison failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
