import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';

// Map tiles are never fetched in these tests (playwright.config.ts points MAP_TILE_URL at a closed
// local port): markers, clusters, popups and the list must work without them.

const LEAFLET_CHUNK = /\/assets\/leaflet-runtime-[\w-]+\.js$/;

/** The next answer of the listing search asked with a bounding box (the list beside the map). */
const nextListAnswer = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/properties/properties/?') && r.url().includes('min_lat=') && r.ok(),
  );

const boxOf = (response: Response) => {
  const q = new URL(response.url()).searchParams;
  return {
    minLat: Number(q.get('min_lat')),
    maxLat: Number(q.get('max_lat')),
    minLng: Number(q.get('min_lng')),
    maxLng: Number(q.get('max_lng')),
  };
};

const inViewHeading = (page: Page) => page.getByRole('heading', { name: /in this area$/ });
const countText = (n: number) => (n === 1 ? '1 property in this area' : `${n} properties in this area`);

/** The shared test machine can be slow to start a page's scripts; a map appears after them. */
const MAP_READY = { timeout: 30_000 };

/** Opens /map and waits for the map's first view to be listed. */
async function openMap(page: Page) {
  const firstList = nextListAnswer(page);
  await page.goto('/map');
  await expect(page.locator('.sefer-cluster').first()).toBeVisible(MAP_READY);
  return firstList;
}

