import { expect, test } from './fixtures';

test.describe('smoke @smoke', () => {
  test('the home page HTML from the server already holds featured listings with photos', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Featured Properties');
    const cards = html.match(/<article[^>]*>/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(html).toMatch(/<source type="image\/avif" srcSet="\/media\/images\/[^"]+\.avif \d+w/);
    expect(html).toMatch(/<img [^>]*src="\/media\/images\/[^"]+\.webp"/);
  });

  test('the home page shows listings with JavaScript turned off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Properties' });
    await expect(featured.getByRole('article').first()).toBeVisible();
    await expect(featured.getByRole('img').first()).toHaveJSProperty('complete', true);
    await context.close();
  });

  test('switching to Amharic changes the header, and the choice survives a reload @phone', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').getByLabel('Choose language').selectOption('am');
      await expect(page.getByRole('dialog').getByRole('link', { name: 'ንብረቶች' })).toBeVisible();
    } else {
      await page.getByRole('banner').getByLabel('Choose language').selectOption('am');
      await expect(page.getByRole('banner').getByRole('link', { name: 'ንብረቶች' })).toBeVisible();
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'am');
    // The footer names the product once: in Amharic its name already is the Ge'ez one.
    await expect(page.getByRole('contentinfo').getByText(/ሰፈር/).first()).toHaveText('ሰፈር');
    expect(await page.evaluate(() => localStorage.getItem('sefer.language'))).toBe('am');
  });

  test('an unknown path shows the 404 page @phone', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go back home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(/^Sefer \| /);
  });
});
