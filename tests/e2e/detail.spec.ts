import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** A listing as the list API answers (only what these journeys read). */
interface Listing {
  id: number;
  title: string;
  title_am: string | null;
  listing_type: 'sale' | 'rent';
  property_type: string;
  price: number;
  images_count: number;
  created_at: string;
  agent: { id: number; full_name: string; phone_number: string | null } | null;
  owner: { full_name: string; phone_number: string | null } | null;
}

/** Demo listings, fetched from the API so that the journeys do not depend on seeded ids. */
async function listings(request: APIRequestContext, query = ''): Promise<Listing[]> {
  const res = await request.get(`/api/properties/properties/?page_size=100${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()).results;
}

async function find(request: APIRequestContext, match: (l: Listing) => boolean, query = '') {
  const found = (await listings(request, query)).find(match);
  if (!found) throw new Error('the demo data has no listing of the kind this test needs');
  return found;
}

const counter = (page: Page) => page.getByTestId('gallery-counter');

test.describe('property detail', () => {
  // Hydration mismatches and script errors surface here: every journey must end without one.
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('gallery: counter, previous and next wrap around, thumbnails, swipes @phone', async ({
    page,
    request,
    isMobile,
  }) => {
    const listing = await find(request, (l) => l.images_count >= 3);
    const n = listing.images_count;
    await page.goto(`/properties/${listing.id}`);
    const gallery = page.getByRole('region', { name: 'Property photos' });
    await expect(counter(page)).toHaveText(`1 / ${n}`);
    // The first photo is the page's largest paint: fetched at once, with high priority.
    const first = gallery.getByRole('button', { name: `Open photo 1 of ${n} in full screen` }).locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');

    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter(page)).toHaveText(`${n} / ${n}`);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText(`1 / ${n}`);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText(`2 / ${n}`);

    const thumbnails = gallery.getByRole('list', { name: 'All photos' }).getByRole('button');
    await expect(thumbnails).toHaveCount(n);
    await thumbnails.nth(2).click();
    await expect(counter(page)).toHaveText(`3 / ${n}`);
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');

    if (isMobile) {
      // A swipe to the left shows the next photo, to the right the previous one.
      const swipe = (from: number, to: number) =>
        gallery.getByRole('button', { name: /in full screen$/ }).evaluate(
          (el, [x0, x1]) => {
            const at = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 200 });
            el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [at(x0!)] }));
            el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [at(x1!)] }));
          },
          [from, to],
        );
      await swipe(300, 100);
      await expect(counter(page)).toHaveText(`${(3 % n) + 1} / ${n}`);
      await swipe(100, 300);
      await expect(counter(page)).toHaveText(`3 / ${n}`);
    } else {
      // Arrow keys move the gallery once it has focus.
      await thumbnails.nth(2).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(`2 / ${n}`);
    }
  });

  test('the fullscreen photos open, move and close by keyboard, keeping focus inside', async ({
    page,
    request,
  }) => {
    const listing = await find(request, (l) => l.images_count >= 3);
    const n = listing.images_count;
    await page.goto(`/properties/${listing.id}`);
    const opener = page.getByRole('button', { name: `Open photo 1 of ${n} in full screen` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Property Images (1 / ${n})` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `Property Images (2 / ${n})` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: `Property Images (${n} / ${n})` })).toBeVisible();
    // Focus stays in the dialog however far one tabs.
    for (let i = 0; i < n + 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.getByRole('dialog').evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Back where it started, on the photo the dialog ended on.
    await expect(page.getByRole('button', { name: `Open photo ${n} of ${n} in full screen` })).toBeFocused();
    await expect(counter(page)).toHaveText(`${n} / ${n}`);
  });

  test('Share copies the link when the device has no share sheet, and uses the sheet when it has one', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const listing = await find(request, () => true);
    const url = `${baseURL}/properties/${listing.id}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no Web Share; make sure of it.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`/properties/${listing.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const telegram = page.getByRole('link', { name: 'Share on Telegram' });
    const href = new URL((await telegram.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://t.me/share/url');
    expect(href.searchParams.get('url')).toBe(url);
    expect(href.searchParams.get('text')).toContain(listing.title);
    await expect(telegram).toHaveAttribute('target', '_blank');

    // A phone's share sheet receives the link instead; nothing is copied.
    const phone = await context.newPage();
    await phone.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await phone.goto(`/properties/${listing.id}`);
    await phone.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => phone.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(url);
    await expect(phone.getByText('Link copied to clipboard!')).toHaveCount(0);
  });

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

  test('the contact card shows the agent, or the owner when there is none @phone', async ({
    page,
    request,
  }) => {
    const byAgent = await find(request, (l) => Boolean(l.agent?.phone_number));
    await page.goto(`/properties/${byAgent.id}`);
    const contact = page.locator('#contact');
    await expect(contact.getByTestId('contact-name')).toHaveText(byAgent.agent!.full_name);
    await expect(contact.getByTestId('contact-role')).toHaveText('Real Estate Agent');
    await expect(contact.getByRole('link', { name: 'View agent profile' })).toHaveAttribute(
      'href',
      `/companies/${byAgent.agent!.id}`,
    );
    const tel = `tel:${byAgent.agent!.phone_number!.replace(/\s/g, '')}`;
    await expect(contact.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', tel);
    await expect(page.getByRole('link', { name: 'Call Agent' }).first()).toHaveAttribute('href', tel);

    const byOwner = await find(request, (l) => !l.agent && l.owner !== null && !l.owner.phone_number);
    await page.goto(`/properties/${byOwner.id}`);
    await expect(contact.getByTestId('contact-name')).toHaveText(byOwner.owner!.full_name);
    await expect(contact.getByTestId('contact-role')).toHaveText('Property Owner');
    await expect(contact.getByRole('link', { name: 'View agent profile' })).toHaveCount(0);
    // No phone to call: 'Contact' (not 'Call Agent') leads to the contact card.
    const actions = page.locator('#listing-actions');
    await expect(actions.getByRole('link', { name: /^Call/ })).toHaveCount(0);
    const call = actions.getByRole('link', { name: 'Contact', exact: true });
    await expect(call).toHaveAttribute('href', `/properties/${byOwner.id}#contact`);
    await call.click();
    await expect(page).toHaveURL(new RegExp(`/properties/${byOwner.id}#contact$`));
    await expect(contact).toBeInViewport();

    // An owner's own phone: 'Call Owner'.
    const ownerPhone = await find(request, (l) => !l.agent?.phone_number && Boolean(l.owner?.phone_number));
    await page.goto(`/properties/${ownerPhone.id}`);
    await expect(actions.getByRole('link', { name: 'Call Owner' })).toHaveAttribute(
      'href',
      `tel:${ownerPhone.owner!.phone_number!.replace(/\s/g, '')}`,
    );
  });

  test('on phones a call bar follows once the call button has scrolled away @phone', async ({
    page,
    request,
    isMobile,
  }) => {
    const listing = await find(request, (l) => Boolean(l.agent?.phone_number));
    await page.goto(`/properties/${listing.id}`);
    const bar = page.getByTestId('sticky-contact');
    if (!isMobile) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).not.toBeInViewport();
    await page.locator('#location').scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
      'href',
      `tel:${listing.agent!.phone_number!.replace(/\s/g, '')}`,
    );
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

  test('the money-safety notice is server-rendered beside the inquiry form, with the rent rules for homes only @phone', async ({
    browser,
    baseURL,
    request,
  }) => {
    const home = await find(
      request,
      (l) => !['commercial', 'land'].includes(l.property_type),
      '&listing_type=rent',
    );
    const sale = await find(request, () => true, '&listing_type=sale');
    // Without JavaScript: the notice is the server's HTML, not a script's.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/properties/${home.id}`);
    const notice = page.locator('#contact').getByTestId('safety-notice');
    await expect(notice).toContainText('Never pay before a viewing');
    await expect(notice).toContainText("at most 2 months' rent in advance (Proclamation No. 1320/2024)");
    await expect(notice).toContainText('the lease must be registered');
    await page.goto(`/properties/${sale.id}`);
    await expect(page.getByTestId('safety-notice')).toContainText('Never pay before a viewing');
    await expect(page.getByTestId('safety-notice')).not.toContainText('in advance');
    await context.addCookies([{ name: 'lang', value: 'am', url: baseURL! }]);
    await page.goto(`/properties/${home.id}`);
    await expect(page.getByTestId('safety-notice')).toContainText('ቤቱን ከማየትዎ በፊት አይክፈሉ');
    await expect(page.getByTestId('safety-notice')).toContainText('1320/2016');
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
