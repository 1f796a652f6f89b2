// The page side of the bench (`npm run bench:pages`): the pages' scenarios, the API answers each
// page's loaders asked for (read from the server's own request log), a run measured by the
// server's CPU time, and the bytes of a first visit.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { drain, mixedListScenario } from './http.mjs';
import { summarize } from './stats.mjs';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const LIST = '/api/properties/properties/';
/** A random address in 10.0.0.0/8: each listing view another visitor (views counted, as from phones). */
const randomAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;
const withLang = (path, lang) =>
  lang === 'en' ? path : `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
const langOf = (i) => (i % 2 ? 'am' : 'en');

/**
 * The pages: `/`, `/properties` with the API bench's mixed filters, sorts and pages, a listing by
 * random id and `/map`, each half in English and half in Amharic. Every scenario is a pool of
 * addresses drawn at random during a run, so the page and the API runs draw from the same pool.
 */
export function pageScenarios(places, ids, { poolSize = 120 } = {}) {
  const mixed = mixedListScenario(places);
  const pick = () => ids[Math.floor(Math.random() * ids.length)];
  const pool = (n, make) => Array.from({ length: n }, (_, i) => make(i));
  return [
    { name: 'home /', kind: 'home', pool: pool(2, (i) => withLang('/', langOf(i))) },
    {
      name: '/properties (mixed)',
      kind: 'list',
      pool: pool(poolSize, (i) => withLang(mixed.randomPath().replace(LIST, '/properties'), langOf(i))),
    },
    {
      name: 'listing (random ids)',
      kind: 'detail',
      pool: pool(poolSize, (i) => withLang(`/properties/${pick()}`, langOf(i))),
    },
    { name: '/map', kind: 'map', pool: pool(2, (i) => withLang('/map', langOf(i))) },
  ];
}

/** GET `path` with the given headers; resolves with status, headers and the body's bytes on the wire. */
export function rawGet(base, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(base + path, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (c) => {
        bytes += c.length;
      });
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes }));
    });
    req.on('error', reject);
  });
}

/**
 * Which API answers each page of the pools asked for: every pool page is requested once with a
 * request id of ours, which the server keeps (a proxy's id) and passes to its in-process API
 * calls, so the server's request log (level info) names them. Returns, per scenario, the API
 * paths of each pool page.
 */
export async function discoverApiCalls(base, scenarios, logFile) {
  const tagged = [];
  let n = 0;
  for (const s of scenarios) {
    for (const page of s.pool) {
      const id = `bench-${process.pid}-${n++}`;
      tagged.push({ s, page, id });
      await rawGet(base, page, { 'x-request-id': id, 'user-agent': BROWSER, accept: 'text/html' });
    }
  }
  const byId = new Map();
  for (const line of readFileSync(logFile, 'utf8').split('\n')) {
    // The server at `debug` writes each request's arrival (lib/request-log.ts).
    if (!line.includes('"incoming request"')) continue;
    const entry = JSON.parse(line);
    const url = entry.req?.url;
    if (!url?.startsWith('/api/')) continue;
    const list = byId.get(entry.request_id) ?? [];
    list.push(url);
    byId.set(entry.request_id, list);
  }
  for (const s of scenarios) s.api = [];
  for (const { s, id } of tagged) s.api.push(byId.get(id) ?? []);
  return scenarios;
}

/** The server's CPU time (user + system) in ms, from /proc (clock ticks of 10 ms). */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export const rssMb = (pid) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;

/**
 * One measured run: `warmup + duration` s at `connections` connections, each request another
 * address of `paths()`. Latencies and statuses are of the last `duration` s; the CPU time per
 * answer is the server's CPU over the whole run, read again once the server has worked through
 * what the run left in flight (a render the client gave up on still costs), ÷ every answer of
 * the run (slow pages may not finish many in the last seconds alone).
 */
export async function measuredRun(
  base,
  pid,
  { paths, headers, connections, duration, warmup, okStatuses, rate },
) {
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let measuring = false;
  let all = 0;
  const cpuStart = cpuMs(pid);
  const wallStart = performance.now();
  let rssMax = 0;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, rssMb(pid));
  }, 500);
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        // A fixed rate (requests per second over all connections) instead of as fast as it goes.
        ...(rate ? { overallRate: rate } : {}),
        duration: warmup + duration,
        timeout: 15,
        requests: [
          {
            setupRequest: (req) => {
              const { path, extra } = paths();
              return { ...req, path, headers: { ...req.headers, ...headers, ...extra } };
            },
          },
        ],
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    const timer = setTimeout(() => {
      measuring = true;
    }, warmup * 1000);
    instance.on('done', () => clearTimeout(timer));
    instance.on('response', (_client, status, _bytes, ms) => {
      all++;
      if (!measuring) return;
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', () => {
      if (measuring) errors++;
    });
  });
  await drain(base);
  clearInterval(sampler);
  const cpu = cpuMs(pid) - cpuStart;
  const wallMs = performance.now() - wallStart;
  const bad = [...statuses].filter(([code]) => !okStatuses.includes(code));
  return {
    ...summarize(latencies),
    rps: latencies.length / duration,
    answers: all,
    cpuMs: cpu,
    wallMs,
    cpuPerAnswer: all ? cpu / all : Number.NaN,
    bad: bad.reduce((sum, [, n]) => sum + n, 0),
    errors: errors + (result.timeouts ?? 0),
    statuses: [...statuses].map(([c, n]) => `${c}×${n}`).join(' '),
    rssMax,
  };
}

/** The page run of a scenario: pages of its pool at random, as a phone's browser asks for them. */
export function pageRun(s) {
  return {
    paths: () => ({
      path: s.pool[Math.floor(Math.random() * s.pool.length)],
      extra: { 'x-forwarded-for': randomAddress() },
    }),
    headers: { 'user-agent': BROWSER, accept: 'text/html', 'accept-encoding': 'br, gzip' },
    // A page past the end of a short list sends the visitor to its first page.
    okStatuses: [200, 302],
  };
}

/**
 * The API run of a scenario: the answers its pages' loaders asked for, page after page of the
 * pool in random order, asked directly (JSON, brotli as browsers accept). `perPage` is the mean
 * number of API answers in one page, to state the API's CPU per page.
 */
export function apiRun(s) {
  const queue = [];
  let address = randomAddress();
  return {
    perPage: s.api.reduce((sum, calls) => sum + calls.length, 0) / Math.max(1, s.api.length),
    paths: () => {
      if (!queue.length) {
        queue.push(...s.api[Math.floor(Math.random() * s.api.length)]);
        address = randomAddress();
      }
      return { path: queue.shift() ?? '/api/health/', extra: { 'x-forwarded-for': address } };
    },
    headers: { 'user-agent': BROWSER, accept: 'application/json', 'accept-encoding': 'br, gzip' },
    okStatuses: [200, 404],
  };
}

/** A first visit's HTML: bytes raw and as the server sends them with brotli (first page of the pool answering 200). */
export async function htmlBytes(base, s) {
  const headers = { 'user-agent': BROWSER, accept: 'text/html' };
  for (const page of s.pool) {
    const raw = await rawGet(base, page, { ...headers, 'accept-encoding': 'identity' });
    if (raw.status !== 200) continue;
    const br = await rawGet(base, page, { ...headers, 'accept-encoding': 'br' });
    return { page, raw: raw.bytes, br: br.headers['content-encoding'] === 'br' ? br.bytes : Number.NaN };
  }
  return { page: s.pool[0], raw: Number.NaN, br: Number.NaN };
}

/**
 * A load balancer's liveness probe: `/api/health/live` every 100 ms on a kept-alive connection of
 * its own, from a thread of its own. The bench's own event loop is busy with the spike's thousands
 * of answers a second, and a probe timed there measured that loop as much as the server (a
 * balancer probes from another machine). `stop()` resolves with the latencies in ms.
 */
function probeLiveness(base) {
  const worker = new Worker(
    `
    const http = require('node:http');
    const { parentPort, workerData } = require('node:worker_threads');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const live = [];
    let probing = true;
    parentPort.once('message', () => { probing = false; });
    const ask = () =>
      new Promise((resolve) => {
        const req = http.get(workerData + '/api/health/live', { agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', resolve);
      });
    (async () => {
      // The connection is made before the spike, as a balancer's is: a new one would wait in
      // the kernel's queue behind the spike's own.
      await ask();
      parentPort.postMessage('connected');
      const start = performance.now();
      while (probing) {
        const t0 = performance.now();
        await ask();
        // How long, and when in the spike (a cold process's first seconds are not its last).
        live.push([performance.now() - t0, t0 - start]);
        await new Promise((r) => setTimeout(r, 100));
      }
      agent.destroy();
      parentPort.postMessage(live);
    })();
    `,
    { eval: true, workerData: base },
  );
  const message = () =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const connected = message();
  const done = connected.then(message);
  return {
    /** Resolves once the probe's connection is made and answered. */
    connected,
    stop: async () => {
      worker.postMessage('stop');
      const live = await done;
      await worker.terminate();
      return live;
    },
  };
}

/**
 * A spike: `path` asked at `rate` pages/s (4× what the server sustained) over `connections`
 * kept-alive connections, while a probe asks `/api/health/live` every 100 ms (`probeLiveness`).
 * Returns how pages were answered (200 / 503 / errors and timeouts, latencies of each) and how
 * fast liveness answered meanwhile.
 */
export async function spikeRun(base, { path, rate, connections, duration }) {
  const probe = probeLiveness(base);
  await probe.connected;
  const byStatus = new Map();
  let errors = 0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base + path,
        connections,
        duration,
        overallRate: rate,
        timeout: 15,
        headers: { 'user-agent': BROWSER, accept: 'text/html', 'accept-encoding': 'br, gzip' },
      },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    instance.on('response', (_c, status, _b, ms) => {
      const list = byStatus.get(status) ?? [];
      list.push(ms);
      byStatus.set(status, list);
    });
    instance.on('reqError', () => {
      errors++;
    });
  });
  const probes = await probe.stop();
  const live = probes.map(([ms]) => ms);
  const slowest = probes.sort((a, b) => b[0] - a[0]).slice(0, 3);
  await drain(base);
  const ready = await fetch(`${base}/api/health/ready`).then((r) => r.json());
  return {
    rate,
    statuses: [...byStatus].map(([code, ms]) => ({
      code,
      n: ms.length,
      ...summarize(ms),
      max: Math.max(...ms),
    })),
    errors,
    timeouts: result.timeouts ?? 0,
    live: { ...summarize(live), max: Math.max(...live), slowest },
    gate: ready.pages,
  };
}
