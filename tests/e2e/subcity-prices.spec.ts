import { expect, test } from './fixtures';

/**
 * The map's sub-city layer (decision 057), at phone size on the demo data: each sub-city's circle
 * is labelled with its median price per m² (or "too few listings"), the legend gives each colour's
 * range, the sale/rent switch is kept in the address, and tapping a sub-city flies the map and the
 * list there. Tiles are never fetched (playwright.config.ts).
 */

interface Subcity {
  id: number;
  name: string;
  amharic_name: string | null;
  latitude: number;
  longitude: number;
  median_price_per_m2: { sale: number | null; rent: number | null };
}

const number = new Intl.NumberFormat('en-US');
const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('sub-cities coloured by their median per m², sale and rent, with a legend @phone', async ({ page }) => {
  test.setTimeout(120_000);
  const subcities = (
    (await (await page.request.get('/api/properties/addis-ababa-subcity-stats/')).json()) as {
      results: Subcity[];
    }
  ).results;
  const priced = subcities.find((s) => s.median_price_per_m2.sale !== null);
  const fewRents = subcities.find((s) => s.median_price_per_m2.rent === null);
  // The one nearest the map's first centre, in view on a phone.
  const rented = subcities
    .filter((s) => s.median_price_per_m2.rent !== null)
    .sort(
      (a, b) =>
        Math.hypot(a.latitude - 9.032, a.longitude - 38.7469) -
        Math.hypot(b.latitude - 9.032, b.longitude - 38.7469),
    )[0];
  expect(priced && fewRents && rented, 'the demo data has medians and sub-cities with too few').toBeTruthy();

  await page.goto('/map');
  // Each circle's label is a button named with the sub-city and its median.
  const area = (name: string, value: string) =>
    page.getByRole('button', { name: new RegExp(`^${literal(name)}\\s*·\\s*${literal(value)}\\s*[,፣]`) });
  const perM2 = (n: number) => `${number.format(n)} br/m²`;
  const bole = area(priced!.name, perM2(priced!.median_price_per_m2.sale!));
  await expect(bole).toHaveCount(1, { timeout: 30_000 });
  await expect(bole).toHaveAccessibleName(/Sub-cities: median price per m², for sale$/);
  // What it shows, in two lines: the name and the median (its name says what is seen, WCAG 2.5.3).
  await expect(bole.locator('b')).toHaveText(priced!.name);
  await expect(bole.locator('b')).toBeVisible();
  await expect(bole.locator('.sefer-area-label > span:not(.sr-only)')).toHaveText(
    perM2(priced!.median_price_per_m2.sale!),
  );
  await expect(page.getByRole('radio', { name: 'For sale' })).toBeChecked();

  // The legend (folded on a phone): the title, each colour's range in birr per m², the hollow circle.
  const legend = page.getByTestId('price-legend');
  if (!(await legend.evaluate((d) => (d as HTMLDetailsElement).open)))
    await legend.locator('summary').click();
  const part = page.getByTestId('subcity-legend');
  await expect(part).toContainText('Sub-cities: median price per m², for sale');
  await expect(part.getByRole('listitem').first()).toHaveText(/^[\d,]+–[\d,]+ br\/m²$/);
  await expect(part.getByRole('listitem').last()).toHaveText('Too few listings');
  await expect(part).toContainText("Circles mark each sub-city's centre, not its boundaries.");

  // Rent: in the address, other medians, and "too few listings" where fewer than 5 give an area.
  const choose = (label: string) =>
    page
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: label, exact: true }) })
      .click();
  await choose('For rent');
  await expect(page).toHaveURL(/[?&]prices=rent/);
  await expect(part).toContainText('Sub-cities: median monthly rent per m²');
  await expect(area(fewRents!.name, 'Too few listings')).toHaveCount(1);
  const rentedArea = area(rented!.name, perM2(rented!.median_price_per_m2.rent!));
  await expect(rentedArea).toHaveCount(1);
  // The side list says the same in words.
  await expect(page.getByRole('link', { name: new RegExp(`^${literal(fewRents!.name)}\\b`) })).toContainText(
    'Too few listings',
  );

  // A shared link opens on rent; tapping a sub-city narrows the map and its list to it.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'For rent' })).toBeChecked();
  const flown = page.waitForResponse(
    (r) => r.url().includes('/api/properties/properties/?') && r.url().includes('min_lat=') && r.ok(),
  );
  await area(rented!.name, perM2(rented!.median_price_per_m2.rent!)).locator('.sefer-area-label').click();
  const q = new URL((await flown).url()).searchParams;
  expect(Number(q.get('min_lat'))).toBeLessThan(rented!.latitude);
  expect(Number(q.get('max_lat'))).toBeGreaterThan(rented!.latitude);
  expect(Number(q.get('min_lng'))).toBeLessThan(rented!.longitude);
  expect(Number(q.get('max_lng'))).toBeGreaterThan(rented!.longitude);

  // Amharic: the names in Ge'ez script, the unit in Amharic; hidden, the layer is gone.
  await page.goto('/map?lang=am&prices=sale');
  const name = priced!.amharic_name ?? priced!.name;
  await expect(area(name, `${number.format(priced!.median_price_per_m2.sale!)} ብር/ሜ²`)).toHaveCount(1, {
    timeout: 30_000,
  });
  await choose('ደብቅ');
  await expect(page).toHaveURL(/prices=off/);
  await expect(page.locator('.sefer-area')).toHaveCount(0);
});
