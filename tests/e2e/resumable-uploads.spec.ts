import type { Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, fillListing, newAccount, photo, signInAs } from './publishing-support';

/**
 * The add-property form sends its photos resumably (decision 052): the photo goes to
 * `/api/uploads/` with the tus protocol, the form names it. A phone that loses its connection in
 * the middle of the upload and whose tab is then closed finds the same upload again when the form
 * is opened anew and the same photo chosen: it goes on with it instead of starting a new one.
 */
test('a photo sent through the form resumes its upload in a new tab after the connection dropped', async ({
  page,
  context,
  baseURL,
}) => {
  const owner = await newAccount(page.request, 'Selam Tadesse');
  await signInAs(context, baseURL!, owner);
  const picture = await photo('terrace.jpg', '#5e35b1');
  const seen: Request[] = [];
  const watch = (tab: Page) =>
    tab.on('request', (r) => {
      if (r.url().includes('/api/uploads/') || r.url().endsWith('/api/properties/properties/')) seen.push(r);
    });
  watch(page);
  // The connection drops just as the photo's bytes would leave, and stays down: the page's retries
  // fail in the browser, so none of the photo reaches the server before the tab is closed. (Only
  // aborting the requests, and reloading while the page retried, once let a retry through.)
  let dropping!: () => void;
  const dropped = new Promise<void>((resolve) => {
    dropping = resolve;
  });
  await page.route('**/api/uploads/*', async (route: Route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    await context.setOffline(true);
    await route.abort('internetdisconnected');
    dropping();
  });

  await page.goto('/add-property');
  const title = `Terrace flat ${Date.now().toString(36)}`;
  await fillListing(page, title);
  await page.locator('input[type=file][accept="image/*"]').setInputFiles(picture);
  await page.getByRole('button', { name: 'Publish listing' }).click();
  // The same progress bar as ever, while the photo is on its way.
  await expect(page.getByRole('progressbar', { name: 'Upload of the listing' })).toBeVisible();
  await dropped;
  const created = seen.find((r) => r.method() === 'POST' && r.url().includes('/api/uploads/'));
  expect(created).toBeDefined();
  const location = (await (await created!.response())!.headerValue('location'))!;
  expect(location).toMatch(/^\/api\/uploads\/u\d+-[0-9a-f]{32}$/);

  // The tab is closed while the page still retries; the connection comes back; a new tab.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.close();
  await context.setOffline(false);
  const tab = await context.newPage();
  watch(tab);
  seen.length = 0;
  await tab.goto('/add-property');
  await fillListing(tab, title);
  await tab.locator('input[type=file][accept="image/*"]').setInputFiles(picture);
  const publishing = tab.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/api/properties/properties/'),
  );
  await tab.getByRole('button', { name: 'Publish listing' }).click();
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

  await expect(tab).toHaveURL(/\/my-properties$/);
  const card = tab.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  const id = Number(
    (await card.getByRole('link', { name: `Edit ${title}` }).getAttribute('href'))!.split('/')[2],
  );
  const answer = await tab.request.get(`/api/properties/properties/${id}/`, { headers: bearer(owner) });
  expect(((await answer.json()) as { images: unknown[] }).images).toHaveLength(1);
  // Saved: the page no longer keeps the upload's address for resuming.
  expect(await tab.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tus::')))).toEqual(
    [],
  );
});
