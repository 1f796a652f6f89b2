import { expect, test } from './fixtures';

/** Data saver (decision 046): the switch, Save-Data, and what a data-saving page leaves out. */
test.describe('data saver', () => {
  test('the header switch is remembered and makes photos small', async ({ page, context }) => {
    await page.goto('/properties');
    const toggle = page.getByRole('switch', { name: 'Data saver' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const sources = () =>
      page
        .locator('main picture source[type="image/avif"]')
        .evaluateAll((s) => s.map((e) => e.getAttribute('srcset')));
    expect((await sources()).join(' ')).toMatch(/-640\.avif/);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'data_saver')?.value).toBe('1');
    await expect.poll(async () => (await sources()).join(' ')).not.toMatch(/-(640|1024|1600)\.avif/);
    expect((await sources()).length).toBeGreaterThan(0);

    // Kept: the server renders the next page with it.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Data saver' })).toHaveAttribute('aria-checked', 'true');
    expect((await sources()).join(' ')).not.toMatch(/-(640|1024|1600)\.avif/);
  });

  test.describe('with Save-Data: on', () => {
    test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

    test('the listing’s map waits for a tap', async ({ page, request }) => {
      const list = (await (await request.get('/api/properties/properties/?page_size=1')).json()) as {
        results: Array<{ id: number }>;
      };
      await page.goto(`/properties/${list.results[0]!.id}`);
      const show = page.getByRole('button', { name: 'Show the map' });
      await show.scrollIntoViewIfNeeded();
      await expect(show).toBeVisible();
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
      await show.click();
      await expect(page.locator('.leaflet-container')).toHaveCount(1);
      await expect(show).toHaveCount(0);
    });
  });
});
