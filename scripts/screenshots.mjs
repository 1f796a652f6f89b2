// Screenshots of pages at phone and desktop sizes, in English and Amharic, for looking at what
// was built: node scripts/screenshots.mjs [--base URL] [--out DIR] [--full]
//   [--user NAME_OR_EMAIL --password P] [--click SELECTOR] /path ...
// With --user the pages are taken signed in (the staff console, My Properties). --click opens
// something first (the first element matching SELECTOR, e.g. a listing's quality details).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://localhost:3000' },
    out: { type: 'string', default: 'screenshots' },
    full: { type: 'boolean', default: false },
    langs: { type: 'string', default: 'en,am' },
    user: { type: 'string' },
    password: { type: 'string' },
    click: { type: 'string' },
  },
});

/** The session of --user, kept where the web app keeps it (local storage, and a cookie). */
async function session() {
  if (!values.user) return null;
  const answer = await fetch(new URL('/api/auth/jwt/create/', values.base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: values.user, password: values.password ?? '' }),
  });
  if (!answer.ok) throw new Error(`sign-in refused: ${answer.status} ${await answer.text()}`);
  return answer.json();
}
const tokens = await session();
const pages = positionals.length ? positionals : ['/'];
const sizes = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };
mkdirSync(values.out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
for (const lang of values.langs.split(',')) {
  for (const [name, viewport] of Object.entries(sizes)) {
    const context = await browser.newContext({
      viewport,
      deviceScaleFactor: 1,
      isMobile: name === 'phone',
      hasTouch: name === 'phone',
    });
    await context.addCookies([{ name: 'lang', value: lang, url: values.base }]);
    if (tokens) {
      await context.addCookies([{ name: 'sefer_session', value: '1', url: values.base }]);
      await context.addInitScript(({ access, refresh }) => {
        localStorage.setItem('sefer.access', access);
        localStorage.setItem('sefer.refresh', refresh);
      }, tokens);
    }
    const page = await context.newPage();
    for (const p of pages) {
      await page.goto(new URL(p, values.base).href, { waitUntil: 'networkidle' });
      if (values.click) {
        const target = page.locator(values.click).first();
        await target.click();
        await target.scrollIntoViewIfNeeded();
      }
      const file = path.join(values.out, `${p.replace(/[^\w]+/g, '_') || 'home'}-${name}-${lang}.png`);
      // A whole-page picture is taken without scrolling: what the page lays out only near the
      // screen (`render-near-screen`, decision 069) is drawn for it as a reader scrolling would see it.
      if (values.full) await page.addStyleTag({ content: '.render-near-screen{content-visibility:visible}' });
      await page.screenshot({ path: file, fullPage: values.full });
      console.log(file);
    }
    await context.close();
  }
}
await browser.close();
