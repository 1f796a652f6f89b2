import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, backgrounds, images } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { fieldErrorsOf } from '../support/field-errors';
import { form, jpeg } from '../support/multipart';

describeWithDb('Admin: backgrounds', (env) => {
  const upload = async (
    headers: Record<string, string>,
    method: 'POST' | 'PATCH',
    url: string,
    fields: Record<string, string>,
    withImage = true,
  ) => {
    const body = form(
      fields,
      withImage
        ? { field: 'image', filename: 'hero.jpg', type: 'image/jpeg', data: await jpeg(1600, 900, '#455a64') }
        : undefined,
    );
    return env().app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...headers, 'content-type': body.contentType },
    });
  };

  it('adds a background per page type, lists it, changes and replaces it, with an audit trail', async () => {
    const s = await signedIn(env().app, env().ctx, { isStaff: true });
    const created = await upload(s.headers, 'POST', '/api/admin/backgrounds/', {
      page_type: 'map',
      credit: 'Photo: Entoto at dawn',
      is_active: 'true',
    });
    expect(created.statusCode).toBe(201);
    const bg = created.json();
    expect(bg).toMatchObject({ page_type: 'map', credit: 'Photo: Entoto at dawn', is_active: true });
    expect(bg.image.width).toBe(1600);

    const list = await env().app.inject({
      method: 'GET',
      url: '/api/admin/backgrounds/?page_type=map',
      headers: s.headers,
    });
    expect(list.json().results.map((b: { id: number }) => b.id)).toContain(bg.id);
    const others = await env().app.inject({
      method: 'GET',
      url: '/api/admin/backgrounds/?page_type=about',
      headers: s.headers,
    });
    expect(others.json().results.map((b: { id: number }) => b.id)).not.toContain(bg.id);

    const off = await env().app.inject({
      method: 'PATCH',
      url: `/api/admin/backgrounds/${bg.id}/`,
      headers: s.headers,
      payload: { is_active: false, credit: 'Photo: Sefer' },
    });
    expect(off.json()).toMatchObject({ is_active: false, credit: 'Photo: Sefer' });

    const replaced = await upload(s.headers, 'PATCH', `/api/admin/backgrounds/${bg.id}/`, {});
    expect(replaced.json().image.id).not.toBe(bg.image.id);
    expect(await env().ctx.database.db.$count(images, eq(images.id, bg.image.id))).toBe(0);

    const audit = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'background'), eq(auditLog.entityId, String(bg.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual([
      'background.create',
      'background.update',
      'background.update',
    ]);
    expect(audit[1]).toMatchObject({
      before: { is_active: true },
      after: { is_active: false, credit: 'Photo: Sefer' },
    });
  });

  it('needs an image and a known page type', async () => {
    const s = await signedIn(env().app, env().ctx, { isStaff: true });
    const count = await env().ctx.database.db.$count(backgrounds);
    const noImage = await upload(s.headers, 'POST', '/api/admin/backgrounds/', { page_type: 'home' }, false);
    expect(noImage.statusCode).toBe(400);
    expect(fieldErrorsOf(noImage)).toEqual({ image: ['No file was submitted.'] });
    const badType = await upload(s.headers, 'POST', '/api/admin/backgrounds/', { page_type: 'casino' });
    expect(fieldErrorsOf(badType)).toEqual({ page_type: ['Choose a valid page type.'] });
    expect(await env().ctx.database.db.$count(backgrounds)).toBe(count);
    const missing = await env().app.inject({
      method: 'PATCH',
      url: '/api/admin/backgrounds/999999/',
      headers: s.headers,
      payload: { credit: 'x' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
