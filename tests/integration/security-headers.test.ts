import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { pageSecurityPolicy } from '../../src/server/lib/security-headers';
import { describeWithDb } from '../support/db';

describeWithDb('security headers', (env) => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let proxied: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const { ctx } = env();
    app = await buildApp(ctx, { logger: false });
    const config = loadConfig({
      DATA_DIR: ctx.config.dataDir,
      JWT_SECRET: ctx.config.jwtSecret,
      TRUST_PROXY: 'true',
    });
    proxied = await buildApp({ ...ctx, config }, { logger: false });
    await Promise.all([app.ready(), proxied.ready()]);
  });
  afterAll(async () => {
    await app.close();
    await proxied.close();
  });

  it('every API answer, errors included, is data that no browser sniffs, frames or runs', async () => {
    for (const url of ['/api/health/', '/api/properties/properties/?page=abc', '/api/nowhere/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
      );
      // Plain HTTP: no HSTS (it would pin a site that has no certificate).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    const trusted = await proxied.inject({ method: 'GET', url: '/api/health/', headers });
    expect(trusted.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const spoofed = await app.inject({ method: 'GET', url: '/api/health/', headers });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it('the API documentation page keeps a policy of its own that lets it run', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
    // Served over plain HTTP here: upgrading its files to HTTPS would break it.
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('page policy', () => {
  const config = {
    mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    publicUrl: 'http://localhost:3000',
  };

  it('runs only our scripts and the inline ones carrying the nonce', () => {
    const policy = pageSecurityPolicy(config, { nonce: 'abc123' });
    expect(policy).toContain("script-src 'self' 'nonce-abc123'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });

  it("allows a kept page's inline scripts by their hashes, and nothing else inline", () => {
    const policy = pageSecurityPolicy(config, { hashes: ['sha256-AAA=', 'sha256-BBB='] });
    expect(policy).toContain("script-src 'self' 'sha256-AAA=' 'sha256-BBB=';");
    expect(policy).not.toContain('nonce');
    expect(pageSecurityPolicy(config, { hashes: [] })).toContain("script-src 'self';");
  });

  it('lets map tiles load from the tile server, subdomains included', () => {
    expect(pageSecurityPolicy(config, { nonce: 'n' })).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
    const sub = pageSecurityPolicy(
      { ...config, mapTileUrl: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' },
      { nonce: 'n' },
    );
    expect(sub).toContain('https://*.tile.example.org');
    const local = pageSecurityPolicy({ ...config, mapTileUrl: '/tiles/{z}/{x}/{y}.png' }, { nonce: 'n' });
    expect(local).toMatch(/img-src 'self' data: blob:;/);
  });

  it('lets photos and videos load from the media CDN (S3_PUBLIC_URL)', () => {
    const policy = pageSecurityPolicy(
      { ...config, s3: { bucket: 'media', region: 'auto', publicUrl: 'https://cdn.sefer.et/media' } },
      { nonce: 'n' },
    );
    expect(policy).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org https://cdn.sefer.et;",
    );
    expect(policy).toContain("media-src 'self' blob: https://cdn.sefer.et;");
    expect(pageSecurityPolicy(config, { nonce: 'n' })).toContain("media-src 'self' blob:;");
  });

  it('upgrades insecure requests when the site is served over HTTPS', () => {
    expect(pageSecurityPolicy({ ...config, publicUrl: 'https://sefer.et' }, { nonce: 'n' })).toContain(
      'upgrade-insecure-requests',
    );
  });
});
