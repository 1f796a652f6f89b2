import { bearer, signInAsStaff } from './admin-support';
import { expect, test } from './fixtures';

/**
 * Staff featuring in the staff console (decision 041, issue 20): on an account's listings table,
 * staff feature a listing on the market until a date, see its state, and stop featuring it; the
 * public answer and the audit log follow. In English, then the state in Amharic.
 */
test('staff feature a listing until a date from the listings table, and stop featuring it', async ({
  page,
  request,
}) => {
  test.slow();
  // An agent with a listing on the market that is not featured.
  const found = await request.get('/api/properties/properties/?is_featured=false&page_size=50');
  const listing = ((await found.json()).results as Array<{ id: number; agent: { id: number } | null }>).find(
    (l) => l.agent,
  )!;
  await signInAsStaff(page, `/admin/agents/${listing.agent!.id}`);
  await expect(page.getByRole('heading', { name: /^Listings/ })).toBeVisible({ timeout: 30_000 });

  // The first listing on the page that can be featured.
  const control = page.locator('form[data-testid^="featuring-"]').first();
  await expect(control).toBeVisible();
  const id = Number((await control.getAttribute('data-testid'))!.replace('featuring-', ''));
  const until = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  await control.getByLabel('Feature until (empty: until stopped)').fill(until);
  await control.getByRole('button', { name: /^Feature / }).click();

  const state = page.getByTestId(`featuring-${id}`);
  await expect(state.getByText(/^Featured until /)).toBeVisible();
  // The public answer follows once the listings' change notification has emptied the caches.
  const featuredNow = async () =>
    (await (await request.get(`/api/properties/properties/${id}/`)).json()).is_featured as boolean;
  await expect.poll(featuredNow).toBe(true);

  const headers = await bearer(page);
  const audit = async (action: string) =>
    (
      await (
        await request.get(`/api/admin/audit/?entity_type=property&entity_id=${id}&action=${action}`, {
          headers,
        })
      ).json()
    ).results as Array<{ after: { featured_until: string | null } }>;
  const [featured] = await audit('property.feature');
  // The end of that day in Addis Ababa (UTC+3).
  expect(featured!.after.featured_until).toBe(new Date(`${until}T23:59:59.999+03:00`).toISOString());

  // The state reads in Amharic too.
  await page.getByRole('banner').getByLabel('Choose language').selectOption('am');
  await expect(page.getByTestId(`featuring-${id}`).getByText(/^እስከ .* ተለይቶ የቀረበ$/)).toBeVisible();
  // The menu's label is Amharic now: the banner's one choice box.
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await expect(page.getByTestId(`featuring-${id}`).getByText(/^Featured until /)).toBeVisible();

  await page
    .getByTestId(`featuring-${id}`)
    .getByRole('button', { name: /^Stop featuring / })
    .click();
  await expect(page.getByTestId(`featuring-${id}`).getByRole('button', { name: /^Feature / })).toBeVisible();
  await expect.poll(featuredNow).toBe(false);
  expect(await audit('property.unfeature')).toHaveLength(1);
});
