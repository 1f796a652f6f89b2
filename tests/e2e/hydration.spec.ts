import { expect, test } from './fixtures';

/**
 * The journeys click right after a navigation once `waitForHydration` (fixtures.ts) says React has
 * taken the page over. On a slow phone — or a busy test machine — hydration takes seconds after
 * the page has painted; a click before its handlers are attached does nothing. With the CPU
 * slowed eight times, the first click after the wait must work.
 */
test('after the wait for hydration, the first click on a slow CPU opens what it should', async ({
  page,
  request,
}) => {
  const list = await request.get('/api/properties/properties/?page_size=1&fields=card');
  const [listing] = (await list.json()).results as Array<{ id: number }>;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.goto(`/properties/${listing!.id}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  await expect(page.getByLabel('Asked for payment before a viewing')).toBeVisible({ timeout: 5_000 });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
