import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { savedSearches } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

describeWithDb('Saved searches', (env) => {
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers = {}, payload?: object) =>
    env().app.inject({ method, url: `/api/users/saved-searches/${url}`, headers, payload });

  it('requires sign-in for every operation', async () => {
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['PATCH', '1/'],
      ['DELETE', '1/'],
    ] as const) {
      const res = await call(
        method,
        url,
        {},
        method === 'POST' || method === 'PATCH' ? { query: '' } : undefined,
      );
      expect(res.statusCode).toBe(401);
    }
  });

  it('saves the list’s query, canonical, without sort and page, and counts what matches now', async () => {
    const { headers } = await signedIn(env().app, env().ctx);
    const f = factories(env().ctx);
    const word = `zebra${Date.now()}`;
    await f.property({ title: `Flat ${word}`, bedrooms: 3, price: 20_000, listingType: 'rent' });
    await f.property({ title: `Flat ${word} small`, bedrooms: 1, price: 20_000, listingType: 'rent' });
    const res = await call('POST', '', headers, {
      name: 'My flats',
      query: `?sort=price&page=3&bedrooms=2&search=${word}&max_price=30000`,
      frequency: 'daily',
      channels: ['email'],
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      name: 'My flats',
      query: `search=${word}&max_price=30000&bedrooms=2`,
      frequency: 'daily',
      channels: ['email'],
      paused: false,
      match_count: 1,
      last_failure: null,
    });
    // The list says the same.
    const list = await env().app.inject({ url: `/api/properties/properties/?${body.query}` });
    expect(list.json().count).toBe(body.match_count);

    const listed = (await call('GET', '', headers)).json();
    expect(listed.count).toBe(1);
    expect(listed.telegram).toEqual({ available: false, linked: false });
  });

  it('answers a bad query with a 400 naming the parameter', async () => {
    const { headers } = await signedIn(env().app, env().ctx);
    for (const [query, param] of [
      ['bedrooms=abc', 'bedrooms'],
      ['property_type=castle', 'property_type'],
      ['min_lat=95', 'min_lat'],
      ['colour=red', 'colour'],
      ['status=pending', 'status'],
    ]) {
      const res = await call('POST', '', headers, { query });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().query[0]).toMatch(new RegExp(`^${param}: `));
    }
  });

  it('lets only the owner read, change or delete a search', async () => {
    const owner = await signedIn(env().app, env().ctx);
    const other = await signedIn(env().app, env().ctx);
    const made = (await call('POST', '', owner.headers, { query: 'listing_type=rent' })).json();
    expect((await call('PATCH', `${made.id}/`, other.headers, { name: 'Mine now' })).statusCode).toBe(404);
    expect((await call('DELETE', `${made.id}/`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', '', other.headers)).json().count).toBe(0);

    const renamed = await call('PATCH', `${made.id}/`, owner.headers, { name: 'Rentals', paused: true });
    expect(renamed.json()).toMatchObject({ name: 'Rentals', paused: true });
    expect((await call('DELETE', `${made.id}/`, owner.headers)).statusCode).toBe(204);
    expect(
      await env().ctx.database.db.select().from(savedSearches).where(eq(savedSearches.id, made.id)),
    ).toEqual([]);
  });

  it('counts listings new since the last visit, and starts again when visited', async () => {
    const { headers } = await signedIn(env().app, env().ctx);
    const word = `kudu${Date.now()}`;
    const made = (await call('POST', '', headers, { query: `search=${word}` })).json();
    await factories(env().ctx).property({ title: `House ${word}` });
    const before = (await call('GET', '', headers)).json().results[0];
    expect(before).toMatchObject({ match_count: 1, new_count: 1 });
    const seen = (await call('PATCH', `${made.id}/`, headers, { visited: true })).json();
    expect(seen).toMatchObject({ match_count: 1, new_count: 0 });
  });

  it('refuses Telegram without a bot, and more than the limit of searches', async () => {
    const { headers } = await signedIn(env().app, env().ctx);
    const tg = await call('POST', '', headers, { query: '', channels: ['telegram'] });
    expect(tg.statusCode).toBe(400);
    expect(tg.json().channels).toBeDefined();
    for (let i = 0; i < 20; i++)
      expect((await call('POST', '', headers, { query: `bedrooms=${i}` })).statusCode).toBe(201);
    expect((await call('POST', '', headers, { query: 'bedrooms=1' })).statusCode).toBe(400);
  });
});
