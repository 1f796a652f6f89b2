/**
 * The service worker (decision 047, `public/sw.js`): installable, and the last listings opened
 * readable offline. Registered by the shell's first effect, after hydration (the page's own
 * scripts are in by then); production builds only (a development server's modules are not
 * content-hashed).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js').catch(() => undefined);
}

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
