import { beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';

describeWithDb('Map markers API', (env) => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const f = factories(env().ctx);
    const addis = await f.city({ name: 'Addis Ababa' });
    const bole = await f.subcity({ cityId: addis.id, name: 'Bole' });
    const at = (lat: number | null, lng: number | null) => ({
      latitude: lat,
      longitude: lng,
      subcityId: bole.id,
      cityId: addis.id,
    });
    const made = {
      boleHouse: await f.property({
        ...at(8.995, 38.79),
        title: 'Bole house',
        propertyType: 'house',
        photos: 2,
      }),
      boleFlat: await f.property({
        ...at(9.0, 38.8),
        title: 'Bole flat',
        listingType: 'rent',
        price: 25_000,
      }),
      arada: await f.property({ ...at(9.036, 38.752), title: 'Arada shop', propertyType: 'commercial' }),
      noPlace: await f.property({ ...at(null, null), title: 'No coordinates' }),
      badPlace: await f.property({ ...at(123, 38.7), title: 'Impossible latitude' }),
      pending: await f.property({ ...at(8.99, 38.79), title: 'Awaiting review', status: 'pending' }),
      sold: await f.property({ ...at(8.99, 38.78), title: 'Already sold', status: 'sold' }),
    };
    ids = Object.fromEntries(Object.entries(made).map(([k, v]) => [k, v.id]));
  });
  const get = (query = '') =>
    env().app.inject({ method: 'GET', url: `/api/properties/map-markers/${query}` });

  it('places every listing on the market that has valid coordinates, with what its popup shows', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.truncated).toBe(false);
    expect(body.results.map((m: { id: number }) => m.id).sort()).toEqual(
      [ids.boleHouse, ids.boleFlat, ids.arada].sort(),
    );
    expect(body.count).toBe(3);
    const house = body.results.find((m: { id: number }) => m.id === ids.boleHouse);
    expect(house).toEqual({
      id: ids.boleHouse,
      latitude: 8.995,
      longitude: 38.79,
      listing_type: 'sale',
      property_type: 'house',
      price: 5_000_000,
      title: 'Bole house',
      title_am: null,
      thumbnail: expect.stringMatching(/^\/media\/images\/.+-640\.webp$/),
      // Too few listings in its sub-city to compare (decision 042).
      price_band: null,
    });
    // Only the marker's fields leave the server: no owner, no description.
    expect(Object.keys(house).sort()).toEqual([
      'id',
      'latitude',
      'listing_type',
      'longitude',
      'price',
      'price_band',
      'property_type',
      'thumbnail',
      'title',
      'title_am',
    ]);
    expect(body.results.find((m: { id: number }) => m.id === ids.boleFlat).thumbnail).toBeNull();
  });

  it('filters by bounding box, listing type and property type like the listing search', async () => {
    const box = '?min_lat=8.98&max_lat=9.01&min_lng=38.78&max_lng=38.81';
    const inBole = (await get(box)).json();
    expect(inBole.results.map((m: { id: number }) => m.id).sort()).toEqual(
      [ids.boleHouse, ids.boleFlat].sort(),
    );
    const rent = (await get(`${box}&listing_type=rent`)).json();
    expect(rent.results.map((m: { id: number }) => m.id)).toEqual([ids.boleFlat]);
    const shops = (await get('?property_type=commercial')).json();
    expect(shops.results.map((m: { id: number }) => m.id)).toEqual([ids.arada]);
  });

  it('answers a bad bounding box with field errors', async () => {
    const res = await get('?min_lat=95&max_lng=abc');
    expect(res.statusCode).toBe(400);
    expect(fieldErrorsOf(res)).toEqual({
      min_lat: ['Latitude must be within -90..90.'],
      max_lng: ['A valid number is required.'],
    });
  });
});

it('refuses a tile URL that is not a tile template', () => {
  expect(() => loadConfig({ MAP_TILE_URL: 'https://tiles.example/map.png' })).toThrow(
    /MAP_TILE_URL: must be a tile URL template/,
  );
  expect(() => loadConfig({ MAP_TILE_URL: 'ftp://tiles.example/{z}/{x}/{y}.png' })).toThrow(
    /MAP_TILE_URL: must be an http/,
  );
  const config = loadConfig({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{-y}.png' });
  expect(config.mapTileUrl).toBe('https://{s}.tiles.example/{z}/{x}/{-y}.png');
  expect(config.mapTileAttribution).toContain('OpenStreetMap');
});
