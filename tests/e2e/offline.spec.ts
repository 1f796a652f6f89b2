import { expect, gotoBeforeHydration, test, waitForHydration } from './fixtures';
import { bearer, newAccount, signInAs } from './publishing-support';

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
    // Its photos at the small width, in the one format this browser shows (AVIF), not in both.
    const keptPhotos = () =>
      page.evaluate(async () =>
        (await (await caches.open('sefer-photos-v1')).keys()).map((r) => new URL(r.url).pathname),
      );
    await expect
      .poll(async () => (await keptPhotos()).filter((p) => p.endsWith('-320.avif')).length)
      .toBeGreaterThan(1);
    expect((await keptPhotos()).filter((p) => p.endsWith('.webp'))).toEqual([]);

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

  test.describe('with data saver, the scripts waiting for a tap', () => {
    test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

    test('the page registers the worker itself, and a listing it opens reads offline', async ({
      page,
      context,
    }) => {
      await page.goto('/properties');
      await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-tap');
      await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      const link = page.locator('main a[href^="/properties/"]').first();
      const path = (await link.getAttribute('href'))!;
      await link.click();
      await page.waitForURL(`**${path}`);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())!;
      await expect.poll(() => page.evaluate(async (p) => Boolean(await caches.match(p)), path)).toBe(true);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
      await context.setOffline(false);
    });
  });

  test('the offline page draws Amharic and Tigrinya with the app’s Ge’ez font', async ({ page, context }) => {
    await page.goto('/?lang=am');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // An Amharic page draws with the app's Noto Sans Ethiopic; the worker keeps its file.
    await page.reload();
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('sefer-assets-v1')).keys()).some((r) =>
            r.url.includes('noto-sans-ethiopic-ethiopic'),
          ),
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.evaluate(() => {
      window.location.href = '/about';
    });
    await expect(page.getByText('ከኢንተርኔት ውጪ ነዎት።')).toBeVisible();
    // (fonts.check answers true when no face of the name exists: ask for the face itself.)
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replaceAll('"', '') === 'Noto Sans Ethiopic' && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    await context.setOffline(false);
  });

  test('a listing opened inside the app keeps the photos it showed; the offline page lists the kept listings', async ({
    page,
    context,
    request,
  }) => {
    const list = (await (await request.get('/api/properties/properties/?page_size=2')).json()) as {
      results: Array<{ id: number; title: string }>;
    };
    const [opened, loaded] = list.results as [{ id: number; title: string }, { id: number; title: string }];
    await page.goto('/properties');
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    // Opened from the list: a client navigation, whose page the worker never sees.
    await page.getByRole('link', { name: opened.title }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(opened.title);
    const photo = page.getByRole('main').locator('img').first();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const shown = new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    // Kept as it arrived: no second download, and it outlives the browser's own cache.
    const keptPhotos = () =>
      page.evaluate(async () =>
        (await (await caches.open('sefer-photos-v1')).keys()).map((r) => new URL(r.url).pathname),
      );
    await expect.poll(keptPhotos).toContain(shown);
    // And the page itself, as the copy it sent the worker (no second download).
    const kept = (id: number) =>
      page.evaluate(async (path) => Boolean(await caches.match(path)), `/properties/${id}`);
    await expect.poll(() => kept(opened.id)).toBe(true);

    await page.goto(`/properties/${loaded.id}`);
    await expect
      .poll(() => page.evaluate(async (id) => Boolean(await caches.match(`/properties/${id}`)), loaded.id))
      .toBe(true);
    await context.setOffline(true);
    await page.evaluate(() => {
      window.location.href = '/about';
    });
    await expect(page.getByText('Kept on this phone', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: loaded.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(loaded.title);

    // From a cold start (a new tab, offline): the listing opened inside the app reads, with its
    // photo, its Call link and a line saying it is the kept copy.
    const cold = await context.newPage();
    await gotoBeforeHydration(cold, `/properties/${opened.id}`);
    await expect(cold.getByRole('heading', { level: 1 })).toContainText(opened.title);
    await expect(cold.getByRole('status').filter({ hasText: 'kept on this phone' })).toBeVisible();
    await expect(cold.getByRole('link', { name: /^Call/ }).first()).toBeVisible();
    const coldPhoto = cold.getByRole('main').locator('img').first();
    await expect
      .poll(() => coldPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await context.setOffline(false);
  });

  test('saved properties read offline for their owner, and go at sign-out', async ({
    page,
    context,
    baseURL,
    request,
  }) => {
    const reader = await newAccount(request, 'Meron Alemu');
    const list = (await (await request.get('/api/properties/properties/?page_size=2')).json()) as {
      results: Array<{ id: number; title: string }>;
    };
    for (const p of list.results) {
      const saved = await request.post(`/api/properties/properties/${p.id}/save/`, {
        headers: bearer(reader),
      });
      expect(saved.ok()).toBe(true);
    }
    await signInAs(context, baseURL!, reader);
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await page.goto('/saved-properties');
    for (const p of list.results)
      await expect(page.getByRole('heading', { level: 3, name: p.title })).toBeVisible();
    // The page kept the list (the worker keeps no signed-in answer) and the worker the page.
    const kept = () =>
      page.evaluate(async () => {
        const cache = await caches.open('sefer-saved-v1');
        return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
      });
    await expect.poll(kept).toEqual([`/offline/saved/${reader.id}`, '/saved-properties']);
    // And the worker the photos the list showed, as they arrived.
    const keptPhotos = () =>
      page.evaluate(async () => (await (await caches.open('sefer-saved-photos-v1')).keys()).length);
    await expect.poll(keptPhotos).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
    for (const p of list.results)
      await expect(page.getByRole('heading', { level: 3, name: p.title })).toBeVisible();
    await context.setOffline(false);

    // Signing out empties it: the next person on this phone finds nothing of theirs.
    await page.goto('/');
    await page.getByRole('button', { name: /^Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect.poll(kept).toEqual([]);
    await expect.poll(keptPhotos).toBe(0);
  });
});
