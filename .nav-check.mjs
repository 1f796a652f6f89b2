import { chromium } from '@playwright/test';
const base = process.argv[2]; const lang = process.argv[3] || 'en';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 } });
if (lang !== 'en') await ctx.addCookies([{ name: 'lang', value: lang, url: base }]);
const page = await ctx.newPage();
const problems = [];
page.on('console', (m) => { if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`console ${m.type()}: ${m.text().slice(0, 200)}`); });
page.on('pageerror', (e) => problems.push(`pageerror: ${e.message.slice(0, 200)}`));
const KEY = /\b(?:account|admin|auth|browse\w*|card|cards|common|detail|freshness|home|inquiryForm|leads|listingCatalogue|listingForm|map|mapPage|pages|prices|publishing|reports|saveButton|savedSearches|serverErrors|terms|user|nav|footer|errors|validation|profile|myProperties|savedProperties|inquiries|locationMap|locationPage|dataSaver|ads|searchPage|companyProfile)\.[a-zA-Z_.]+\b/;
async function check(label) {
  await page.waitForLoadState('networkidle').catch(() => {});
  const text = await page.locator('body').innerText();
  const m = text.match(KEY);
  console.log(`${label}: ${page.url()} ${m ? `RAW KEY: ${m[0]}` : 'ok'} (${text.length} chars)`);
}
await page.goto(`${base}/`); await check('first load /');
// client navigations
for (const [label, sel] of [['-> properties', 'header a[href="/properties"]'], ['-> listing', 'main a[href^="/properties/"]'], ['-> map', 'header a[href="/map"]'], ['-> about', 'header a[href="/about"]'], ['-> home', 'header a[href="/"]']]) {
  const link = page.locator(sel).first();
  await link.click();
  await page.waitForURL((u) => u.pathname !== '' , { timeout: 10000 });
  await page.waitForTimeout(1500);
  await check(label);
}
await page.goto(`${base}/login`); await check('first load /login');
await page.locator('header a[href="/properties"]').first().click(); await page.waitForTimeout(1500); await check('login -> properties');
console.log(problems.length ? problems.join('\n') : 'no console errors');
await browser.close();
