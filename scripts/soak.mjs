// `npm run soak`: drives the production server for a while with the traffic of real visitors —
// browsing and searching the list, reading listings (API and pages), saving and unsaving, sending
// inquiries — and prints errors, latency percentiles and the server's memory over time.
//
//   npm run soak -- [--duration S] [--connections C] [--sample S] [--accounts N] [--server-flags='...']
//
// --server-flags= flags for the server's Node.js (with '=': they start with dashes), e.g.
// --server-flags='--trace-gc --trace-gc-ignore-scavenger'
// (the live heap after each full collection, in the server log) or '--max-old-space-size=256'.
//
// DATABASE_URL set → that PostgreSQL database; else the embedded PGlite in DATA_DIR (./data).
// Goal (docs/benchmarks.md): 0 errors and flat memory over 10 minutes at 64 connections on PostgreSQL.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { lookUpPlaces, publishedIds } from './bench/http.mjs';
import { buildIfStale, freePort, startServer, stopAll, stopChild } from './bench/processes.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '600' },
    connections: { type: 'string', default: '64' },
    sample: { type: 'string', default: '30' },
    accounts: { type: 'string', default: '32' },
    'server-flags': { type: 'string', default: '' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(
    readFileSync(new URL(import.meta.url), 'utf8')
      .split('\n')
      .slice(0, 8)
      .join('\n'),
  );
  process.exit(0);
}
const whole = (name) => {
  const n = Number(values[name]);
  if (!Number.isSafeInteger(n) || n < 1) {
    console.error(`--${name} must be a whole number ≥ 1`);
    process.exit(2);
  }
  return n;
};
const duration = whole('duration');
const connections = whole('connections');
const sampleSeconds = whole('sample');
const accountCount = whole('accounts');

// Every request comes from 127.0.0.1: the abuse limits (sign-ups, inquiries per sender) would
// refuse a load test's traffic, so they are raised for it, as for the browser tests.
// Many visitors from one machine: each request's address is forwarded (believed from loopback
// only), since views and ad events count once per address and day.
const env = {
  ...process.env,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  RATE_LIMIT_FACTOR: '10000',
  TRUST_PROXY: 'loopback',
};
const kind = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36';
const SEARCHES = ['bole', 'ቦሌ', 'apartment', 'kazanchis', 'villa garden', 'አያት'];
const ORDERINGS = ['-created_at', 'price', '-price', '-views', 'area'];

process.on('SIGINT', async () => {
  await stopAll();
  process.exit(130);
});

const pickOf = (list) => () => list[Math.floor(Math.random() * list.length)];

/** Resident memory of a process, in MB, from /proc (Linux). */
function residentMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function post(base, url, body, headers = {}) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Accounts of the visitors who save and write, signed in once (tokens last longer than a soak). */
async function makeAccounts(base, count) {
  const tag = Date.now().toString(36);
  const tokens = [];
  for (let i = 0; i < count; i++) {
    const username = `soak_${tag}_${i}`;
    const password = 'Soak-Test-2026';
    await post(base, '/api/auth/users/', {
      username,
      email: `${username}@example.et`,
      full_name: `Soak visitor ${i}`,
      phone_number: '+251 911 000 222',
      password,
      re_password: password,
    });
    tokens.push((await post(base, '/api/auth/jwt/create/', { username, password })).access);
  }
  return tokens;
}

/** One visit, repeated by every connection: read, search, open a listing, save, ask. */
function visit({ ids, places, tokens }) {
  const id = pickOf(ids);
  const token = pickOf(tokens);
  const search = pickOf(SEARCHES);
  const ordering = pickOf(ORDERINGS);
  const visitor = () => ({
    'user-agent': BROWSER,
    'x-forwarded-for': `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`,
    'accept-encoding': 'br, gzip',
  });
  const signedIn = (extra = {}) => ({ ...visitor(), authorization: `Bearer ${token()}`, ...extra });
  const json = { 'content-type': 'application/json' };
  const get = (pathOf, headers = visitor) => ({
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: pathOf(), headers: headers() }),
  });
  let saved = 0;
  return [
    get(() => `/api/properties/properties/?ordering=${ordering()}&page=${1 + Math.floor(Math.random() * 5)}`),
    get(
      () => `/api/properties/properties/?city=${places.addis.id}&subcity=${places.bole.id}&listing_type=rent`,
    ),
    get(() => `/api/properties/properties/?search=${encodeURIComponent(search())}`),
    get(() => `/api/properties/properties/${id()}/`),
    get(() => `/properties/${id()}`),
    get(() => '/properties?listing_type=sale'),
    {
      method: 'POST',
      setupRequest: (req) => {
        saved = id();
        return { ...req, path: `/api/properties/properties/${saved}/save/`, headers: signedIn() };
      },
    },
    {
      method: 'DELETE',
      setupRequest: (req) => ({
        ...req,
        path: `/api/properties/properties/${saved}/remove-save/`,
        headers: signedIn(),
      }),
    },
    {
      method: 'POST',
      setupRequest: (req) => ({
        ...req,
        path: `/api/properties/${id()}/inquiries/`,
        headers: signedIn(json),
        body: JSON.stringify({ message: 'Is this home still available? I would like to visit this week.' }),
      }),
    },
  ];
}

