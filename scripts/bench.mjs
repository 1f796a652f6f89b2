// `npm run bench`: fills the database the server would use with synthetic listings, drives the
// production server with autocannon (list — one address per scenario, "mixed browsing" with
// random filters, sorts and pages, and "mixed searching", the same with a search word on every
// request —, detail, filter options), then times the list
// endpoint's own SQL directly, and prints every figure against the goals of docs/benchmarks.md.
//
//   npm run bench -- [--listings N] [--duration S] [--connections C] [--skip-fill] [--port P]
//                    [--no-compression] [--sql-runs N] [--only TEXT]
//
// --only runs just the scenarios whose name contains TEXT (case-insensitive; repeatable), for
// example `--only deep --only detail`.
//
// DATABASE_URL set → that PostgreSQL database; else the embedded PGlite in DATA_DIR (./data).
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  listScenarios,
  lookUpPlaces,
  mixedListScenario,
  probe,
  publishedIds,
  runScenario,
} from './bench/http.mjs';
import { buildIfStale, freePort, runCli, startServer, stopAll, stopChild } from './bench/processes.mjs';
import {
  describeSetup,
  goalsFor,
  httpHeader,
  httpLine,
  markdownTable,
  sqlHeader,
  sqlLine,
} from './bench/report.mjs';
import { pageStatementsOf, postgresVersion, statementsOf, timeSqlConcurrently } from './bench/sql.mjs';
import { ROOT } from './build-lib.mjs';

const { values } = parseArgs({
  allowNegative: true,
  options: {
    listings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    'skip-fill': { type: 'boolean', default: false },
    port: { type: 'string' },
    compression: { type: 'boolean', default: true },
    'sql-runs': { type: 'string', default: '100' },
    only: { type: 'string', multiple: true },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')
      .slice(0, 11)
      .join('\n'),
  );
  process.exit(0);
}
const whole = (name, min) => {
  const n = Number(values[name]);
  if (!Number.isSafeInteger(n) || n < min) {
    console.error(`--${name} must be a whole number ≥ ${min}`);
    process.exit(2);
  }
  return n;
};
const target = whole('listings', 0);
const duration = whole('duration', 1);
const connections = whole('connections', 1);
const sqlRuns = whole('sql-runs', 1);
const only = (values.only ?? []).map((t) => t.toLowerCase());
const chosen = (scenario) => !only.length || only.some((t) => scenario.name.toLowerCase().includes(t));
const warmup = Math.min(2, Math.max(1, Math.round(duration / 5)));
// The CLI prints pino logs on standard output too: keep them to warnings.
// The detail scenarios play many visitors from one machine: each request's address is forwarded
// (X-Forwarded-For), believed from loopback only, since a view counts once per address and day.
const env = { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'production', TRUST_PROXY: 'loopback' };
const kind = env.DATABASE_URL ? 'postgres' : 'pglite';
const goals = goalsFor(kind);
const loadAverage = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
/** A random address in 10.0.0.0/8, one visitor of the detail scenarios. */
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.error(`\n${signal}: stopping the server and the children…`);
    await stopAll();
    process.exit(130);
  });
}

/** What the server logged: errors other than clients closing at the end of a run matter. */
function describeServerLog(file) {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const errors = lines.filter((l) => /"level":(50|60)/.test(l));
  const closes = errors.filter((l) => l.includes('premature close')).length;
  const other = errors.filter((l) => !l.includes('premature close'));
  return (
    `Server log ${file}: ${lines.length} lines, ${errors.length} errors (${closes} "premature close": ` +
    `autocannon closing connections at the end of a run)` +
    (other.length ? `; other errors, first:\n  ${other[0].slice(0, 500)}` : '')
  );
}

/** JSON lines of a CLI command's output (pino lines, if any, lack `key`). */
const jsonLines = (out, key) =>
  out
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l))
    .filter((o) => key in o);

