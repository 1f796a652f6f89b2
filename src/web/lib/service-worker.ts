/**
 * The service worker (decision 047, `public/sw.js`): installable, and the last listings opened
 * readable offline. Registered after the page has loaded, so it never competes with the page's
 * own downloads; production builds only (a development server's modules are not content-hashed).
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Signing out: the worker forgets the listings this person opened. */
export function forgetKeptPages() {
  navigator.serviceWorker?.controller?.postMessage('signed-out');
}
