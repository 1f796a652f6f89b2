import type { Locator, Page } from '@playwright/test';
import { expect, gotoBeforeHydration, test } from './fixtures';

/** Listing prices as numbers, from the cards shown. */
async function prices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').locator('p.text-lg').allTextContents();
  return texts.map((t) => Number(t.split(/\/| per /)[0]!.replace(/\D/g, '')));
}

/** Whether the cards shown are in price order (waits for the new order to arrive). */
async function expectPriceOrder(page: Page, direction: 1 | -1) {
  await expect
    .poll(async () => {
      const list = await prices(page);
      return list.length > 1 && list.every((p, i) => i === 0 || (p - list[i - 1]!) * direction >= 0);
    })
    .toBe(true);
}

/** The value of the option whose text starts with `name` (counts may follow it: "Bole (22)"). */
async function chooseOption(select: Locator, name: string) {
  const option = select.locator('option').filter({ hasText: new RegExp(`^${name}( \\(\\d+\\))?$`) });
  await select.selectOption((await option.getAttribute('value')) ?? '');
}

/**
 * Waits until the page's script has taken over the filter form (its submit button, needed only
 * without JavaScript, is then hidden from the tab order). A choice made earlier is applied at
 * hydration (its own test below); the other journeys start from a hydrated page.
 */
async function hydrated(page: Page) {
  await expect(page.locator('form button[type="submit"][tabindex="-1"]').first()).toBeAttached();
}

/** On a phone the filters are folded away behind a button. */
async function openFilters(page: Page, isMobile: boolean) {
  await hydrated(page);
  if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByLabel('Listing type')).toBeVisible();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const foundCount = async (page: Page) => Number((await heading(page).textContent())?.match(/\d+/)?.[0]);