async function main() {
  buildIfStale();
  const loadBefore = loadAverage();
  let [counts] = jsonLines(await runCli(['count-listings'], env), 'total');
  const missing = target - counts.total;
  if (missing > 0 && !values['skip-fill']) {
    console.log(
      `\nFilling: ${counts.total.toLocaleString('en')} listings, adding ${missing.toLocaleString('en')}…`,
    );
    await runCli(['generate-listings', '--count', String(missing)], env, { echo: true });
    [counts] = jsonLines(await runCli(['count-listings'], env), 'total');
  } else if (missing > 0) {
    console.log(`\n--skip-fill: ${counts.total} listings in the database (asked for ${target}).`);
  }

  const database =
    kind === 'postgres'
      ? `PostgreSQL ${await postgresVersion(env.DATABASE_URL)} (pool of ${env.DATABASE_POOL_SIZE || 10} per process)`
      : `PGlite ${JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version} (embedded, ${path.resolve(env.DATA_DIR || './data')})`;
  const setup = {
    date: new Date().toISOString(),
    loadBefore,
    database,
    counts,
    connections,
    duration,
    warmup,
    compression: values.compression,
  };
  console.log(`\n${describeSetup(setup)}\n`);

  // --- HTTP: the production server under autocannon -------------------------------------------
  const port = values.port ? Number(values.port) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const headers = values.compression ? { 'accept-encoding': 'br, gzip' } : {};
  const serverLog = path.join(os.tmpdir(), `sefer-bench-server-${process.pid}.log`);
  const server = await startServer(env, port, serverLog);
  const rows = [];
  let measuredLists;
  try {
    const places = await lookUpPlaces(base);
    const ids = await publishedIds(base);
    const pick = () => ids[Math.floor(Math.random() * ids.length)];
    // Each request comes from another visitor (another forwarded address), so nearly every
    // request is that visitor's first view of the day and counts it, as real traffic from many
    // phones would; one repeated visitor would only read.
    const detail = {
      name: `detail (random of ${ids.length} ids)`,
      kind: 'detail',
      path: `/api/properties/properties/${ids[0]}/`,
      randomPath: () => `/api/properties/properties/${pick()}/`,
      randomHeaders: () => ({ 'user-agent': BROWSER, 'x-forwarded-for': randomAddress() }),
    };
    // The same reads from one returning visitor: every view after the first is already counted,
    // so nothing is written. Compared with the line above, it shows what recording views costs.
    const returning = {
      ...detail,
      name: 'detail (one returning visitor)',
      randomHeaders: () => ({ 'user-agent': BROWSER, 'x-forwarded-for': '10.0.0.1' }),
    };
    const filterOptions = {
      name: 'filter-options',
      kind: 'filter-options',
      path: '/api/properties/filter-options/',
    };
    const lists = listScenarios(places).filter(chosen);
    const mixed = [mixedListScenario(places), mixedListScenario(places, { searching: true })].filter(chosen);
    console.log(`Addis Ababa is city ${places.addis.id}, Bole sub-city ${places.bole.id}.\n`);
    console.log(httpHeader());
    for (const scenario of [...lists, ...mixed, ...[detail, returning, filterOptions].filter(chosen)]) {
      let api;
      if (scenario.kind !== 'list') {
        const paths =
          scenario.kind === 'detail'
            ? ids.slice(0, 20).map((id) => `/api/properties/properties/${id}/`)
            : [scenario.path];
        const statuses = await probe(base, paths);
        if (statuses.every((s) => s === 404))
          api = { skipped: `every probe answered 404 (${paths.length} tried): endpoint missing?` };
      }
      api ??= await runScenario(base, scenario, { connections, duration, warmup, headers });
      rows.push({ scenario, api });
      console.log(httpLine(scenario, api, goals));
      if (scenario.distinct && !api.skipped)
        console.log(
          `  (${scenario.distinct()} distinct addresses; ${api.expected} pages past the end answered 404, as they should)`,
        );
    }
    measuredLists = lists;
  } finally {
    await stopChild(server);
  }

  // --- SQL: the same statements, straight to the database -------------------------------------
  const queries = measuredLists.map((s) => s.qs).join('\n');
  console.log(`\n${sqlHeader(kind)}`);
  let timed = [];
  if (!measuredLists.length) {
    // Only detail or filter-options were asked for: no list SQL to time.
  } else if (kind === 'postgres') {
    const statements = jsonLines(await runCli(['list-sql', '--query', queries], env), 'statements');
    timed = [];
    for (const [i, s] of statements.entries()) {
      const shape = { connections, duration, warmup };
      timed.push({
        ...(await timeSqlConcurrently(env.DATABASE_URL, statementsOf(s), shape)),
        page: await timeSqlConcurrently(env.DATABASE_URL, pageStatementsOf(s), shape),
      });
      const row = rows[i];
      console.log(sqlLine(row.scenario, row.api, timed[i], goals, kind));
    }
  } else {
    // One connection only: run the statements one after another, with the server stopped.
    timed = jsonLines(await runCli(['time-sql', '--query', queries, '--runs', String(sqlRuns)], env), 'p50');
    timed.forEach((t, i) => {
      console.log(sqlLine(rows[i].scenario, rows[i].api, t, goals, kind));
    });
  }
  timed.forEach((t, i) => {
    rows[i].sql = t;
  });
  if (kind === 'pglite') {
    console.log(
      `\nPGlite serves one query at a time: at ${connections} connections the API p95 is mostly queueing; ` +
        'ms/req (1000 / req/s) is how long each request held the database and the server: compare it with SQL p50.',
    );
  }
  console.log(`\nLoad average after the run: ${loadAverage()}`);
  console.log(describeServerLog(serverLog));
  console.log(`\nMarkdown for docs/benchmarks.md:\n\n${markdownTable(setup, rows, goals)}\n`);
}

try {
  await main();
} catch (error) {
  console.error(`\nThe bench failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
