// The HTTP side of the bench: real ids looked up through the API, the scenarios, and autocannon.
import autocannon from 'autocannon';
import { summarize } from './stats.mjs';

const LIST = '/api/properties/properties/';

async function getJson(base, path) {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
  return res.json();
}

/** Addis Ababa and Bole as the API names them: the filter mixes use their real ids. */
export async function lookUpPlaces(base) {
  const cities = await getJson(base, '/api/locations/cities/');
  const addis = cities.results.find((c) => c.name === 'Addis Ababa');
  if (!addis) throw new Error('No city named Addis Ababa: is the demo data loaded?');
  const subcities = await getJson(base, `/api/locations/subcities/?city=${addis.id}`);
  const bole = subcities.results.find((s) => s.name === 'Bole');
  if (!bole) throw new Error('No sub-city named Bole in Addis Ababa.');
  return { addis, bole, subcities: subcities.results };
}

/**
 * Ids of published listings (available, sold, rented) from pages spread over the whole list,
 * so the detail scenario reads rows from everywhere in the table, not only the newest.
 */
export async function publishedIds(base, wanted = 1500) {
  const first = await getJson(base, `${LIST}?page_size=100`);
  const pages = Math.max(1, Math.floor(Math.min(first.count, 9000) / 100));
  const ids = new Set(first.results.map((r) => r.id));
  const step = Math.max(1, Math.floor(pages / 12));
  for (let page = 1 + step; page <= pages && ids.size < wanted; page += step) {
    for (const r of (await getJson(base, `${LIST}?page_size=100&page=${page}&ordering=price`)).results)
      ids.add(r.id);
  }
  for (const status of ['sold', 'rented']) {
    for (const r of (await getJson(base, `${LIST}?page_size=100&status=${status}`)).results) ids.add(r.id);
  }
  return [...ids];
}

/** The list scenarios: each sort, realistic filter mixes, a deep page and searches. */
export function listScenarios({ addis, bole }) {
  const box = {
    min_lat: (bole.latitude - 0.02).toFixed(4),
    max_lat: (bole.latitude + 0.02).toFixed(4),
    min_lng: (bole.longitude - 0.025).toFixed(4),
    max_lng: (bole.longitude + 0.025).toFixed(4),
  };
  const scenarios = [
    ['list newest (default)', ''],
    ...['price', '-price', 'views', '-views', 'area', '-area', 'created_at'].map((o) => [
      `list ordering=${o}`,
      `ordering=${o}`,
    ]),
    [
      'list rent apartment Bole 2br ≤100k',
      `listing_type=rent&property_type=apartment&subcity=${bole.id}&bedrooms=2&max_price=100000`,
    ],
    ['list sale Addis 5–20M', `listing_type=sale&city=${addis.id}&min_price=5000000&max_price=20000000`],
    ['list map box around Bole', new URLSearchParams(box).toString()],
    ['list is_featured=true', 'is_featured=true'],
    ['list deep page=200', 'page=200'],
    ['list search=bole', 'search=bole'],
    ['list search=ቦሌ', `search=${encodeURIComponent('ቦሌ')}`],
    ['list search=apartment kazanchis', `search=${encodeURIComponent('apartment kazanchis')}`],
  ];
  return scenarios.map(([name, qs]) => ({ name, kind: 'list', qs, path: qs ? `${LIST}?${qs}` : LIST }));
}

/** One of `items`, drawn with the given weights. */
function weighted(items) {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let r = Math.random() * total;
  for (const [item, w] of items) {
    r -= w;
    if (r < 0) return item;
  }
  return items[items.length - 1][0];
}

/**
 * What visitors type, in both scripts, the most common first (drawn with falling weights):
 * places, kinds of home, features, and a few two-word searches.
 */
const SEARCH_WORDS = [
  'bole',
  'ቦሌ',
  'apartment',
  'cmc',
  'ayat',
  'አያት',
  'kazanchis',
  'ካዛንቺስ',
  'villa',
  'condominium',
  'sarbet',
  'megenagna',
  'summit',
  'ሰሚት',
  'garden',
  'furnished',
  'balcony',
  'piassa',
  'gerji',
  'lebu',
  'jemo',
  'old airport',
  'bole atlas',
  'office',
  'shop',
  'parking',
  'view',
  'ቤት',
  'መኝታ',
  'new building',
  'house with garden',
  'kality',
  'lideta',
  'ቂርቆስ',
  'yeka',
  'akaki',
  'hawassa',
  'adama',
  'bahir dar',
  'land',
];

/**
 * Browsing as a crowd does: every request another filter mix, sort and page, drawn from a skewed
 * spread (most visitors stay on the first pages, half filter by sub-city…). Some answers are
 * shared by many visitors and come from the public answer cache, most of the long tail does not:
 * unlike the scenarios above, which repeat one address, this shows what the cache is worth on
 * traffic that does not repeat itself. Its addresses are counted (`distinct`) to report.
 */
