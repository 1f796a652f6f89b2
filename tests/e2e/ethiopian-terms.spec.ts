import { expect, test, waitForHydration } from './fixtures';
import { DESCRIPTION, newAccount, photo, signInAs, staffSession } from './publishing-support';

/**
 * The Ethiopian terms of a listing (decision 035), on a phone and in Amharic: a condominium for
 * rent published with its scheme, floor, furniture, advance and landmark; more than two months in
 * advance refused with the proclamation; then found by the furniture filter and read on its page.
 */
test('publishes a condominium with its Ethiopian terms and finds it by furniture, in Amharic @phone', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  const owner = await newAccount(page.request, 'Selam Tesfaye');
  await signInAs(context, baseURL!, owner);
  await page.goto('/add-property?lang=am');
  await expect(page.getByRole('heading', { name: 'ንብረት ያስመዝግቡ' })).toBeVisible();
  await waitForHydration(page);

  const title = `ባለ 2 መኝታ ኮንዶሚኒየም ${Date.now().toString(36)}`;
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('ርዕስ').fill(title);
  await field('የንብረት ዓይነት').selectOption('condominium');
  await field('የማስታወቂያ ዓይነት').selectOption('rent');
  // Rent: the advance and the lease are asked, the title deed is not; a condominium has a scheme.
  await expect(field('በቅድሚያ የሚከፈል የወራት ኪራይ')).toBeVisible();
  await expect(field('ካርታ')).toHaveCount(0);
  await field('ወርሃዊ ኪራይ (ብር)').fill('18000');
  await field('ስፋት (ሜ²)').fill('75');
  await expect(field('ከተማ')).toHaveValue(/\d+/);
  await field('ክፍለ ከተማ').selectOption({ index: 1 });
  const kebele = field('ቀበሌ');
  await expect(kebele).toBeEnabled();
  await kebele.selectOption({ index: 1 });
  // No place word other journeys search for ("bole"): this listing is the newest.
  await field('አድራሻ (መንገድ)').fill('Wollo Sefer road');
  await field('የታወቀ ቦታ').fill('ከኤድና ሞል አጠገብ');
  await field('መኝታ ክፍሎች').fill('2');
  await field('መታጠቢያ ቤቶች').fill('1');
  await field('የቤት ዕቃ').selectOption('furnished');
  await field('የኮንዶሚኒየም ፕሮግራም').selectOption('40/60');
  await field('ፎቅ').fill('3');
  await field('ከምድር በላይ ያሉ ፎቆች').fill('7');
  await field('በቅድሚያ የሚከፈል የወራት ኪራይ').fill('3');
  await field('ዝቅተኛ የኪራይ ጊዜ (በወር)').fill('12');
  await page.getByLabel('ዋጋው ለድርድር ክፍት ነው').check();
  await field('መግለጫ').fill(DESCRIPTION);
  await page
    .locator('input[type=file][accept="image/*"]')
    .setInputFiles([await photo('front.jpg', '#00695c')]);

  // Three months in advance for a home: refused, in Amharic, citing the proclamation.
  await page.getByRole('button', { name: 'ማስታወቂያውን አትም' }).click();
  await expect(page.getByText(/አዋጅ ቁጥር 1320\/2016/).first()).toBeVisible();
  await field('በቅድሚያ የሚከፈል የወራት ኪራይ').fill('2');
  await page.getByRole('button', { name: 'ማስታወቂያውን አትም' }).click();
  await expect(page).toHaveURL(/\/my-properties/, { timeout: 60_000 });

  const mine = await page.request.get('/api/properties/my-properties/', {
    headers: { authorization: `Bearer ${owner.access}` },
  });
  const listing = ((await mine.json()) as { results: Array<Record<string, unknown>> }).results[0]!;
  expect(listing).toMatchObject({
    title,
    furnished: 'furnished',
    condominium_scheme: '40/60',
    floor: 3,
    building_floors: 7,
    advance_months: 2,
    min_lease_months: 12,
    price_negotiable: true,
    landmark: 'ከኤድና ሞል አጠገብ',
    title_deed: null,
  });
  // Staff approve it, so that the public list shows it.
  const staff = await staffSession(page.request);
  const approved = await page.request.post(`/api/admin/properties/${listing.id}/approve/`, {
    headers: { authorization: `Bearer ${staff.access}` },
  });
  expect(approved.ok()).toBe(true);

  // The listing page, filtered by furniture from the filter panel.
  await page.goto('/properties?lang=am');
  // The filter panel has taken over once its plain-form submit button is folded away.
  await expect(page.locator('form button[type="submit"][tabindex="-1"]').first()).toBeAttached();
  // On a phone the filters are folded away behind a button.
  if (isMobile) await page.getByRole('button', { name: /^ማጣሪያዎች/ }).click();
  await page.getByLabel('የቤት ዕቃ', { exact: true }).selectOption('furnished');
  await expect(page).toHaveURL(/furnished=furnished/);
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card).toContainText('3ኛ ፎቅ');

  // Its page: the Details group, the negotiable price and the landmark in the location line.
  await page.goto(`/properties/${listing.id}?lang=am`);
  const details = page.getByTestId('listing-terms');
  await expect(details).toContainText('3 ከG+7');
  await expect(details).toContainText('40/60');
  await expect(details).toContainText('2 ወራት');
  await expect(page.getByTestId('listing-price-terms')).toContainText('ለድርድር');
  await expect(page.getByTestId('listing-landmark')).toContainText('ከኤድና ሞል አጠገብ');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
