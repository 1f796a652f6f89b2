// `npm run bench:bytes`: the bytes a phone spends on one browsing session against the production
// build with the demo data, in Debian's Chromium at 390×844 (device pixel ratio 1.75, Lighthouse's
// phone): home → the listings → a listing → back → another listing, each step waited out until the
// network is quiet (no scrolling: what a glance costs). Counted: every response's transferred size
// (compressed, headers included) as Chromium reports it, the service worker's own requests included.
// Each journey runs twice in one browser profile: the first visit (empty cache) and the repeat visit
// (the same journey again, the same listings, with what the first left in the caches),
// without and with data saver (`Save-Data: on`, as a phone's lite mode sends). Exits with 1 when a
// goal of decision 046 is missed.
// Usage: node scripts/bench-bytes.mjs [--port P] [--data-dir DIR] [--app CHECKOUT] [--verbose]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { ROOT } from './build-lib.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3960' },
    'data-dir': { type: 'string' },
    // Another checkout whose build to measure (built there), with this script's counting: before
    // and after a change measured the same way.
    app: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const KB = 1000;
/** Goals (issue "Low data"): first visit, repeat visit, first visit saving data. */
const GOALS = { first: 400 * KB, repeat: 60 * KB, saverFirst: 200 * KB };

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`No Chromium at ${executablePath} (install Debian's chromium or set CHROME_PATH).`);
  process.exit(1);
}
const APP = values.app ? path.resolve(values.app) : ROOT;
const built = spawnSync(process.execPath, [path.join(APP, 'scripts/start.mjs'), '--build-only'], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const temporary = values['data-dir'] ? undefined : mkdtempSync(path.join(os.tmpdir(), 'sefer-bytes-'));
const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : temporary;
mkdirSync(dataDir, { recursive: true });

async function startServer() {
  const child = spawn(process.execPath, [path.join(APP, 'scripts/start.mjs')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
      // Tiles come from outside: never fetched here (a closed local port fails at once, 0 bytes).
      MAP_TILE_URL: 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  console.log(`Starting the server on ${base} (the first start loads the demo data, about a minute)…`);
  for (;;) {
    const ok = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null) throw new Error(`the server stopped (exit code ${child.exitCode})`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Sums what Chromium says it transferred for every finished request of `page` and of the service
 * worker (decision 047). A request the worker answers is counted where it crosses the network: in
 * the worker (its own fetch, 0 when it answers from its cache), not again in the page.
 */
async function meter(browser, context, page) {
  const urls = new Map();
  const log = [];
  let bytes = 0;
  const served = new Set();
  const finished = (where, id, n) => {
    if (where === 'page' && served.has(id)) return;
    bytes += n;
    if (n > 0) log.push([n, `${where === 'worker' ? '(worker) ' : ''}${urls.get(`${where}:${id}`)}`]);
  };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => urls.set(`page:${e.requestId}`, e.request.url));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) served.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => finished('page', e.requestId, e.encodedDataLength));
  // The worker's own requests: through the browser's session, one message channel per worker.
  const browserCdp = await browser.newBrowserCDPSession();
  const workers = new Set();
  browserCdp.on('Target.targetCreated', ({ targetInfo }) => {
    if (targetInfo.type !== 'service_worker' || workers.has(targetInfo.targetId)) return;
    workers.add(targetInfo.targetId);
    browserCdp
      .send('Target.attachToTarget', { targetId: targetInfo.targetId, flatten: false })
      .then(({ sessionId }) =>
        browserCdp.send('Target.sendMessageToTarget', {
          sessionId,
          message: JSON.stringify({ id: 1, method: 'Network.enable', params: {} }),
        }),
      )
      .catch(() => undefined);
  });
  browserCdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const { method, params } = JSON.parse(message);
    if (method === 'Network.requestWillBeSent') urls.set(`worker:${params.requestId}`, params.request.url);
    if (method === 'Network.loadingFinished') finished('worker', params.requestId, params.encodedDataLength);
  });
  await browserCdp.send('Target.setDiscoverTargets', { discover: true });
  return {
    take() {
      const taken = { bytes, log: [...log] };
      bytes = 0;
      log.length = 0;
      return taken;
    },
    close: () => browserCdp.detach().catch(() => undefined),
  };
}

