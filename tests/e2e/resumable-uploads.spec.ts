import type { Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, fillListing, newAccount, photo, signInAs } from './publishing-support';

/**
 * The add-property form sends its photos resumably (decision 052): the photo goes to
 * `/api/uploads/` with the tus protocol, the form names it. A page reloaded in the middle of the
 * upload, with the same photo chosen again, goes on with the same upload instead of a new one.
 */
test('a photo sent through the form resumes its upload after a reload and publishes the listing', async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await newAccount(page.request, 'Selam Tadesse');
  await signInAs(context, baseURL!, owner);
  const picture = await photo('terrace.jpg', '#5e35b1');
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/uploads/') || r.url().endsWith('/api/properties/properties/')) seen.push(r);
  });
  // The connection drops whenever the photo's bytes are sent (the page retries, in vain).
  let patching!: () => void;
  const patched = new Promise<void>((resolve) => {
    patching = resolve;
  });
  await page.route('**/api/uploads/*', async (route: Route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await route.abort('connectionreset');
    patching();
  });

  await page.goto('/add-property');
  const title = `Terrace flat ${Date.now().toString(36)}`;
  await fillListing(page, title);
  await page.locator('input[type=file][accept="image/*"]').setInputFiles(picture);
  await page.getByRole('button', { name: 'Publish listing' }).click();
  // The same progress bar as ever, while the photo is on its way.
  await expect(page.getByRole('progressbar', { name: 'Upload of the listing' })).toBeVisible();
  await patched;
  const created = seen.find((r) => r.method() === 'POST' && r.url().includes('/api/uploads/'));
  expect(created).toBeDefined();
  const location = (await (await created!.response())!.headerValue('location'))!;
  expect(location).toMatch(/^\/api\/uploads\/u\d+-[0-9a-f]{32}$/);

  // Reloaded: the form is empty again (the leave guard asks first, and is told to go).
  page.once('dialog', (dialog) => dialog.accept());
  await page.reload();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  seen.length = 0;
  await fillListing(page, title);
  await page.locator('input[type=file][accept="image/*"]').setInputFiles(picture);
  const publishing = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/properties/properties/'),
  );
  await page.getByRole('button', { name: 'Publish listing' }).click();
  const form = await publishing;

  // The upload found again by its fingerprint: asked where it stood, then finished; no new one.
  const uploads = seen.filter((r) => r.url().includes('/api/uploads/'));
  expect(uploads.map((r) => r.method())).toEqual(['HEAD', 'PATCH']);
  expect(new URL(uploads[0]!.url()).pathname).toBe(location);
  // The form names the upload instead of carrying the photo.
  const body = form.postDataBuffer()!.toString('latin1');
  expect(body).toContain(location.split('/').pop());
  expect(body).not.toContain('filename=');
  expect(body.length).toBeLessThan(picture.buffer.length);

  await expect(page).toHaveURL(/\/my-properties$/);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const id = Number(
    (await card.getByRole('link', { name: `Edit ${title}` }).getAttribute('href'))!.split('/')[2],
  );
  const answer = await page.request.get(`/api/properties/properties/${id}/`, { headers: bearer(owner) });
  expect(((await answer.json()) as { images: unknown[] }).images).toHaveLength(1);
  // Saved: the page no longer keeps the upload's address for resuming.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tus::')))).toEqual(
    [],
  );
});
