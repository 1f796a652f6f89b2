import { failOnPageErrors, find } from './detail-support';
import { expect, test } from './fixtures';

// Reaching the publisher from a listing: sharing it, the contact card, the phone's call bar, and
// the money-safety notice beside the inquiry form.

test.describe('property detail', () => {
  failOnPageErrors();

  test('Share copies the link when the device has no share sheet, and uses the sheet when it has one', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const listing = await find(request, () => true);
    const url = `${baseURL}/properties/${listing.id}`;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.addInitScript(() => {
      // Desktop Chromium on Linux has no Web Share; make sure of it.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`/properties/${listing.id}`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const telegram = page.getByRole('link', { name: 'Share on Telegram' });
    const href = new URL((await telegram.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://t.me/share/url');
    expect(href.searchParams.get('url')).toBe(url);
    expect(href.searchParams.get('text')).toContain(listing.title);
    await expect(telegram).toHaveAttribute('target', '_blank');

    // A phone's share sheet receives the link instead; nothing is copied.
    const phone = await context.newPage();
    await phone.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await phone.goto(`/properties/${listing.id}`);
    await phone.getByRole('button', { name: 'Share', exact: true }).click();
    await expect
      .poll(() => phone.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(url);
    await expect(phone.getByText('Link copied to clipboard!')).toHaveCount(0);
  });

  test('the contact card shows the agent, or the owner when there is none @phone', async ({
    page,
    request,
  }) => {
    const byAgent = await find(request, (l) => Boolean(l.agent?.phone_number));
    await page.goto(`/properties/${byAgent.id}`);
    const contact = page.locator('#contact');
    await expect(contact.getByTestId('contact-name')).toHaveText(byAgent.agent!.full_name);
    await expect(contact.getByTestId('contact-role')).toHaveText('Real Estate Agent');
    await expect(contact.getByRole('link', { name: 'View agent profile' })).toHaveAttribute(
      'href',
      `/companies/${byAgent.agent!.id}`,
    );
    const tel = `tel:${byAgent.agent!.phone_number!.replace(/\s/g, '')}`;
    await expect(contact.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', tel);
    await expect(page.getByRole('link', { name: 'Call Agent' }).first()).toHaveAttribute('href', tel);

    const byOwner = await find(request, (l) => !l.agent && l.owner !== null && !l.owner.phone_number);
    await page.goto(`/properties/${byOwner.id}`);
    await expect(contact.getByTestId('contact-name')).toHaveText(byOwner.owner!.full_name);
    await expect(contact.getByTestId('contact-role')).toHaveText('Property Owner');
    await expect(contact.getByRole('link', { name: 'View agent profile' })).toHaveCount(0);
    // No phone to call: 'Contact' (not 'Call Agent') leads to the contact card.
    const actions = page.locator('#listing-actions');
    await expect(actions.getByRole('link', { name: /^Call/ })).toHaveCount(0);
    const call = actions.getByRole('link', { name: 'Contact', exact: true });
    await expect(call).toHaveAttribute('href', `/properties/${byOwner.id}#contact`);
    await call.click();
    await expect(page).toHaveURL(new RegExp(`/properties/${byOwner.id}#contact$`));
    await expect(contact).toBeInViewport();

    // An owner's own phone: 'Call Owner'.
    const ownerPhone = await find(request, (l) => !l.agent?.phone_number && Boolean(l.owner?.phone_number));
    await page.goto(`/properties/${ownerPhone.id}`);
    await expect(actions.getByRole('link', { name: 'Call Owner' })).toHaveAttribute(
      'href',
      `tel:${ownerPhone.owner!.phone_number!.replace(/\s/g, '')}`,
    );
  });

  test('on phones a call bar follows once the call button has scrolled away @phone', async ({
    page,
    request,
    isMobile,
  }) => {
    const listing = await find(request, (l) => Boolean(l.agent?.phone_number));
    await page.goto(`/properties/${listing.id}`);
    const bar = page.getByTestId('sticky-contact');
    if (!isMobile) {
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).not.toBeInViewport();
    await page.locator('#location').scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await expect(bar.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
      'href',
      `tel:${listing.agent!.phone_number!.replace(/\s/g, '')}`,
    );
  });

  test('the money-safety notice is server-rendered beside the inquiry form, with the rent rules for homes only @phone', async ({
    browser,
    baseURL,
    request,
  }) => {
    const home = await find(
      request,
      (l) => !['commercial', 'land'].includes(l.property_type),
      '&listing_type=rent',
    );
    const sale = await find(request, () => true, '&listing_type=sale');
    // Without JavaScript: the notice is the server's HTML, not a script's.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto(`/properties/${home.id}`);
    const notice = page.locator('#contact').getByTestId('safety-notice');
    await expect(notice).toContainText('Never pay before a viewing');
    await expect(notice).toContainText("at most 2 months' rent in advance (Proclamation No. 1320/2024)");
    await expect(notice).toContainText('the lease must be registered');
    await page.goto(`/properties/${sale.id}`);
    await expect(page.getByTestId('safety-notice')).toContainText('Never pay before a viewing');
    await expect(page.getByTestId('safety-notice')).not.toContainText('in advance');
    await context.addCookies([{ name: 'lang', value: 'am', url: baseURL! }]);
    await page.goto(`/properties/${home.id}`);
    await expect(page.getByTestId('safety-notice')).toContainText('ቤቱን ከማየትዎ በፊት አይክፈሉ');
    await expect(page.getByTestId('safety-notice')).toContainText('1320/2016');
    await context.close();
  });
});
