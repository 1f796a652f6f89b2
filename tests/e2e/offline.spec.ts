import { expect, test, waitForHydration } from './fixtures';

/**
 * Installable and readable offline (decision 047): the manifest in the page's language, and a
 * listing opened once still reads with the network gone; a page never opened shows the offline
 * page; signing out (here: the message the page sends) forgets the kept listings.
 */
test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the manifest names the app in the page’s language, with icons', async ({ page, request }) => {
    await page.goto('/?lang=am');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.am.webmanifest');
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: expect.stringContaining('ሰፈር'),
      lang: 'am',
      display: 'standalone',
    });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status()).toBe(200);
  });

  test('a listing opened once reads offline; other pages show the offline page', async ({
    page,
    context,
    request,
  }) => {
    const list = (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
      results: Array<{ id: number; title: string }>;
    };
    const listing = list.results[0]!;
    await page.goto('/');
    await waitForHydration(page);
    // The worker controls the page once it has activated (it claims open pages).
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto(`/properties/${listing.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.title);
    // Kept once the worker has stored the page.
    await expect
      .poll(() => page.evaluate(async (id) => Boolean(await caches.match(`/properties/${id}`)), listing.id))
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(listing.title);
    // Call still works: it is a link to the phone's dialler, not a request.
    await expect(
      page
        .getByRole('link', { name: /^Call/ })
        .or(page.getByRole('button', { name: /^Call/ }))
        .first(),
    ).toBeVisible();

    // Not through the fixture's goto, which waits for the app: the offline page is plain HTML.
    await page.evaluate(() => {
      window.location.href = '/about';
    });
    await expect(page.getByText('You are offline.')).toBeVisible();
    await expect(page.getByText('ከኢንተርኔት ውጪ ነዎት።')).toBeVisible();
    await context.setOffline(false);

    // Signing out: the kept listings go.
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('signed-out'));
    await expect
      .poll(() => page.evaluate(async (id) => Boolean(await caches.match(`/properties/${id}`)), listing.id))
      .toBe(false);
  });
});
