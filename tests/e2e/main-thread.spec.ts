import { expect, type Page, test, waitForHydration } from './fixtures';

/**
 * What a phone's main thread does once a public page has arrived (decision 069): hydration, and
 * nothing that renders the page again or starts the browser's number-formatting library.
 */

/**
 * Counts, per commit, the listing cards React rendered (a card's component renders an
 * `<article>`), through the hook React offers its developer tools; installed before any script
 * of the page runs. The first commit is the hydration.
 */
const CARD_RENDERS = `(() => {
  const commits = [];
  window.__cardRenders = commits;
  // Function, forward-ref and memo components: React's fiber tags 0, 11, 14, 15.
  const COMPONENT = new Set([0, 11, 14, 15]);
  let previous = new Set();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    checkDCE() {},
    onCommitFiberRoot(_renderer, root) {
      // A component rendered in this commit has React's "performed work" flag (1) and is not the
      // same fiber as in the previous commit's tree (an untouched subtree keeps its fibers).
      const current = new Set();
      let cards = 0;
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        current.add(fiber);
        if (COMPONENT.has(fiber.tag) && (fiber.flags & 1) && !previous.has(fiber) && fiber.child && fiber.child.type === 'article') cards++;
        if (fiber.sibling) stack.push(fiber.sibling);
        if (fiber.child) stack.push(fiber.child);
      }
      previous = current;
      commits.push(cards);
    },
  };
})()`;

/** Records every `Intl` number or date formatter built (directly or by a `toLocale…String`). */
const FORMATTERS = `(() => {
  const made = [];
  window.__formatters = made;
  for (const name of ['NumberFormat', 'DateTimeFormat']) {
    const Original = Intl[name];
    const Counted = function (...args) { made.push(name + ' ' + JSON.stringify(args)); return new Original(...args); };
    Counted.prototype = Original.prototype;
    Object.setPrototypeOf(Counted, Original);
    Intl[name] = Counted;
  }
  for (const [proto, method] of [[Number.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleString'], [Date.prototype, 'toLocaleDateString']]) {
    const original = proto[method];
    proto[method] = function (...args) { made.push(method); return original.apply(this, args); };
  }
})()`;

async function firstListing(page: Page): Promise<number> {
  const list = await page.request.get('/api/properties/properties/?page_size=1&fields=card');
  return ((await list.json()).results as Array<{ id: number }>)[0]!.id;
}

/** Loaded, hydrated, and done with what it fetches by itself (ads, filter counts, the router's manifest). */
async function settle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

test('listing cards are rendered once: hydration, and no render of the page after it redraws them', async ({
  page,
}) => {
  await page.addInitScript(CARD_RENDERS);
  const id = await firstListing(page);
  for (const path of ['/', '/properties', `/properties/${id}`, '/?lang=am']) {
    await settle(page, path);
    const commits = await page.evaluate(
      () => (window as unknown as { __cardRenders: number[] }).__cardRenders,
    );
    const [hydration = 0, ...after] = commits;
    expect(hydration, `${path}: cards hydrated`).toBeGreaterThan(0);
    expect(
      after.reduce((sum, n) => sum + n, 0),
      `${path}: cards rendered again after hydration (commits ${commits.join(', ')})`,
    ).toBe(0);
  }
});

test('a public page builds no Intl number or date formatter while it loads', async ({ page }) => {
  await page.addInitScript(FORMATTERS);
  const id = await firstListing(page);
  for (const path of [
    '/',
    '/properties',
    `/properties/${id}`,
    '/map',
    '/properties?lang=am',
    `/properties/${id}?lang=ti`,
  ]) {
    await settle(page, path);
    const made = await page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters);
    expect(made, `${path} built`).toEqual([]);
  }
});
