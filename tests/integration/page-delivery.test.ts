import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pino from 'pino';
import { beforeAll, describe, expect, it } from 'vitest';
import { closeContext, createContext } from '../../src/server/boot';
import { loadConfig } from '../../src/server/config';
import { factories } from '../support/factories';
import { builtServers, freePort } from '../support/server-process';

/**
 * How a rendered page reaches the browser (decision 070), on the built server with the page cache
 * off (every page rendered). A page whose data is all loaded goes out whole: one compressed piece
 * with its length, so the server rewrites, compresses and writes it once. A page with a part its
 * loader deferred still streams: the visitor sees the shell before that part arrives. Either way
 * the visitor gets the whole page in the encoding their browser asked for. On PGlite only: how a
 * page is sent does not depend on the database.
 */

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const servers = builtServers('sefer-page-delivery-');

describe('rendered pages as they are sent', () => {
  let base = '';
  let listing = 0;
  let agent = 0;
  beforeAll(async () => {
    const dataDir = servers.dataDir();
    const ctx = await createContext(loadConfig({ DATA_DIR: dataDir }), pino({ level: 'silent' }));
    try {
      const f = factories(ctx);
      const city = await f.city({ name: 'Addis Ababa' });
      const owner = await f.user({ isAgent: true, companyName: 'Delivery Test Homes' });
      agent = owner.id;
      listing = (await f.property({ cityId: city.id, ownerId: owner.id, title: 'Whole page flat' })).id;
    } finally {
      await closeContext(ctx);
    }
    const port = await freePort();
    await servers.start(dataDir, { PORT: String(port), PAGE_CACHE_SECONDS: '0' });
    base = `http://127.0.0.1:${port}`;
  }, 120_000);

  /**
   * The answer as sent (fetch would decode the body and hide how it came), its body decoded by
   * its own `content-encoding`.
   */
  const raw = async (path: string, acceptEncoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; html: string }>(
      (resolve, reject) => {
        const req = request(
          `${base}${path}`,
          { headers: { 'user-agent': BROWSER, 'accept-encoding': acceptEncoding } },
          (res) => {
            const parts: Buffer[] = [];
            res.on('data', (part: Buffer) => parts.push(part));
            res.on('end', () => {
              const body = Buffer.concat(parts);
              const encoding = res.headers['content-encoding'];
              const html = (
                encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
              ).toString();
              resolve({ headers: res.headers, html });
            });
          },
        );
        req.on('error', reject);
        req.end();
      },
    );

  it('sends a page whose data is all loaded in one piece, compressed as the browser asked', async () => {
    for (const [encoding, expected] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const { headers, html } = await raw(`/properties/${listing}`, encoding);
      expect(headers['content-encoding']).toBe(expected);
      // One piece with its length, not a stream of chunks.
      expect(headers['content-length']).toBeDefined();
      expect(headers['transfer-encoding']).toBeUndefined();
      if (expected) expect(headers.vary).toContain('accept-encoding');
      // The whole page: the listing, React Router's data, the held-back scripts and their starter.
      expect(html).toContain('Whole page flat');
      expect(html).toContain('streamController.close()');
      // Rendered whole before it was sent: no part of it came late to replace a fallback.
      expect(html).not.toContain('$RC(');
      expect(html).toContain('type="text/x-after-paint"');
      expect(html).not.toContain('rel="modulepreload"');
      expect(html.match(/requestAnimationFrame\(function\(\)\{setTimeout\(go,0\)\}\)/g)).toHaveLength(1);
      expect(html.endsWith('</body></html>')).toBe(true);
    }
  });

  it('still streams a page whose loader deferred part of its data, and it arrives whole', async () => {
    const { headers, html } = await raw(`/companies/${agent}`, 'br');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['transfer-encoding']).toBe('chunked');
    expect(headers['content-length']).toBeUndefined();
    expect(html).toContain('Delivery Test Homes');
    // The deferred part came after the shell, in the same answer: React's script that puts a
    // boundary's late content in place of its fallback.
    expect(html).toMatch(/\$RC\("B:\d+","S:\d+"\)/);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('answers a HEAD for a page with its headers and no body', async () => {
    const res = await fetch(`${base}/properties/${listing}`, {
      method: 'HEAD',
      headers: { 'user-agent': BROWSER },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });
});