export function mixedListScenario({ addis, subcities }, { searching = false } = {}) {
  const seen = new Set();
  const any = (values, weight) => [[null, weight], ...values.map((v) => [v, 1])];
  const draw = () => {
    const q = new URLSearchParams();
    const add = (key, value) => value !== null && q.set(key, String(value));
    add('listing_type', weighted(any(['sale', 'rent'], 1)));
    add(
      'property_type',
      weighted(any(['apartment', 'house', 'condominium', 'villa', 'commercial', 'land'], 6)),
    );
    const subcity = weighted(
      any(
        subcities.map((s) => s.id),
        subcities.length,
      ),
    );
    if (subcity === null)
      add(
        'city',
        weighted([
          [null, 1],
          [addis.id, 1],
        ]),
      );
    else add('subcity', subcity);
    add('bedrooms', weighted(any([1, 2, 3, 4], 8)));
    add('max_price', weighted(any([50000, 100000, 5000000, 20000000], 12)));
    add(
      'ordering',
      weighted([
        [null, 10],
        ['price', 3],
        ['-price', 2],
        ['-views', 1],
        ['area', 1],
      ]),
    );
    const page = weighted([
      [1, 60],
      [2, 15],
      [3, 8],
      [4, 5],
      [5, 4],
      [Math.ceil(Math.random() * 50), 8],
    ]);
    if (page > 1) add('page', page);
    if (searching) add('search', weighted(SEARCH_WORDS.map((w, i) => [w, SEARCH_WORDS.length - i])));
    const qs = q.toString();
    const path = qs ? `${LIST}?${qs}` : LIST;
    seen.add(path);
    return path;
  };
  return {
    name: searching
      ? 'list mixed searching (random words, filters, sort, page)'
      : 'list mixed browsing (random filters, sort, page)',
    kind: 'list',
    path: LIST,
    // Deep pages are drawn whatever the filters: past the end of a short list they are 404s.
    expectedStatuses: [404],
    randomPath: draw,
    distinct: () => seen.size,
  };
}

/**
 * Whether an endpoint answers at all: the detail and filter-options endpoints are being built
 * while this bench is written. Returns the statuses seen.
 */
export async function probe(base, paths) {
  const statuses = [];
  for (const p of paths)
    statuses.push(await fetch(base + p).then((r) => r.arrayBuffer().then(() => r.status)));
  return statuses;
}

/**
 * Runs one scenario for `warmup + duration` seconds at `connections` connections and measures
 * the last `duration` seconds. One run, not a warm-up run and a measured run: requests that a
 * finished run leaves in flight would still be queued in the server when the next one starts.
 * Latencies come from autocannon's per-response event (its own summary has no p95).
 */
export async function runScenario(base, scenario, { connections, duration, warmup, headers }) {
  const requests = scenario.randomPath
    ? [
        {
          setupRequest: (req) => ({
            ...req,
            path: scenario.randomPath(),
            headers: { ...req.headers, ...scenario.randomHeaders?.() },
          }),
        },
      ]
    : undefined;
  const latencies = [];
  const statuses = new Map();
  let errors = 0;
  let measuring = false;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: base + scenario.path, connections, duration: warmup + duration, headers, requests },
      (error, res) => (error ? reject(error) : resolve(res)),
    );
    const timer = setTimeout(() => {
      measuring = true;
    }, warmup * 1000);
    instance.on('done', () => clearTimeout(timer));
    instance.on('response', (_client, status, _bytes, ms) => {
      if (!measuring) return;
      latencies.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
    instance.on('reqError', () => {
      if (measuring) errors++;
    });
  });
  await drain(base);
  // A page past the end is a 404 by contract: a scenario drawing pages at random may expect it.
  const expected = scenario.expectedStatuses ?? [];
  const non2xx = [...statuses].filter(([code]) => (code < 200 || code >= 300) && !expected.includes(code));
  return {
    ...summarize(latencies),
    rps: latencies.length / duration,
    non2xx: non2xx.reduce((sum, [, n]) => sum + n, 0),
    errors,
    expected: [...statuses].filter(([code]) => expected.includes(code)).reduce((sum, [, n]) => sum + n, 0),
    statuses: [
      ...non2xx.map(([code, n]) => `${code}×${n}`),
      ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
    ].join(' '),
  };
}

/**
 * Waits until the server has worked through what the last run left in flight: a health check
 * asks the database, so it answers only after the queries queued before it (PGlite has one).
 */
export async function drain(base) {
  for (let i = 0; i < 60; i++) {
    const t0 = performance.now();
    const ok = await fetch(`${base}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok && performance.now() - t0 < 50) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}
