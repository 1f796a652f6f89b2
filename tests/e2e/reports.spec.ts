import { bearer, signInAsStaff } from './admin-support';
import { expect, test } from './fixtures';

/**
 * Reports (decision 037) in the browser: a visitor reports a listing without signing in; staff
 * take it down from the Reports tab; it is gone from the list and the map. Thresholds, limits and
 * every decision are tested in tests/integration/listing-reports.test.ts.
 */
test('a visitor reports a listing; staff take it down; it leaves the list and the map', async ({
  page,
  browser,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // A listing on the map, far down the newest-first order (other journeys read the first ones).
  const list = await request.get('/api/properties/properties/?page_size=100&ordering=created_at');
  const target = (
    (await list.json()).results as Array<{ id: number; title: string; latitude: number | null }>
  ).find((l) => l.latitude !== null)!;
  const markers = async () =>
    ((await (await request.get('/api/properties/map-markers/')).json()).results as Array<{ id: number }>).map(
      (m) => m.id,
    );
  expect(await markers()).toContain(target.id);

  await page.goto(`/properties/${target.id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await page.getByLabel('Asked for payment before a viewing').check();
  await page.getByLabel('Anything to add (optional)').fill('The agent wants 2,000 birr before showing it.');
  await page.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you. Our team will look at this listing.')).toBeVisible();
  expect(errors).toEqual([]);

  const staffContext = await browser.newContext();
  const staffPage = await staffContext.newPage();
  await signInAsStaff(staffPage, '/admin/reports');
  await staffPage.getByRole('link', { name: 'Reports' }).click();
  const item = staffPage.getByRole('listitem', { name: target.title });
  await expect(item.getByText('Asked for payment before a viewing × 1')).toBeVisible();
  await expect(item.getByText('The agent wants 2,000 birr before showing it.')).toBeVisible();
  await item
    .getByLabel(/Reason for the publisher/)
    .fill('Asking for money before a viewing is not allowed on Sefer.');
  await item.getByRole('button', { name: 'Take down' }).click();
  await expect(item).toHaveCount(0);

  // The audit log has the decision.
  const audit = await staffPage.request.get(`/api/admin/audit/?entity_type=property&entity_id=${target.id}`, {
    headers: await bearer(staffPage),
  });
  expect(JSON.stringify(await audit.json())).toContain('property.report_take_down');
  const staffHeaders = await bearer(staffPage);

  const after = await request.get('/api/properties/properties/?page_size=100&ordering=created_at');
  expect(((await after.json()).results as Array<{ id: number }>).map((l) => l.id)).not.toContain(target.id);
  expect(await markers()).not.toContain(target.id);
  await page.goto('/properties?sort=-created_at');
  await expect(page.getByRole('heading', { name: target.title })).toHaveCount(0);

  // The demo listing goes back on the market, as the journeys after this one expect it.
  const restored = await staffPage.request.post(`/api/admin/properties/${target.id}/approve/`, {
    headers: staffHeaders,
    data: {},
  });
  expect(restored.ok()).toBe(true);
  await staffContext.close();
});
