import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { adEvents, advertisements, auditLog, images } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { fieldErrorsOf } from '../support/field-errors';
import { form, jpeg } from '../support/multipart';

const AD = {
  ad_type: 'banner',
  placement: 'home',
  headline: 'Sheger Homes: new flats in Bole',
  description: 'Two- and three-bedroom flats, ready to move in.',
  alt_text: 'A new apartment block',
  cta_text: 'See the flats',
  button_text: 'Visit',
  target_action: 'https://sheger-homes.example.et/bole',
  is_featured: 'true',
  is_active: 'true',
  starts_at: '2025-01-01',
  ends_at: '2099-12-31',
};

describeWithDb('Admin: advertisements', (env) => {
  const staff = () => signedIn(env().app, env().ctx, { isStaff: true });
  const send = (
    method: 'POST' | 'PATCH' | 'GET',
    url: string,
    headers: Record<string, string>,
    body?: ReturnType<typeof form> | object,
  ) =>
    env().app.inject({
      method,
      url,
      remoteAddress: '10.1.2.3',
      ...(body && 'contentType' in body
        ? {
            payload: body.payload as Buffer,
            headers: { ...headers, 'content-type': body.contentType as string },
          }
        : { payload: body, headers }),
    });

  it('creates an ad with an image through the pipeline, and audits it', async () => {
    const s = await staff();
    const res = await send(
      'POST',
      '/api/admin/ads/',
      s.headers,
      form(AD, { field: 'image', filename: 'banner.jpg', type: 'image/jpeg', data: await jpeg() }),
    );
    expect(res.statusCode).toBe(201);
    const ad = res.json();
    expect(ad).toMatchObject({
      ad_type: 'banner',
      placement: 'home',
      headline: AD.headline,
      target_action: AD.target_action,
      is_featured: true,
      is_active: true,
      // Plain dates are Addis Ababa days: from the start of the first to the end of the last.
      starts_at: '2024-12-31T21:00:00.000Z',
      ends_at: '2099-12-31T20:59:59.999Z',
      state: 'running',
      impressions: 0,
      clicks: 0,
      ctr: 0,
    });
    expect(ad.image.variants.map((v: { format: string }) => v.format)).toContain('avif');
    const file = ad.image.variants[0].url.replace(/^.*\/media\//, '');
    expect(existsSync(path.join(env().ctx.config.mediaDir, file))).toBe(true);
    const [row] = await env()
      .ctx.database.db.select()
      .from(advertisements)
      .where(eq(advertisements.id, ad.id));
    expect(row).toMatchObject({ createdById: s.user.id, isFeatured: true });
    const audit = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'advertisement'), eq(auditLog.entityId, String(ad.id))));
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: s.user.id,
        action: 'advertisement.create',
        before: null,
        after: expect.objectContaining({ headline: AD.headline, image_id: ad.image.id }),
        ip: '10.1.2.3',
      }),
    ]);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const s = await staff();
    const before = await env().ctx.database.db.$count(advertisements);
    const bad = await send('POST', '/api/admin/ads/', s.headers, {
      ...AD,
      ad_type: 'popup',
      placement: 'moon',
      headline: ' ',
      target_action: 'javascript:alert(1)',
      starts_at: '2026-05-10',
      ends_at: '2026-05-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(bad)).sort()).toEqual([
      'ad_type',
      'headline',
      'placement',
      'target_action',
    ]);
    const order = await send('POST', '/api/admin/ads/', s.headers, {
      ...AD,
      starts_at: '2026-05-10',
      ends_at: '2026-05-01',
    });
    expect(fieldErrorsOf(order)).toEqual({ ends_at: ['The end must come after the start.'] });
    const notImage = await send(
      'POST',
      '/api/admin/ads/',
      s.headers,
      form(AD, {
        field: 'image',
        filename: 'x.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<svg onload=alert(1)>'),
      }),
    );
    expect(notImage.statusCode).toBe(400);
    expect(fieldErrorsOf(notImage)).toEqual({
      image: ['Upload a valid image (JPEG, PNG, WebP, GIF or AVIF).'],
    });
    expect(await env().ctx.database.db.$count(advertisements)).toBe(before);
    // mailto: targets are fine.
    const mail = await send('POST', '/api/admin/ads/', s.headers, {
      ...AD,
      target_action: 'mailto:sales@sheger.example.et',
    });
    expect(mail.statusCode).toBe(201);
  });

  it('edits an ad, replaces and removes its image, and keeps the dates in order', async () => {
    const s = await staff();
    const created = (
      await send(
        'POST',
        '/api/admin/ads/',
        s.headers,
        form(AD, { field: 'image', filename: 'a.jpg', type: 'image/jpeg', data: await jpeg() }),
      )
    ).json();
    const oldImage = created.image.id;
    const png = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#ff9800' } })
      .png()
      .toBuffer();
    const replaced = await send(
      'PATCH',
      `/api/admin/ads/${created.id}/`,
      s.headers,
      form(
        { headline: 'New headline', placement: 'property_detail', is_active: 'false' },
        { field: 'image', filename: 'b.png', type: 'image/png', data: png },
      ),
    );
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({
      headline: 'New headline',
      placement: 'property_details',
      state: 'inactive',
      is_active: false,
    });
    expect(replaced.json().image.id).not.toBe(oldImage);
    // The replaced image is gone (row and files).
    expect(await env().ctx.database.db.$count(images, eq(images.id, oldImage))).toBe(0);

    const early = await send('PATCH', `/api/admin/ads/${created.id}/`, s.headers, { ends_at: '2024-06-01' });
    expect(early.statusCode).toBe(400);
    expect(fieldErrorsOf(early)).toEqual({ ends_at: ['The end must come after the start.'] });

    const removed = await send('PATCH', `/api/admin/ads/${created.id}/`, s.headers, {
      remove_image: true,
      starts_at: null,
      ends_at: null,
      is_active: true,
    });
    expect(removed.json()).toMatchObject({ image: null, starts_at: null, ends_at: null, state: 'running' });

    const audit = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'advertisement'), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'advertisement.create',
      'advertisement.update',
      'advertisement.update',
    ]);
    expect(audit[1]).toMatchObject({
      before: { headline: AD.headline, is_active: true },
      after: { headline: 'New headline', is_active: false },
    });

    expect((await send('PATCH', '/api/admin/ads/999999/', s.headers, { headline: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('lists ads with impressions, clicks and CTR, by state, and per day', async () => {
    const s = await staff();
    const db = env().ctx.database.db;
    const running = (
      await send('POST', '/api/admin/ads/', s.headers, { ...AD, headline: 'Running ad zeta' })
    ).json();
    const scheduled = (
      await send('POST', '/api/admin/ads/', s.headers, {
        ...AD,
        headline: 'Later ad zeta',
        starts_at: '2098-01-01',
      })
    ).json();
    const ended = (
      await send('POST', '/api/admin/ads/', s.headers, {
        ...AD,
        headline: 'Old ad zeta',
        starts_at: '2020-01-01',
        ends_at: '2020-02-01',
      })
    ).json();
    await db
      .update(advertisements)
      .set({ impressionsCount: 200, clicksCount: 7 })
      .where(eq(advertisements.id, running.id));
    const now = Date.now();
    const day = 86_400_000;
    await db.insert(adEvents).values([
      ...Array.from({ length: 4 }, () => ({
        adId: running.id,
        kind: 'impression' as const,
        occurredAt: new Date(now),
      })),
      { adId: running.id, kind: 'click' as const, occurredAt: new Date(now) },
      ...Array.from({ length: 2 }, () => ({
        adId: running.id,
        kind: 'impression' as const,
        occurredAt: new Date(now - 2 * day),
      })),
      { adId: running.id, kind: 'impression' as const, occurredAt: new Date(now - 40 * day) },
    ]);

    const list = await send('GET', '/api/admin/ads/?search=zeta', s.headers);
    expect(list.json().count).toBe(3);
    expect(list.json().results.map((a: { id: number; state: string }) => [a.id, a.state])).toEqual([
      [ended.id, 'ended'],
      [scheduled.id, 'scheduled'],
      [running.id, 'running'],
    ]);
    expect(list.json().results[2]).toMatchObject({ impressions: 200, clicks: 7, ctr: 0.035 });
    const onlyScheduled = await send('GET', '/api/admin/ads/?search=zeta&state=scheduled', s.headers);
    expect(onlyScheduled.json().results.map((a: { id: number }) => a.id)).toEqual([scheduled.id]);

    const stats = await send('GET', `/api/admin/ads/${running.id}/stats/?days=7`, s.headers);
    expect(stats.statusCode).toBe(200);
    const body = stats.json();
    expect(body.totals).toEqual({ impressions: 200, clicks: 7, ctr: 0.035 });
    expect(body.days).toHaveLength(7);
    expect(body.days[0]).toEqual({
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      impressions: 4,
      clicks: 1,
      ctr: 0.25,
    });
    expect(body.days[2]).toMatchObject({ impressions: 2, clicks: 0, ctr: 0 });
    expect(body.days.reduce((n: number, d: { impressions: number }) => n + d.impressions, 0)).toBe(6);
    expect((await send('GET', `/api/admin/ads/${running.id}/stats/?days=0`, s.headers)).statusCode).toBe(400);
    expect((await send('GET', '/api/admin/ads/999999/stats/', s.headers)).statusCode).toBe(404);
    expect((await send('GET', `/api/admin/ads/${running.id}/`, s.headers)).json().headline).toBe(
      'Running ad zeta',
    );
  });
});
