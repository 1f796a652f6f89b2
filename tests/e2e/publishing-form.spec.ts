import sharp from 'sharp';
import { drawPhoto } from '../../src/seed/photos';
import { expect, test } from './fixtures';
import { bearer, DESCRIPTION, fillListing, newAccount, photo, signInAs } from './publishing-support';

// What the add form answers besides a plain publication: its Amharic, the daily limit, the
// position from a map, and a home listed twice.

test('the add form and My Properties in Amharic', async ({ page, context, baseURL, request }) => {
  const owner = await newAccount(request, 'Abebe Kebede');
  await signInAs(context, baseURL!, owner);
  await context.addCookies([{ name: 'lang', value: 'am', url: baseURL! }]);
  await page.goto('/my-properties');
  await expect(page.getByRole('heading', { name: 'የእኔ ንብረቶች' })).toBeVisible();
  await expect(page.getByText('እስካሁን ምንም ንብረት አላስመዘገቡም።')).toBeVisible();
  await page.getByRole('link', { name: 'የመጀመሪያ ንብረትዎን ያስመዝግቡ' }).click();
  await expect(page.getByRole('heading', { name: 'ንብረት ያስመዝግቡ' })).toBeVisible();
  await page.getByRole('button', { name: 'ማስታወቂያውን አትም' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ዋጋ እና ስፋት ያስፈልጋሉ' })).toBeVisible();
  await expect(page.getByText('ይህ መስክ መሞላት አለበት').first()).toBeVisible();
});

test('a publisher past the daily limit is told when to try again, in English and Amharic, and keeps the form', async ({
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Meseret Alemu');
  await signInAs(context, baseURL!, owner);
  // The limits themselves are tested against the server (publishing-limits.test.ts; the browser
  // tests' server multiplies them by RATE_LIMIT_FACTOR): here the server's 429 is played.
  await context.route('**/api/properties/properties/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 429,
          headers: { 'retry-after': '10800', 'content-type': 'application/json' },
          body: JSON.stringify({
            detail: 'Request was throttled. Expected available in 10800 seconds.',
            code: 'throttled',
          }),
        })
      : route.fallback(),
  );
  const languages = [
    { lang: 'en', bole: 'Bole', publish: 'Publish listing', told: 'You can add another in 3 hours' },
    { lang: 'am', bole: 'ቦሌ', publish: 'ማስታወቂያውን አትም', told: 'ከ3 ሰዓት በኋላ ሌላ ማከል ይችላሉ' },
  ];
  for (const { lang, bole, publish, told } of languages) {
    await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/add-property');
    const field = (name: string) => page.locator(`[name="${name}"]`);
    const title = `Flat past the limit ${lang} ${Date.now().toString(36)}`;
    await field('title').fill(title);
    await field('property_type').selectOption('apartment');
    await field('listing_type').selectOption('rent');
    await field('price').fill('25000');
    await field('area').fill('85');
    await expect(field('city')).toHaveValue(/\d+/);
    await field('subcity').selectOption({ label: bole });
    await expect(field('kebele')).toBeEnabled();
    await field('kebele').selectOption({ index: 1 });
    await field('address').fill('Bole Road, near Edna Mall');
    await field('bedrooms').fill('2');
    await field('bathrooms').fill('1');
    await field('description').fill(DESCRIPTION);
    await page
      .locator('input[type=file][accept="image/*"]')
      .setInputFiles([await photo('front.jpg', '#1565c0')]);
    await page.getByRole('button', { name: publish }).click();
    await expect(page.getByRole('alert').filter({ hasText: told })).toBeVisible();
    // Nothing entered is lost: the listing can be sent as it is once the wait is over.
    await expect(field('title')).toHaveValue(title);
    await page.close();
  }
});

test('the add form takes the exact position from a tap on a map, and the pin can be dragged @phone', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Bethlehem Tadesse');
  await signInAs(context, baseURL!, owner);
  await page.goto('/add-property');
  const latitude = page.getByLabel('Latitude', { exact: true });
  const longitude = page.getByLabel('Longitude', { exact: true });
  await expect(latitude).toHaveValue('');
  await page.getByRole('button', { name: 'Pick on the map' }).click();
  const map = page.getByRole('region', { name: 'Map to place the property' });
  await expect(map).toBeVisible();
  // The loading veil lies over the map until React has seen it ready: a tap before is the veil's.
  await expect(page.getByText('Loading map...', { exact: true })).toHaveCount(0);
  // A click on the locator, as a finger would: at the map's centre once it has stopped moving.
  await map.click();
  // The map opens over Addis Ababa: its centre is about 9.03 N, 38.75 E.
  await expect(latitude).toHaveValue(/^9\.0\d{5}$/);
  await expect(longitude).toHaveValue(/^38\.7\d{5}$/);
  const first = await latitude.inputValue();
  const pin = page.getByRole('button', { name: "The property's position" });
  const at = (await pin.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height - 2);
  await page.mouse.down();
  await page.mouse.move(at.x + at.width / 2, at.y + at.height - 62, { steps: 5 });
  await page.mouse.up();
  // Dragged north: a larger latitude.
  await expect.poll(async () => Number(await latitude.inputValue())).toBeGreaterThan(Number(first));
});

