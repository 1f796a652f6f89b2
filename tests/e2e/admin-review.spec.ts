import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { bearer, openQueueAt, signInAsStaff, suffix } from './admin-support';
import { expect, test } from './fixtures';
import { type Account, newAccount, publishListing, signInAs } from './publishing-support';

/**
 * The review queue of the staff console: owners publish (through the API); staff approve a
 * listing, which search then finds, or reject one with a reason its owner reads; a live listing is
 * taken down from its owner's account page, or by its link from the review screen.
 */

/** The owner's My Properties, in a browser of their own. */
async function myProperties(page: Page, owner: Account, baseURL: string) {
  const context = await page.context().browser()!.newContext({ baseURL });
  await signInAs(context, baseURL, owner);
  const mine = await context.newPage();
  await mine.goto('/my-properties');
  return { mine, close: () => context.close() };
}

test('staff approve a listing from the queue, and search finds it @smoke', async ({ page, request }) => {
  const owner = await newAccount(request, 'Tsion Mekonnen');
  const title = `Kazanchis townhouse ${suffix}live`;
  const id = await publishListing(request, owner, title, '#1565c0');
  await openQueueAt(page, request, id);
  await expect(
    page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Review' }),
  ).toHaveAttribute('aria-current', 'page');

  const card = page.getByRole('article', { name: title });
  await expect(card.getByRole('img', { name: `Photo 1 of ${title}` })).toBeVisible();
  await expect(card).toContainText(/ETB\s9,500,000/);
  await expect(card.getByRole('link', { name: 'Tsion Mekonnen' })).toHaveAttribute(
    'href',
    `/admin/agents/${owner.id}`,
  );
  await expect(card.getByText('Not an agent')).toBeVisible();
  await expect(card.getByRole('link', { name: `${owner.username}@example.et` })).toBeVisible();
  await expect(card.getByRole('link', { name: /Open the listing page/ })).toHaveAttribute(
    'href',
    `/properties/${id}`,
  );
  // A short description is shown whole, with no "Show more".
  await expect(card.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  await card.getByRole('button', { name: `Approve: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” is live.` })).toBeVisible();
  await expect(card).toHaveCount(0);
  // Focus is not lost with the card: it moves to the next listing, or the queue's heading.
  expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^H[23]$/);

  // Visitors find it by its title.
  await page.goto(`/properties?search=${encodeURIComponent(`${suffix}live`)}`);
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
});

test('staff reject a listing with a reason, kept when sending fails; the owner reads it @smoke', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await newAccount(request, 'Dagim Tadesse');
  const title = `Gerji villa ${suffix}refused`;
  const id = await publishListing(request, owner, title, '#c62828');
  await openQueueAt(page, request, id);

  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Reject: ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Reject “${title}”` });
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByText('Write the reason the owner will read.')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  const text = 'The photos show a different house. Add photos of this villa.';
  await reason.fill(text);
  await page.route('**/api/admin/properties/*/reject/', (route) => route.abort('internetdisconnected'));
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('The decision could not be saved.');
  await expect(reason).toHaveValue(text);
  await page.unroute('**/api/admin/properties/*/reject/');
  await dialog.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was rejected.` })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toHaveCount(0);

  const { mine, close } = await myProperties(page, owner, baseURL!);
  const rejected = mine.getByRole('article', { name: title });
  await expect(rejected.getByText('Rejected', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(rejected.getByText(text)).toBeVisible();
  await close();
});

