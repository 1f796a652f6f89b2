import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, properties, subcities } from '../../src/server/db/schema';
import { signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';

describeWithDb('Admin: locations', (env) => {
  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => env().app.inject({ method, url, headers, payload, remoteAddress: '10.4.4.4' });
  const search = async (q: string, city: number) =>
    (
      await env().app.inject({
        method: 'GET',
        url: `/api/properties/properties/?city=${city}&search=${encodeURIComponent(q)}`,
      })
    ).json();

  it('adds a region, city, sub-city (with Amharic name and centre) and kebele', async () => {
    const s = await signedIn(env().app, env().ctx, { isStaff: true });
    const region = await call('POST', '/api/admin/locations/regions/', s.headers, {
      name: 'Sidama Test',
      amharic_name: 'ሲዳማ',
      kind: 'region',
    });
    expect(region.statusCode).toBe(201);
    expect(region.json()).toMatchObject({
      level: 'regions',
      name: 'Sidama Test',
      amharic_name: 'ሲዳማ',
      kind: 'region',
      parent: null,
      children_count: 0,
    });
    const city = await call('POST', '/api/admin/locations/cities/', s.headers, {
      region: region.json().id,
      name: 'Hawassa Test',
      amharic_name: 'ሐዋሳ',
      latitude: 7.06,
      longitude: 38.48,
    });
    expect(city.json()).toMatchObject({ parent: region.json().id, latitude: 7.06, longitude: 38.48 });
    const publicSubcities = async () =>
      (
        await env().app.inject({ method: 'GET', url: `/api/locations/subcities/?city=${city.json().id}` })
      ).json();
    // Read once before the sub-city exists: the public lists are kept in memory (location-index.ts).
    expect(await publicSubcities()).toEqual({ count: 0, results: [] });
    const sub = await call('POST', '/api/admin/locations/subcities/', s.headers, {
      city: city.json().id,
      name: 'Tabor',
      amharic_name: 'ታቦር',
      latitude: 7.05,
      longitude: 38.47,
    });
    expect(sub.statusCode).toBe(201);
    const kebele = await call('POST', '/api/admin/locations/kebeles/', s.headers, {
      subcity: sub.json().id,
      name: 'Kebele 01',
    });
    expect(kebele.json()).toMatchObject({ level: 'kebeles', parent: sub.json().id, amharic_name: null });

    const cities = await call('GET', `/api/admin/locations/cities/?parent=${region.json().id}`, s.headers);
    expect(cities.json()).toEqual({
      count: 1,
      results: [expect.objectContaining({ name: 'Hawassa Test', children_count: 1, listings_count: 0 })],
    });
    // The public lists show the new places at once, in name order, only the city's own.
    await call('POST', '/api/admin/locations/subcities/', s.headers, { city: city.json().id, name: 'Adare' });
    expect((await publicSubcities()).results.map((r: { name: string }) => r.name)).toEqual([
      'Adare',
      'Tabor',
    ]);

    const audit = await env()
      .ctx.database.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'subcity'), eq(auditLog.entityId, String(sub.json().id))));
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'subcity.create',
        actorId: s.user.id,
        after: expect.objectContaining({ name: 'Tabor', amharic_name: 'ታቦር' }),
      }),
    ]);
  });

  it('refuses a missing or unknown parent, a taken name and half a centre', async () => {
    const s = await signedIn(env().app, env().ctx, { isStaff: true });
    const city = await factories(env().ctx).city();
    expect(
      fieldErrorsOf(await call('POST', '/api/admin/locations/subcities/', s.headers, { name: 'Orphan' })),
    ).toEqual({ city: ['This field is required.'] });
    expect(
      fieldErrorsOf(
        await call('POST', '/api/admin/locations/subcities/', s.headers, { name: 'Orphan', city: 999999 }),
      ),
    ).toEqual({ city: ['Invalid pk "999999" - object does not exist.'] });
    await call('POST', '/api/admin/locations/subcities/', s.headers, { name: 'Twin', city: city.id });
    const twin = await call('POST', '/api/admin/locations/subcities/', s.headers, {
      name: 'Twin',
      city: city.id,
    });
    expect(twin.statusCode).toBe(400);
    expect(fieldErrorsOf(twin)).toEqual({ name: ['A place with this name already exists here.'] });
    const half = await call('POST', '/api/admin/locations/subcities/', s.headers, {
      name: 'Half',
      city: city.id,
      latitude: 9,
    });
    expect(fieldErrorsOf(half)).toEqual({ longitude: ['Give both latitude and longitude, or neither.'] });
    const far = await call('POST', '/api/admin/locations/cities/', s.headers, {
      name: 'Far',
      region: city.regionId,
      latitude: 99,
      longitude: 38,
    });
    expect(fieldErrorsOf(far)).toEqual({ latitude: ['Latitude must be between -90 and 90.'] });
    expect((await call('GET', '/api/admin/locations/planets/', s.headers)).statusCode).toBe(400);
    expect(
      (await call('PATCH', '/api/admin/locations/kebeles/999999/', s.headers, { name: 'x' })).statusCode,
    ).toBe(404);
    expect(
      fieldErrorsOf(await call('PATCH', '/api/admin/locations/kebeles/1/', s.headers, { name: '' })),
    ).toEqual({
      name: ['This field may not be blank.'],
    });
  });

  it('renaming a sub-city rewrites its listings’ search keys, so search finds them by the new name', async () => {
    const { ctx } = env();
    const s = await signedIn(env().app, ctx, { isStaff: true });
    const f = factories(ctx);
    const sub = await f.subcity({ name: 'Old Kotebe', amharicName: 'ኮተቤ' });
    const other = await f.subcity({ cityId: sub.cityId, name: 'Summit' });
    const flat = await f.property({ cityId: sub.cityId, subcityId: sub.id, title: 'Bright flat' });
    await f.property({ cityId: sub.cityId, subcityId: sub.id, title: 'Quiet house', titleAm: 'ጸጥ ያለ ቤት' });
    await f.property({ cityId: sub.cityId, subcityId: other.id, title: 'Flat elsewhere' });
    expect((await search('Yeka Abado', sub.cityId)).count).toBe(0);

    const res = await call('PATCH', `/api/admin/locations/subcities/${sub.id}/`, s.headers, {
      name: 'Yeka Abado',
      amharic_name: 'የካ አባዶ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Yeka Abado', amharic_name: 'የካ አባዶ', listings_count: 2 });

    // Both scripts find the two listings of the place, and only them; the old name no longer does.
    for (const q of ['Yeka Abado', 'የካ አባዶ', 'yeka abado flat']) {
      const found = await search(q, sub.cityId);
      expect(found.count, q).toBe(q.endsWith('flat') ? 1 : 2);
    }
    expect((await search('Kotebe', sub.cityId)).count).toBe(0);
    // Listing pages show the new name at once (the cached location index was forgotten).
    const detail = await env().app.inject({ method: 'GET', url: `/api/properties/properties/${flat.id}/` });
    expect(detail.json().subcity).toMatchObject({ name: 'Yeka Abado', amharic_name: 'የካ አባዶ' });
    // The listing itself was not touched otherwise.
    const [row] = await ctx.database.db.select().from(properties).where(eq(properties.id, flat.id));
    expect(row!.updatedAt).toEqual(flat.updatedAt);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'subcity.rename'), eq(auditLog.entityId, String(sub.id))));
    expect(entry).toMatchObject({
      before: { name: 'Old Kotebe', amharic_name: 'ኮተቤ' },
      after: { name: 'Yeka Abado', amharic_name: 'የካ አባዶ' },
      ip: '10.4.4.4',
    });

    // Moving the centre is an update, not a rename; saving unchanged writes nothing.
    const moved = await call('PATCH', `/api/admin/locations/subcities/${sub.id}/`, s.headers, {
      latitude: 9.05,
      longitude: 38.85,
    });
    expect(moved.json()).toMatchObject({ latitude: 9.05, longitude: 38.85 });
    await call('PATCH', `/api/admin/locations/subcities/${sub.id}/`, s.headers, {
      latitude: 9.05,
      longitude: 38.85,
    });
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'subcity'), eq(auditLog.entityId, String(sub.id))));
    expect(entries.map((e) => e.action)).toEqual(['subcity.rename', 'subcity.update']);
    const [stored] = await ctx.database.db.select().from(subcities).where(eq(subcities.id, sub.id));
    expect(stored).toMatchObject({ latitude: 9.05, longitude: 38.85 });
  });

  it('renaming a city reaches the listings of all its sub-cities', async () => {
    const { ctx } = env();
    const s = await signedIn(env().app, ctx, { isStaff: true });
    const f = factories(ctx);
    const sub = await f.subcity();
    await f.property({ cityId: sub.cityId, subcityId: sub.id, title: 'Villa with garden' });
    await call('PATCH', `/api/admin/locations/cities/${sub.cityId}/`, s.headers, {
      name: 'Bishoftu',
      amharic_name: 'ቢሾፍቱ',
    });
    expect((await search('ቢሾፍቱ', sub.cityId)).count).toBe(1);
  });
});
