import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsStaff } from './admin-support';
import { expect, gotoBeforeHydration, test, waitForHydration } from './fixtures';
import { decodeMail } from './mail-support';
import {
  type Account,
  bearer,
  newAccount,
  PASSWORD,
  publishListing,
  signInAs,
  staffSession,
} from './publishing-support';

/** Letters only, so that search reads it as one word of a title. */
const word = () =>
  `q${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** Every alert e-mailed to `to` so far, decoded (the server writes mail to DATA_DIR/outbox). */
function mailsTo(to: string): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((n) => decodeMail(readFileSync(path.join(dir, n), 'utf8')))
    .filter((m) => m.includes(`To: ${to}`) && m.includes('/api/alerts/unsubscribe/'));
}

/** An agent verified by staff: what they publish is public at once. */
async function verifiedAgent(request: APIRequestContext): Promise<Account> {
  const username = `agent_${Date.now().toString(36)}`;
  const made = await request.post('/api/auth/users/', {
    data: {
      username,
      email: `${username}@example.et`,
      full_name: 'Dawit Bekele',
      password: PASSWORD,
      re_password: PASSWORD,
      is_agent: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  const staff = await staffSession(request);
  const verified = await request.post(`/api/admin/agents/${id}/verify/`, { headers: bearer(staff) });
  expect(verified.ok(), await verified.text()).toBe(true);
  const tokens = await request.post('/api/auth/jwt/create/', { data: { username, password: PASSWORD } });
  return {
    id,
    username,
    fullName: 'Dawit Bekele',
    ...((await tokens.json()) as { access: string; refresh: string }),
  };
}

const shots = process.env.SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: false });
}

test('save a search in Amharic on a phone, get the alert e-mail, unsubscribe stops the next @phone', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const w = word();
  const reader = await newAccount(request, 'Selam Tesfaye');
  const email = `${reader.username}@example.et`;
  await signInAs(context, baseURL!, reader);
  await page.goto(`/properties?listing_type=sale&search=${w}&lang=am`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'ይህን ፍለጋ አስቀምጥ' }).click();
  await expect(page.getByRole('link', { name: 'አስተዳድር' })).toBeVisible();
  await shoot(page, 'journey-phone-am-saved');

  // A verified agent publishes a matching listing: the alert arrives, with its link.
  const agent = await verifiedAgent(request);
  const first = await publishListing(request, agent, `Villa ${w}`);
  await expect.poll(() => mailsTo(email).length, { timeout: 20_000 }).toBe(1);
  const mail = mailsTo(email)[0]!;
  expect(mail).toContain(`/properties/${first}`);
  expect(mail).toContain('የሚሸጡ'); // the name, written in Amharic ("for sale")

  // Its link goes through the counting redirect to the listing.
  const open = new RegExp(`https?://[^\\s"<>]+/api/alerts/go/\\?c=email&to=/properties/${first}(?!\\d)`).exec(
    mail,
  );
  expect(open).not.toBeNull();
  await page.goto(open![0]);
  await expect(page).toHaveURL(new RegExp(`/properties/${first}$`));

  // The unsubscribe link asks, in Amharic (the search's language), then stops the search.
  const link = /https?:\/\/[^\s"]+\/api\/alerts\/unsubscribe\/\?s=[\d,]+&t=[\w-]+/.exec(mail)![0];
  // A plain page of the API, not the web app: nothing to hydrate.
  await gotoBeforeHydration(page, link);
  await page.getByRole('button', { name: 'ደንበኝነቴን አቋርጥ' }).click();
  await expect(page.getByRole('heading', { name: 'ተቋርጧል' })).toBeVisible();

  // Someone else saved the same search: once their alert of the next listing arrives, the
  // unsubscribed reader's would have too.
  const other = await newAccount(request, 'Abel Haile');
  const saved = await request.post('/api/users/saved-searches/', {
    headers: bearer(other),
    data: { query: `listing_type=sale&search=${w}` },
  });
  expect(saved.status()).toBe(201);
  const second = await publishListing(request, agent, `House ${w}`);
  await expect
    .poll(() => mailsTo(`${other.username}@example.et`).some((m) => m.includes(`/properties/${second}`)), {
      timeout: 20_000,
    })
    .toBe(true);
  expect(mailsTo(email)).toHaveLength(1);

  await page.goto('/saved-searches?lang=am');
  await expect(page.getByRole('heading', { level: 1, name: 'የተቀመጡ ፍለጋዎች' })).toBeVisible();
  await expect(page.getByText('ቆሟል')).toBeVisible();
  await shoot(page, 'journey-phone-am-list');
});