test("staff take a live listing down from its owner's account page", async ({ page, request, baseURL }) => {
  const owner = await newAccount(request, 'Meseret Alemu');
  const title = `Bisrate Gabriel flat ${suffix}down`;
  const id = await publishListing(request, owner, title, '#ef6c00');
  await signInAsStaff(page, `/admin/agents/${owner.id}`);
  const approved = await request.post(`/api/admin/properties/${id}/approve/`, {
    headers: await bearer(page),
  });
  expect(approved.ok()).toBe(true);
  await page.reload();

  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: `Take down: ${title}` }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: `Take down “${title}”` });
  await dialog.getByLabel('Reason').fill('Reported twice as already sold.');
  await dialog.getByRole('button', { name: 'Take down', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was taken down.` })).toBeVisible();
  await expect(row).toContainText('Hidden by staff');
  await expect(row).toContainText('Reason: Reported twice as already sold.');
  await expect(row.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link', { name: title })).toBeFocused();
  const found = await request.get(
    `/api/properties/properties/?search=${encodeURIComponent(`${suffix}down`)}`,
  );
  expect((await found.json()).count).toBe(0);

  const { mine, close } = await myProperties(page, owner, baseURL!);
  await expect(
    mine.getByRole('article', { name: title }).getByText('Reported twice as already sold.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await close();
});

test('a published listing is taken down by its link from the review screen', async ({ page, request }) => {
  const owner = await newAccount(request, 'Biniam Tesfay');
  const title = `Bole office ${suffix}link`;
  const id = await publishListing(request, owner, title, '#2e7d32');
  await signInAsStaff(page, '/admin/review');
  const approved = await request.post(`/api/admin/properties/${id}/approve/`, {
    headers: await bearer(page),
  });
  expect(approved.ok()).toBe(true);
  expect((await request.get(`/api/properties/properties/${id}/`)).status()).toBe(200);

  await page.getByText('Take down a published listing').click({ timeout: 30_000 });
  const field = page.getByLabel('Listing number or link');
  await field.fill('the one in Bole');
  await page.getByRole('button', { name: 'Find listing' }).click();
  await expect(page.getByText('Enter a listing number or the link of its page.')).toBeVisible();
  await field.fill('2147483000');
  await page.getByRole('button', { name: 'Find listing' }).click();
  await expect(page.getByText('No listing has this number.')).toBeVisible();

  await field.fill(`${new URL(page.url()).origin}/properties/${id}?lang=am`);
  await page.getByRole('button', { name: 'Find listing' }).click();
  const dialog = page.getByRole('dialog', { name: `Take down “${title}”` });
  await expect(dialog).toContainText(`Listing #${id}`);
  await dialog.getByLabel('Reason').fill('The office is advertised by someone who does not own it.');
  await dialog.getByRole('button', { name: 'Take down', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: `“${title}” was taken down.` })).toBeVisible();
  await expect(field).toHaveValue('');
  expect((await request.get(`/api/properties/properties/${id}/`)).status()).toBe(404);
});

test('the review screen works on a phone and in Amharic @phone', async ({ page, request }) => {
  const owner = await newAccount(request, 'Hirut Gebre');
  const title = `Summit condominium ${suffix}phone`;
  const id = await publishListing(request, owner, title, '#6a1b9a');
  await openQueueAt(page, request, id);
  const card = page.getByRole('article', { name: title });
  const approve = card.getByRole('button', { name: `Approve: ${title}` });
  await approve.scrollIntoViewIfNeeded();
  await expect(approve).toBeInViewport();
  // Nothing wider than the screen: no sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto(`${page.url()}${page.url().includes('?') ? '&' : '?'}lang=am`);
  await expect(page.getByRole('heading', { name: 'ግምገማ የሚጠብቁ ማስታወቂያዎች' })).toBeVisible({
    timeout: 30_000,
  });
  await page
    .getByRole('article', { name: title })
    .getByRole('button', { name: `አጽድቅ፦ ${title}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: `«${title}» አሁን ለሁሉም ይታያል።` })).toBeVisible();
  expect((await request.get(`/api/properties/properties/${id}/`)).status()).toBe(200);
});

test("a copy of another publisher's photo waits for staff beside the listing it copies", async ({
  page,
  request,
}) => {
  // The cover of a demo listing, downloaded, stamped with a phone number and re-encoded, as a
  // broker who copies photos would.
  const list = await request.get('/api/properties/properties/?page_size=1&ordering=created_at');
  const original = ((await list.json()) as { results: Array<{ id: number }> }).results[0]!;
  const detail = (await (await request.get(`/api/properties/properties/${original.id}/`)).json()) as {
    images: Array<{ image: string }>;
  };
  const cover = await (await request.get(detail.images[0]!.image)).body();
  const { width = 640, height = 480 } = await sharp(cover).metadata();
  const stamp = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="20" y="${height - 30}" font-family="DejaVu Sans" font-size="${Math.round(height / 10)}" fill="#fff">0911 234 567</text></svg>`,
  );
  const copy = await sharp(cover)
    .composite([{ input: stamp }])
    .jpeg({ quality: 70 })
    .toBuffer();

  const copier = await newAccount(request, 'Yonas Copier');
  const title = `Copied photos ${suffix}dup`;
  const id = await publishListing(request, copier, title, {
    name: 'copy.jpg',
    mimeType: 'image/jpeg',
    buffer: copy,
  });
  await openQueueAt(page, request, id);

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Possible duplicate')).toBeVisible();
  const section = card.getByRole('region', { name: 'Looks like another publisher’s listing' });
  await expect(section.getByRole('img', { name: `Photo of ${title}` }).first()).toBeVisible();
  // Demo listings share their photos: the copy looks like each listing that shows this cover.
  const first = section.getByRole('listitem').first();
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/properties\/\d+$/);
  await expect(first.getByText('Published by')).toBeVisible();
  await expect(first.getByText(/The same photo|Almost the same photo/)).toBeVisible();
});