test.describe('browsing listings', () => {
  test('filters by listing type and a sub-city through the cascade, sorts; the URL keeps it @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/properties');
    await expect(heading(page)).toHaveText(/^\d+ properties found$/);
    const total = await foundCount(page);
    await openFilters(page, isMobile);

    await page.getByLabel('Listing type').selectOption('rent');
    await expect(page).toHaveURL(/\/properties\?listing_type=rent$/);
    await expect(heading(page)).not.toHaveText(`${total} properties found`);

    // The cascade: each level waits for its parent.
    const region = page.getByLabel('Region');
    const city = page.getByLabel('City', { exact: true });
    const subcity = page.getByLabel('Sub-city');
    const kebele = page.getByLabel('Kebele');
    await expect(city).toBeDisabled();
    await expect(subcity).toBeDisabled();
    await chooseOption(region, 'Addis Ababa');
    await expect(page).toHaveURL(/listing_type=rent&region=\d+$/);
    await expect(city).toBeEnabled();
    await expect(subcity).toBeDisabled();
    await chooseOption(city, 'Addis Ababa');
    await expect(subcity).toBeEnabled();
    await chooseOption(subcity, 'Bole');
    await expect(page).toHaveURL(/listing_type=rent&region=\d+&city=\d+&subcity=\d+$/);
    await expect(kebele).toBeEnabled();

    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const count = await foundCount(page);
    expect(count).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expect(card).toContainText('Bole');
      await expect(card).toContainText('For Rent');
      await expect(card).toContainText('/month');
    }

    await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
    await expect(page).toHaveURL(/subcity=\d+&sort=price$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price');
    await expectPriceOrder(page, 1);

    // A reload shows the same list and the same controls.
    const url = page.url();
    await page.reload();
    expect(page.url()).toBe(url);
    await openFilters(page, isMobile);
    await expect(page.getByLabel('Listing type')).toHaveValue('rent');
    await expect(subcity.locator('option:checked')).toHaveText(/^Bole/);
    await expect(page.getByLabel('Sort by')).toHaveValue('price');
    await expect(heading(page)).toHaveText(`${count} ${count === 1 ? 'property' : 'properties'} found`);

    // Back undoes the sort, then the sub-city.
    await page.goBack();
    await expect(page).toHaveURL(/subcity=\d+$/);
    await expect(page.getByLabel('Sort by')).toHaveValue('created_at');
    await page.goBack();
    await expect(page).toHaveURL(/city=\d+$/);
    await expect(subcity).toHaveValue('');

    // Changing the region clears every level under it.
    await chooseOption(region, 'Oromia');
    await expect(page).toHaveURL(/listing_type=rent&region=\d+$/);
    await expect(subcity).toBeDisabled();
  });

  test('types a search and a price, which apply after a pause; Clear all resets', async ({ page }) => {
    await page.goto('/properties?listing_type=sale');
    await page.getByLabel('Search', { exact: true }).fill('Bole');
    await expect(page).toHaveURL(/\?search=Bole&listing_type=sale$/);
    await page.getByLabel('Min price').fill('20000000');
    await expect(page).toHaveURL(/min_price=20000000/);
    await expect.poll(async () => (await prices(page)).every((p) => p >= 20_000_000)).toBe(true);

    // A minimum above the maximum is refused with a message, and nothing typed is lost.
    await page.getByLabel('Max price').fill('1000');
    await expect(page.getByText('The minimum price is above the maximum price')).toBeVisible();
    await expect(page.getByLabel('Min price')).toHaveValue('20000000');
    expect(page.url()).not.toContain('max_price');

    await page.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Min price')).toHaveValue('');
  });

  test('filters, a typed search and a sort chosen before the script has arrived are kept and applied', async ({
    page,
  }) => {
    // A slow phone: the page is shown, the scripts have not arrived yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await gotoBeforeHydration(page, '/properties', { waitUntil: 'commit' });
    const listingType = page.getByLabel('Listing type');
    const bedrooms = page.getByLabel('Bedrooms');
    const sort = page.getByLabel('Sort by');
    await expect(listingType).toBeVisible();
    await expect(page.locator('form button[type="submit"]')).not.toHaveAttribute('tabindex', '-1');
    await listingType.selectOption('rent');
    await bedrooms.selectOption('1');
    await page.getByLabel('Search', { exact: true }).fill('Bole');
    await sort.selectOption('price');

    release();
    await hydrated(page);
    await expect(page).toHaveURL(/\?search=Bole&listing_type=rent&bedrooms=1&sort=price$/);
    await expect(listingType).toHaveValue('rent');
    await expect(bedrooms).toHaveValue('1');
    await expect(sort).toHaveValue('price');
    await expect(page.getByLabel('Search', { exact: true })).toHaveValue('Bole');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('For Rent');
    await expectPriceOrder(page, 1);
  });

  test('pages with links; back returns to the previous page @phone', async ({ page }) => {
    await page.goto('/properties?sort=price');
    const firstOnPage1 = await page.getByRole('article').first().getByRole('heading').textContent();
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pager.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(6);
    await pager.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?sort=price&page=2$/);
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
    expect(await page.getByRole('article').count()).toBe(12);

    // A change of sort goes back to page 1.
    await page.getByLabel('Sort by').selectOption('-price');
    await expect(page).toHaveURL(/\?sort=-price$/);
    await page.goBack();
    await expect(page).toHaveURL(/page=2$/);
    await page.goBack();
    await expect(page).toHaveURL(/\?sort=price$/);
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');

    // "Page x of y", and the first and last pages one click away.
    const position = pager.getByText(/^Page 1 of \d+$/);
    await expect(position).toBeVisible();
    const pages = Number((await position.textContent())!.match(/of (\d+)/)![1]);
    await expect(pager.getByRole('link', { name: 'First page' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'Last page' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?sort=price&page=${pages}$`));
    await expect(pager.getByText(`Page ${pages} of ${pages}`)).toBeVisible();
    await expect(pager.getByRole('link', { name: 'Last page' })).toHaveCount(0);
    await pager.getByRole('link', { name: 'First page' }).click();
    await expect(page).toHaveURL(/\?sort=price$/);
  });

  test('no results: the empty state and Clear Filters @phone', async ({ page }) => {
    await page.goto('/properties?search=qqqzzzxxx&bedrooms=5');
    await expect(page.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search criteria')).toBeVisible();
    await expect(heading(page)).toHaveText('0 properties found');
    await page.getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('list view shows list items with share and Call', async ({ page }) => {
    await page.goto('/properties?listing_type=rent');
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    const item = page.getByRole('article').first();
    await expect(item.getByRole('button', { name: /^Share / })).toBeVisible();
    // 'Call' where there is a phone, 'Contact' (the detail's contact section) where there is none.
    await expect(item.getByRole('link', { name: /^(Call|Contact)$/ })).toBeVisible();
    await expect(item).toContainText('per month');
    // The choice is kept for the next page.
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page
        .getByRole('article')
        .first()
        .getByRole('link', { name: /^(Call|Contact)$/ }),
    ).toBeVisible();

    // Clicking the item opens the listing.
    const title = page.getByRole('article').first().getByRole('heading').getByRole('link');
    const href = await title.getAttribute('href');
    expect(href).toMatch(/^\/properties\/\d+$/);
  });

  test('a footer link by property type and a city link from elsewhere fill the filters', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Villa' }).click();
    await expect(page).toHaveURL(/\/properties\?property_type=villa$/);
    await expect(page.getByLabel('Property type', { exact: true })).toHaveValue('villa');
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText(/villa/i);

    const cities = (await (await page.request.get('/api/locations/cities/')).json()) as {
      results: Array<{ id: number; name: string }>;
    };
    const addis = cities.results.find((c) => c.name === 'Addis Ababa')!;
    await page.goto(`/properties?city=${addis.id}`);
    await expect(page.getByLabel('Region').locator('option:checked')).toHaveText('Addis Ababa');
    await expect(page.getByLabel('City', { exact: true }).locator('option:checked')).toHaveText(
      /^Addis Ababa/,
    );
    await expect(page.getByLabel('Sub-city')).toBeEnabled();
  });

  test('works without JavaScript: results, page links and the filter form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/properties');
    await expect(page.getByRole('article')).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 3' }).click();
    await expect(page).toHaveURL(/\?page=3$/);
    await page.getByLabel('Listing type').selectOption('sale');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/listing_type=sale/);
    for (const card of await page.getByRole('article').all()) await expect(card).toContainText('For Sale');
    await context.close();
  });

  test('the server HTML carries title, canonical, alternates and structured data @smoke', async ({
    request,
  }) => {
    const html = await (await request.get('/properties?listing_type=rent&sort=price')).text();
    expect(html).toMatch(/<title>Sefer \| For Rent — \d+ properties found<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,160}"/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^/"]+\/properties\?listing_type=rent"/);
    expect(html).toMatch(/hrefLang="am" href="[^"]+listing_type=rent&amp;lang=am"/);
    expect(html).toContain('"@type":"BreadcrumbList"');
    expect(html).toContain('"@type":"SearchResultsPage"');
    expect(html.match(/<article/g)).toHaveLength(12);
  });
});

test.describe('agents', () => {
  test("only agents see 'List Property'", async ({ page, request }) => {
    await page.goto('/properties');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'List Property' })).toHaveCount(0);

    const id = Date.now().toString(36);
    const password = 'Sheger-Homes-2026';
    const created = await request.post('/api/auth/users/', {
      data: {
        username: `agent_${id}`,
        email: `agent.${id}@example.et`,
        full_name: 'Tigist Haile',
        password,
        re_password: password,
        is_agent: true,
      },
    });
    expect(created.status()).toBe(201);
    const tokens = await (
      await request.post('/api/auth/jwt/create/', { data: { username: `agent_${id}`, password } })
    ).json();
    await page.evaluate(({ access, refresh }) => {
      localStorage.setItem('sefer.access', access);
      localStorage.setItem('sefer.refresh', refresh);
    }, tokens);
    await page.reload();
    // The session is loaded in the browser after the page arrives (decision 010).
    await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'List Property' })).toHaveAttribute('href', '/list-property');
  });
});

test.describe('company profiles', () => {
  test('shows the profile and filters and pages its listings on the client @phone', async ({
    page,
    request,
  }) => {
    const agents = (await (await request.get('/api/users/agents/?page_size=100')).json()) as {
      results: Array<{
        id: number;
        properties_count: number;
        company_name: string | null;
        full_name: string;
      }>;
    };
    const agent = agents.results.reduce((a, b) => (b.properties_count > a.properties_count ? b : a));
    expect(agent.properties_count).toBeGreaterThan(12);
    const name = agent.company_name ?? agent.full_name;

    await page.goto('/properties');
    await page.goto(`/companies/${agent.id}`);
    await expect(page).toHaveTitle(`Sefer | ${name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs).toContainText('Home');
    await expect(crumbs).toContainText('Properties');
    await expect(crumbs).toContainText(name);
    await expect(page.getByText('Years in Business')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'License Information' })).toBeVisible();

    const total = agent.properties_count;
    await expect(page.getByRole('heading', { name: `Our Properties (${total})` })).toBeVisible();
    const listings = page.locator('#company-properties').getByRole('article');
    await expect(listings).toHaveCount(12);
    await expect(page.getByText(`Page 1 of ${Math.ceil(total / 12)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(`Page 2 of ${Math.ceil(total / 12)}`)).toBeVisible();
    await expect(listings).toHaveCount(Math.min(12, total - 12));
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Page 1 of')).toBeVisible();

    // Filters apply in the browser: status For Rent shows only rentals on the market.
    await page.getByLabel('Status').selectOption('for_rent');
    for (const card of await listings.all()) await expect(card).toContainText('For Rent');
    await page.getByLabel('Status').selectOption('');
    await page.getByLabel('Min price (ETB)').fill('999999999999');
    await expect(page.getByText('No properties match your current filters.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(listings).toHaveCount(12);
    await expect(page.getByLabel('Min price (ETB)')).toHaveValue('');

    // Grid or list.
    await page.getByRole('button', { name: 'List view' }).click();
    await expect(listings.first().getByRole('link', { name: /^(Call|Contact)$/ })).toBeVisible();

    // A card's agent chip leads here from the listings.
    await page.goto(`/properties`);
    const chip = page.getByRole('link', { name: /, agent profile$/ }).first();
    const target = await chip.getAttribute('href');
    await chip.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { name: /^Our Properties \(\d+\)$/ })).toBeVisible();
  });

  test('an unknown company is a 404 page', async ({ page }) => {
    const response = await page.goto('/companies/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('search results', () => {
  test('finds listings by words in either script, with structured data @phone', async ({ page, request }) => {
    const html = await (await request.get('/search?q=bole')).text();
    expect(html).toContain('<title>Sefer | Search results for “bole”</title>');
    expect(html).toContain('"@type":"SearchResultsPage"');
    expect(html).toContain('"@type":"ItemList"');

    await page.goto('/search?q=bole');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “bole”');
    // Either script matches (decision 009): a listing other journeys wrote in Amharic may come first.
    await expect(page.getByRole('article').first()).toContainText(/Bole|ቦሌ/i);

    await page.getByLabel('Search properties').fill('ቦሌ');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=%E1%89%A6%E1%88%8C$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “ቦሌ”');
    // Typed in Ge'ez, the search still finds the sub-city (decision 009).
    await expect(page.getByRole('article').first()).toContainText(/Bole/i);

    await page.getByLabel('Search properties').fill('qqqzzzxxx');
    await page.getByLabel('Search properties').press('Enter');
    await expect(page.getByRole('heading', { name: 'No properties found for “qqqzzzxxx”' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Properties' }).click();
    await expect(page).toHaveURL(/\/properties$/);
  });
});

test.describe('in Amharic', () => {
  test('the listing page reads in Amharic and a filter keeps the language @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/properties?lang=am');
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await expect(heading(page)).toHaveText(/^\d+ ንብረቶች ተገኝተዋል$/);
    await hydrated(page);
    if (isMobile) await page.getByRole('button', { name: /^ማጣሪያዎች/ }).click();
    await page.getByLabel('የማስታወቂያ ዓይነት').selectOption('sale');
    await expect(page).toHaveURL(/\?listing_type=sale&lang=am$/);
    await expect(page.getByRole('article').first()).toContainText('የሚሸጥ');
    await expect(page).toHaveTitle(/^Sefer \| የሚሸጥ — \d+ ንብረቶች ተገኝተዋል$/);
    await page.getByLabel('ደርድር በ').selectOption({ label: 'ዋጋ፦ ከከፍተኛ ወደ ዝቅተኛ' });
    await expect(page).toHaveURL(/\?listing_type=sale&sort=-price&lang=am$/);
    await expectPriceOrder(page, -1);
  });
});
