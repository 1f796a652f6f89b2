import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newAccount, signInAs } from './publishing-support';

/**
 * axe-core on every page of the web app, as a visitor and signed in: any violation of impact
 * serious or critical fails (contrast, names, labels, landmarks, ARIA…). Moderate and minor ones
 * are reported by axe but not failed on here. The pages are checked once their data, scripts and
 * ads have arrived (the state a reader meets), and the tagged ones on a phone too. The axe-core
 * that runs is the package's own `axe-core` devDependency (package.json overrides the older one
 * @axe-core/playwright 4.13 pins; its 4.14 wants Node 22), so new rules are met here first.
 */

const FAILING = new Set(['serious', 'critical']);

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim()}`),
    }));
  expect(serious, `${what}: ${JSON.stringify(serious, null, 2)}`).toEqual([]);
}

/** Opens a page and waits until it has settled: scripts, data, ads, fonts. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
}

async function firstListing(request: APIRequestContext, query = '') {
  const res = await request.get(`/api/properties/properties/?page_size=50${query}`);
  const { results } = (await res.json()) as {
    results: Array<{ id: number; images_count: number; agent: { id: number } | null }>;
  };
  const listing = results.find((l) => l.images_count >= 2 && l.agent);
  if (!listing) throw new Error('the demo data has no listing with photos and an agent');
  return listing;
}

test.describe('accessibility (axe)', () => {
  for (const path of ['/', '/properties', '/map'])
    test(`${path} @phone`, async ({ page }) => {
      await visit(page, path);
      await expectNoSeriousViolations(page, path);
    });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 839 }, isMobile: true, hasTouch: true });
    test('the menu drawer and the folded filters', async ({ page }) => {
      await visit(page, '/properties');
      await page.getByRole('button', { name: /^Filters/ }).click();
      await expect(page.getByLabel('Listing type')).toBeVisible();
      await expectNoSeriousViolations(page, 'filters open');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousViolations(page, 'menu drawer');
    });
  });

  test('a listing, and its gallery in full screen @phone', async ({ page, request }) => {
    const listing = await firstListing(request);
    await visit(page, `/properties/${listing.id}`);
    await expectNoSeriousViolations(page, 'listing');
    await page
      .getByRole('region', { name: 'Property photos' })
      .getByRole('button', { name: /in full screen$/ })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'gallery dialog');
  });

  test('a company page', async ({ page, request }) => {
    const listing = await firstListing(request);
    await visit(page, `/companies/${listing.agent!.id}`);
    await expectNoSeriousViolations(page, 'company');
  });

  for (const path of [
    '/properties?listing_type=rent',
    '/search?q=bole',
    '/about',
    '/contact',
    '/faq',
    '/terms',
    '/privacy',
    '/no-such-page',
    '/login',
    '/register',
    '/forgot-password',
    '/undo-email-change?uid=MQ&token=not-a-real-token',
  ])
    test(path, async ({ page }) => {
      await visit(page, path);
      await expectNoSeriousViolations(page, path);
    });

  test('the listing page in Amharic @phone', async ({ page }) => {
    await visit(page, '/properties?lang=am');
    await expectNoSeriousViolations(page, '/properties in Amharic');
  });

  test('the signed-in pages', async ({ page, context, request, baseURL }) => {
    const account = await newAccount(request, 'Hirut Bekele');
    await signInAs(context, baseURL!, account);
    for (const [path, heading] of [
      ['/profile', 'Profile'],
      ['/my-properties', 'My Properties'],
      ['/add-property', 'Add Property'],
      ['/saved-properties', 'Saved Properties'],
      ['/inquiries', 'Inquiries'],
      // A link that does not work still shows its page (and says so).
      ['/confirm-email?uid=MQ&token=not-a-real-token', 'Confirm your e-mail address'],
    ] as const) {
      await visit(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(new RegExp(heading, 'i'));
      await expectNoSeriousViolations(page, path);
    }
  });
});
