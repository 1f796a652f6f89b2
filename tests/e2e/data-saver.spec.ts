import { expect, type Page, test } from './fixtures';

/** Data saver (decision 046): the switch, Save-Data, and what a data-saving page leaves out. */
test.describe('data saver', () => {
  test('the header switch is remembered and makes photos small', async ({ page, context }) => {
    await page.goto('/properties');
    const toggle = page.getByRole('switch', { name: 'Data saver' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const sources = () =>
      page
        .locator('main picture source[type="image/avif"]')
        .evaluateAll((s) => s.map((e) => e.getAttribute('srcset')));
    expect((await sources()).join(' ')).toMatch(/-640\.avif/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'data_saver')?.value).toBe('1');
    await expect.poll(async () => (await sources()).join(' ')).not.toMatch(/-(640|1024|1600)\.avif/);
    expect((await sources()).length).toBeGreaterThan(0);

    // Kept: the server renders the next page with it.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'true');
    expect((await sources()).join(' ')).not.toMatch(/-(640|1024|1600)\.avif/);
  });

  test.describe('with Save-Data: on', () => {
    test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

    test('a reader’s journey downloads no script and no text file, and a Call tap is still counted', async ({
      page,
      request,
    }) => {
      const fetched = recordScriptsAndTexts(page);
      const list = (await (await request.get('/api/properties/properties/?page_size=50')).json()) as {
        results: Array<{ id: number }>;
      };
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-tap');
      await page.locator('main a[href="/properties"]').first().click();
      await page.waitForURL('**/properties');
      await page.locator('main a[href^="/properties/"]').first().click();
      await page.waitForURL(/\/properties\/\d+$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await page.waitForURL('**/properties');

      // A listing with a phone to call: the starter counts the tap, as the app's handler would.
      const withPhone = await firstListingWithCallLink(
        page,
        list.results.map((r) => r.id),
      );
      const counted = page.waitForResponse(
        (r) =>
          r.url().endsWith(`/properties/properties/${withPhone}/contact-events/`) &&
          r.request().method() === 'POST',
      );
      await page.locator('#listing-actions a[data-contact="call"]').click();
      expect((await counted).headers()['x-contact-event']).toBe('recorded');

      expect(fetched).toEqual([]);
      await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    });

    test('a tap on a switch starts the scripts, then does what it was tapped for', async ({
      page,
      context,
    }) => {
      const fetched = recordScriptsAndTexts(page);
      await page.goto('/properties');
      const toggle = page.getByRole('switch', { name: 'Data saver' });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      expect(fetched).toEqual([]);

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(fetched.some((url) => url.endsWith('.js'))).toBe(true);
      const cookies = await context.cookies();
      expect(cookies.find((c) => c.name === 'data_saver')?.value).toBe('0');
    });

    test('Share, which needs the scripts, is there to tap: its tap starts them and shares', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const list = (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
        results: Array<{ id: number }>;
      };
      const id = list.results[0]!.id;
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      await page.goto(`/properties/${id}`);
      const share = page.getByRole('button', { name: 'Share', exact: true });
      await expect(share).toBeEnabled();
      await share.click();
      await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/properties/${id}`);
    });

    test('a sort chosen before the scripts start is applied once they have', async ({ page }) => {
      await page.goto('/properties');
      await expect(page.locator('html')).toHaveAttribute('data-scripts', 'on-tap');
      await page.getByLabel('Sort by').selectOption('price');
      await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
      await expect(page.getByLabel('Sort by')).toHaveValue('price');
    });

    test('the listing’s map waits for a tap', async ({ page, request }) => {
      const list = (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
        results: Array<{ id: number }>;
      };
      await page.goto(`/properties/${list.results[0]!.id}`);
      const show = page.getByRole('button', { name: 'Show the map' });
      await show.scrollIntoViewIfNeeded();
      await expect(show).toBeVisible();
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await show.click();
      await expect(page.locator('.leaflet-container')).toHaveCount(1);
      await expect(show).toHaveCount(0);
    });
  });
});

/** The scripts and text files (decision 060) the page fetches from now on. */
function recordScriptsAndTexts(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || /\/assets\/[^/]+\.json$/.test(r.url())) fetched.push(r.url());
  });
  return fetched;
}

/** Opens, by plain navigations, the first of `ids` whose page offers a Call link; returns its id. */
async function firstListingWithCallLink(page: Page, ids: number[]): Promise<number> {
  for (const id of ids) {
    await page.goto(`/properties/${id}`);
    if (await page.locator('#listing-actions a[data-contact="call"]').count()) return id;
  }
  throw new Error('no listing with a phone to call');
}
