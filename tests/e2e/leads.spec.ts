import { type APIRequestContext, devices } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  type Account,
  bearer,
  newAccount,
  PASSWORD,
  publishListing,
  signInAs,
  staffSession,
} from './publishing-support';

/** An agent (not verified: their listing waits for review) with a phone and a Telegram name. */
async function newAgent(request: APIRequestContext, fullName: string): Promise<Account> {
  const username = `agent_${Date.now().toString(36)}`;
  const created = await request.post('/api/auth/users/', {
    data: {
      username,
      email: `${username}@example.et`,
      full_name: fullName,
      phone_number: '+251 911 555 666',
      password: PASSWORD,
      re_password: PASSWORD,
      is_agent: true,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const tokens = await request.post('/api/auth/jwt/create/', { data: { username, password: PASSWORD } });
  const account = {
    id,
    username,
    fullName,
    ...((await tokens.json()) as { access: string; refresh: string }),
  };
  const profile = await request.patch('/api/users/profile/', {
    headers: bearer(account),
    data: { telegram_username: 'tigist_homes' },
  });
  expect(profile.ok(), await profile.text()).toBe(true);
  return account;
}

test('a visitor calls, writes on Telegram and asks; the agent sees the counts, answers, and shows a reply time @phone', async ({
  page,
  browser,
  context,
  baseURL,
  request,
}) => {
  const agent = await newAgent(request, 'Tigist Bekele');
  const staff = await staffSession(request);
  const title = `Bole lead villa ${Date.now().toString(36)}`;
  const id = await publishListing(request, agent, title);
  const approved = await request.post(`/api/admin/properties/${id}/approve/`, { headers: bearer(staff) });
  expect(approved.ok(), await approved.text()).toBe(true);

  // Four earlier inquiries, each answered: a fifth makes the reply time known (decision 040).
  const earlier = await newAccount(request, 'Abel Tadesse');
  for (let i = 0; i < 4; i++) {
    const sent = await request.post(`/api/properties/${id}/inquiries/`, {
      headers: bearer(earlier),
      data: { message: `Is the villa still for sale? Question number ${i + 1}.` },
    });
    expect(sent.status()).toBe(201);
    const { id: inquiry } = (await sent.json()) as { id: number };
    await request.patch(`/api/properties/inquiries/${inquiry}/`, {
      headers: bearer(agent),
      data: { state: 'closed' },
    });
  }
  await page.goto(`/companies/${agent.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tigist Bekele' })).toBeVisible();
  await expect(page.getByTestId('reply-time')).toHaveCount(0);

  // The visitor, signed in on a phone, writes, then taps Call and Telegram.
  const buyer = await newAccount(request, 'Meron Haile');
  await signInAs(context, baseURL!, buyer);
  await context.route('https://t.me/**', (route) => route.abort());
  await page.goto(`/properties/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const form = page.getByRole('region', { name: 'Message Tigist Bekele' });
  await form.getByLabel('Message').fill('Good morning, can I see the villa on Saturday at ten?');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Your message was sent.')).toBeVisible();
  const contact = page.locator('#contact');
  const counted = (kind: string) =>
    page.waitForResponse(
      (r) =>
        r.url().endsWith(`/properties/properties/${id}/contact-events/`) &&
        r.request().postData()?.includes(kind) === true,
    );
  let answer = counted('call');
  await contact.getByRole('link', { name: /\+251 911 555 666/ }).click();
  expect((await answer).headers()['x-contact-event']).toBe('recorded');
  answer = counted('telegram');
  const [telegramTab] = await Promise.all([
    context.waitForEvent('page'),
    // The phone's contact bar, always at hand at the bottom of the screen.
    page.getByRole('link', { name: 'Message on Telegram' }).last().click(),
  ]);
  expect((await answer).headers()['x-contact-event']).toBe('recorded');
  await telegramTab.close();

  // The agent sees the taps and the inquiry in the listing's last 30 days, and one new inquiry.
  const { defaultBrowserType: _type, ...phone } = devices['Pixel 7'];
  const agentContext = await browser.newContext({ ...phone, baseURL: baseURL! });
  try {
    await signInAs(agentContext, baseURL!, agent);
    const agentPage = await agentContext.newPage();
    await agentPage.goto('/my-properties');
    await expect(agentPage.getByTestId('new-inquiries-badge')).toHaveText('1');
    await agentPage.getByRole('article', { name: title }).getByText('Last 30 days').click();
    const stats = agentPage.getByTestId('listing-stats');
    await expect(stats.getByTestId('stat-call')).toHaveText('1');
    await expect(stats.getByTestId('stat-telegram')).toHaveText('1');
    await expect(stats.getByTestId('funnel-inquiries')).toContainText('1');
    await expect(stats.getByRole('img', { name: /Last 30 days/ })).toBeVisible();

    await agentPage.goto('/inquiries');
    const inquiry = agentPage.getByRole('article', { name: 'Meron Haile' });
    await expect(inquiry.getByTestId('inquiry-state')).toHaveText('New');
    await inquiry.getByRole('button', { name: 'Mark contacted' }).click();
    await expect(inquiry.getByTestId('inquiry-state')).toHaveText('Contacted');
    await expect(agentPage.getByTestId('new-inquiries-badge')).toHaveCount(0);
  } finally {
    await agentContext.close();
  }

  // Five inquiries in 60 days, all answered within the hour: the company page says so.
  await expect(async () => {
    await page.goto(`/companies/${agent.id}`);
    await expect(page.getByTestId('reply-time')).toHaveText('Usually replies within 1 hour', {
      timeout: 1000,
    });
  }).toPass();
});
