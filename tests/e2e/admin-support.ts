import { type APIRequestContext, expect, type Page } from '@playwright/test';

/**
 * Helpers of the staff console's journeys. The staff account is made by scripts/e2e.mjs with
 * `npm run cli -- create-staff` on every server (PGlite and PostgreSQL), as an installer would.
 */
export const staff = {
  email: process.env.E2E_STAFF_EMAIL ?? '',
  password: process.env.E2E_STAFF_PASSWORD ?? '',
};

/** Letters only (no digits), so that search treats it as one word of a title. */
export const suffix = Date.now()
  .toString(36)
  .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);

/** Fills and sends the sign-in form the page shows. */
export async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or e-mail').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Signs in as staff through the login page, which then leads to `path`. */
export async function signInAsStaff(page: Page, path = '/admin') {
  expect(staff.email, 'scripts/e2e.mjs creates the staff account (E2E_STAFF_EMAIL)').not.toBe('');
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, staff.email, staff.password);
  // Signed-in pages are drawn in the browser once the session is loaded (decision 010), which
  // takes a while on a busy machine.
  const ready = { timeout: 30_000 };
  if (path.startsWith('/admin'))
    await expect(page.getByRole('heading', { name: 'Staff console' })).toBeVisible(ready);
  else await expect(page.getByRole('button', { name: /^Account menu for/ })).toBeVisible(ready);
}

/** The staff's API token, read from the page's session (the spec keeps it in local storage). */
export const bearer = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('sefer.access'))}`,
});

/** Cards per page of /admin/review. */
const PAGE_SIZE = 10;

/**
 * Signs staff in straight into the review queue (or opens it, when `signedIn`) and opens the page
 * that holds listing `id` (oldest first: new listings are on the last one), through the page
 * links as staff would.
 */
export async function openQueueAt(
  page: Page,
  request: APIRequestContext,
  id: number,
  { signedIn = false } = {},
) {
  if (signedIn) await page.goto('/admin/review');
  else await signInAsStaff(page, '/admin/review');
  // The console is drawn in the browser once the session is loaded: on a busy machine that takes
  // longer than one expectation's usual wait.
  await expect(page.getByRole('heading', { name: 'Listings waiting for review' })).toBeVisible({
    timeout: 30_000,
  });
  const headers = await bearer(page);
  const ids: number[] = [];
  for (let n = 1; ; n++) {
    const answer = await request.get(`/api/admin/properties/pending/?page_size=100&page=${n}`, { headers });
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as { next: string | null; results: Array<{ id: number }> };
    ids.push(...body.results.map((r) => r.id));
    if (!body.next) break;
  }
  expect(ids).toContain(id);
  const number = Math.floor(ids.indexOf(id) / PAGE_SIZE) + 1;
  if (number > 1) {
    const link = page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: `Page ${number}`, exact: true });
    if (await link.count()) await link.click();
    else await page.goto(`/admin/review?page=${number}`);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${number}$`));
  }
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 });
}
