import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from './fixtures';
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

interface Benchmark {
  subcity: { id: number; name: string };
  bedrooms: number | null;
  median_price: number;
}

test('a lowered price: the sentence, the history and the badge on the detail; the map legend @phone', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const request = page.request;
  // A 2-or-more-bedroom group of flats for rent the demo data holds enough of.
  const found = (await (
    await request.get('/api/properties/price-benchmarks/?property_type=apartment&listing_type=rent')
  ).json()) as { results: Benchmark[] };
  const group = found.results.find((b) => b.bedrooms !== null && b.bedrooms > 0)!;
  expect(group, 'the demo data has a benchmark by bedrooms').toBeDefined();
  const subcity = String(group.subcity.id);
  const kebele = String(
    (
      (await (await request.get(`/api/locations/kebeles/?subcity=${subcity}`)).json()) as {
        results: Array<{ id: number }>;
      }
    ).results[0]!.id,
  );
  const city = String(
    (
      (await (await request.get('/api/locations/cities/')).json()) as {
        results: Array<{ id: number; name: string }>;
      }
    ).results.find((c) => c.name === 'Addis Ababa')!.id,
  );

  const owner = await newAccount(request, 'Hanna Tesfaye');
  const staff = await staffSession(request);
  const price = group.median_price;
  const created = await request.post('/api/properties/properties/', {
    headers: bearer(owner),
    multipart: {
      title: `Flat with a price history ${Date.now().toString(36)}`,
      property_type: 'apartment',
      listing_type: 'rent',
      price: String(price),
      area: '95',
      bedrooms: String(group.bedrooms),
      bathrooms: '1',
      city,
      subcity,
      kebele,
      address: 'Behind the pharmacy',
      description: DESCRIPTION,
      images: await photo('front.jpg', '#5d7b8a'),
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const approve = () => request.post(`/api/admin/properties/${id}/approve/`, { headers: bearer(staff) });
  expect((await approve()).ok()).toBe(true);
  // 20 % less: a change of a published listing waits for staff, then becomes public.
  const lowered = Math.round(price * 0.8);
  const edited = await request.patch(`/api/properties/properties/${id}/`, {
    headers: bearer(owner),
    data: { price: lowered },
  });
  expect(edited.ok()).toBe(true);
  expect((await approve()).ok()).toBe(true);

  await page.goto(`/properties/${id}`);
  await expect(page.getByTestId('price-reduced').first()).toHaveText('Price reduced');
  await expect(page.getByTestId('price-context')).toContainText(
    new RegExp(
      `\\d+ % below the median for ${group.bedrooms}-bedroom apartments for rent in ${group.subcity.name}`,
    ),
  );
  const history = page.getByTestId('price-history');
  await expect(history).toContainText('down 20 %');
  await expect(history).toContainText(`from ETB ${price.toLocaleString('en')}`);
  await shot(page, 'detail-en');
  await page.getByRole('heading', { name: 'Price history' }).scrollIntoViewIfNeeded();
  await shot(page, 'history-en');

  // Amharic: the words, and the date in the Ethiopian calendar.
  await page.goto(`/properties/${id}?lang=am`);
  await expect(page.getByTestId('price-reduced').first()).toHaveText('ዋጋ ቀንሷል');
  await expect(page.getByTestId('price-context')).toContainText('ያነሰ');
  const today = new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'Africa/Addis_Ababa',
  }).format(new Date());
  await expect(page.getByTestId('price-history')).toContainText(today);
  await shot(page, 'detail-am');
  await page.getByRole('heading', { name: 'የዋጋ ታሪክ' }).scrollIntoViewIfNeeded();
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
    if (lang === 'en') {
      await expect(legend.getByRole('heading')).toHaveText('Price against the sub-city median');
      await expect(legend).toContainText('10 % or more below');
      await expect(legend).toContainText('Too few listings to compare');
    } else await expect(legend).toContainText('ከክፍለ ከተማው');
    await shot(page, `map-${lang}`);
  }
});
