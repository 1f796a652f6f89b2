import { expect, it } from 'vitest';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

describeWithDb('API foundation', (env) => {
  it('reports health with database reachability', async () => {
    const res = await env().app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', database_kind: env().backend });
  });

  it('answers with and without the trailing slash', async () => {
    const a = await env().app.inject({ method: 'GET', url: '/api/locations/regions/' });
    const b = await env().app.inject({ method: 'GET', url: '/api/locations/regions' });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
  });

  it('keeps a valid caller request id and makes one otherwise', async () => {
    const given = await env().app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('abc-123');
    const made = await env().app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { 'x-request-id': '<bad id>' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown API paths with a DRF 404, not the web page', async () => {
    const res = await env().app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers bad query values with field errors and ignores blank ones', async () => {
    const bad = await env().app.inject({
      method: 'GET',
      url: '/api/properties/properties/?min_price=abc&ordering=cheap',
    });
    expect(bad.statusCode).toBe(400);
    const body = bad.json();
    expect(body.min_price).toEqual(['A valid integer is required.']);
    expect(body.ordering[0]).toMatch(/^Select a valid choice/);
    const blank = await env().app.inject({
      method: 'GET',
      url: '/api/properties/properties/?min_price=&search=%20&city=',
    });
    expect(blank.statusCode).toBe(200);
  });

  it('answers malformed JSON with a DRF parse error', async () => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/health/',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404, 405]).toContain(res.statusCode);
    expect(res.json()).toHaveProperty('detail');
  });

  it('lists locations by parent', async () => {
    const f = factories(env().ctx);
    const region = await f.region({ name: 'Oromia', amharicName: 'ኦሮሚያ' });
    const city = await f.city({ regionId: region.id, name: 'Adama' });
    await f.city({ name: 'Elsewhere' });
    const res = await env().app.inject({ method: 'GET', url: `/api/locations/cities/?region=${region.id}` });
    expect(res.json()).toEqual({
      count: 1,
      results: [
        {
          id: city.id,
          name: 'Adama',
          amharic_name: null,
          region: region.id,
          latitude: 9.03,
          longitude: 38.75,
        },
      ],
    });
    const regions = await env().app.inject({ method: 'GET', url: '/api/locations/regions/' });
    expect(regions.json().results).toContainEqual({ id: region.id, name: 'Oromia', amharic_name: 'ኦሮሚያ' });
  });

  it('lists featured published listings with their cover photo and contact', async () => {
    const f = factories(env().ctx);
    const agent = await f.user({
      isAgent: true,
      isVerifiedAgent: true,
      companyName: 'Addis Homes',
      phoneNumber: '+251911000000',
    });
    const featured = await f.property({
      isFeatured: true,
      agentId: agent.id,
      ownerId: agent.id,
      photos: 2,
      title: 'Featured flat',
    });
    await f.property({ isFeatured: true, status: 'pending', title: 'Pending flat' });
    await f.property({ isFeatured: false, title: 'Ordinary flat' });
    const res = await env().app.inject({
      method: 'GET',
      url: '/api/properties/properties/?is_featured=true&page_size=8',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.map((p: { title: string }) => p.title)).toEqual(['Featured flat']);
    const item = body.results[0];
    expect(item.id).toBe(featured.id);
    expect(item.images_count).toBe(2);
    expect(item.primary_image.variants).toHaveLength(2);
    expect(item.primary_image.image).toMatch(/^\/media\/images\/.+-640\.webp$/);
    expect(item.agent).toMatchObject({
      company_name: 'Addis Homes',
      is_verified_agent: true,
      phone_number: '+251911000000',
    });
    expect(item.owner).toBeNull();
  });

  it('pages like DRF and answers a page past the end with 404', async () => {
    const f = factories(env().ctx);
    const owner = await f.user();
    for (let i = 0; i < 3; i++)
      await f.property({ ownerId: owner.id, propertyType: 'villa', price: 90_000_000 + i });
    const url = '/api/properties/properties/?property_type=villa&min_price=90000000&page_size=2';
    const first = (await env().app.inject({ method: 'GET', url })).json();
    expect(first.count).toBe(3);
    expect(first.previous).toBeNull();
    expect(first.next).toMatch(/page=2/);
    const second = (await env().app.inject({ method: 'GET', url: `${url}&page=2` })).json();
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    const past = await env().app.inject({ method: 'GET', url: `${url}&page=3` });
    expect(past.statusCode).toBe(404);
    expect(past.json().detail).toBe('Invalid page.');
  });
});
