import sharp from 'sharp';
import { expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { processImage, storeProcessedImage } from '../../src/server/media/images';
import { describeWithDb } from '../support/db';

describeWithDb('API platform', (env) => {
  it('publishes an OpenAPI 3.1 document generated from the route schemas, and a browsable UI', async () => {
    const doc = await env().app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json();
    expect(body.openapi).toBe('3.1.0');
    const list = body.paths['/api/properties/properties/'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['search', 'min_price', 'ordering', 'page', 'page_size']),
    );
    const ui = await env().app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('serves media with its type, immutable caching and no sniffing', async () => {
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const stored = await storeProcessedImage(env().ctx.storage, await processImage(jpeg, { widths: [64] }));
    const avif = stored.variants.find((v) => v.format === 'avif')!;
    const res = await env().app.inject({ method: 'GET', url: `/media/${avif.key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/avif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.length).toBe(avif.bytes);
    const missing = await env().app.inject({ method: 'GET', url: '/media/images/zz/nothing-64.avif' });
    expect(missing.statusCode).toBe(404);
    const hidden = await env().app.inject({ method: 'GET', url: '/media/.tmp/anything.part' });
    expect(hidden.statusCode).toBe(404);
  });

  it('finishes a request in flight when asked to stop, and refuses new ones', async () => {
    const app = await buildApp(env().ctx, { logger: false });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived!: () => void;
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    app.get('/slow-test-route', async () => {
      arrived();
      await released;
      return { done: true };
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const slow = fetch(`${address}/slow-test-route`).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }));
    await inFlight;
    const closing = app.close();
    // The health check too (a balancer stops sending): DRF's shape, not the route's own 503.
    const refused = await fetch(`${address}/api/health/`).then(
      async (r) => ({ status: r.status, code: ((await r.json()) as { code?: string }).code }),
      () => 'connection refused',
    );
    expect([{ status: 503, code: 'service_unavailable' }, 'connection refused']).toContainEqual(refused);
    release();
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    await closing;
  });
});
