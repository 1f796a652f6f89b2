import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';

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

test('a new installation says social sign-in is coming soon @bare', async ({ page }) => {
  await page.goto('/login');
  await expect(
    page.getByText('Social login is coming soon. To create an account, contact support.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Continue with/ })).toHaveCount(0);
});
