import { bearer, signInAsStaff } from './admin-support';
import { expect, test } from './fixtures';

/**
 * Lifting a suspension in the staff console (decision 055): a publisher suspended from the Reports
 * queue shows as suspended on their account page; staff lift it there after a confirmation, and
 * the listings the suspension hid are public again. The rules are tested in
 * tests/integration/suspension-lift.test.ts.
 */
test('staff lift a suspension from the account page; the hidden listings come back', async ({
  page,
  request,
}) => {
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // An agent with at least two listings on the market, far down the newest-first order.
  const list = await request.get('/api/properties/properties/?page_size=100&ordering=created_at');
  const results = (await list.json()).results as Array<{ id: number; agent: { id: number } | null }>;
  const byAgent = new Map<number, Array<{ id: number }>>();
  for (const l of results) if (l.agent) byAgent.set(l.agent.id, [...(byAgent.get(l.agent.id) ?? []), l]);
  const [agentId, listings] = [...byAgent.entries()].reverse().find(([, ls]) => ls.length >= 2)!;
  const [reported, other] = listings as [{ id: number }, { id: number }];
  const isPublic = async (id: number) => (await request.get(`/api/properties/properties/${id}/`)).status();

  await signInAsStaff(page, '/admin/reports');
  const headers = await bearer(page);
  expect(
    (
      await request.post(`/api/properties/properties/${reported.id}/report/`, {
        data: { reason: 'fake_photos' },
      })
    ).status(),
  ).toBe(201);
  const suspended = await request.post(`/api/admin/reports/${reported.id}/decide/`, {
    headers,
    data: { decision: 'suspend', reason: 'Photos taken from another site.' },
  });
  expect(suspended.ok()).toBe(true);
  await expect.poll(() => isPublic(other.id)).toBe(404);

  await page.goto(`/admin/agents/${agentId}`);
  const user = await (await request.get(`/api/admin/users/${agentId}/`, { headers })).json();
  const name = (user.full_name || user.username) as string;
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Suspended', { exact: true })).toBeVisible();

  // Asked first; cancelling changes nothing.
  await page.getByRole('button', { name: `Lift suspension: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Lift the suspension of ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/The listing taken down when they were suspended stays down/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await isPublic(other.id)).toBe(404);

  await page.getByRole('button', { name: `Lift suspension: ${name}` }).click();
  await dialog.getByRole('button', { name: 'Lift suspension', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Suspended', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Lift suspension: ${name}` })).toHaveCount(0);
  await expect.poll(() => isPublic(other.id)).toBe(200);
  // The history on the page has the lift.
  await expect(page.getByText('user.unsuspend').first()).toBeVisible();
  expect(errors).toEqual([]);

  // The reported listing went down with the suspension; back on the market for the journeys after.
  const restored = await request.post(`/api/admin/properties/${reported.id}/approve/`, { headers, data: {} });
  expect(restored.ok()).toBe(true);
});
