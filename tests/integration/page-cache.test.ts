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
 * 063), on the built server. What a visitor and the site's owners rely on: each answer has a script
 * nonce of its own (its policy allows no other); a page in another language, with data saver, for a
 * crawler, is never another variant's copy; a visitor with a session always gets a fresh render;
 * and a reused listing page still counts its visitor's view.
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
      html,
    };
  };

  it('sends a kept page again with a script nonce of its own, and the same page otherwise', async () => {
    const first = await page('/about');
    const again = await page('/about');
    expect([first.cache, again.cache]).toEqual(['miss', 'hit']);
    // Compressed as the rendered page was (here the client's `br`), in one call.
    expect(again.encoding).toBe('br');
    expect(first.encoding).toBe('br');
    expect(first.nonce).toBeTruthy();
    expect(again.nonce).toBeTruthy();
    expect(again.nonce).not.toBe(first.nonce);
    // Every script of the reused page carries the new nonce; none the old one.
    expect(again.html).not.toContain(first.nonce);
    expect(again.html).toContain(`nonce="${again.nonce}"`);
    expect(again.html.replaceAll(again.nonce!, 'N')).toBe(first.html.replaceAll(first.nonce!, 'N'));
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
