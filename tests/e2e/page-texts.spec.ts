import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_COOKIE } from '../../src/shared/enums';
import { expect, type Page, test, waitUntilSettled } from './fixtures';

/**
 * A page's texts travel as files of their own, named by their content and cached for a year, not
 * inside every page's HTML (decision 060); the browser hydrates once they are in, so its first
 * render says what the server's HTML says.
 */
const genericError = (lang: string): string =>
  JSON.parse(readFileSync(path.resolve(`src/web/i18n/locales/${lang}/common.json`), 'utf8')).errors.generic;

/** React's reports of a hydration that did not match (development wording and production codes). */
const MISMATCH = /hydrat|react\.dev\/errors\/(418|423|425)|Minified React error/i;

const NAV_PROPERTIES: Record<string, string> = { en: 'Properties', am: 'ንብረቶች' };

for (const lang of ['en', 'am']) {
  test(`pages in ${lang} carry no catalogue, fetch their texts as cached files and hydrate as rendered`, async ({
    page,
    request,
  }) => {
    const reports: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && MISMATCH.test(message.text())) reports.push(message.text());
    });
    page.on('pageerror', (error) => reports.push(error.message));
    const list = await request.get('/api/properties/properties/?page_size=1&fields=card');
    const [listing] = (await list.json()).results as Array<{ id: number }>;

    for (const address of ['/', '/properties', `/properties/${listing!.id}`, '/map']) {
      const html = await (await request.get(`${address}?lang=${lang}`)).text();
      // In the shell's namespace, shown on no page that works: a catalogue in the HTML would hold it.
      expect(html, address).not.toContain(genericError(lang));
      const texts = [
        ...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]+)" data-texts="(\w+)"/g),
      ];
      expect(
        texts.map((m) => m[2]),
        address,
      ).toEqual(expect.arrayContaining(['common', 'ads', 'datasaver']));
      for (const [, href] of texts) {
        const file = await request.get(href!);
        expect(file.status(), href).toBe(200);
        expect(file.headers()['cache-control'], href).toContain('immutable');
      }

      await page.goto(`${address}?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    // Switched in the browser (on an address without `?lang=`, which would win), the page fetches
    // the other language's texts and speaks it.
    const other = lang === 'en' ? 'am' : 'en';
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: page.url() }]);
    await page.goto('/map');
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.getByRole('banner').getByRole('combobox').selectOption(other);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await expect(page.getByRole('banner').getByRole('link', { name: NAV_PROPERTIES[other] })).toBeVisible();
    expect(reports).toEqual([]);
  });
}

/** The list in Amharic by a `?lang=am` link, then its first listing, opened inside the app. */
async function openAListingFromAmharicLink(page: Page) {
  await page.goto('/properties?lang=am');
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await page.getByRole('main').locator('a[href^="/properties/"]').first().click();
  await expect(page).toHaveURL(/\/properties\/\d+$/);
  await waitUntilSettled(page);
}

test('a visitor who arrives on a page in Amharic keeps reading in Amharic; a choice made stays', async ({
  page,
}) => {
  // No choice yet: a `?lang=am` link (a shared address, a search result's alternate).
  await openAListingFromAmharicLink(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.getByRole('banner').getByRole('link', { name: NAV_PROPERTIES.am })).toBeVisible();

  // A visitor who chose English, opening an Amharic link, reads that page in Amharic and the
  // next ones in English, as chosen.
  await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: page.url() }]);
  await openAListingFromAmharicLink(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
