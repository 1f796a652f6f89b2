import { type BrowserContext, test as base, expect, type Page, type Request } from '@playwright/test';

export type { APIRequestContext, Locator, Page } from '@playwright/test';
export { expect };

/**
 * React has taken over the server's HTML: the page's shell has run its effects, after hydration
 * committed (`<html data-hydrated>`, AppShell). The mark `hydrateRoot` leaves on the document comes
 * at its start, before any handler is attached: a click right after it could do nothing on a busy
 * machine. Polled with `evaluate`: `waitForFunction` compiles its predicate in the page, which the
 * policy reports as eval.
 */
export async function waitForHydration(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === 'true'), {
      intervals: [50],
    })
    .toBe(true);
}

/**
 * The page has finished what it does by itself after a navigation: two frames have been painted
 * (React runs a new screen's effects after its first paint, and an effect may navigate) and the
 * router is not loading anything. Assertions on the URL made after this cannot race such a
 * navigation.
 */
export async function waitUntilSettled(page: Page) {
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const router = (window as unknown as { __reactRouterDataRouter?: { state: RouterState } })
            .__reactRouterDataRouter;
          return router ? router.state.navigation.state : 'no router';
        }),
      { intervals: [50] },
    )
    .toBe('idle');
}
type RouterState = { navigation: { state: string } };

const RAW_GOTO = Symbol('goto before hydration');
type Goto = Page['goto'];

/**
 * Pages paint before their scripts run (decision 019), so a journey that clicks or types right
 * after `goto` could act on server HTML whose buttons do nothing yet: a real visitor would press
 * again, a test fails at random. Every page of these journeys therefore waits, after a navigation
 * that returned a page, until React has hydrated it. Pages of contexts without JavaScript are left
 * alone, and `gotoBeforeHydration` is for the journeys that test what happens before.
 */
function waitOnGoto(page: Page) {
  if ((page as unknown as Record<symbol, Goto>)[RAW_GOTO]) return;
  const goto = page.goto.bind(page);
  (page as unknown as Record<symbol, Goto>)[RAW_GOTO] = goto;
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const html = response?.headers()['content-type']?.startsWith('text/html');
    if (!html || !page.context().pages().includes(page)) return response;
    if (!(await waitsForTap(page))) await waitForHydration(page);
    return response;
  };
}

/**
 * A data-saving reading page keeps its scripts until the visitor taps something that needs them
 * (decision 046): it hydrates after that tap, and replays it, so there is nothing to wait for.
 */
export function waitsForTap(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.scripts === 'on-tap');
}

/** Navigates without waiting for hydration: for journeys that test what a visitor can do before. */
export function gotoBeforeHydration(page: Page, url: string, options?: Parameters<Goto>[1]) {
  const goto = (page as unknown as Record<symbol, Goto>)[RAW_GOTO] ?? page.goto.bind(page);
  return goto(url, options);
}

/**
 * What the pages of a journey did, one line each with the time since it began: navigations, the
 * console's errors, failed or slow requests (over 2 s), answers of 500 and over, and the requests
 * still unanswered at the end. Printed when the journey fails, so that a failure on CI (whose
 * traces stay on its machine) says what the browser saw meanwhile.
 */
function recordPages(context: BrowserContext) {
  const start = Date.now();
  const lines: string[] = [];
  const asked = new Map<Request, number>();
  const note = (line: string) => lines.push(`+${String(Date.now() - start).padStart(6)} ms ${line}`);
  const named = (r: Request) => `${r.method()} ${r.url()}`;
  const watch = (page: Page) => {
    page.on('framenavigated', (frame) => frame === page.mainFrame() && note(`at ${frame.url()}`));
    page.on('console', (m) => m.type() === 'error' && note(`console: ${m.text().slice(0, 300)}`));
    page.on('pageerror', (e) => note(`page error: ${e.message.slice(0, 300)}`));
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  context.on('request', (r) => asked.set(r, Date.now()));
  context.on('requestfailed', (r) => {
    asked.delete(r);
    note(`failed ${named(r)}: ${r.failure()?.errorText}`);
  });
  context.on('requestfinished', (r) => {
    const took = Date.now() - (asked.get(r) ?? Date.now());
    asked.delete(r);
    if (took > 2000) note(`slow (${took} ms) ${named(r)}`);
  });
  context.on('response', (r) => r.status() >= 500 && note(`${r.status()} ${named(r.request())}`));
  return () => {
    for (const [r, at] of asked) lines.push(`unanswered since +${at - start} ms: ${named(r)}`);
    return lines;
  };
}

export const test = base.extend<object, object>({
  context: async ({ context, javaScriptEnabled }, use, testInfo) => {
    if (javaScriptEnabled !== false) {
      for (const page of context.pages()) waitOnGoto(page);
      context.on('page', waitOnGoto);
    }
    const seen = recordPages(context);
    await use(context);
    const lines = seen();
    if (testInfo.status !== testInfo.expectedStatus && lines.length > 0)
      console.log(`What the browser saw in "${testInfo.title}":\n  ${lines.join('\n  ')}`);
  },
  browser: [
    async ({ browser }, use) => {
      // Contexts a journey opens itself (a second user, a visitor): same rule, unless scripts are off.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled !== false) context.on('page', waitOnGoto);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
