import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { openQueueAt, bearer as staffBearer, suffix } from './admin-support';
import { expect, test } from './fixtures';
import { bearer, newAccount, publishListing, signInAs } from './publishing-support';

/**
 * A change to a published listing waits for staff (DESIGN §7, decision 028): its owner edits the
 * title of an approved listing, My Properties says the changes await review while visitors still
 * see the approved title, staff compare before and after on the review screen and approve, and
 * the listing's public page then shows the new title.
 */

/** No serious or critical axe violation on the page as it is (as tests/e2e/a11y.spec.ts asks). */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, what).toEqual([]);
}

/** The title a visitor's page of listing `id` shows (server-rendered, as a link preview reads it). */
async function publicTitle(request: import('@playwright/test').APIRequestContext, id: number) {
  const html = await (await request.get(`/properties/${id}`)).text();
  return /<meta property="og:title" content="([^"|]*?) \|/.exec(html)?.[1];
}

test('an owner’s change waits for staff, who compare it and approve it @smoke', async ({
  page,
  request,
  baseURL,
}) => {
  const owner = await newAccount(request, 'Yonas Bekele');
  const before = `Lebu family house ${suffix}old`;
  const after = `Lebu family house with garden ${suffix}new`;
  const id = await publishListing(request, owner, before, '#00838f');
  // Staff sign in (the queue) and approve the new listing; it is public.
  await openQueueAt(page, request, id);
  const approved = await request.post(`/api/admin/properties/${id}/approve/`, {
    headers: await staffBearer(page),
  });
  expect(approved.ok()).toBe(true);
  expect(await publicTitle(request, id)).toBe(before);

  // The owner changes the title in the edit form, in a browser of their own.
  const context = await page.context().browser()!.newContext({ baseURL });
  await signInAs(context, baseURL!, owner);
  const mine = await context.newPage();
  await mine.goto(`/my-properties/${id}/edit`);
  await expect(mine.getByLabel('Title', { exact: true })).toHaveValue(before, { timeout: 30_000 });
  await expect(mine.getByText(/are checked by our team before everyone sees them/)).toBeVisible();
  await mine.getByLabel('Title', { exact: true }).fill(after);
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    mine
      .getByRole('status')
      .filter({ hasText: 'Changes saved. Everyone sees them once our team approves them.' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(mine).toHaveURL(/\/my-properties$/);
  const card = mine.getByRole('article', { name: after });
  await expect(card.getByText('Changes awaiting review')).toBeVisible();
  await expectAccessible(mine, 'My Properties with changes awaiting review');

  // Editing again starts from the change, which the form says is waiting.
  await card.getByRole('link', { name: `Edit ${after}` }).click();
  await expect(mine.getByLabel('Title', { exact: true })).toHaveValue(after);
  await expect(mine.getByText('Your changes are awaiting review.', { exact: false })).toBeVisible();

  // Visitors still see the approved title.
  expect(await publicTitle(request, id)).toBe(before);
  const search = await request.get(`/api/properties/properties/?search=${suffix}new`);
  expect((await search.json()).count).toBe(0);

  // Staff see the change, before and after, and approve it.
  await openQueueAt(page, request, id, { signedIn: true });
  const review = page.getByRole('article', { name: before });
  await expect(review.getByText('Change to a published listing')).toBeVisible();
  const change = review.getByRole('region', { name: 'What changes' });
  const title = change.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Title' }) });
  await expect(title.getByText('Published now')).toBeVisible();
  await expect(title.getByText(before, { exact: true })).toBeVisible();
  await expect(title.getByText('Proposed')).toBeVisible();
  await expect(title.getByText(after, { exact: true })).toBeVisible();
  await expectAccessible(page, 'the review screen with a change');
  await review.getByRole('button', { name: `Approve changes: ${before}` }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `The changes to “${before}” are live.` }),
  ).toBeVisible();
  await expect(review).toHaveCount(0);

  // Everyone sees the new title; the owner's card no longer waits.
  await page.goto(`/properties/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: after })).toBeVisible();
  expect(await publicTitle(request, id)).toBe(after);
  await mine.goto('/my-properties');
  await expect(mine.getByRole('article', { name: after })).toBeVisible({ timeout: 30_000 });
  await expect(mine.getByRole('article', { name: after }).getByText('Published')).toBeVisible();
  const own = await request.get(`/api/properties/my-properties/`, { headers: bearer(owner) });
  expect((await own.json()).results.find((r: { id: number }) => r.id === id).change_review).toBeNull();
  await context.close();
});
