// `npm run bench:pages`: what the server-rendered pages cost next to the API answers they carry.
// Drives the production server with autocannon on `/`, `/properties` (mixed filters, sorts and
// pages), a listing (random ids) and `/map`, half in English and half in Amharic, and, in the
// same rounds, alternating, on the API answers those pages' loaders asked for. For each it prints
// the server's CPU time per page (process CPU over the run ÷ pages: the least noisy figure on a
// shared machine), the same for the API answers of one page and the ratio, p50/p95/errors, the
// server's peak memory, and the bytes of a first visit's HTML (raw and brotli).
//
//   npm run bench:pages -- [--duration S] [--connections C] [--rounds N] [--only TEXT]
//                          [--listings N] [--cpu-prof DIR] [--log-level L] [--port P] [--runs page,api]
//                          [--against DIR] [--rate R]
//
// --rate R: offer R pages (or answers) per second instead of as many as the server takes: CPU per
// page falls as throughput rises, so two builds compared on a shared machine are compared at
// the same rate (one both sustain).
// DATABASE_URL set → that PostgreSQL database, filled to --listings (default 100,000); else the
// embedded PGlite in DATA_DIR (./data) at demo size (no fill unless --listings is given).
// --cpu-prof DIR writes the server's CPU profile there (node --cpu-prof) when it stops.
// The server inherits the environment: PAGE_CACHE_SECONDS=0 measures every page rendered (the
// goals must hold so too, issue 24), API_CACHE_SECONDS=0 every answer computed.
// --log-level sets the server's LOG_LEVEL during the runs (default warn, as `npm run bench`).
// --runs page (or api) measures only those runs: a profile of the pages alone.
// --against DIR: another checkout, built (e.g. `git worktree add /tmp/base main && cd /tmp/base &&
// npm ci && npm run build`), measured in the same rounds as this one, page runs alternated (order
// swapped each round), on a copy of the same embedded data: CPU per page and HTML bytes before
// (DIR) and after (this checkout). API runs and the spike are skipped.
// Last, unless --no-spike: `/` at 4× the rate it sustained, over 4× the connections, with
// /api/health/live probed every 100 ms (load shedding, decision 049).
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { lookUpPlaces, publishedIds } from './bench/http.mjs';
import {
  apiRun,
  discoverApiCalls,
  htmlBytes,
  measuredRun,
  pageRun,
  pageScenarios,
  rssMb,
  spikeRun,
} from './bench/pages.mjs';
import { buildIfStale, freePort, runCli, startServer, stopAll, stopChild } from './bench/processes.mjs';
import { describeSetup } from './bench/report.mjs';

const { values } = parseArgs({
  options: {
    listings: { type: 'string' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    rounds: { type: 'string', default: '2' },
    only: { type: 'string', multiple: true },
    'cpu-prof': { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
    runs: { type: 'string', default: 'page,api' },
    'no-spike': { type: 'boolean', default: false },
    port: { type: 'string' },
    against: { type: 'string' },
    rate: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')
      .filter((_line, i, all) => all.slice(0, i + 1).every((l) => l.startsWith('//')))
      .join('\n'),
  );
  process.exit(0);
}
const whole = (name, min, fallback) => {
  const n = Number(values[name] ?? fallback);
  if (!Number.isSafeInteger(n) || n < min) {
    console.error(`--${name} must be a whole number ≥ ${min}`);
    process.exit(2);
  }
  return n;
};
const env = { ...process.env, NODE_ENV: 'production', TRUST_PROXY: 'loopback' };
// The capacity runs measure what a page costs, as before load shedding existed: nothing refused.
// The spike runs on a server started again with the shedding settings as configured.
const unshed = {
  ...env,
  PAGE_RENDERS_MAX: '1000',
  PAGE_QUEUE_MAX: '10000',
  PAGE_QUEUE_WAIT_MS: '60000',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  REQUEST_DEADLINE_MS: '0',
};
const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
const target = values.listings === undefined && kind === 'pglite' ? 0 : whole('listings', 0, 100000);
const duration = whole('duration', 1);
const connections = whole('connections', 1);
const rounds = whole('rounds', 1);
const warmup = 2;
const rate = values.rate === undefined ? undefined : whole('rate', 1);
const only = (values.only ?? []).map((t) => t.toLowerCase());
const runsAsked = values.runs.split(',');
const GOAL_CPU_MS = 10;
const GOAL_P95_MS = 100;
const GOAL_BROTLI = 20_000;

const jsonLines = (out, key) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .filter((o) => key in o);
/** The median of the finite values (a run on a starved host may finish no page: NaN). */
const median = (xs) => {
  const ok = xs.filter(Number.isFinite).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor((ok.length - 1) / 2)] : Number.NaN;
};
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '—');
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '—');
const range = (xs, f = f2) =>
  !xs.length ? '—' : xs.length > 1 ? `${f(Math.min(...xs))}–${f(Math.max(...xs))}` : f(xs[0]);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    await stopAll();
    process.exit(130);
  });
}