test('staff read the alerts of each day, in the four languages @phone', async ({ page }) => {
  await signInAsStaff(page, '/admin/alerts');
  await expect(page.getByRole('heading', { name: 'Alerts per day' })).toBeVisible();
  // The journey above ran first on this server: its e-mail, its click and its unsubscribe count.
  const total = await page.locator('tbody tr').first().locator('td').allTextContents();
  const [sentEmail, , , , clicksEmail, , unsubscribesEmail] = total.map((c) => Number(c.replace(/,/g, '')));
  expect(sentEmail).toBeGreaterThanOrEqual(1);
  expect(clicksEmail).toBeGreaterThanOrEqual(1);
  expect(unsubscribesEmail).toBeGreaterThanOrEqual(1);
  await expect(page.locator('tbody tr')).toHaveCount(15); // the total, then 14 days
  const width = page.viewportSize()!.width;
  for (const [lang, heading] of [
    ['am', 'ማሳወቂያዎች በቀን'],
    ['om', 'Beeksisawwan guyyaatti'],
    ['ti', 'መተሓሳሰብታት ብመዓልቲ'],
    ['en', 'Alerts per day'],
  ] as const) {
    await page.goto(`/admin/alerts?days=7&lang=${lang}`);
    await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('tbody tr')).toHaveCount(8);
    // The table scrolls inside its frame; the page itself is no wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await shoot(page, `admin-alerts-${width}-${lang}`);
  }
});

test('a visitor is sent to sign in and comes back to a saved search', async ({ page, request }) => {
  const w = word();
  const reader = await newAccount(request, 'Meron Alemu');
  await page.goto(`/properties?bedrooms=2&search=${w}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel('Username or e-mail').fill(reader.username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Manage' })).toBeVisible({ timeout: 30_000 });
  expect(page.url()).not.toContain('save_search');
  const list = await request.get('/api/users/saved-searches/', { headers: bearer(reader) });
  const body = (await list.json()) as { results: Array<{ name: string; query: string }> };
  expect(body.results).toEqual([
    expect.objectContaining({ name: `“${w}” 2+ bedroom properties`, query: `search=${w}&bedrooms=2` }),
  ]);
});

test('screens of saved searches at 390 and 1366, in English and Amharic', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const reader = await newAccount(request, 'Hirut Kebede');
  await signInAs(context, baseURL!, reader);
  for (const query of [
    'property_type=apartment&listing_type=rent&bedrooms=2&max_price=30000',
    'search=villa',
  ]) {
    const made = await request.post('/api/users/saved-searches/', {
      headers: bearer(reader),
      data: { query, frequency: 'daily' },
    });
    expect(made.status()).toBe(201);
  }
  for (const width of [390, 1366])
    for (const lang of ['en', 'am']) {
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 });
      await page.goto(`/properties?listing_type=rent&lang=${lang}`);
      await waitForHydration(page);
      await expect(
        page.getByRole('button', { name: lang === 'en' ? 'Save this search' : 'ይህን ፍለጋ አስቀምጥ' }),
      ).toBeVisible();
      await shoot(page, `properties-${width}-${lang}`);
      await page.goto(`/saved-searches?lang=${lang}`);
      await expect(page.getByRole('article')).toHaveCount(2);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shoot(page, `saved-searches-${width}-${lang}`);
    }
});
