import sharp from 'sharp';
import { bearer, signIn, signInAsStaff, suffix } from './admin-support';
import { expect, test } from './fixtures';

/**
 * The staff console: a staff member (made with `npm run cli -- create-staff` by scripts/e2e.mjs)
 * verifies an agent, creates a home banner with an image, renames a sub-city, and reads the audit
 * log; others are kept out.
 */
test.describe
  .serial('staff console', () => {
    test('visitors are sent to sign in, and users who are not staff see 403', async ({ page, request }) => {
      await page.goto('/admin/ads');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fads$/);
      const user = { username: `visitor_${suffix}`, password: 'Bunna-Tetu-2026' };
      const made = await request.post('/api/auth/users/', {
        data: {
          ...user,
          email: `${user.username}@example.et`,
          full_name: 'Almaz Kebede',
          re_password: user.password,
          is_agent: false,
        },
      });
      expect(made.status()).toBe(201);
      await signIn(page, user.username, user.password);
      await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
      // Not staff: no Admin link in the menu either.
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await expect(page.getByRole('menu')).not.toContainText('Staff console');
    });

    test('staff verify an agent, and the badge shows on the public profile', async ({ page, request }) => {
      await signInAsStaff(page, '/');
      // The user menu leads staff to the console.
      await page.getByRole('button', { name: /^Account menu for/ }).click();
      await page.getByRole('menuitem', { name: 'Staff console' }).click();
      await expect(page.getByRole('heading', { name: 'Agents and users' })).toBeVisible();

      await page.getByLabel('Show').selectOption('unverified');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/role=unverified/);
      const first = page.getByRole('row').nth(1);
      // The URL changes before the new list arrives: wait until it holds only agents to verify.
      await expect(page.getByRole('button', { name: /^Remove verification: / })).toHaveCount(0);
      await expect(first.getByRole('button', { name: /^Verify: / })).toBeVisible();
      const link = first.getByRole('link').first();
      const name = (await link.textContent())!.trim();
      const id = Number((await link.getAttribute('href'))!.split('/').pop());
      expect((await (await request.get(`/api/users/agents/${id}/`)).json()).is_verified_agent).toBe(false);

      await first.getByRole('button', { name: `Verify: ${name}` }).click();
      // Verified agents leave the 'awaiting verification' list.
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
      const pub = await request.get(`/api/users/agents/${id}/`);
      expect((await pub.json()).is_verified_agent).toBe(true);

      await page.goto(`/admin/agents/${id}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByText('Verified', { exact: true })).toBeVisible();
      await expect(page.getByText('agent.verify')).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Listings \(\d+\)$/ })).toBeVisible();
    });

    test('staff create a home banner with an image, shown in the ads list and on the home page', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      await signInAsStaff(page, '/admin/ads/new');
      const headline = `Sheger Homes ${suffix}: new flats in Bole`;
      await page.getByLabel('Type', { exact: true }).selectOption('banner');
      await page.getByLabel('Placement', { exact: true }).selectOption('home');
      await page.getByLabel('Headline', { exact: true }).fill(headline);
      await expect(page.getByRole('figure')).toContainText(headline);
      await page
        .getByLabel('Description', { exact: true })
        .fill('Two- and three-bedroom flats, ready to move in.');
      await page.getByLabel('Call to action', { exact: true }).fill('See the flats');
      await page.getByLabel('Button text', { exact: true }).fill('Visit');
      await page.getByLabel('Link', { exact: true }).fill('not a link');
      const banner = await sharp({ create: { width: 1500, height: 500, channels: 3, background: '#0d47a1' } })
        .jpeg()
        .toBuffer();
      await page
        .getByLabel('Choose image')
        .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: banner });
      await page.getByLabel('Image description (for screen readers)').fill('A new apartment block in Bole');
      // Featured ads come first: the home page shows two banners, so this one is among them.
      await page.getByLabel('Featured (shown first)').check();
      await expect(
        page.getByRole('figure').getByRole('img', { name: 'A new apartment block in Bole' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Enter a mailto: address or an http(s):// link')).toBeVisible();
      await page.getByLabel('Link', { exact: true }).fill('https://sheger-homes.example.et/bole');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('The advertisement was created.')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/ads\/\d+$/);
      await expect(page.getByRole('heading', { name: 'Performance per day' })).toBeVisible();

      await page.goto('/admin/ads?placement=home');
      const row = page.getByRole('row', { name: new RegExp(headline) });
      await expect(row).toContainText('Running');
      await expect(row).toContainText('Home page');
      await expect(row.locator('img')).toBeVisible();

      // The API the console uses agrees: an active home banner with its image variants.
      const listed = await request.get(
        `/api/admin/ads/?placement=home&search=${encodeURIComponent(suffix)}`,
        {
          headers: await bearer(page),
        },
      );
      const [ad] = (await listed.json()).results;
      expect(ad).toMatchObject({
        headline,
        ad_type: 'banner',
        placement: 'home',
        state: 'running',
        is_active: true,
      });
      expect(ad.image.variants.length).toBeGreaterThan(1);

      // Visitors get it from the public call the home page makes, and see it on the home page.
      const active = await request.get('/api/properties/ads/active/?placement=home&ad_type=banner&limit=10');
      expect(active.ok()).toBe(true);
      const shown = (await active.json()).results.find((a: { headline: string }) => a.headline === headline);
      expect(shown).toMatchObject({ ad_type: 'banner', placement: 'home', is_featured: true });
      expect(shown.image).toEqual(expect.any(String));
      // A visitor's browser of its own: this one already holds the home banners it preloaded
      // before the ad existed (the answer may be reused for a minute, `max-age=60`).
      const visitor = await browser.newContext({ baseURL });
      const home = await visitor.newPage();
      await home.goto('/');
      const slot = home.locator('[data-ad-slot="home:banner"]');
      await expect(slot).toContainText(headline);
      await expect(slot.getByRole('img', { name: 'A new apartment block in Bole' })).toBeVisible();
      await visitor.close();
    });

    test('staff rename a sub-city, and search finds its listings by the new name', async ({
      page,
      request,
    }) => {
      await signInAsStaff(page, '/admin/locations');
      await page.getByRole('button', { name: 'Show what Addis Ababa holds' }).click();
      await page.getByRole('button', { name: 'Show what Addis Ababa holds' }).click();
      await page.getByRole('button', { name: 'Rename Gullele' }).click();
      const newName = `Gullele Zq${suffix}`;
      await page.getByLabel('Name (English)').fill(newName);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText(`${newName} was saved.`)).toBeVisible();

      const found = await (
        await request.get(`/api/properties/properties/?search=${encodeURIComponent(`zq${suffix}`)}`)
      ).json();
      expect(found.count).toBeGreaterThan(0);
      for (const listing of found.results) expect(listing.subcity.name).toBe(newName);

      // Back to its real name: the token no longer finds anything.
      await page.getByRole('button', { name: `Rename ${newName}` }).click();
      await page.getByLabel('Name (English)').fill('Gullele');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Gullele was saved.')).toBeVisible();
      const gone = await (
        await request.get(`/api/properties/properties/?search=${encodeURIComponent(`zq${suffix}`)}`)
      ).json();
      expect(gone.count).toBe(0);
    });

    test('the audit log shows who did what', async ({ page }) => {
      await signInAsStaff(page, '/admin/audit');
      await page.getByLabel('Kind of record').selectOption('subcity');
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page.getByRole('row', { name: /subcity\.rename/ }).first()).toContainText('Gullele');
      await page.goto('/admin/audit?entity_type=advertisement');
      await expect(page.getByRole('row', { name: /advertisement\.create/ }).first()).toContainText(suffix);
    });

    test('the console is usable on a phone @phone', async ({ page }) => {
      await signInAsStaff(page, '/admin/audit');
      await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: 'Console sections' });
      await tabs.getByRole('link', { name: 'Advertisements' }).click();
      await expect(page.getByRole('link', { name: 'New advertisement' })).toBeVisible();
      await tabs.getByRole('link', { name: 'Locations' }).click();
      await page.getByRole('button', { name: 'Show what Addis Ababa holds' }).click();
      await expect(page.getByRole('button', { name: 'Show what Addis Ababa holds' })).toBeVisible();
    });
  });
