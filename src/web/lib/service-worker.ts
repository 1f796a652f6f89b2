/**
 * The service worker (decision 047, `public/sw.js`): installable, and the last listings opened
 * readable offline. Registered by the shell's first effect, after hydration (the page's own
 * scripts are in by then); production builds only (a development server's modules are not
 * content-hashed).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
}

/** Where the worker is served (`public/sw.js`): its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The cache the saved-properties page fills for reading offline (its name is in `public/sw.js`
 * too, which keeps it across releases and empties it at sign-out).
 */
export const SAVED_CACHE = 'sefer-saved-v1';
/** The photos the saved list showed, kept by the worker as they arrived. */
const SAVED_PHOTOS_CACHE = 'sefer-saved-photos-v1';

/** Signing out: the worker forgets the listings this person opened, and their saved list goes. */
export function forgetKeptPages() {
  navigator.serviceWorker?.controller?.postMessage('signed-out');
  if (typeof caches === 'undefined') return;
  for (const name of [SAVED_CACHE, SAVED_PHOTOS_CACHE]) void caches.delete(name).catch(() => false);
}

/**
 * Where the document itself was loaded, when the worker served it: the worker keeps that page
 * as the server sent it (it runs offline too), so the page needs no copy of its own.
 */
const servedPath =
  typeof window !== 'undefined' && navigator.serviceWorker?.controller ? window.location.pathname : null;

/**
 * Keeps the page at `path`, as it is shown, for reading offline (decision 047). A listing opened
 * inside the app is a client navigation whose page the worker never fetches: the copy is the
 * rendered document without its scripts (it reads; its links to the dialler and Telegram work),
 * headed by `notice`, which says it is the kept copy. Nothing is downloaded, and the server
 * renders nothing twice. The worker decides what it keeps (listing pages only) and how long.
 */
export function keepPageCopy(path: string, notice: string) {
  const worker = navigator.serviceWorker?.controller;
  // Not when the page has gone meanwhile, nor for the page the worker served.
  if (!worker || window.location.pathname !== path || path === servedPath) return;
  const copy = document.documentElement.cloneNode(true) as HTMLElement;
  for (const node of copy.querySelectorAll('script, link[rel="modulepreload"], link[rel="preload"]'))
    node.remove();
  copy.removeAttribute('data-hydrated');
  const banner = document.createElement('p');
  banner.setAttribute('role', 'status');
  banner.className = 'bg-accent-light px-4 py-2 text-center text-sm font-medium text-ink';
  banner.textContent = notice;
  copy.querySelector('body')?.prepend(banner);
  worker.postMessage({ type: 'keep-page', path, html: `<!DOCTYPE html>${copy.outerHTML}` });
}
