import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  type Account,
  bearer,
  newAccount,
  publishListing,
  signInAs,
  staffSession,
} from './publishing-support';

/** Ids of the listings `account` has saved, read from the API (what every other screen sees). */
async function savedIds(request: APIRequestContext, account: Account) {
  const answer = await request.get('/api/properties/saved-properties/', { headers: bearer(account) });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { results: Array<{ id: number }> };
  return body.results.map((r) => r.id);
}

test('save and unsave from a card and from the detail page @phone', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  // Visitors see no heart on cards (spec §4): nothing to save without an account.
  await page.goto('/properties');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').getByRole('button', { name: /^Save / })).toHaveCount(0);
  // Nor on the detail page: cards and detail agree (spec §2, §6: hidden for anonymous visitors).
  await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeEnabled();
  await expect(page.getByRole('button', { name: /^Save/ })).toHaveCount(0);

  const reader = await newAccount(request, 'Hanna Girma');
  await signInAs(context, baseURL!, reader);
  await page.goto('/properties');
  const firstCard = page.getByRole('article').first();
  const heart = firstCard.getByRole('button', { name: /^Save / });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const title = (await heart.getAttribute('aria-label'))!.replace(/^Save /, '');
  await heart.click();
  const unheart = firstCard.getByRole('button', { name: `Remove ${title} from saved` });
  await expect(unheart).toHaveAttribute('aria-pressed', 'true');
  // The heart must not have opened the listing.
  await expect(page).toHaveURL(/\/properties$/);
  await expect.poll(async () => (await savedIds(request, reader)).length).toBe(1);
  const [id] = await savedIds(request, reader);

  // The detail page checks the saved list on load and shows the listing as saved.
  await page.goto(`/properties/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const detailSave = page.getByRole('button', { name: 'Saved' });
  await expect(detailSave).toHaveAttribute('aria-pressed', 'true');
  await detailSave.click();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect.poll(() => savedIds(request, reader)).toEqual([]);

  // Saved again from the detail, the listing is on Saved Properties.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved-properties');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article').getByText(title)).toBeVisible();

  // A new session (a reload) still shows the saved listing's heart filled on the list's cards.
  await page.goto('/properties');
  await page.reload();
  await expect(page.getByRole('button', { name: `Remove ${title} from saved` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page
      .getByRole('article')
      .nth(1)
      .getByRole('button', { name: /^Save / }),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('an inquiry sent from the detail page reaches the owner, who reads it under Inquiries @phone', async ({
  page,
  browser,
  context,
  baseURL,
  request,
}) => {
  const owner = await newAccount(request, 'Tesfaye Alemu');
  const staff = await staffSession(request);
  const title = `Summit villa ${Date.now().toString(36)}`;
  const id = await publishListing(request, owner, title);
  const approved = await request.post(`/api/admin/properties/${id}/approve/`, { headers: bearer(staff) });
  expect(approved.ok(), await approved.text()).toBe(true);

  // A visitor is asked to sign in first.
  await page.goto(`/properties/${id}#contact`);
  await expect(page.getByText('Sign in to send a message about this property.')).toBeVisible();

  const buyer = await newAccount(request, 'Meron Haile');
  await signInAs(context, baseURL!, buyer);
  await page.reload();
  const form = page.getByRole('region', { name: 'Message Tesfaye Alemu' });
  await expect(form.getByLabel('Your name')).toHaveValue('Meron Haile');
  // Too short a message is refused on the spot, and nothing typed is lost.
  await form.getByLabel('Message').fill('Hi');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText(/at least \d+ characters/)).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('Hi');

  await form
    .getByLabel('Message')
    .fill('Good afternoon, is the villa still for sale? I would like to visit it.');
  await form.getByText('Phone call').click();
  await expect(form.getByLabel('Phone call')).toBeChecked();
  await form.getByLabel('Phone number').fill('+251 922 333 444');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Your message was sent.')).toBeVisible();
  await expect(form.getByText('Expect a phone call.')).toBeVisible();

  // The sender finds it under Sent.
  await form.getByRole('link', { name: 'See your inquiries' }).click();
  await page.getByRole('tab', { name: /Sent/ }).click();
  await expect(
    page.getByText('Good afternoon, is the villa still for sale? I would like to visit it.'),
  ).toBeVisible();

  // The owner reads it under Received, with the way back to the buyer.
  const ownerContext = await browser.newContext({ baseURL: baseURL! });
  try {
    await signInAs(ownerContext, baseURL!, owner);
    const ownerPage = await ownerContext.newPage();
    await ownerPage.goto('/inquiries');
    const inquiry = ownerPage.getByRole('article', { name: 'Meron Haile' });
    await expect(
      inquiry.getByText('Good afternoon, is the villa still for sale? I would like to visit it.'),
    ).toBeVisible();
    await expect(inquiry.getByText('Prefers a call')).toBeVisible();
    await expect(inquiry.getByRole('link', { name: '+251 922 333 444' })).toHaveAttribute(
      'href',
      'tel:+251922333444',
    );
    await expect(inquiry.getByRole('link', { name: title })).toHaveAttribute('href', `/properties/${id}`);
  } finally {
    await ownerContext.close();
  }
});
