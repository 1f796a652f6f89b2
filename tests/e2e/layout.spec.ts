import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * No page may scroll sideways at any width a visitor meets, in any language, signed in or not:
 * a page wider than the screen hides its own buttons (Login, the language switcher) off to the
 * right. Oromo has the longest words of the four languages and a signed-in agent the fullest
 * header, so those are the cases that break first.
 */

const WIDTHS = [320, 768, 900, 1024, 1280];

async function signInAsAgent(request: APIRequestContext, context: BrowserContext, baseURL: string) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'Sheger-Homes-2026';
  const created = await request.post('/api/auth/users/', {
    data: {
      username: `wide_${id}`,
      email: `wide.${id}@example.et`,
      full_name: 'Gemechis Tolessa Wakjira',
      password,
      re_password: password,
      is_agent: true,
    },
  });
  expect(created.status()).toBe(201);
  const tokens = (await (
    await request.post('/api/auth/jwt/create/', { data: { username: `wide_${id}`, password } })
  ).json()) as { access: string; refresh: string };
  await context.addCookies([{ name: 'sefer_session', value: '1', url: baseURL }]);
  await context.addInitScript(
    ([access, refresh]) => {
      localStorage.setItem('sefer.access', access!);
      localStorage.setItem('sefer.refresh', refresh!);
    },
    [tokens.access, tokens.refresh],
  );
}

async function listingPath(request: APIRequestContext) {
  const res = await request.get('/api/properties/properties/?page_size=50');
  const { results } = (await res.json()) as { results: Array<{ id: number; images_count: number }> };
  const listing = results.find((l) => l.images_count >= 2);
  if (!listing) throw new Error('the demo data has no listing with photos');
  return `/properties/${listing.id}`;
}

/** The widths at which the page is wider than the window, with the widest element's name. */
async function sidewaysAt(page: Page) {
  const faults: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Two frames: media-query listeners have run and the layout has settled.
    await twoFrames(page);
    const measured = await page.evaluate(() => {
      const inner = window.innerWidth;
      const scroll = document.documentElement.scrollWidth;
      let culprit = '';
      if (scroll > inner) {
        for (const el of Array.from(document.body.querySelectorAll('*'))) {
          const right = el.getBoundingClientRect().right;
          if (right > inner + 0.5) {
            culprit = `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} (${Math.round(right)})`;
            break;
          }
        }
      }
      return { inner, scroll, culprit };
    });
    if (measured.scroll > measured.inner)
      faults.push(`${width}px: ${measured.scroll}px wide, first too wide: ${measured.culprit}`);
  }
  return faults;
}

for (const lang of ['en', 'om'] as const)
  for (const signedIn of [false, true])
    test(`no page scrolls sideways from 320 to 1280 px, ${lang}, ${signedIn ? 'an agent' : 'a visitor'}`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL! }]);
      if (signedIn) await signInAsAgent(request, context, baseURL!);
      const faults: string[] = [];
      for (const path of ['/', '/properties', await listingPath(request)]) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        if (signedIn) await expect(page.getByRole('button', { name: /Gemechis Tolessa/ })).toBeVisible();
        for (const fault of await sidewaysAt(page)) faults.push(`${path} ${fault}`);
      }
      expect(faults).toEqual([]);
    });

test('the global ad covers nothing: in its own place beside a narrow margin, floating only in a free one', async ({
  page,
  request,
}) => {
  const listing = await listingPath(request);
  const ad = page.getByTestId('global-ad');
  for (const path of ['/properties', listing]) {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(path);
    await expect(ad.locator('a[data-ad-id]')).toHaveCount(1);
    // No room beside the page's column: the ad sits after the page, above the footer, in the flow.
    expect(await ad.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    const main = await page.locator('main').boundingBox();
    const box = await ad.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(main!.y + main!.height);

    // A window wide enough to leave a margin beside the 1280 px column: it floats there.
    await page.setViewportSize({ width: 1960, height: 900 });
    await expect.poll(() => ad.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    const floating = await ad.locator('[data-ad-slot]').boundingBox();
    expect(floating!.x).toBeGreaterThanOrEqual((1960 - 1280) / 2 + 1280);
  }
});

test('the home search shows its values whole on a phone in Oromo', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'lang', value: 'om', url: baseURL! }]);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const selects = page.getByRole('search').locator('select');
  await expect(selects.first()).toBeVisible();
  const cut = await selects.evaluateAll((nodes) =>
    nodes.flatMap((node) => {
      const select = node as HTMLSelectElement;
      const style = getComputedStyle(select);
      const context2d = document.createElement('canvas').getContext('2d')!;
      context2d.font = style.font;
      const text = select.options[select.selectedIndex]?.text ?? '';
      const width = context2d.measureText(text).width;
      // The select's own arrow takes about 20 px of the inner width.
      const room =
        select.clientWidth -
        Number.parseFloat(style.paddingLeft) -
        Number.parseFloat(style.paddingRight) -
        20;
      return width > room ? [`"${text}": ${Math.round(width)} px in ${Math.round(room)} px`] : [];
    }),
  );
  expect(cut).toEqual([]);
});

/** Adds up the page's layout shifts from its first paint on (read with `layoutShifts`). */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

/** Two frames painted: what the page's effects changed has been laid out. */
const twoFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

test('the list of properties does not move when the page comes alive on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await watchLayoutShifts(page);
  await page.goto('/properties');
  // Effects have run (hydrated); two frames later any change they made has been laid out.
  await twoFrames(page);
  await expect(page.getByRole('button', { name: 'Save this search' })).toBeVisible();
  expect(await layoutShifts(page)).toBeLessThan(0.01);
});

test('a new installation without ads reserves no room for them, so nothing collapses under the reader @bare', async ({
  page,
  request,
}) => {
  await watchLayoutShifts(page);
  let answered = 0;
  page.on('response', (response) => {
    if (response.url().includes('/api/properties/ads/active/')) answered++;
  });
  for (const path of ['/', '/properties']) {
    // The server's HTML already knows: no slot, no placeholder.
    expect((await (await request.get(path)).text()).includes('data-ad-slot'), path).toBe(false);
    answered = 0;
    await page.goto(path);
    // The page's slots still ask (an ad may have been added since), and are told there is none.
    await expect.poll(() => answered, { message: path }).toBeGreaterThan(0);
    await twoFrames(page);
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
    expect(await layoutShifts(page), path).toBeLessThan(0.01);
  }
});
