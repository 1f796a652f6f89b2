import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { type Messages, registerCatalogue } from './lib/i18n';
import { NonceContext } from './lib/nonce';
import { fromCrawler } from './lib/page-variant';
import { ScriptsAfterPaint } from './lib/scripts-after-paint';
import { scriptsWaitForTap } from './lib/scripts-on-tap';

export const streamTimeout = 5_000;

/** Read by the server's page cache (src/server/web/page-cache.ts, decision 063). */
export { pageVariant } from './lib/page-variant';

// The server renders from the whole catalogue, bundled with it; browsers fetch the namespaces a
// page uses as files (decision 060).
registerCatalogue(import.meta.glob<Messages>('./i18n/locales/*/*.json', { import: 'default', eager: true }));

/** Whether a loader returned a promise for part of its data (rendered by an `<Await>`). */
function defersData(routerContext: EntryContext): boolean {
  for (const data of Object.values(routerContext.staticHandlerContext.loaderData)) {
    if (data === null || typeof data !== 'object') continue;
    for (const value of Object.values(data)) if (value instanceof Promise) return true;
  }
  return false;
}

/**
 * React Router's default Node entry, plus the page's script nonce (set by the server with the
 * Content-Security-Policy): React's streaming scripts, React Router's hydration data and the
 * root's <Scripts> all carry it, so the policy needs no 'unsafe-inline'.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // Crawlers get the whole page at once; people get the shell as soon as it is ready when a
    // loader deferred part of its data. Without deferred data the rest of the page (React
    // Router's hydration data) follows the shell within the same moment, and a whole page costs the
    // server less to send: one rewrite, one compression, one write (the server reads `whole`).
    const whole = fromCrawler(request) || routerContext.isSpaMode || !defersData(routerContext);
    const readyOption = whole ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html');
          const page = loadContext.page;
          const html = new ScriptsAfterPaint(nonce, {
            waitForTap: scriptsWaitForTap(request, routerContext),
            registerWorker: import.meta.env.PROD,
            // The server keeps whole pages only (decision 063): not one cut short by a visitor who
            // left, nor one with a part that failed.
            onWhole: page.keep
              ? (whole) => {
                  if (!failed && !request.signal.aborted) page.html = whole;
                }
              : undefined,
          });
          html.once('finish', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          pipe(html);
          page.whole = whole;
          // The HTML goes to the server as the Node stream it is (load-context.ts); the
          // Response carries the status and headers.
          page.body = html;
          resolve(new Response(null, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // The visitor has gone (or the deadline answered): nothing to report.
          if (request.signal.aborted) return;
          failed = true;
          responseStatusCode = 500;
          // Errors before the shell reach React Router's own handler, which logs them.
          if (shellRendered) console.error(error);
        },
      },
    );
    // A visitor who leaves (or a request past its deadline) stops the render where it is: its
    // suspended parts are not rendered and its stream ends (decision 049).
    request.signal.addEventListener('abort', () => abort(), { once: true });
  });
}
