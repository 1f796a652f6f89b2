import { expect, test } from './fixtures';
import { DESCRIPTION, newAccount, photo, signInAs } from './publishing-support';

/**
 * What a form says when something goes wrong: the server's refusals in the reader's language (by
 * the codes the API answers beside its texts), a lost connection in words rather than the
 * browser's "Failed to fetch", and each mistake told where and when it happens.
 */

test('a failed sign-in is told in Amharic, and the next attempt starts clean', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'lang', value: 'am', url: baseURL! }]);
  await page.goto('/login');
  await page.locator('[name="identifier"]').fill(`nobody_${Date.now().toString(36)}`);
  await page.locator('[name="password"]').fill('not the password');
  await page.locator('button[type="submit"]').click();
  const failure = page.getByRole('alert').filter({ hasText: 'ንቁ መለያ የለም' });
  await expect(failure).toBeVisible();
  await expect(page.getByText('No active account found')).toHaveCount(0);

  // The next attempt, with the password left out: its own message, not the last one's.
  await page.locator('[name="password"]').fill('');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('ይህ መስክ መሞላት አለበት')).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('registration says what a username and a phone number may hold, and a taken name in Amharic', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const taken = await newAccount(request, 'Tsion Haile');
  await page.goto('/register');
  await page.getByLabel('Username').fill('abebe kebede');
  await page.getByLabel('Phone number').fill('call me');
  await page.getByRole('button', { name: 'Create an account' }).click();
  await expect(page.getByText('Use only letters, numbers and @ . + - _ (no spaces).')).toBeVisible();
  await expect(page.getByText(/Enter a phone number such as \+251 911 234 567/)).toBeVisible();

  await context.addCookies([{ name: 'lang', value: 'am', url: baseURL! }]);
  await page.goto('/register');
  await page.locator('[name="full_name"]').fill('Tsion Haile');
  await page.locator('[name="username"]').fill(taken.username);
  await page.locator('[name="email"]').fill(`other.${Date.now().toString(36)}@example.et`);
  await page.locator('[name="password"]').fill('Entoto-Park-2027');
  await page.locator('[name="re_password"]').fill('Entoto-Park-2027');
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText('ይህ የተጠቃሚ ስም ያለው ተጠቃሚ አስቀድሞ አለ።')).toBeVisible();
});

test('a lost connection is told in words, not as "Failed to fetch"', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Hanna Girma');
  await signInAs(context, baseURL!, owner);
  await context.route('**/api/auth/users/me/', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText(
    'Could not reach Sefer. Check your connection and try again.',
  );
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
});

test('the add form: empty choices are required, a renamed text is refused when added, birr may be grouped, and upload refusals are in Amharic', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Dawit Tesfaye');
  await signInAs(context, baseURL!, owner);
  await page.goto('/add-property');
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await page.getByRole('button', { name: 'Publish listing' }).click();
  await expect(field('property_type')).toHaveAccessibleDescription(/This field is required/);
  await expect(field('listing_type')).toHaveAccessibleDescription(/This field is required/);

  const images = page.locator('input[type=file][accept="image/*"]');
  await images.setInputFiles({
    name: 'fake.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('only some notes'),
  });
  await expect(page.getByText('Only image files can be added: fake.jpg')).toBeVisible();
  await expect(page.getByRole('img', { name: /fake\.jpg/ })).toHaveCount(0);

  // The server's refusal of a photo, as it answers it: the text, and its code beside it.
  let sent: { price: string | null; area: string | null } | undefined;
  await context.route('**/api/properties/properties/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const body = route.request().postDataBuffer()!.toString('latin1');
    const value = (name: string) =>
      body.match(new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`))?.[1] ?? null;
    sent = { price: value('price'), area: value('area') };
    await route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        images: ['front.jpg: Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
        codes: { images: ['invalid_image'] },
      }),
    });
  });
  await context.addCookies([{ name: 'lang', value: 'am', url: baseURL! }]);
  await page.goto('/add-property');
  await field('title').fill('Villa with a garden in CMC');
  await field('property_type').selectOption('villa');
  await field('listing_type').selectOption('sale');
  await field('price').fill('12,500,000');
  await field('area').fill('1 250');
  await expect(field('city')).toHaveValue(/\d+/);
  await field('subcity').selectOption({ index: 1 });
  await expect(field('kebele')).toBeEnabled();
  await field('kebele').selectOption({ index: 1 });
  await field('address').fill('CMC, behind the church');
  await field('bedrooms').fill('4');
  await field('bathrooms').fill('3');
  await field('description').fill(DESCRIPTION);
  await images.setInputFiles([await photo('front.jpg', '#2e7d32')]);
  await page.getByRole('button', { name: 'ማስታወቂያውን አትም' }).click();
  await expect(page.getByText('front.jpg: ይህ ፋይል ምስል አይደለም።', { exact: false })).toBeVisible();
  expect(sent).toEqual({ price: '12500000', area: '1250' });
});

test('the edit page of someone else’s listing is refused before it shows anything', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const stranger = await newAccount(request, 'Selam Bekele');
  await signInAs(context, baseURL!, stranger);
  const listings = (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
    results: Array<{ id: number }>;
  };
  await page.goto(`/my-properties/${listings.results[0]!.id}/edit`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('[name="title"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
});
