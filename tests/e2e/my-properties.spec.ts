import { expect, test } from './fixtures';
import { bearer, newAccount, publishListing, signInAs, staffSession } from './publishing-support';

// The lists a signed-in person keeps: My Properties (staff decisions, search), the inquiries
// received about them, and Saved Properties.

test('My Properties shows what staff decided, and inquiries reach the owner', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Dawit Bekele');
  const staff = await staffSession(request);
  const publish = (title: string) => publishListing(request, owner, title);
  const approved = await publish(`Yeka family house ${Date.now().toString(36)}`);
  const rejected = await publish(`Duplicate house ${Date.now().toString(36)}`);
  const review = (id: number, action: 'approve' | 'reject', data?: object) =>
    request.post(`/api/admin/properties/${id}/${action}/`, { headers: bearer(staff), data: data ?? {} });
  expect((await review(approved, 'approve')).ok()).toBe(true);
  expect((await review(rejected, 'reject', { reason: 'The photos show a different house.' })).ok()).toBe(
    true,
  );

  await signInAs(context, baseURL!, owner);
  await page.goto('/my-properties');
  const published = page.getByRole('article').filter({ hasText: 'Yeka family house' });
  await expect(published.getByText('Published')).toBeVisible();
  const refused = page.getByRole('article').filter({ hasText: 'Duplicate house' });
  await expect(refused.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(refused.getByText('The photos show a different house.')).toBeVisible();

  // Someone else asks about the published one; the owner reads it under Inquiries.
  const buyer = await newAccount(request, 'Selamawit Assefa');
  const sent = await request.post(`/api/properties/${approved}/inquiries/`, {
    headers: bearer(buyer),
    data: {
      message: 'Is the price negotiable? I can visit on Saturday.',
      preferred_contact: 'phone',
      phone: '+251 911 555 777',
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await page.goto('/inquiries');
  await expect(page.getByRole('tab', { name: /Received/ })).toHaveAttribute('aria-selected', 'true');
  const inquiry = page.getByRole('article', { name: 'Selamawit Assefa' });
  await expect(inquiry.getByText('Is the price negotiable? I can visit on Saturday.')).toBeVisible();
  await expect(inquiry.getByText('Prefers a call')).toBeVisible();
  await expect(inquiry.getByRole('link', { name: '+251 911 555 777' })).toHaveAttribute(
    'href',
    'tel:+251911555777',
  );
  await page.getByRole('tab', { name: /Sent/ }).press('ArrowLeft');
  await expect(page).toHaveURL(/tab=sent/);
  await expect(page.getByText("You haven't sent any inquiries yet.")).toBeVisible();
});

test('saved properties: the list, unsaving from it, and the empty state @phone', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await page.goto('/saved-properties');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsaved-properties$/);

  const reader = await newAccount(request, 'Mekdes Tadesse');
  // The two dearest listings: demo ones, not the cheap flats other journeys create meanwhile.
  const listings = (await (
    await request.get('/api/properties/properties/?page_size=2&ordering=-price')
  ).json()) as {
    results: Array<{ id: number; title: string }>;
  };
  for (const p of listings.results) {
    const saved = await request.post(`/api/properties/properties/${p.id}/save/`, { headers: bearer(reader) });
    expect(saved.ok()).toBe(true);
  }
  await signInAs(context, baseURL!, reader);
  await page.goto('/saved-properties');
  await expect(page.getByRole('heading', { name: 'Saved Properties' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);

  const [first, second] = listings.results;
  const heart = page.getByRole('button', { name: `Remove ${first!.title} from saved` });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: `Remove ${second!.title} from saved` }).click();
  await expect(page.getByText("You haven't saved any properties yet.")).toBeVisible();
  await page.reload();
  await expect(page.getByText("You haven't saved any properties yet.")).toBeVisible();
  await page.getByRole('link', { name: 'Browse Properties' }).click();
  await expect(page).toHaveURL(/\/properties$/);
});

test('My Properties: an owner with several listings finds one by its words and narrows by status @phone', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Hirut Alemu');
  const staff = await staffSession(request);
  const tag = Date.now().toString(36);
  const ids: number[] = [];
  for (const title of [
    `Lalibela view flat ${tag}`,
    `Summit studio ${tag}`,
    `CMC villa ${tag}`,
    `Ayat shop ${tag}`,
  ])
    ids.push(await publishListing(request, owner, title));
  const approved = await request.post(`/api/admin/properties/${ids[2]}/approve/`, {
    headers: bearer(staff),
    data: {},
  });
  expect(approved.ok()).toBe(true);

  await signInAs(context, baseURL!, owner);
  await page.goto('/my-properties');
  await expect(page.getByRole('article')).toHaveCount(4);
  const search = page.getByRole('search', { name: 'Search my properties' });
  await search.getByLabel('Words in the title, description or place').fill('lalibela');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=lalibela/);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText(`Lalibela view flat ${tag}`)).toBeVisible();

  await search.getByLabel('Words in the title, description or place').fill('');
  await search.getByLabel('Status').selectOption({ label: 'Available' });
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText(`CMC villa ${tag}`)).toBeVisible();

  await search.getByLabel('Words in the title, description or place').fill('lalibela');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('None of your listings match this search.')).toBeVisible();
  await page.getByRole('link', { name: 'Show all my properties' }).click();
  await expect(page).toHaveURL(/\/my-properties$/);
  await expect(page.getByRole('article')).toHaveCount(4);
});
