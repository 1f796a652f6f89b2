import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What a visitor's first page downloads before it works (decisions 019 and 023): the scripts the
 * server's HTML names — module preloads and the start script's imports. The route manifest in the
 * same HTML lists every route's modules for later navigations; those are not fetched, so they do
 * not count.
 */
async function firstLoadScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const named = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+href="(\/assets\/[^"]+\.js)"/g)) named.add(m[1]!);
  for (const m of html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)) named.add(m[1]!);
  const code = await Promise.all([...named].map(async (url) => (await request.get(url)).text()));
  return { urls: [...named], code: code.join('\n') };
}

/** Code that waits for a visitor's action, found by text that survives minification. */
const ON_DEMAND: Array<[string, RegExp]> = [
  ['zod and the API schemas', /ZodError/],
  ['Leaflet', /leaflet-container/],
  ['the fullscreen gallery', /detail\.gallery\.dialogTitle/],
  ['the video player', /detail\.video\.formatUnsupported/],
  ['the resumable upload client', /tus: no file or stream to upload provided/],
];

test.describe('first load', () => {
  test('public pages start with a handful of scripts and none of the code loaded on demand', async ({
    request,
  }) => {
    const list = (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
      results: Array<{ id: number }>;
    };
    // The browsing pages; form pages (contact, sign-in) load their form's checks with the page.
    const paths = ['/', '/properties', `/properties/${list.results[0]!.id}`, '/map', '/search?q=bole'];
    for (const path of paths) {
      const { urls, code } = await firstLoadScripts(request, path);
      // The shell is one chunk (decision 023): ~15 files, where the bundler's default made ~40.
      expect(urls.length, `${path}: ${urls.join(' ')}`).toBeGreaterThan(3);
      expect(urls.length, `${path}: ${urls.join(' ')}`).toBeLessThanOrEqual(20);
      const loaded = ON_DEMAND.filter(([, marker]) => marker.test(code)).map(([what]) => what);
      expect(loaded, `${path} loads on its first load`).toEqual([]);
    }
  });
});

test('browsing downloads no zod: the pages read their own API’s answers as they are', async ({
  page,
  request,
}) => {
  const list = (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
    results: Array<{ id: number }>;
  };
  const scripts: Array<Promise<string>> = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  // Ads, filter counts and the similar listings are read by the browser after load (decision 062).
  for (const path of ['/', '/properties', `/properties/${list.results[0]!.id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  const code = (await Promise.all(scripts)).join('\n');
  expect(/ZodError/.test(code), 'zod was downloaded').toBe(false);
});

test('an English page fetches one Ge’ez font file, for the wordmark', async ({ page }) => {
  const fonts = new Set<string>();
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (pathname.includes('noto-sans-ethiopic')) fonts.add(pathname);
  });
  // Its only Ge'ez is the wordmark's three letters, in the header and the footer, in one weight
  // (a listing may have a Ge'ez title of its own, which takes the whole font).
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect([...fonts]).toEqual([expect.stringContaining('noto-sans-ethiopic-ui-400')]);
});
