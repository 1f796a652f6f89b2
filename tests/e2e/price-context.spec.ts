import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { suffix } from './admin-support';
import { type APIRequestContext, expect, type Page, test } from './fixtures';
import { bearer, DESCRIPTION, newAccount, photo, staffSession } from './publishing-support';

/**
 * Price context (issue 19, decision 042): an owner lowers the price of a published flat, staff
 * approve the change (decision 028); its page then places the price against the sub-city's median,
 * lists the change with its date (Ethiopian calendar in Amharic) and says "Price reduced"; /map
 * explains its pins' colours in a legend.
 */

/** Screenshots at 390 and 1366 px for people to look at, when SHOTS_DIR is set (never in the repository). */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir || test.info().project.name !== 'pglite-desktop') return;
  mkdirSync(dir, { recursive: true });
  const before = page.viewportSize()!;
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`) });
  }
  await page.setViewportSize(before);
}

/** Publishes a 2-bedroom flat for rent of `price` birr in `place` as `who`; answers its id. */
async function publishFlat(
  request: APIRequestContext,
  who: { access: string },
  place: { city: string; subcity: string; kebele: string },
  title: string,
  price: number,
) {
  const created = await request.post('/api/properties/properties/', {
    headers: bearer(who),
    multipart: {
      title,
      property_type: 'apartment',
      listing_type: 'rent',
      price: String(price),
      area: '100',
      bedrooms: '2',
      bathrooms: '1',
      ...place,
      address: 'Behind the pharmacy',
      description: DESCRIPTION,
      images: await photo('front.jpg', '#5d7b8a'),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test('a lowered price: the sentence, the history and the badge on the detail; the map legend @phone', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const request = page.request;
  const staff = await staffSession(request);
  // A town of its own (the demo data has fewer than 5 listings of any kind per sub-city): five
  // flats that staff publish at once, and the owner's flat at their median, 30,000 birr.
  // Letters only, one town per project (both run in one worker).
  const tag = `${suffix}${test.info().project.name.includes('phone') ? 'p' : 'd'}`;
  const make = async (level: string, data: Record<string, unknown>) => {
    const res = await request.post(`/api/admin/locations/${level}/`, { headers: bearer(staff), data });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const regions = (await (await request.get('/api/locations/regions/')).json()) as {
    results: Array<{ id: number; name: string }>;
  };
  const region = regions.results.find((r) => r.name !== 'Addis Ababa')!.id;
  const city = await make('cities', { name: `Pricetown ${tag}`, region, latitude: 8.54, longitude: 39.27 });
  const subcityName = `Median ${tag}`;
  const subcity = await make('subcities', { name: subcityName, city, latitude: 8.54, longitude: 39.27 });
  const kebele = await make('kebeles', { name: `Woreda ${tag}`, subcity });
  const place = { city: String(city), subcity: String(subcity), kebele: String(kebele) };
  for (const price of [20_000, 25_000, 35_000, 40_000, 45_000]) {
    await publishFlat(request, staff, place, `Reference flat ${tag} ${price}`, price);
  }
  const owner = await newAccount(request, 'Hanna Tesfaye');
  const price = 30_000;
  const id = await publishFlat(request, owner, place, `Flat with a price history ${tag}`, price);
  const approve = () => request.post(`/api/admin/properties/${id}/approve/`, { headers: bearer(staff) });
  expect((await approve()).ok()).toBe(true);
  // 20 % less: a change of a published listing waits for staff, then becomes public.
  const edited = await request.patch(`/api/properties/properties/${id}/`, {
    headers: bearer(owner),
    data: { price: 24_000 },
  });
  expect(edited.ok()).toBe(true);
  expect((await approve()).ok()).toBe(true);
  // The benchmarks follow in the background: 20, 24, 25, 35, 40, 45 thousand → median 30,000.
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/properties/price-benchmarks/?subcity=${subcity}&bedrooms=2`);
        const body = (await res.json()) as { results: Array<{ listings: number; median_price: number }> };
        return body.results[0] && [body.results[0].listings, body.results[0].median_price];
      },
      // A rebuild comes at most every 30 s (REBUILD_GAP_MS).
      { timeout: 75_000 },
    )
    .toEqual([6, 30_000]);

  await page.goto(`/properties/${id}`);
  await expect(page.getByTestId('price-reduced').first()).toHaveText('Price reduced');
  await expect(page.getByTestId('price-context')).toContainText(
    `20 % below the median for 2-bedroom apartments for rent in ${subcityName}`,
  );
  const history = page.getByTestId('price-history');
  await expect(history).toContainText('down 20 %');
  await expect(history).toContainText(`from ETB ${price.toLocaleString('en')}`);
  await shot(page, 'detail-en');
  await page.getByRole('heading', { name: 'Price history', exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'history-en');

  // Amharic: the words, and the date in the Ethiopian calendar.
  await page.goto(`/properties/${id}?lang=am`);
  await expect(page.getByTestId('price-reduced').first()).toHaveText('ዋጋ ቀንሷል');
  await expect(page.getByTestId('price-context')).toContainText('በ20 % ያነሰ');
  const today = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Africa/Addis_Ababa',
  }).format(new Date());
  await expect(page.getByTestId('price-history')).toContainText(today);
  await shot(page, 'detail-am');
  await page.getByRole('heading', { name: 'የዋጋ ታሪክ', exact: true }).scrollIntoViewIfNeeded();
  await shot(page, 'history-am');

  // The card in the list says so too.
  await page.goto(
    `/properties?subcity=${subcity}&listing_type=rent&property_type=apartment&sort=-created_at`,
  );
  const card = page.getByRole('article').filter({ hasText: 'Flat with a price history' }).first();
  await expect(card.getByTestId('price-reduced')).toBeVisible();

  // The map's legend: each band in words beside its sign.
  for (const lang of ['en', 'am']) {
    await page.goto(`/map?lang=${lang}`);
    const legend = page.getByTestId('price-legend');
    await expect(legend).toBeVisible({ timeout: 30_000 });
    // With the sub-city layer a phone's legend starts folded (decision 057).
    if (!(await legend.evaluate((d) => (d as HTMLDetailsElement).open)))
      await legend.locator('summary').click();
    if (lang === 'en') {
      const title = legend.getByText('Price against the sub-city median');
      await expect(title).toBeVisible();
      await expect(legend).toContainText('10 % or more below');
      await expect(legend).toContainText('Too few listings to compare');
    } else await expect(legend).toContainText('ከክፍለ ከተማው');
    await shot(page, `map-${lang}`);
    // Folded away (a phone's small map), and back.
    if (lang === 'en') {
      await legend.locator('summary').click();
      await expect(legend.getByText('Within 10 %')).toBeHidden();
      await legend.locator('summary').click();
      await expect(legend.getByText('Within 10 %')).toBeVisible();
    }
  }
});
