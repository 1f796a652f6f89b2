import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { properties, savedProperties } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

describeWithDb('Saved properties', (env) => {
  const save = (id: number | string, headers: Record<string, string>) =>
    env().app.inject({ method: 'POST', url: `/api/properties/properties/${id}/save/`, headers });
  const unsave = (id: number | string, headers: Record<string, string>) =>
    env().app.inject({ method: 'DELETE', url: `/api/properties/properties/${id}/remove-save/`, headers });
  const list = (headers: Record<string, string>, query = '') =>
    env().app.inject({ url: `/api/properties/saved-properties/${query}`, headers });
  const rows = (userId: number) =>
    env().ctx.database.db.select().from(savedProperties).where(eq(savedProperties.userId, userId));

  it('requires sign-in', async () => {
    const listing = await factories(env().ctx).property();
    for (const res of [await save(listing.id, {}), await unsave(listing.id, {}), await list({})]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('not_authenticated');
    }
  });

  it('saves and removes idempotently', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx);
    const listing = await factories(env().ctx).property({ photos: 1 });
    const first = await save(listing.id, headers);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ property: listing.id, saved: true });
    const again = await save(listing.id, headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ property: listing.id, saved: true });
    expect(await rows(user.id)).toHaveLength(1);

    const removed = await unsave(listing.id, headers);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ property: listing.id, saved: false });
    const removedAgain = await unsave(listing.id, headers);
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.json()).toEqual({ property: listing.id, saved: false });
    expect(await rows(user.id)).toEqual([]);
  });

  it('lists saved listings newest saved first, as list cards, only while they are public', async () => {
    const { headers } = await signedIn(env().app, env().ctx);
    const f = factories(env().ctx);
    const a = await f.property({ title: 'Saved first', photos: 2 });
    const b = await f.property({ title: 'Saved second' });
    const c = await f.property({ title: 'Saved third, later withdrawn' });
    for (const l of [a, b, c]) expect((await save(l.id, headers)).statusCode).toBe(201);
    // The order is the order of saving, not of publishing.
    await env()
      .ctx.database.db.update(properties)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(properties.id, a.id));
    await env()
      .ctx.database.db.update(properties)
      .set({ status: 'unavailable' })
      .where(eq(properties.id, c.id));
    const res = await list(headers);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    expect(body.results[1]).toMatchObject({
      id: a.id,
      title: 'Saved first',
      images_count: 2,
      primary_image: { is_primary: true },
      saved_at: expect.any(String),
    });
    // Same card as the public list.
    const card = (
      await env().app.inject({
        url: `/api/properties/properties/?search=${encodeURIComponent('Saved first')}`,
      })
    )
      .json()
      .results.find((r: { id: number }) => r.id === a.id);
    const { saved_at: _s, ...savedCard } = body.results[1];
    expect(savedCard).toEqual(card);
    // Pages.
    const page = await list(headers, '?page_size=1&page=2');
    expect(page.json()).toMatchObject({ count: 2, previous: expect.any(String), next: null });
    expect(page.json().results.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await list(headers, '?page=3&page_size=1')).statusCode).toBe(404);
  });

  it('saves only listings the user can see', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx);
    const f = factories(env().ctx);
    const hidden = await f.property({ status: 'pending' });
    const own = await f.property({ status: 'pending', ownerId: user.id });
    expect((await save(hidden.id, headers)).statusCode).toBe(404);
    expect((await save(999_999_999, headers)).statusCode).toBe(404);
    expect((await save(99_999_999_999, headers)).statusCode).toBe(404);
    expect((await save(own.id, headers)).statusCode).toBe(201);
    expect((await unsave(999_999_999, headers)).statusCode).toBe(404);
    // A save of a listing since withdrawn can still be removed.
    await env()
      .ctx.database.db.update(properties)
      .set({ status: 'unavailable' })
      .where(eq(properties.id, own.id));
    expect((await unsave(own.id, headers)).statusCode).toBe(200);
    expect(
      await env()
        .ctx.database.db.select()
        .from(savedProperties)
        .where(and(eq(savedProperties.userId, user.id), eq(savedProperties.propertyId, own.id))),
    ).toEqual([]);
  });

  it('keeps each user’s saves apart', async () => {
    const one = await signedIn(env().app, env().ctx);
    const two = await signedIn(env().app, env().ctx);
    const listing = await factories(env().ctx).property();
    await save(listing.id, one.headers);
    expect((await list(two.headers)).json()).toMatchObject({ count: 0, results: [] });
    await unsave(listing.id, two.headers);
    expect((await list(one.headers)).json().count).toBe(1);
  });
});
