import { beforeAll, describe, expect, it } from 'vitest';
import { backends } from '../support/db';
import { builtServers } from '../support/server-process';

/**
 * Route data carries a validator (decision 056): a browser coming back to a page it navigated to
 * before asks with If-None-Match and gets a 304 without the data when nothing changed; the data
 * follows the visitor's language, so another language is another tag. Pages themselves are not
 * tagged (each carries its own script nonce).
 */

const servers = builtServers('sefer-route-data-');

describe.each(backends())('route data revalidated by its tag [%s]', (backend) => {
  let base = '';
  beforeAll(async () => {
    const { port } = await servers.startFresh(backend);
    base = `http://127.0.0.1:${port}`;
  }, 120_000);

  const data = '/properties.data?_routes=routes%2Fproperties';

  it('answers a 304 without the data when the browser has the same, and the data when not', async () => {
    const first = await fetch(`${base}${data}`, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    const body = await first.text();
    expect(body.length).toBeGreaterThan(0);
    const tag = first.headers.get('etag');
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');

    const again = await fetch(`${base}${data}`, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    expect(await again.text()).toBe('');

    const stale = await fetch(`${base}${data}`, { headers: { 'if-none-match': '"something-else"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });

  it('tags each language apart: a switch never gets the other language from the cache', async () => {
    // A language switch revalidates the root too, whose data holds the page's texts.
    const withRoot = '/properties.data?_routes=root%2Croutes%2Fproperties';
    const en = await fetch(`${base}${withRoot}`, { headers: { cookie: 'lang=en' } });
    const am = await fetch(`${base}${withRoot}`, {
      headers: { cookie: 'lang=am', 'if-none-match': en.headers.get('etag')! },
    });
    expect(am.status).toBe(200);
    expect(am.headers.get('etag')).not.toBe(en.headers.get('etag'));
  });

  it('leaves pages untagged: their scripts carry a nonce of their own', async () => {
    const page = await fetch(`${base}/properties`);
    expect(page.status).toBe(200);
    expect(page.headers.get('etag')).toBeNull();
  });
});
