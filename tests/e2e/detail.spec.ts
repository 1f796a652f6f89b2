import { failOnPageErrors, find, type Listing } from './detail-support';
import { expect, test } from './fixtures';

// The detail page itself: what the server's HTML carries, without JavaScript too, in Amharic,
// for an unknown listing, and its similar listings. Photos are in detail-photos.spec.ts, the
// ways to reach the publisher in detail-contact.spec.ts.

test.describe('property detail', () => {
  failOnPageErrors();

  test('an unknown listing answers 404 with Property Not Found @phone', async ({ page, request }) => {
    const response = await page.goto('/properties/987654321');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Property Not Found' })).toBeVisible();
    await expect(
      page.getByText("The property you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page).toHaveTitle('Sefer | Property Not Found');
    expect((await request.get('/properties/not-a-number')).status()).toBe(404);
    await page.getByRole('link', { name: 'Browse Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });

  test('similar listings come from the API and open their own page', async ({ page, request }) => {
    const listing = await find(request, (l) => l.listing_type === 'sale');
    const similar: Listing[] = (
      await (await request.get(`/api/properties/properties/${listing.id}/similar/`)).json()
    ).results;
    expect(similar.length).toBeGreaterThan(0);
    await page.goto(`/properties/${listing.id}`);
    const block = page.getByRole('region', { name: 'Similar Properties' });
    await expect(block.getByRole('article')).toHaveCount(similar.length);
    await expect(block.getByRole('article').first()).toContainText(similar[0]!.title);
    await block.getByRole('link', { name: similar[0]!.title }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${similar[0]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(similar[0]!.title);
  });

  test('a rental shows its monthly price; the page reads without JavaScript', async ({
    browser,
    baseURL,
    request,
  }) => {
    const rental = await find(request, (l) => l.images_count > 0, '&listing_type=rent');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/properties/${rental.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rental.title);
    await expect(page.getByTestId('listing-price')).toHaveText(
      new RegExp(`^ETB\\s${rental.price.toLocaleString('en-US')}\\s*per month$`),
    );
    await expect(
      page.getByRole('region', { name: 'Property photos' }).getByRole('img').first(),
    ).toHaveJSProperty('complete', true);
    await expect(page.locator('#location')).toContainText(/Exact location|Approximate location/);
    await expect(page.locator('#contact')).toBeVisible();
    await context.close();
  });

  test('in Amharic: Amharic title and labels, Ethiopian-calendar date @phone', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const listing = await find(request, (l) => Boolean(l.title_am));
    await context.addCookies([{ name: 'lang', value: 'am', url: baseURL! }]);
    await page.goto(`/properties/${listing.id}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(listing.title_am!);
    await expect(
      page.getByRole('navigation', { name: 'የገጽ መንገድ' }).getByRole('link', { name: 'መነሻ' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'አጋራ' })).toBeVisible();
    const date = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('am-ET-u-ca-ethiopic', {
          year: 'numeric',
          month: 'long',
          day: 'numeric',
          timeZone: 'Africa/Addis_Ababa',
        }).format(new Date(iso)),
      listing.created_at,
    );
    await expect(page.getByText(`የተለጠፈው ${date}`)).toBeVisible();
    // The Ethiopian year runs 7–8 years behind the Gregorian one.
    const year = new Date(listing.created_at).getUTCFullYear();
    expect(date).toMatch(new RegExp(`${year - 8}|${year - 7}`));
  });

  test('the server HTML carries title, description, canonical, Open Graph, Twitter and JSON-LD', async ({
    request,
    baseURL,
  }) => {
    const sale = await find(request, (l) => l.images_count > 0, '&listing_type=sale');
    const res = await request.get(`/properties/${sale.id}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    const head = decode(html.slice(0, html.indexOf('</head>')));
    const meta = (attr: string, name: string) =>
      new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1];
    const url = `${baseURL}/properties/${sale.id}`;

    expect(head).toContain(`<title>Sefer | ${sale.title}</title>`);
    expect(meta('name', 'description')!.length).toBeLessThanOrEqual(160);
    const links = head.toLowerCase();
    expect(links).toContain(`<link rel="canonical" href="${url}"/>`);
    for (const lang of ['am', 'om', 'ti'])
      expect(links).toContain(`<link rel="alternate" hreflang="${lang}" href="${url}?lang=${lang}"/>`);
    expect(links).toContain(`<link rel="alternate" hreflang="x-default" href="${url}"/>`);

    expect(meta('property', 'og:type')).toBe('website');
    expect(meta('property', 'og:title')).toContain(sale.title);
    expect(meta('property', 'og:description')!.length).toBeLessThanOrEqual(160);
    expect(meta('property', 'og:url')).toBe(url);
    expect(meta('property', 'og:image')).toBe(`${baseURL}/media/og/${sale.id}.jpg`);
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(`${baseURL}/media/og/${sale.id}.jpg`);

    const image = await request.get(`/media/og/${sale.id}.jpg`);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');

    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
      JSON.parse(m[1]!),
    );
    const offer = blocks.find((b) => b['@type'] === 'RealEstateListing');
    expect(offer).toMatchObject({
      name: sale.title,
      url,
      offers: {
        '@type': 'Offer',
        price: sale.price,
        priceCurrency: 'ETB',
        itemOffered: { '@type': 'House' },
      },
    });
    const validUntil = new Date(offer.offers.priceValidUntil).getTime();
    expect(Math.abs(validUntil - (Date.now() + 365 * 86_400_000))).toBeLessThan(2 * 86_400_000);
    const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList');
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, name: 'Home', item: `${baseURL}/` });
    expect(trail.itemListElement.at(-1)).toMatchObject({ name: sale.title, item: url });

    // The listing itself is in the HTML, not fetched later.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(encode(sale.title))}</h1>`));

    const rental = await find(request, () => true, '&listing_type=rent');
    const rentHtml = await (await request.get(`/properties/${rental.id}`)).text();
    const rent = [...rentHtml.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1]!))
      .find((b) => b['@type'] === 'RealEstateListing');
    expect(rent.offers.itemOffered['@type']).toBe('Accommodation');
    expect(rent.offers.priceSpecification).toMatchObject({ unitCode: 'MON', price: rental.price });
  });
});

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};
const decode = (s: string) => s.replace(/&(amp|quot|#x27|lt|gt);/g, (m) => ENTITIES[m]!);
const encode = (s: string) =>
  s.replace(/[&"'<>]/g, (c) => Object.entries(ENTITIES).find(([, v]) => v === c)![0]);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
