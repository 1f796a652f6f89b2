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

/** Signing out: the worker forgets the listings this person opened. */
export function forgetKeptPages() {
  navigator.serviceWorker?.controller?.postMessage('signed-out');
}
