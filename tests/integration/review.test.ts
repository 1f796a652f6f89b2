import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditLog, properties } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';
import { createPlaces, listingForm, type Places } from '../support/publishing';
import { multipart } from '../support/uploads';

describeWithDb('Staff review of listings', (env) => {
  let places: Places;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
  });
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    env().app.inject({ method: 'POST', url, headers, payload, remoteAddress: '10.1.2.3' });
  const queue = (headers: Record<string, string>, query = '?page_size=100') =>
    env().app.inject({ url: `/api/admin/properties/pending/${query}`, headers });
  const myProperties = (headers: Record<string, string>) =>
    env().app.inject({ url: '/api/properties/my-properties/', headers });
  const publicDetail = (id: number) => env().app.inject({ url: `/api/properties/properties/${id}/` });
  const audits = (id: number) =>
    env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'property'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  async function publish(headers: Record<string, string>) {
    const form = await listingForm(places);
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number };
  }

  it('is for staff only', async () => {
    const listing = await factories(env().ctx).property({ status: 'pending' });
    const user = await signedIn(env().app, env().ctx);
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const urls = [
      ['GET', '/api/admin/properties/pending/'],
      ['POST', `/api/admin/properties/${listing.id}/approve/`],
      ['POST', `/api/admin/properties/${listing.id}/reject/`],
    ] as const;
    for (const [method, url] of urls) {
      const payload = method === 'POST' ? { reason: 'x' } : undefined;
      expect((await env().app.inject({ method, url, payload })).statusCode).toBe(401);
      for (const who of [user, agent]) {
        const res = await env().app.inject({ method, url, headers: who.headers, payload });
        expect(res.statusCode).toBe(403);
      }
    }
    expect(
      (await env().ctx.database.db.select().from(properties).where(eq(properties.id, listing.id)))[0],
    ).toMatchObject({
      status: 'pending',
      reviewState: 'pending',
    });
  });

  it('approve: the listing goes live, with an audit trail', async () => {
    const owner = await signedIn(env().app, env().ctx, { fullName: 'Tigist Haile' });
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const { id } = await publish(owner.headers);
    expect((await publicDetail(id)).statusCode).toBe(404);

    const waiting = (await queue(staff.headers)).json();
    const item = waiting.results.find((r: { id: number }) => r.id === id);
    expect(item).toMatchObject({
      id,
      status: 'pending',
      review_state: 'pending',
      publisher: { id: owner.user.id, full_name: 'Tigist Haile', email: owner.user.email, is_agent: false },
    });

    const res = await post(`/api/admin/properties/${id}/approve/`, staff.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'available',
      review_state: 'approved',
      reviewed_at: expect.any(String),
    });
    expect((await publicDetail(id)).statusCode).toBe(200);
    expect((await queue(staff.headers)).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    const trail = await audits(id);
    expect(trail).toEqual([
      expect.objectContaining({
        actorId: staff.user.id,
        action: 'property.approve',
        before: { status: 'pending', review_state: 'pending', review_note: null },
        after: { status: 'available', review_state: 'approved', review_note: null },
        ip: '10.1.2.3',
      }),
    ]);
    // Approving again changes and records nothing.
    expect((await post(`/api/admin/properties/${id}/approve/`, staff.headers)).statusCode).toBe(200);
    expect(await audits(id)).toHaveLength(1);
  });

  it('reject: hidden, the owner reads the reason; their edit sends it back to review', async () => {
    const owner = await signedIn(env().app, env().ctx);
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const { id } = await publish(owner.headers);

    const blank = await post(`/api/admin/properties/${id}/reject/`, staff.headers, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(fieldErrorsOf(blank)).toEqual({ reason: ['This field may not be blank.'] });
    const res = await post(`/api/admin/properties/${id}/reject/`, staff.headers, {
      reason: 'The photos show a different building.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'pending',
      review_state: 'rejected',
      rejection_reason: 'The photos show a different building.',
    });
    expect((await publicDetail(id)).statusCode).toBe(404);
    // Rejected listings wait for their owner, not in the queue.
    expect((await queue(staff.headers)).json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    const mine = (await myProperties(owner.headers)).json();
    expect(mine.results.find((r: { id: number }) => r.id === id)).toMatchObject({
      review_state: 'rejected',
      rejection_reason: 'The photos show a different building.',
    });
    // The owner cannot make it public by status.
    const sneaky = await env().app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: owner.headers,
      payload: { status: 'available' },
    });
    expect(sneaky.statusCode).toBe(400);
    expect(Object.keys(fieldErrorsOf(sneaky))).toEqual(['status']);
    // An edit sends it back to review.
    const form = multipart({ title: 'Bright flat near Edna Mall (new photos coming)' });
    const edited = await env().app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: { ...owner.headers, ...form.headers },
      payload: form.payload,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      status: 'pending',
      review_state: 'pending',
      rejection_reason: null,
    });
    expect((await queue(staff.headers)).json().results.map((r: { id: number }) => r.id)).toContain(id);
    expect((await audits(id)).map((a) => a.action)).toEqual(['property.reject']);
  });

  it('staff can take a live listing down', async () => {
    const agent = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const { id } = await publish(agent.headers);
    expect((await publicDetail(id)).statusCode).toBe(200);
    const res = await post(`/api/admin/properties/${id}/reject/`, staff.headers, {
      reason: 'Reported as a scam.',
    });
    expect(res.json()).toMatchObject({ status: 'pending', review_state: 'rejected' });
    expect((await publicDetail(id)).statusCode).toBe(404);
    // The agent's listings in the console say it was taken down, and why.
    const listed = await env().app.inject({
      url: `/api/admin/agents/${agent.user.id}/listings/`,
      headers: staff.headers,
    });
    expect(listed.json().results.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'pending',
      review_state: 'rejected',
      rejection_reason: 'Reported as a scam.',
    });
    // Even a verified agent's edit goes back to review rather than live.
    const edited = await env().app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${id}/`,
      headers: agent.headers,
      payload: { price: 50000 },
    });
    expect(edited.json()).toMatchObject({ status: 'pending', review_state: 'pending' });
    expect((await publicDetail(id)).statusCode).toBe(404);
  });

  it('the queue shows the whole description and every photo in gallery order', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const long = `${'A quiet compound with a garden, a guard house and a borehole. '.repeat(8)}The end.`;
    const listing = await factories(env().ctx).property({
      status: 'pending',
      description: long,
      photos: 3,
    });
    const item = (await queue(staff.headers)).json().results.find((r: { id: number }) => r.id === listing.id);
    expect(item.description).toBe(long);
    expect(item.images).toHaveLength(3);
    expect(item.images[0]).toMatchObject({ id: item.primary_image.id, is_primary: true });
    expect(item.images[0].variants.length).toBeGreaterThan(0);
  });

  it('the queue is oldest first and paged', async () => {
    const staff = await signedIn(env().app, env().ctx, { isStaff: true });
    const f = factories(env().ctx);
    const older = await f.property({ status: 'pending', createdAt: new Date('2000-01-01T00:00:00Z') });
    const res = await queue(staff.headers, '?page_size=1');
    expect(res.json()).toMatchObject({ count: expect.any(Number), next: expect.any(String), previous: null });
    expect(res.json().results[0].id).toBe(older.id);
    expect((await post('/api/admin/properties/999999999/approve/', staff.headers)).statusCode).toBe(404);
  });
});
