/*
 * Sefer's service worker (decision 047): small and our own. It keeps
 * - the built scripts, styles and fonts (/assets/, named by their content hash: a URL never changes
 *   meaning, so a cached copy is always right and an old page keeps finding its own chunks);
 * - the last 20 listings the visitor opened (the page, its route data and its photos at 320 px),
 *   so they read offline, Call and Telegram links included; a listing opened inside the app is
 *   kept as the copy its page sends (no scripts, nothing downloaded); the photos a listing page
 *   or the saved list showed are kept as they arrive (no second download), and offline a photo
 *   at another width falls back to a kept copy of the same picture;
 * - an offline page for everything else, which lists the listings kept (offline.js).
 * It never keeps an error, an answer to a request carrying a token (signed-in API calls), or
 * anything but GET; and it forgets the listings when the visitor signs out (the page says so).
 */
const VERSION = 'v1';
const ASSETS = `sefer-assets-${VERSION}`;
const LISTINGS = `sefer-listings-${VERSION}`;
const SHELL = `sefer-shell-${VERSION}`;
const PHOTOS = `sefer-photos-${VERSION}`;
// Filled by the saved-properties page itself (src/web/lib/service-worker.ts names it too): the
// person's saved list, which as a signed-in answer the worker never keeps. Its page is kept here.
const SAVED = 'sefer-saved-v1';
const SAVED_PAGE = '/saved-properties';
// The photos the saved list showed: kept across releases like the list, gone at sign-out.
const SAVED_PHOTOS = 'sefer-saved-photos-v1';
const KEEP_SAVED_PHOTOS = 60;
const OFFLINE = '/offline.html';
const OFFLINE_SCRIPT = '/offline.js';
const KEEP_LISTINGS = 20;
const KEEP_ASSETS = 300;
const KEEP_PHOTOS = KEEP_LISTINGS * 12;
const LISTING_PAGE = /^\/properties\/(\d+)$/;
const LISTING_DATA = /^\/properties\/(\d+)\.data$/;
const SMALL_PHOTO = /\/media\/images\/[0-9a-f]{2}\/[0-9a-f]+-320\.(?:avif|webp)/g;
/** A photo's rendition: the picture (directory and hash) and the width. */
const RENDITION = /^(\/media\/images\/[0-9a-f]{2}\/[0-9a-f]+)-\d+\.(?:avif|webp)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(SHELL).then((cache) => cache.addAll([OFFLINE, OFFLINE_SCRIPT, '/icons/icon-192.png'])),
  );
});

self.addEventListener('activate', (event) => {
  // A new release's worker takes over only when no page runs the old one (no skipWaiting): a
  // page never mixes two releases. Caches of another version go.
  const current = [ASSETS, LISTINGS, SHELL, PHOTOS, SAVED, SAVED_PHOTOS];
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith('sefer-') && !current.includes(n)).map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'signed-out')
    event.waitUntil(Promise.all([LISTINGS, PHOTOS, SAVED, SAVED_PHOTOS].map((name) => caches.delete(name))));
  else if (event.data?.type === 'keep-page') event.waitUntil(keepCopy(event.data));
});

// A page's copy (src/web/lib/service-worker.ts keepPageCopy) has no scripts, and runs none.
const COPY_POLICY =
  "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "media-src 'self' blob:; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";
const MAX_COPY = 2_000_000;

/**
 * A listing opened inside the app, as its page showed it: kept among the listings, so it reads
 * offline from a cold start too. Only listing pages; a copy never replaces the page the server
 * sent when that one is the newer (the page sends no copy of the document it was loaded as).
 */
async function keepCopy({ path, html }) {
  if (typeof path !== 'string' || !LISTING_PAGE.test(path)) return;
  if (typeof html !== 'string' || html.length > MAX_COPY) return;
  const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': COPY_POLICY };
  await remember(await caches.open(LISTINGS), new Request(path), new Response(html, { headers }));
}

const keepable = (response) => response && response.status === 200 && response.type === 'basic';

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || request.headers.has('authorization')) return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) return event.respondWith(fromCacheFirst(request));
  if (url.pathname === OFFLINE_SCRIPT) return event.respondWith(fromCacheFirst(request));
  if (request.mode === 'navigate') return event.respondWith(page(event, url));
  if (LISTING_DATA.test(url.pathname) || url.pathname.startsWith('/media/images/'))
    return event.respondWith(fromNetworkFirst(event, request));
});

async function fromCacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (keepable(response)) {
    const cache = await caches.open(ASSETS);
    await cache.put(request, response.clone());
    trim(cache, KEEP_ASSETS);
  }
  return response;
}