async function main() {
  buildIfStale();
  const loadBefore = os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
  const cliEnv = { ...env, LOG_LEVEL: 'warn' };
  let [counts] = jsonLines(await runCli(['count-listings'], cliEnv), 'total');
  if (target > counts.total) {
    console.log(`Filling: ${counts.total} listings, adding ${target - counts.total}…`);
    await runCli(['generate-listings', '--count', String(target - counts.total)], cliEnv, { echo: true });
    [counts] = jsonLines(await runCli(['count-listings'], cliEnv), 'total');
  }

  const port = values.port ? Number(values.port) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logDir = path.join(os.tmpdir(), `sefer-bench-pages-${process.pid}`);
  mkdirSync(logDir, { recursive: true });

  // 1. Which API answers each page asks for: one start at level debug (every request's arrival
  // is logged), one request per page.
  const discoveryLog = path.join(logDir, 'discovery.log');
  let server = await startServer(unshed, port, discoveryLog, { logLevel: 'debug' });
  let scenarios;
  try {
    const places = await lookUpPlaces(base);
    const ids = await publishedIds(base, 600);
    scenarios = pageScenarios(places, ids).filter(
      (s) => !only.length || only.some((t) => s.name.toLowerCase().includes(t)),
    );
    await discoverApiCalls(base, scenarios, discoveryLog);
    for (const s of scenarios) s.bytes = await htmlBytes(base, s);
  } finally {
    await stopChild(server);
  }

  // A first start on an empty data directory has just loaded the demo data: count after it.
  [counts] = jsonLines(await runCli(['count-listings'], cliEnv), 'total');
  const database =
    kind === 'postgres' ? 'PostgreSQL' : `PGlite (embedded, ${path.resolve(env.DATA_DIR || './data')})`;
  console.log(
    `\n${describeSetup({ date: new Date().toISOString(), loadBefore, database, counts, connections, duration, warmup, compression: true })}`,
  );
  console.log(
    `Rounds:      ${rounds}, page and API runs alternated (order swapped each round); server LOG_LEVEL ${values['log-level']}, API_CACHE_SECONDS ${env.API_CACHE_SECONDS ?? '10 (default)'}, PAGE_CACHE_SECONDS ${env.PAGE_CACHE_SECONDS ?? '10 (default)'}`,
  );

  if (values.against) {
    await compareBuilds({ scenarios, port, logDir, loadBefore, counts });
    return;
  }

  // 2. The measured runs, on a fresh start at the asked log level.
  const nodeArgs = values['cpu-prof']
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(values['cpu-prof'])]
    : [];
  const serverLog = path.join(logDir, 'server.log');
  server = await startServer(unshed, port, serverLog, { logLevel: values['log-level'], nodeArgs });
  const rssAfterStart = rssMb(server.pid);
  const shape = { connections, duration, warmup, rate };
  let spike;
  const results = new Map(scenarios.map((s) => [s, { page: [], api: [] }]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const s of scenarios) {
        const order = (round % 2 ? ['api', 'page'] : ['page', 'api']).filter((w) => runsAsked.includes(w));
        for (const which of order) {
          const run = which === 'page' ? pageRun(s) : apiRun(s);
          const r = await measuredRun(base, server.pid, { ...run, ...shape });
          r.perPage = which === 'page' ? 1 : run.perPage;
          r.cpuPerPage = r.cpuPerAnswer * r.perPage;
          results.get(s)[which].push(r);
          console.log(
            `round ${round + 1} ${s.name.padEnd(22)} ${which.padEnd(4)} ${f2(r.cpuPerPage).padStart(7)} ms CPU/page  ` +
              `${f1(r.rps).padStart(7)} answers/s  p50 ${f1(r.p50)}  p95 ${f1(r.p95)}  p99 ${f1(r.p99)}  ` +
              `bad ${r.bad}  errors ${r.errors}  rss ≤ ${r.rssMax.toFixed(0)} MB  (${r.statuses})`,
          );
        }
      }
    }
  } finally {
    await stopChild(server);
  }

  // A spike on the home page at 4× the rate it sustained above, on a server with load shedding
  // as configured (decision 049), liveness probed meanwhile.
  const home = scenarios.find((s) => s.kind === 'home');
  // The best round: a starved round would make the spike no spike.
  const sustained =
    home &&
    Math.max(
      0,
      ...results
        .get(home)
        .page.map((r) => r.rps)
        .filter(Number.isFinite),
    );
  if (home && !values['no-spike']) {
    server = await startServer(env, port, path.join(logDir, 'spike.log'), { logLevel: values['log-level'] });
    try {
      spike = await spikeRun(base, {
        path: '/',
        // At least 16 pages/s: 4× what a starved host (or `--runs api`) measured may be nothing.
        rate: Math.max(16, Math.round(4 * sustained)),
        connections: 4 * connections,
        duration,
      });
    } finally {
      await stopChild(server);
    }
  }

  // 3. The summary, against the goals.
  const rows = scenarios.map((s) => {
    const { page, api } = results.get(s);
    const cpuPage = median(page.map((r) => r.cpuPerPage));
    const cpuApi = median(api.map((r) => r.cpuPerPage));
    return {
      s,
      page,
      api,
      cpuPage,
      cpuApi,
      ratio: cpuPage / cpuApi,
      p50: median(page.map((r) => r.p50)),
      p95: median(page.map((r) => r.p95)),
      apiP95: median(api.map((r) => r.p95)),
      errors: page.reduce((sum, r) => sum + r.errors + r.bad, 0),
      perPage: api[0]?.perPage ?? 0,
    };
  });
  const rssMax = Math.max(...rows.flatMap((r) => [...r.page, ...r.api].map((x) => x.rssMax)));
  const header =
    '| page | server CPU per page | API answers per page | their CPU per page | ratio | page p50 / p95 at ' +
    `${connections} conn. | errors | pages/s | HTML raw / brotli |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|`;
  const lines = rows.map(
    (r) =>
      `| ${r.s.name} | ${f2(r.cpuPage)} ms (${range(r.page.map((x) => x.cpuPerPage))}) | ${f1(r.perPage)} | ` +
      `${f2(r.cpuApi)} ms (${range(r.api.map((x) => x.cpuPerPage))}) | ${f1(r.ratio)}× | ${f1(r.p50)} / ${f1(r.p95)} ms | ` +
      `${r.errors} | ${range(
        r.page.map((x) => x.rps),
        (x) => x.toFixed(0),
      )} | ${(r.s.bytes.raw / 1000).toFixed(1)} / ${(r.s.bytes.br / 1000).toFixed(1)} kB |`,
  );
  console.log(`\n${header}\n${lines.join('\n')}\n`);
  console.log(
    `Server memory: ${rssAfterStart.toFixed(0)} MB after start, at most ${rssMax.toFixed(0)} MB during the runs.`,
  );
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}`,
  );
  console.log(
    '\nAgainst the goals (CPU ≤ 10 ms per page, p95 ≤ 100 ms, 0 errors, first visit ≤ 20 kB brotli):',
  );
  for (const r of rows) {
    const missed = [
      r.cpuPage > GOAL_CPU_MS ? `CPU ${f2(r.cpuPage)} ms` : '',
      r.p95 > GOAL_P95_MS ? `p95 ${f1(r.p95)} ms` : '',
      r.errors ? `${r.errors} errors` : '',
      !(r.s.bytes.br <= GOAL_BROTLI) ? `HTML ${(r.s.bytes.br / 1000).toFixed(1)} kB brotli` : '',
    ].filter(Boolean);
    console.log(`  ${r.s.name.padEnd(22)} ${missed.length ? `MISS: ${missed.join('; ')}` : 'met'}`);
  }
  if (spike) {
    console.log(
      `\nSpike: / at ${spike.rate} pages/s (4× the rate sustained above, at least 16) over ${4 * connections} connections for ${duration} s:`,
    );
    for (const st of spike.statuses)
      console.log(
        `  ${st.code}: ${st.n} answers, p50 ${f1(st.p50)} ms, p95 ${f1(st.p95)} ms, max ${f1(st.max)} ms`,
      );
    console.log(`  errors ${spike.errors}, timeouts ${spike.timeouts}`);
    console.log(
      `  /api/health/live meanwhile: ${spike.live.count} probes, p50 ${f1(spike.live.p50)} ms, p99 ${f1(spike.live.p99)} ms, max ${f1(spike.live.max)} ms (goal p99 ≤ 250 ms); slowest ${spike.live.slowest.map(([ms, at]) => `${f1(ms)} ms at ${f1(at / 1000)} s`).join(', ')}`,
    );
    console.log(`  page gate since start: ${JSON.stringify(spike.gate)}`);
  }
  if (values['cpu-prof']) console.log(`\nCPU profile written to ${path.resolve(values['cpu-prof'])}`);
  console.log(`Server logs: ${logDir}`);
}

/**
 * `--against DIR`: this build and DIR's, each on its own copy of the same data, page runs
 * alternated in each round; the summary compares CPU per page and HTML bytes.
 */
async function compareBuilds({ scenarios, port, logDir, loadBefore, counts }) {
  if (kind !== 'pglite') throw new Error('--against compares builds on the embedded database only.');
  const other = path.resolve(values.against);
  const dataCopy = path.join(logDir, 'data-against');
  rmSync(dataCopy, { recursive: true, force: true });
  cpSync(path.resolve(env.DATA_DIR || './data'), dataCopy, { recursive: true });
  const otherPort = await freePort();
  console.log(
    `\n${describeSetup({ date: new Date().toISOString(), loadBefore, database: 'PGlite (embedded, a copy for each build)', counts, connections, duration, warmup, compression: true })}`,
  );
  console.log(
    `Builds:      before = ${other}, after = this checkout; ${rounds} rounds, page runs alternated`,
  );
  const builds = [
    { name: 'before', base: `http://127.0.0.1:${otherPort}` },
    { name: 'after', base: `http://127.0.0.1:${port}` },
  ];
  builds[0].server = await startServer(
    { ...unshed, DATA_DIR: dataCopy },
    otherPort,
    path.join(logDir, 'before.log'),
    {
      logLevel: values['log-level'],
      root: other,
    },
  );
  builds[1].server = await startServer(unshed, port, path.join(logDir, 'after.log'), {
    logLevel: values['log-level'],
  });
  const shape = { connections, duration, warmup, rate };
  const results = new Map(scenarios.map((s) => [s, { before: [], after: [], bytes: {} }]));
  try {
    for (const b of builds)
      for (const s of scenarios) results.get(s).bytes[b.name] = await htmlBytes(b.base, s);
    for (let round = 0; round < rounds; round++) {
      for (const s of scenarios) {
        for (const b of round % 2 ? [...builds].reverse() : builds) {
          const r = await measuredRun(b.base, b.server.pid, { ...pageRun(s), ...shape });
          results.get(s)[b.name].push(r);
          console.log(
            `round ${round + 1} ${s.name.padEnd(22)} ${b.name.padEnd(6)} ${f2(r.cpuPerAnswer).padStart(7)} ms CPU/page  ` +
              `${f1(r.rps).padStart(7)} pages/s  p50 ${f1(r.p50)}  p95 ${f1(r.p95)}  bad ${r.bad}  errors ${r.errors}  rss ≤ ${r.rssMax.toFixed(0)} MB  (${r.statuses})`,
          );
        }
      }
    }
  } finally {
    for (const b of builds) await stopChild(b.server);
  }
  const kb = (x) => (Number.isFinite(x) ? (x / 1000).toFixed(1) : '—');
  console.log(
    `\n| page | CPU per page before | after | p95 before / after at ${connections} conn. | HTML brotli before | after | raw before / after |\n|---|---:|---:|---:|---:|---:|---:|`,
  );
  for (const s of scenarios) {
    const { before, after, bytes } = results.get(s);
    const cpu = (rs) =>
      `${f2(median(rs.map((r) => r.cpuPerAnswer)))} ms (${range(rs.map((r) => r.cpuPerAnswer))})`;
    console.log(
      `| ${s.name} | ${cpu(before)} | ${cpu(after)} | ${f1(median(before.map((r) => r.p95)))} / ${f1(median(after.map((r) => r.p95)))} ms | ` +
        `${kb(bytes.before.br)} kB | ${kb(bytes.after.br)} kB | ${kb(bytes.before.raw)} / ${kb(bytes.after.raw)} kB |`,
    );
  }
  console.log(
    `Load average after: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')}`,
  );
  console.log(`Server logs: ${logDir}`);
}

try {
  await main();
} catch (error) {
  console.error(`\nThe bench failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