test('the add form is shown whole: its features come with it, so the map below does not move under a tap', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Hirut Bekele');
  await signInAs(context, baseURL!, owner);
  // The lists of features and amenities are held until the test lets them go. Asked for after
  // the form was shown, their chips pushed the position and its map down, under the finger
  // (or the mouse) of a publisher about to tap it.
  const held: Array<() => void> = [];
  await context.route(/\/api\/properties\/(features|amenities)\/$/, async (route) => {
    await new Promise<void>((go) => held.push(go));
    await route.fallback();
  });
  await page.goto('/add-property');
  await expect.poll(() => held.length).toBe(2);
  const publish = page.getByRole('button', { name: 'Publish listing' });
  await expect(publish).toHaveCount(0);
  for (const go of held) go();
  await expect(publish).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Parking' })).toBeAttached();
  await expect(page.getByText('Loading...', { exact: true })).toHaveCount(0);
});

test('a publisher who lists the same home again is refused, with a link to the listing they have', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Selam Girma');
  // A photo with shapes (a drawn room, as the demo data's): plain colours have no likeness.
  const room = await sharp(Buffer.from(drawPhoto('living-room', 777_001, { width: 640, height: 427 })))
    .jpeg({ quality: 85 })
    .toBuffer();
  const cities = (await (await request.get('/api/locations/cities/')).json()) as {
    results: Array<{ id: number; name: string }>;
  };
  const city = cities.results.find((c) => c.name === 'Addis Ababa')!.id;
  const subcities = (await (await request.get(`/api/locations/subcities/?city=${city}`)).json()) as {
    results: Array<{ id: number; name: string }>;
  };
  const bole = subcities.results.find((s) => s.name === 'Bole')!.id;
  const kebele = (
    (await (await request.get(`/api/locations/kebeles/?subcity=${bole}`)).json()) as {
      results: Array<{ id: number }>;
    }
  ).results[0]!.id;
  const title = `Flat with a view ${Date.now().toString(36)}`;
  const first = await request.post('/api/properties/properties/', {
    headers: bearer(owner),
    multipart: {
      title,
      property_type: 'apartment',
      listing_type: 'rent',
      price: '25000',
      area: '85',
      bedrooms: '2',
      bathrooms: '1',
      city: String(city),
      subcity: String(bole),
      kebele: String(kebele),
      address: 'Bole Road, near Edna Mall',
      description: DESCRIPTION,
      images: { name: 'room.jpg', mimeType: 'image/jpeg', buffer: room },
    },
  });
  expect(first.status()).toBe(201);
  const id = ((await first.json()) as { id: number }).id;

  await signInAs(context, baseURL!, owner);
  await page.goto('/add-property');
  await fillListing(page, `${title} again`);
  const copy = await sharp(room).jpeg({ quality: 60 }).toBuffer();
  await page
    .locator('input[type=file][accept="image/*"]')
    .setInputFiles([{ name: 'room.jpg', mimeType: 'image/jpeg', buffer: copy }]);
  await page.getByRole('button', { name: 'Publish listing' }).click();
  const refused = page.getByRole('alert').filter({ hasText: 'You already listed this home' });
  await expect(refused).toContainText(title);
  await expect(refused.getByRole('link', { name: 'Open your listing' })).toHaveAttribute(
    'href',
    `/my-properties/${id}/edit`,
  );
  // Nothing was published: the publisher still has one listing.
  const mine = await request.get('/api/properties/my-properties/', { headers: bearer(owner) });
  expect(((await mine.json()) as { count: number }).count).toBe(1);
});