test.describe('property map', () => {
  test('the /map HTML holds the statistics and sub-city links, and no map code', async ({ request }) => {
    const html = await (await request.get('/map')).text();
    expect(html).toContain('Property map of Addis Ababa');
    expect(html).toContain('Total properties');
    expect(html).toContain('Loading map...');
    expect(html.match(/href="\/properties\?subcity=\d+"/g)).toHaveLength(11);
    // Leaflet is a lazy chunk: never preloaded with the page.
    expect(html).not.toMatch(/leaflet/i);
  });

  test('markers and clusters appear without tiles; a cluster click zooms in and the list follows', async ({
    page,
  }) => {
    const leaflet: string[] = [];
    page.on('request', (r) => {
      if (LEAFLET_CHUNK.test(r.url())) leaflet.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Properties' })).toBeVisible();
    expect(leaflet, 'pages without a map do not download Leaflet').toEqual([]);

    const first = await (await openMap(page)).json();
    expect(leaflet.length).toBeGreaterThan(0);
    await expect(page.getByText('Loading map...')).toBeHidden();
    const map = page.getByTestId('listings-map');
    await expect(map.locator('.leaflet-marker-icon:not(.sefer-cluster)').first()).toBeAttached();
    await expect(inViewHeading(page)).toHaveText(countText(first.count));

    const cluster = map.locator('.sefer-cluster').first();
    const inCluster = Number(await cluster.textContent());
    const zoomed = nextListAnswer(page);
    await cluster.dispatchEvent('click');
    const after = await (await zoomed).json();
    expect(after.count).toBeLessThan(first.count);
    expect(after.count).toBeGreaterThanOrEqual(inCluster);
    await expect(inViewHeading(page)).toHaveText(countText(after.count));
  });

  test('moving and zooming the map with the keyboard updates the list', async ({ page }) => {
    const first = await openMap(page);
    const start = boxOf(first);
    const container = page.getByTestId('listings-map').locator('.leaflet-container');
    await container.focus();

    const zoomedIn = nextListAnswer(page);
    await page.keyboard.press('+');
    const zoomBox = boxOf(await zoomedIn);
    expect(zoomBox.maxLng - zoomBox.minLng).toBeLessThan((start.maxLng - start.minLng) * 0.6);

    // One arrow press pans 80 px: one settled view, one question.
    const moved = nextListAnswer(page);
    await page.keyboard.press('ArrowRight');
    const moveAnswer = await moved;
    const east = boxOf(moveAnswer);
    expect(east.minLng).toBeGreaterThan(zoomBox.minLng);
    expect(east.minLat).toBeCloseTo(zoomBox.minLat, 3);
    await expect(inViewHeading(page)).toHaveText(countText((await moveAnswer.json()).count));
  });

  test('statistics are shown and a sub-city click flies there', async ({ page, request }) => {
    const stats = await (await request.get('/api/properties/stats/')).json();
    const subcities = (await (await request.get('/api/properties/addis-ababa-subcity-stats/')).json())
      .results;
    const bole = subcities.find((s: { name: string }) => s.name === 'Bole');
    await openMap(page);

    const figures = page.getByTestId('map-stats');
    const figure = (label: string) => figures.locator('div').filter({ hasText: label }).locator('dd');
    await expect(figure('Total properties')).toHaveText(String(stats.total_properties));
    await expect(figure('For Sale')).toHaveText(String(stats.for_sale));
    await expect(figure('For Rent')).toHaveText(String(stats.for_rent));

    const link = page.getByRole('link', { name: new RegExp(`^Bole\\b.* ${bole.total} properties$`) });
    await expect(link).toHaveAttribute('href', `/properties?subcity=${bole.id}`);
    const flown = nextListAnswer(page);
    await link.click();
    const box = boxOf(await flown);
    expect(page.url()).toMatch(/\/map$/);
    expect(box.minLat).toBeLessThan(bole.latitude);
    expect(box.maxLat).toBeGreaterThan(bole.latitude);
    expect(box.minLng).toBeLessThan(bole.longitude);
    expect(box.maxLng).toBeGreaterThan(bole.longitude);
  });

  test('filters narrow the markers and the list', async ({ page }) => {
    await openMap(page);
    const markers = page.waitForResponse((r) => r.url().includes('/map-markers/?listing_type=rent'));
    const list = page.waitForResponse((r) =>
      r.url().includes('/api/properties/properties/?listing_type=rent'),
    );
    await page.getByLabel('Listing type').selectOption('rent');
    const answer = await (await markers).json();
    expect(answer.results.every((m: { listing_type: string }) => m.listing_type === 'rent')).toBe(true);
    const listed = await (await list).json();
    expect(listed.results.every((p: { listing_type: string }) => p.listing_type === 'rent')).toBe(true);
    await expect(page).toHaveURL(/\/map\?listing_type=rent$/);
  });

  test('a listing marker opens a popup on desktop and a card on phones @phone', async ({
    page,
    isMobile,
  }) => {
    await openMap(page);
    const pin = page.getByTestId('listings-map').locator('.leaflet-marker-icon:not(.sefer-cluster)').first();
    const title = (await pin.getAttribute('title')) ?? '';
    await pin.dispatchEvent('click');
    if (isMobile) {
      const card = page.getByTestId('selected-listing');
      await expect(card).toBeVisible();
      await expect(card).toContainText('ETB');
      await expect(page.locator('.leaflet-popup')).toHaveCount(0);
      await expect(card.getByRole('link', { name: 'View details' })).toHaveAttribute(
        'href',
        /^\/properties\/\d+$/,
      );
    } else {
      const popup = page.locator('.leaflet-popup');
      await expect(popup).toBeVisible();
      await expect(popup).toContainText(title.split(', ETB')[0]!);
      await expect(popup).toContainText('ETB');
      expect(
        (await popup.locator('.leaflet-popup-content-wrapper').boundingBox())!.width,
      ).toBeLessThanOrEqual(300);
      await popup.getByRole('link', { name: 'View details' }).click();
      await expect(page).toHaveURL(/\/properties\/\d+$/);
    }
  });

  test('when Leaflet cannot load: the fallback, the list still there, and Retry Map', async ({ page }) => {
    await page.route(LEAFLET_CHUNK, (route) => route.abort());
    await page.goto('/map');
    const fallback = page.getByRole('alert').filter({ hasText: 'Failed to load map' });
    await expect(fallback).toBeVisible(MAP_READY);
    await expect(fallback).toContainText('Interactive map temporarily unavailable');
    await expect(page.getByTestId('visible-listings').getByRole('article').first()).toBeVisible();
    await page.unroute(LEAFLET_CHUNK);
    await fallback.getByRole('button', { name: 'Retry Map' }).click();
    await expect(page.locator('.sefer-cluster').first()).toBeVisible(MAP_READY);
    await expect(fallback).toBeHidden();
  });
});

test.describe('listing location map', () => {
  let id: number;
  test.beforeAll(async ({ request }) => {
    id = (await (await request.get('/api/properties/map-markers/')).json()).results[0].id;
  });

  test('one marker at the exact place; the popup opens by itself except on phones @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`/properties/${id}/location`);
    const map = page.getByTestId('location-map');
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1, MAP_READY);
    await expect(page.getByText('Loading map...')).toBeHidden();
    const card = page.getByTestId('location-card');
    if (isMobile) {
      await expect(page.locator('.leaflet-popup')).toHaveCount(0);
      await expect(card).toBeVisible();
      await expect(card).toContainText('Exact location');
      await expect(card).toContainText('Addis Ababa');
    } else {
      await expect(page.locator('.leaflet-popup')).toContainText('Exact location');
      await expect(card).toBeHidden();
    }
  });

  test('when Leaflet cannot load: the address card with its badge and Retry Map', async ({ page }) => {
    await page.route(LEAFLET_CHUNK, (route) => route.abort());
    await page.goto(`/properties/${id}/location`);
    const fallback = page.getByRole('alert').filter({ hasText: 'Failed to load map' });
    await expect(fallback).toContainText('Interactive map temporarily unavailable', MAP_READY);
    await expect(fallback).toContainText('Sub-city');
    await expect(fallback).toContainText('Exact location');
    await page.unroute(LEAFLET_CHUNK);
    await fallback.getByRole('button', { name: 'Retry Map' }).click();
    await expect(page.getByTestId('location-map').locator('.leaflet-marker-icon')).toHaveCount(1, MAP_READY);
  });
});
