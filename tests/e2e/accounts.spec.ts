import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { linkMailedTo } from './mail-support';

const suffix = Date.now().toString(36);
const account = {
  fullName: 'Meron Alemu',
  username: `meron_${suffix}`,
  email: `meron.${suffix}@example.et`,
  phone: '+251 911 234 567',
  password: 'Addis-Abeba-2026',
};

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for/ });

async function signIn(page: Page, identifier: string, password: string) {
  await page.getByLabel('Username or e-mail').fill(identifier);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe
  .serial('accounts', () => {
    test('register, sign out and sign in again', async ({ page }) => {
      await page.goto('/register');
      await page.getByLabel('Full name').fill(account.fullName);
      await page.getByLabel('Username').fill(account.username);
      await page.getByLabel('E-mail').fill(account.email);
      await page.getByLabel('Phone number').fill(account.phone);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByLabel('Confirm password').fill('something else');
      await page.getByRole('button', { name: 'Create an account' }).click();
      await expect(page.getByText('Passwords do not match')).toBeVisible();
      await page.getByLabel('Confirm password').fill(account.password);
      await page.getByRole('button', { name: 'Create an account' }).click();

      // The result says where the confirmation link went; the account works meanwhile.
      await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
      await expect(page.getByText(account.email, { exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/$/);
      await accountMenu(page).click();
      await expect(page.getByRole('menu')).toContainText(account.email);
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('sefer.access'))).toBeNull();

      await page.goto('/login');
      await signIn(page, account.username, 'wrong password');
      await expect(page.getByRole('alert')).toContainText(
        'No active account found with the given credentials',
      );
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/$/);
      await expect(accountMenu(page)).toBeVisible();
    });

    test('confirms the address with the link from the outbox; the profile shows it', async ({ page }) => {
      await page.goto('/login?redirect=/profile');
      await signIn(page, account.username, account.password);
      const email = page.getByRole('region', { name: 'E-mail address' });
      await expect(email.getByText('Not confirmed')).toBeVisible();
      await expect(email.getByRole('button', { name: 'Send the link again' })).toBeVisible();

      await page.goto(await linkMailedTo(account.email, '/confirm-email'));
      await expect(page.getByText('Your e-mail address is confirmed. Thank you!')).toBeVisible();
      await page.getByRole('link', { name: 'Go to your profile' }).click();
      await expect(email.getByText('Confirmed', { exact: true })).toBeVisible();
      await expect(email.getByRole('button', { name: 'Send the link again' })).toHaveCount(0);
    });

    test('a protected page sends a visitor to sign in and back', async ({ page }) => {
      await page.goto('/profile?tab=details');
      await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%3Ftab%3Ddetails$/);
      await signIn(page, account.username, account.password);
      await expect(page).toHaveURL(/\/profile\?tab=details$/);
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
      // Signed in, the sign-in page is for guests only.
      await page.goto('/login');
      await expect(page).toHaveURL(/\/$/);
    });

    test('edits the profile with a picture', async ({ page }) => {
      await page.goto('/login?redirect=/profile');
      await signIn(page, account.username, account.password);
      await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
      await page.getByLabel('Full name').fill('Meron Alemu Tesfaye');
      await page.getByLabel('Telegram username').fill('@meron_alemu');
      await page.getByLabel('About you').fill('Looking for a two-bedroom flat near Bole.');
      const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2e7d32' } })
        .jpeg()
        .toBuffer();
      await page
        .getByLabel('Choose picture')
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('status')).toHaveText('Profile updated');
      await page.reload();
      await expect(page.getByLabel('Full name')).toHaveValue('Meron Alemu Tesfaye');
      await expect(page.getByLabel('Telegram username')).toHaveValue('meron_alemu');
      const avatar = accountMenu(page).locator('img');
      await expect(avatar).toHaveAttribute('src', /^\/media\/images\/.+\.webp$/);
    });

    test('signs in with Google through the local identity provider', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Continue with Google' }).click();
      await expect(page).toHaveURL(/\/$/);
      await accountMenu(page).click();
      await expect(page.getByRole('menu')).toContainText('selam.tadesse@gmail.example');
    });
  });