async function main() {
  buildIfStale();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const serverLog = path.join(os.tmpdir(), `sefer-soak-server-${process.pid}.log`);
  const nodeArgs = values['server-flags'].split(/\s+/).filter(Boolean);
  const server = await startServer(env, port, serverLog, { nodeArgs });
  try {
    const places = await lookUpPlaces(base);
    const ids = await publishedIds(base, 500);
    const tokens = await makeAccounts(base, accountCount);
    console.log(
      `Soak: ${kind}, ${ids.length} listings sampled, ${tokens.length} accounts, ${connections} connections, ` +
        `${duration} s, load before ${os.loadavg()[0].toFixed(2)}; ${os.cpus().length} CPUs, Node ${process.version}`,
    );
    const memory = [{ at: 0, mb: residentMb(server.pid) }];
    const started = Date.now();
    const sampler = setInterval(() => {
      memory.push({ at: Math.round((Date.now() - started) / 1000), mb: residentMb(server.pid) });
      const last = memory.at(-1);
      console.log(
        `  ${String(last.at).padStart(5)} s  RSS ${last.mb.toFixed(0)} MB  load ${os.loadavg()[0].toFixed(2)}`,
      );
    }, sampleSeconds * 1000);
    const statuses = {};
    const result = await new Promise((resolve, reject) => {
      const run = autocannon(
        { url: base, connections, duration, requests: visit({ ids, places, tokens }), timeout: 30 },
        (error, res) => (error ? reject(error) : resolve(res)),
      );
      run.on('response', (_client, status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    });
    clearInterval(sampler);
    memory.push({ at: duration, mb: residentMb(server.pid) });
    report(result, statuses, memory, serverLog);
  } finally {
    await stopChild(server);
  }
}

function report(result, statuses, memory, serverLog) {
  const errors = result.errors + result.timeouts + result.non2xx;
  // Caches, pools and V8's heap fill during the first minutes: "flat" is judged on the second half.
  const settled = memory.filter((m) => m.at >= duration / 2);
  const first = settled[0] ?? memory[0];
  const last = memory.at(-1);
  const growth = ((last.mb - first.mb) / first.mb) * 100;
  const logged = readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((l) => /"level":(50|60)/.test(l) && !l.includes('premature close'));
  console.log(
    `\nRequests: ${result.requests.total.toLocaleString('en')} (${result.requests.average.toFixed(0)}/s)`,
  );
  console.log(`Statuses: ${JSON.stringify(statuses)}`);
  console.log(
    `Errors: ${errors} (connection errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}); ` +
      `server errors logged: ${logged.length}${logged.length ? `, first: ${logged[0].slice(0, 300)}` : ''}`,
  );
  const l = result.latency;
  console.log(`Latency ms: p50 ${l.p50}, p90 ${l.p90}, p97.5 ${l.p97_5}, p99 ${l.p99}, max ${l.max}`);
  console.log(
    `Memory MB: start ${memory[0].mb.toFixed(0)}, at half-time ${first.mb.toFixed(0)} (${first.at} s), ` +
      `end ${last.mb.toFixed(0)}, max ${Math.max(...memory.map((m) => m.mb)).toFixed(0)}; ` +
      `growth over the second half ${growth.toFixed(1)} %`,
  );
  liveHeap(serverLog);
  const ok = errors === 0 && logged.length === 0 && growth < 10;
  console.log(ok ? 'Goal met: 0 errors, memory flat.' : 'Goal NOT met.');
  process.exitCode = ok ? 0 : 1;
}

/**
 * With `--server-flags '--trace-gc'`: the V8 heap still alive after each full collection, over
 * time. A leak shows as a live heap that keeps growing; a resident set that grows while the live
 * heap stays level is V8 (and the allocator) keeping memory it was offered, not a leak.
 */
function liveHeap(serverLog) {
  const fulls = [];
  for (const m of readFileSync(serverLog, 'utf8').matchAll(
    /(\d+) ms: Mark-Compact[^\d]*[\d.]+ \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/g,
  )) {
    fulls.push({ s: Number(m[1]) / 1000, live: Number(m[3]), heap: Number(m[4]) });
  }
  if (!fulls.length) return;
  const step = Math.max(1, Math.floor(fulls.length / 12));
  const shown = fulls.filter((_, i) => i % step === 0 || i === fulls.length - 1);
  console.log(
    `Live V8 heap after full collections (${fulls.length}), MB at server second: ` +
      shown.map((f) => `${f.live.toFixed(0)} of ${f.heap.toFixed(0)} @${f.s.toFixed(0)}`).join(', '),
  );
}

main().catch(async (error) => {
  console.error(error);
  await stopAll();
  process.exit(1);
});