const quiet = (page) => page.waitForLoadState('networkidle', { timeout: 30_000 });

/**
 * Opens a listing card of the current page other than `not` (`wanted` when the page shows it);
 * returns its path.
 */
async function openListing(page, not, wanted) {
  // A list that re-renders under the pointer (a late answer, an ad arriving) detaches the link:
  // look again and retry rather than fail the whole run.
  let target;
  for (let attempt = 1; ; attempt++) {
    const links = await page.locator('main a[href^="/properties/"]').evaluateAll((as) =>
      as
        .filter((a) => !a.closest('aside'))
        .map((a) => a.getAttribute('href'))
        .filter((h) => /^\/properties\/\d+$/.test(h)),
    );
    target = links.includes(wanted) ? wanted : links.find((href) => href !== not);
    try {
      if (!target) throw new Error('no listing link on the page');
      await page.locator(`main a[href="${target}"]`).first().click({ timeout: 10_000 });
      break;
    } catch (error) {
      if (attempt === 3) {
        const shot = path.join(os.tmpdir(), 'bench-bytes-failed.png');
        await page.screenshot({ path: shot }).catch(() => undefined);
        console.error(`No listing to open at ${page.url()} (screenshot: ${shot})`);
        throw error;
      }
      await page
        .locator('main article a[href^="/properties/"]')
        .first()
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
    }
  }
  await page.waitForURL(`**${target}`);
  await quiet(page);
  return target;
}

/**
 * The session: home → listings → a listing → back → another listing. The repeat visit opens the
 * listings of the first (`opened`) when the list still shows them (its order moves as listings
 * are viewed): the same journey, so that what it costs is what the first left in the caches.
 */
async function journey(page, opened = []) {
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  // On a phone the tabs live in the drawer: open it, as a visitor does.
  const listings = page.locator('a[href="/properties"]:visible');
  if (!(await listings.count())) await page.locator('header button[aria-expanded]:visible').first().click();
  await listings.first().click();
  await page.waitForURL('**/properties');
  await quiet(page);
  const first = await openListing(page, undefined, opened[0]);
  await page.goBack();
  await page.waitForURL('**/properties');
  await quiet(page);
  return [first, await openListing(page, first, opened[1])];
}

async function measure(browser, saveData) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  const page = await context.newPage();
  const counter = await meter(browser, context, page);
  try {
    const opened = await journey(page);
    const first = counter.take();
    await journey(page, opened);
    const repeat = counter.take();
    return { first, repeat };
  } finally {
    await counter.close();
    await context.close();
  }
}

const server = await startServer();
const browser = await chromium.launch({ executablePath, args: ['--disable-background-networking'] });
let failed = false;
try {
  const kb = (n) => `${(n / KB).toFixed(1)} kB`;
  const results = { normal: await measure(browser, false), saver: await measure(browser, true) };
  console.log('\nBytes transferred, home → listings → a listing → back → another listing (390×844):');
  console.log('| | first visit | repeat visit |\n|---|---:|---:|');
  for (const [name, r] of Object.entries(results))
    console.log(
      `| ${name === 'saver' ? 'data saver' : 'default'} | ${kb(r.first.bytes)} | ${kb(r.repeat.bytes)} |`,
    );
  if (values.verbose)
    for (const [name, r] of Object.entries(results))
      for (const [when, taken] of Object.entries(r)) {
        console.log(`\n${name}, ${when}:`);
        for (const [n, url] of taken.log.sort((a, b) => b[0] - a[0]))
          console.log(`  ${kb(n).padStart(9)}  ${url}`);
      }
  const checks = [
    ['first visit', results.normal.first.bytes, GOALS.first],
    ['repeat visit', results.normal.repeat.bytes, GOALS.repeat],
    ['first visit with data saver', results.saver.first.bytes, GOALS.saverFirst],
  ];
  for (const [what, got, goal] of checks) {
    const ok = got <= goal;
    failed ||= !ok;
    console.log(`${ok ? 'ok  ' : 'MISS'} ${what}: ${kb(got)} (goal ≤ ${kb(goal)})`);
  }
} finally {
  await browser.close();
  await server.stop();
  if (temporary) rmSync(temporary, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
