/**
 * Runs `task` once the page has loaded and the browser has a quiet moment, so that ads never
 * compete with the page's own content, photos and scripts for a slow connection. Answers a cancel.
 */
export function afterPageLoad(task: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else setTimeout(() => !cancelled && task(), 50);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}
