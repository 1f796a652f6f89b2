import { createHash } from 'node:crypto';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeContext, createContext } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import type { AppContext } from '../../src/server/context';
import { type Backend, backends } from '../support/db';
import { factories } from '../support/factories';
import { builtServers, freePort } from '../support/server-process';

/**
 * Pages of visitors without a session are rendered once and reused for a few seconds (decision
 * 063), on the built server. What a visitor and the site's owners rely on: a copy runs no inline
 * script but those its render wrote (allowed by hash, decision 066); a page in another language,
 * with data saver, for a crawler, is never another variant's copy; a visitor with a session always
 * gets a fresh render; and a reused listing page still counts its visitor's view.
 */

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const servers = builtServers('sefer-page-cache-');

async function seed(ctx: AppContext) {
  const f = factories(ctx);
  const city = await f.city({ name: 'Addis Ababa' });
  return (await f.property({ cityId: city.id, title: 'Page cache test flat' })).id;
}

/** A data directory (or database) holding one published listing. */
async function prepare(backend: Backend, dataDir: string) {
  if (backend === 'pglite') {
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir }), pino({ level: 'silent' }));
    try {
      return { env: {}, listing: await seed(ctx) };
    } finally {
      await closeContext(ctx);
    }
  }
  const { env, database } = await servers.databaseEnv(backend);
  return { env, listing: await seed({ database } as AppContext) };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');
const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe.each(backends())('pages reused for visitors [%s]', (backend) => {
  let base = '';
  let listing = 0;
  beforeAll(async () => {
    const dataDir = servers.dataDir();
    const prepared = await prepare(backend, dataDir);
    listing = prepared.listing;
    const port = await freePort();
    await servers.start(dataDir, { ...prepared.env, PORT: String(port), TRUST_PROXY: 'loopback' });
    base = `http://127.0.0.1:${port}`;
  }, 120_000);

  const page = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      headers: { 'user-agent': BROWSER, 'accept-encoding': 'br', ...headers },
    });
    const html = await res.text();
    return {
      status: res.status,
      cache: res.headers.get('x-cache'),
      encoding: res.headers.get('content-encoding'),
      nonce: nonceOf(res.headers.get('content-security-policy')),
      policy: res.headers.get('content-security-policy'),
      html,
    };
  };

  it('sends a kept page as it was rendered, its inline scripts allowed by their hashes', async () => {
    const first = await page('/about');
    const again = await page('/about');
    const third = await page('/about');
    expect([first.cache, again.cache, third.cache]).toEqual(['miss', 'hit', 'hit']);
    // Compressed as the rendered page was (here the client's `br`).
    expect(again.encoding).toBe('br');
    expect(first.encoding).toBe('br');
    // The render's answer: a nonce, on every inline script.
    expect(first.nonce).toBeTruthy();
    expect(first.html).toContain(`nonce="${first.nonce}"`);
    // The copies: the same page without that nonce, which their policy does not name.
    expect(again.nonce).toBeUndefined();
    expect(again.html).not.toContain(first.nonce);
    expect(again.html).toBe(first.html.replaceAll(` nonce="${first.nonce}"`, ''));
    expect(third.html).toBe(again.html);
    expect(third.policy).toBe(again.policy);
    // Exactly the scripts that may run are allowed: each inline script but structured data.
    const scripts = [...again.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes]) => !/\bsrc=|application\/ld\+json/.test(attributes!),
    );
    expect(scripts.length).toBeGreaterThan(2);
    const allowed = /script-src ([^;]*)/.exec(again.policy ?? '')?.[1]?.split(' ') ?? [];
    const hashes = new Set(scripts.map(([, , text]) => `'sha256-${sha256(text!)}'`));
    expect(new Set(allowed)).toEqual(new Set(["'self'", ...hashes]));
    // The held-back module script (decision 019) is among them: the starter runs its text.
    expect(scripts.some(([attributes]) => attributes!.includes('text/x-after-paint'))).toBe(true);
  });

  it('renders a page once for visitors who ask for it at the same moment; the others get its copy', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => page('/properties?sort=-price')));
    for (const answer of answers) expect(answer.status).toBe(200);
    expect(answers.map((a) => a.cache).sort()).toEqual([
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'hit',
      'miss',
    ]);
    // The copies are the render's page.
    const rendered = answers.find((a) => a.cache === 'miss')!;
    for (const answer of answers.filter((a) => a.cache === 'hit'))
      expect(answer.html).toBe(rendered.html.replaceAll(` nonce="${rendered.nonce}"`, ''));
  });

  it('serves a page whose earlier visitors all left while it rendered', async () => {
    // Visitors who leave at once, while the page renders or while they wait for its copy.
    for (let round = 0; round < 20; round++) {
      const leaving = Array.from({ length: 8 }, async () => {
        const leave = new AbortController();
        const asked = fetch(`${base}/properties?sort=price&round=${round % 2}`, {
          headers: { 'user-agent': BROWSER },
          signal: leave.signal,
        }).catch(() => undefined);
        setImmediate(() => leave.abort());
        await asked;
      });
      await Promise.all(leaving);
    }
    // The next visitor gets the page. A visitor left waiting for a copy that never comes would get
    // the request deadline's 503 instead (REQUEST_DEADLINE_MS): the server's own clock decides,
    // not one of the test's, which a busy machine can outrun.
    for (const round of [0, 1]) {
      const res = await fetch(`${base}/properties?sort=price&round=${round}`, {
        headers: { 'user-agent': BROWSER },
      });
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('</html>');
    }
  });

  it('keeps languages, data saver and crawlers apart, and renders every page of a session', async () => {
    expect((await page('/faq')).cache).toBe('miss');
    const amharic = await page('/faq', { cookie: 'lang=am' });
    expect(amharic.cache).toBe('miss');
    expect(amharic.html).toContain('<html lang="am"');
    expect((await page('/faq', { cookie: 'lang=am' })).html).toContain('<html lang="am"');
    expect((await page('/faq')).html).toContain('<html lang="en"');

    const saver = await page('/faq', { cookie: 'data_saver=1' });
    expect(saver.cache).toBe('miss');
    expect(saver.html).toContain('data-saver');
    expect((await page('/faq', { 'save-data': 'on' })).cache).toBe('hit');

    expect(
      (await page('/faq', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).cache,
    ).toBe('miss');

    for (let i = 0; i < 2; i++) {
      const signedIn = await page('/faq', { cookie: 'sefer_session=1' });
      expect(signedIn.status).toBe(200);
      expect(signedIn.cache).toBeNull();
    }
  });

  it("counts each visitor's view of a listing, rendered or reused", async () => {
    const visits = ['10.1.0.1', '10.1.0.2', '10.1.0.3'];
    const caches = [];
    for (const address of visits) {
      const visit = await page(`/properties/${listing}`, { 'x-forwarded-for': address });
      expect(visit.status).toBe(200);
      expect(visit.html).toContain('Page cache test flat');
      caches.push(visit.cache);
    }
    expect(caches).toEqual(['miss', 'hit', 'hit']);
    // Asked afresh (another address than any answer kept) by a crawler, which is not counted.
    const detail = await fetch(`${base}/api/properties/properties/${listing}/?fresh=1`, {
      headers: { 'user-agent': 'Googlebot/2.1' },
    });
    expect(((await detail.json()) as { views: number }).views).toBe(visits.length);
  });
});
