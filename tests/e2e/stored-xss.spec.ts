import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bearer, newAccount, photo, publishListing, signInAs, staffSession } from './publishing-support';

/**
 * Stored XSS: text people write — a listing's title and description, a profile's name, an
 * inquiry, an ad — carrying script payloads is shown as text on every screen that shows it, and
 * never runs. Each payload, if it ran, would set `window.__xss` or open a dialog.
 */
const SCRIPT = '<script>window.__xss="script"</script>';
const IMAGE = '<img src=x onerror="window.__xss=\'img\'">';
const SVG = '<svg onload="alert(1)">';

/** Fails the test on any dialog, and answers whether a payload ran on the page. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    const ran = await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null);
    expect(ran, 'a stored payload ran').toBeNull();
    expect(dialogs).toEqual([]);
  };
}

test('script payloads in listings, names, inquiries and ads stay inert text @phone', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const tag = Date.now().toString(36);
  const owner = await newAccount(request, `Abel ${IMAGE}`);
  const title = `Villa ${tag} ${SCRIPT}`;
  const id = await publishListing(request, owner, title);
  const description = `A quiet villa with a garden and parking. ${IMAGE} ${SVG} Call before visiting.`;
  const edited = await request.patch(`/api/properties/properties/${id}/`, {
    headers: bearer(owner),
    data: { description },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
  const staff = await staffSession(request);
  const approved = await request.post(`/api/admin/properties/${id}/approve/`, { headers: bearer(staff) });
  expect(approved.ok()).toBe(true);

  const buyer = await newAccount(request, `Liya ${SVG}`);
  const message = `Is it still available? ${SCRIPT} ${IMAGE}`;
  const sent = await request.post(`/api/properties/${id}/inquiries/`, {
    headers: bearer(buyer),
    data: { message, preferred_contact: 'email' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  const headline = `Open house ${tag} ${IMAGE}`;
  const ad = await request.post('/api/admin/ads/', {
    headers: bearer(staff),
    multipart: {
      ad_type: 'sponsored',
      placement: 'home',
      headline,
      description: `${SCRIPT} Visit this weekend.`,
      target_action: 'https://example.et/open-house',
      is_active: 'true',
      image: await photo('ad.jpg', '#00838f'),
    },
  });
  expect(ad.status(), await ad.text()).toBe(201);

  // A visitor: search results, the listing page.
  const check = guard(page);
  await page.goto(`/properties?search=${tag}`);
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await check();
  await page.goto(`/properties/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(description)).toBeVisible();
  await expect(page.getByText(`Abel ${IMAGE}`).first()).toBeVisible();
  await check();

  // The owner: My Properties and the inquiry received.
  const ownerContext = await browser.newContext({ baseURL: baseURL! });
  try {
    await signInAs(ownerContext, baseURL!, owner);
    const ownerPage = await ownerContext.newPage();
    const checkOwner = guard(ownerPage);
    await ownerPage.goto('/my-properties');
    await expect(ownerPage.getByRole('article').filter({ hasText: title })).toBeVisible();
    await checkOwner();
    await ownerPage.goto('/inquiries');
    const inquiry = ownerPage.getByRole('article', { name: `Liya ${SVG}` });
    await expect(inquiry.getByText(message)).toBeVisible();
    await checkOwner();
  } finally {
    await ownerContext.close();
  }

  // Staff: the ad in the console, with its text as typed.
  const staffContext = await browser.newContext({ baseURL: baseURL! });
  try {
    await staffContext.addInitScript(
      ([access]) => localStorage.setItem('sefer.access', access!),
      [staff.access],
    );
    await staffContext.addCookies([{ name: 'sefer_session', value: '1', url: baseURL! }]);
    const staffPage = await staffContext.newPage();
    const checkStaff = guard(staffPage);
    await staffPage.goto(`/admin/ads?placement=home`);
    await expect(staffPage.getByText(headline)).toBeVisible({ timeout: 30_000 });
    await checkStaff();
  } finally {
    await staffContext.close();
  }

  // Whatever reached the HTML the server sent is escaped.
  const html = await (await request.get(`/properties/${id}`)).text();
  expect(html).not.toContain(SCRIPT);
  expect(html).not.toContain(IMAGE);
  expect(html).toContain('&lt;script&gt;');
});