test('changes the e-mail address with the password and a link; the old address undoes it', async ({
  page,
  browser,
  request,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const who = { username: `dawit_${tag}`, email: `dawit.${tag}@example.et`, password: 'Piassa-Cafe-2026' };
  const moved = `dawit.new.${tag}@example.et`;
  // An account whose address is confirmed (only a confirmed address is told of a change).
  const made = await request.post('/api/auth/users/', {
    data: { ...who, full_name: 'Dawit Bekele', re_password: who.password },
  });
  expect(made.status()).toBe(201);
  const { access } = await (
    await request.post('/api/auth/jwt/create/', { data: { username: who.username, password: who.password } })
  ).json();
  const confirm = new URL(await linkMailedTo(who.email, '/confirm-email'), 'http://x').searchParams;
  const confirmed = await request.post('/api/auth/users/activation/', {
    data: { uid: confirm.get('uid'), token: confirm.get('token') },
    headers: { authorization: `Bearer ${access}` },
  });
  expect(confirmed.status()).toBe(204);

  await page.goto('/login?redirect=/profile');
  await signIn(page, who.username, who.password);
  const email = page.getByRole('region', { name: 'E-mail address' });
  await email.getByLabel('New e-mail address').fill(moved);
  await email.getByLabel('Current password').fill('not my password');
  await email.getByRole('button', { name: 'Send the link' }).click();
  await expect(email.getByText('Invalid password.')).toBeVisible();
  await email.getByLabel('Current password').fill(who.password);
  await email.getByRole('button', { name: 'Send the link' }).click();
  await expect(email.getByText(`We sent a link to ${moved}.`)).toBeVisible();
  await expect(email.getByText(`Waiting for ${moved}`)).toBeVisible();
  await expect(email.getByText(who.email, { exact: true })).toBeVisible();

  // The link is opened on another device, not signed in: sign in first, then it applies.
  const phone = await browser.newContext();
  const other = await phone.newPage();
  await other.goto(await linkMailedTo(moved, '/confirm-email-change'));
  await expect(other).toHaveURL(/\/login\?redirect=%2Fconfirm-email-change/);
  await signIn(other, who.username, who.password);
  await expect(other.getByText('Your new e-mail address is confirmed and in use.')).toBeVisible();
  await other.getByRole('link', { name: 'Go to your profile' }).click();
  const otherEmail = other.getByRole('region', { name: 'E-mail address' });
  await expect(otherEmail.getByText(moved, { exact: true })).toBeVisible();
  await expect(otherEmail.getByText('Confirmed', { exact: true })).toBeVisible();
  await phone.close();

  // The old address was told, with the way back: address restored, everyone signed out.
  // A signed-in request still on its way when the undo ends the session (the header's count of
  // new inquiries) is answered 401 then: that must not send the reader to the sign-in page.
  let undone = () => {};
  const held = new Promise<void>((resolve) => {
    undone = resolve;
  });
  await page.route('**/api/properties/inquiries/new-count/**', async (route) => {
    await held;
    await route.continue();
  });
  const countAsked = page.waitForRequest('**/api/properties/inquiries/new-count/**');
  const undoLink = await linkMailedTo(who.email, '/undo-email-change');
  await page.goto(undoLink);
  await countAsked;
  const undoAnswered = page.waitForResponse('**/api/auth/users/set_email_undo/');
  await page.getByRole('button', { name: 'Undo the change' }).click();
  expect((await undoAnswered).status()).toBe(200);
  const countAnswered = page.waitForResponse('**/api/properties/inquiries/new-count/**');
  undone();
  expect((await countAnswered).status()).toBe(401);
  await expect(page.getByText('Your previous address is back')).toBeVisible();
  await expect(page).toHaveURL(/\/undo-email-change/);
  await page.unroute('**/api/properties/inquiries/new-count/**');
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Choose a new password' }).click();
  const fresh = 'Entoto-Park-2027';
  await page.getByLabel('New password').fill(fresh);
  await page.getByLabel('Confirm password').fill(fresh);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await page.goto('/login?redirect=/profile');
  await signIn(page, who.email, fresh);
  await expect(email.getByText(who.email, { exact: true })).toBeVisible();
  await expect(email.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('a new installation says social sign-in is coming soon @bare', async ({ page }) => {
  await page.goto('/login');
  // Only what is true: an account can be created right here, so no "contact support to create one".
  await expect(page.getByText('Sign-in with Google or Facebook is coming soon.')).toBeVisible();
  await expect(page.getByText(/contact support/i)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
});
