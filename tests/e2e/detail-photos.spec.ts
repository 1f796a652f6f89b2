import type { Page } from '@playwright/test';
import { failOnPageErrors, find } from './detail-support';
import { expect, test } from './fixtures';

// A listing's photos: the gallery on the page and the full-screen view.

const counter = (page: Page) => page.getByTestId('gallery-counter');

test.describe('property detail', () => {
  failOnPageErrors();

  test('gallery: counter, previous and next wrap around, thumbnails, swipes @phone', async ({
    page,
    request,
    isMobile,
  }) => {
    const listing = await find(request, (l) => l.images_count >= 3);
    const n = listing.images_count;
    await page.goto(`/properties/${listing.id}`);
    const gallery = page.getByRole('region', { name: 'Property photos' });
    await expect(counter(page)).toHaveText(`1 / ${n}`);
    // The first photo is the page's largest paint: fetched at once, with high priority.
    const first = gallery.getByRole('button', { name: `Open photo 1 of ${n} in full screen` }).locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');

    await gallery.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter(page)).toHaveText(`${n} / ${n}`);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText(`1 / ${n}`);
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter(page)).toHaveText(`2 / ${n}`);

    const thumbnails = gallery.getByRole('list', { name: 'All photos' }).getByRole('button');
    await expect(thumbnails).toHaveCount(n);
    await thumbnails.nth(2).click();
    await expect(counter(page)).toHaveText(`3 / ${n}`);
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');

    if (isMobile) {
      // A swipe to the left shows the next photo, to the right the previous one.
      const swipe = (from: number, to: number) =>
        gallery.getByRole('button', { name: /in full screen$/ }).evaluate(
          (el, [x0, x1]) => {
            const at = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 200 });
            el.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [at(x0!)] }));
            el.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [at(x1!)] }));
          },
          [from, to],
        );
      await swipe(300, 100);
      await expect(counter(page)).toHaveText(`${(3 % n) + 1} / ${n}`);
      await swipe(100, 300);
      await expect(counter(page)).toHaveText(`3 / ${n}`);
    } else {
      // Arrow keys move the gallery once it has focus.
      await thumbnails.nth(2).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(counter(page)).toHaveText(`2 / ${n}`);
    }
  });

  test('the fullscreen photos open, move and close by keyboard, keeping focus inside', async ({
    page,
    request,
  }) => {
    const listing = await find(request, (l) => l.images_count >= 3);
    const n = listing.images_count;
    await page.goto(`/properties/${listing.id}`);
    const opener = page.getByRole('button', { name: `Open photo 1 of ${n} in full screen` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Property Images (1 / ${n})` });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: `Property Images (2 / ${n})` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('dialog', { name: `Property Images (${n} / ${n})` })).toBeVisible();
    // Focus stays in the dialog however far one tabs.
    for (let i = 0; i < n + 6; i++) {
      await page.keyboard.press('Tab');
      expect(await page.getByRole('dialog').evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Back where it started, on the photo the dialog ended on.
    await expect(page.getByRole('button', { name: `Open photo ${n} of ${n} in full screen` })).toBeFocused();
    await expect(counter(page)).toHaveText(`${n} / ${n}`);
  });
});
