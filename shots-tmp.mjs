import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3800';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const extra = process.argv[2] ?? '';
for (const lang of ['en', 'am']) {
  for (const width of [390, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 900 } });
    await page.route(/tile\.openstreetmap|\{s\}|\.png\?|tile/, (r) => (r.request().url().startsWith(base) ? r.continue() : r.abort()));
    await page.goto(`${base}/map?lang=${lang}${extra}`);
    await page.locator('.sefer-area').first().waitFor({ timeout: 30000 });
    await page.waitForTimeout(800);
    const name = `/tmp/subcity/map-${lang}-${width}${extra.replace(/[^a-z]/g, '')}.png`;
    await page.screenshot({ path: name });
    console.log(name);
    await page.close();
  }
}
await browser.close();
