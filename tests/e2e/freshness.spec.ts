import { expect, test } from './fixtures';

/**
 * Listing freshness in the browser (decision 036): how recently a listing was confirmed on cards
 * and the detail, in English and Amharic, the "Recently confirmed" order, and the reminder link
 * page refusing a link that is not one. Expiry and the links themselves are tested with a moved
 * clock in tests/integration/listing-freshness.test.ts.
 */
test.describe('listing freshness', () => {
  let errors: string[] = [];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });
  test.afterEach(() => {
    expect(errors).toEqual([]);
  });

  test('cards and the detail say when the listing was confirmed, in English and Amharic', async ({
    page,
    request,
  }) => {
    const res = await request.get('/api/properties/properties/?page_size=1&ordering=-confirmed_at');
    const [first] = (await res.json()).results as Array<{ id: number; last_confirmed_at: string }>;
    expect(Date.now() - Date.parse(first!.last_confirmed_at)).toBeLessThan(7 * 24 * 3600 * 1000);

    await page.goto('/properties?sort=confirmed');
    const card = page.locator('article').first();
    await expect(card.getByText('Recently confirmed')).toBeVisible();
    await expect(card.getByText(/^Confirmed (today|\d+ days? ago)$/)).toBeVisible();
    await expect(page.getByLabel(/sort/i).first()).toHaveValue('confirmed');

    await page.goto(`/properties/${first!.id}`);
    await expect(page.getByText(/^Confirmed (today|\d+ days? ago)$/).first()).toBeVisible();

    await page.goto(`/properties/${first!.id}?lang=am`);
    await expect(page.getByText('በቅርቡ የተረጋገጠ').first()).toBeVisible();
    await expect(page.getByText(/ተረጋግጧል/).first()).toBeVisible();
  });

  test('a reminder link that is not one is refused without a button to press', async ({ page }) => {
    await page.goto('/listing-reminder?token=bm90LmEubGluaw.AAAA');
    await expect(page.getByRole('alert')).toContainText(
      'This link is invalid, has expired, or was already used.',
    );
    await expect(page.getByRole('link', { name: 'Go to My Properties' })).toBeVisible();

    // A well-formed but forged link: the page asks, the server refuses.
    const forged = `${Buffer.from('1.confirm.4102444800').toString('base64url')}.${'A'.repeat(43)}`;
    await page.goto(`/listing-reminder?token=${forged}`);
    const button = page.getByRole('button', { name: 'Yes, still available' });
    await button.click();
    await expect(page.getByRole('alert')).toContainText('This link is invalid');
    await expect(button).toBeDisabled();
  });
});