/** Route data and photos: the network when it answers, else what a kept listing holds. */
async function fromNetworkFirst(event, request) {
  const path = new URL(request.url).pathname;
  try {
    const response = await fetch(request);
    if (keepable(response) && LISTING_DATA.test(path)) {
      const cache = await caches.open(LISTINGS);
      await remember(cache, request, response.clone());
    }
    const keep = keepable(response) && RENDITION.test(path) && photoCacheFor(request.referrer);
    if (keep) event.waitUntil(keepPhoto(keep, path, response.clone()));
    return response;
  } catch (error) {
    const cached =
      (await caches.match(request, { ignoreSearch: LISTING_DATA.test(path) })) ?? (await samePicture(path));
    if (cached) return cached;
    throw error;
  }
}

/**
 * Where a photo the page just showed is kept: a listing's (the last 20 listings') or the saved
 * list's (the person's, gone at sign-out). Photos of other pages (lists, the home page) are not.
 */
function photoCacheFor(referrer) {
  const from = referrer ? new URL(referrer).pathname : '';
  if (LISTING_PAGE.test(from)) return PHOTOS;
  if (from === SAVED_PAGE) return SAVED_PHOTOS;
  return undefined;
}

async function keepPhoto(name, path, response) {
  const cache = await caches.open(name);
  await cache.delete(path);
  await cache.put(path, response);
  await trim(cache, name === PHOTOS ? KEEP_PHOTOS : KEEP_SAVED_PHOTOS);
}

/** Offline, a photo at a width not kept: a kept copy of the same picture, the small one first. */
async function samePicture(path) {
  const picture = RENDITION.exec(path)?.[1];
  if (!picture) return undefined;
  for (const name of [PHOTOS, SAVED_PHOTOS]) {
    const cache = await caches.open(name);
    const kept = (await cache.keys())
      .map((r) => new URL(r.url).pathname)
      .filter((p) => p.startsWith(`${picture}-`))
      .sort((a, b) => (a.includes('-320.') ? -1 : b.includes('-320.') ? 1 : 0));
    if (kept.length) return cache.match(kept[0]);
  }
  return undefined;
}

async function page(event, url) {
  try {
    const response = await fetch(event.request);
    if (keepable(response) && LISTING_PAGE.test(url.pathname)) {
      const cache = await caches.open(LISTINGS);
      const copy = response.clone();
      // The page, then its photos at the small width, so the listing reads offline.
      const accept = event.request.headers.get('accept') ?? '';
      event.waitUntil(
        remember(cache, new Request(url.pathname), copy.clone()).then(() => keepPhotos(copy, accept)),
      );
    }
    // The saved list's page holds nothing of the person (its list comes from the API, decision 010).
    if (keepable(response) && url.pathname === SAVED_PAGE) {
      const copy = response.clone();
      event.waitUntil(caches.open(SAVED).then((cache) => cache.put(SAVED_PAGE, copy)));
    }
    return response;
  } catch {
    const cached =
      (await caches.match(url.pathname, { cacheName: LISTINGS })) ??
      (url.pathname === SAVED_PAGE ? await caches.match(SAVED_PAGE, { cacheName: SAVED }) : undefined);
    return cached ?? (await caches.match(OFFLINE)) ?? Response.error();
  }
}

/** Puts an answer last in the cache's order, and drops the oldest listings past the limit. */
async function remember(cache, request, response) {
  await cache.delete(request, { ignoreSearch: true });
  await cache.put(request, response);
  const pages = (await cache.keys()).filter((r) => LISTING_PAGE.test(new URL(r.url).pathname));
  for (const old of pages.slice(0, Math.max(0, pages.length - KEEP_LISTINGS))) {
    const id = LISTING_PAGE.exec(new URL(old.url).pathname)[1];
    await cache.delete(old);
    for (const r of await cache.keys())
      if (new URL(r.url).pathname === `/properties/${id}.data`) await cache.delete(r);
  }
}

/**
 * The listing's photos at the small width, in the one format this browser shows (its navigations
 * accept AVIF or not): the photos further in the gallery read offline too. Not on a data-saving
 * page: there the visitor asked for no more than they look at, and what the page showed is kept
 * as it arrives.
 */
async function keepPhotos(response, accept) {
  const html = await response.text();
  if (/<html[^>]*\sdata-saver/.test(html)) return;
  const format = accept.includes('image/avif') ? '.avif' : '.webp';
  const cache = await caches.open(PHOTOS);
  const urls = [...new Set(html.match(SMALL_PHOTO) ?? [])].filter((u) => u.endsWith(format)).slice(0, 12);
  await Promise.all(
    urls.map(async (u) => {
      if (await cache.match(u)) return;
      const r = await fetch(u).catch(() => undefined);
      if (keepable(r)) await cache.put(u, r);
    }),
  );
  await trim(cache, KEEP_PHOTOS);
}

async function trim(cache, keep) {
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - keep))) await cache.delete(old);
}
