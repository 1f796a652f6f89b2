import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyAmenities, propertyFeatures } from '../../src/server/db/schema';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { fieldErrorsOf } from '../support/field-errors';
import { createCatalogue, createPlaces, listingForm, type Places, validFields } from '../support/publishing';
import { multipart, photoFile } from '../support/uploads';

describeWithDb('Publishing: create a listing', (env) => {
  let places: Places;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
  });
  const post = (
    headers: Record<string, string>,
    form: { payload: Buffer; headers: Record<string, string> },
  ) =>
    env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
      // An address of its own: listings waiting for review are limited per address and day.
      remoteAddress: randomIp(),
    });
  const row = async (id: number) =>
    (await env().ctx.database.db.select().from(properties).where(eq(properties.id, id)))[0]!;

  it('requires sign-in before reading the form', async () => {
    const res = await post({}, await listingForm(places));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      detail: 'Authentication credentials were not provided.',
      code: 'not_authenticated',
    });
  });

  it('creates a listing from the form, with its photos, as its owner', async () => {
    const { user, headers } = await signedIn(env().app, env().ctx, { fullName: 'Meron Abebe' });
    const { feature, amenity } = await createCatalogue(env().ctx);
    const form = await listingForm(
      places,
      {
        latitude: '8.995',
        longitude: '38.79',
        parking_spaces: '1',
        features: [String(feature.id)],
        amenities: amenity.slug,
        title_am: 'ቦሌ አካባቢ የሚከራይ አፓርትመንት',
      },
      [await photoFile('front.jpg', '#aa3333'), await photoFile('kitchen.jpg', '#33aa33')],
    );
    const res = await post(headers, form);
    expect(res.json()).toMatchObject({ id: expect.any(Number) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Bright two-bedroom flat near Edna Mall',
      title_am: 'ቦሌ አካባቢ የሚከራይ አፓርትመንት',
      property_type: 'apartment',
      listing_type: 'rent',
      price: 45000,
      currency: 'ETB',
      bedrooms: 2,
      bathrooms: 1,
      area: 110,
      parking_spaces: 1,
      address: 'Bole Road, behind Edna Mall',
      latitude: 8.995,
      longitude: 38.79,
      city: { id: places.cityId },
      subcity: { id: places.subcityId },
      kebele: { id: places.kebeleId, name: 'Woreda 07' },
      region: { id: expect.any(Number) },
      status: 'pending',
      review_state: 'pending',
      rejection_reason: null,
      is_featured: false,
      views: 0,
      agent: null,
      owner: { id: user.id, full_name: 'Meron Abebe' },
      features: [{ id: feature.id, slug: feature.slug }],
      amenities: [{ id: amenity.id, slug: amenity.slug }],
      videos: [],
      images_count: 2,
    });
    expect(body.images).toHaveLength(2);
    expect(body.images.map((i: { is_primary: boolean }) => i.is_primary)).toEqual([true, false]);
    expect(body.primary_image.id).toBe(body.images[0].id);
    expect(body.images[0].variants.length).toBeGreaterThan(0);
    // The listing is searchable by its place names in both scripts.
    const stored = await row(body.id);
    expect(stored.ownerId).toBe(user.id);
    expect(stored.searchText).toContain('07');
  });

  it('picks the cover with primary_image=new:N', async () => {
    const { headers } = await signedIn(env().app, env().ctx);
    const res = await post(
      headers,
      await listingForm(places, { primary_image: 'new:1' }, [
        await photoFile('a.jpg'),
        await photoFile('b.jpg', '#00ff00'),
      ]),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().images.map((i: { is_primary: boolean }) => i.is_primary)).toEqual([false, true]);
  });

  it('documents the forms in the OpenAPI document', async () => {
    const doc = (await env().app.inject({ url: '/api/docs/json' })).json();
    const form = (path: string, method: string) =>
      doc.paths[path][method].requestBody.content['multipart/form-data'].schema;
    const create = form('/api/properties/properties/', 'post');
    expect(create.required).toEqual(
      expect.arrayContaining(['title', 'description', 'property_type', 'listing_type', 'price', 'area']),
    );
    expect(create.properties.images).toMatchObject({
      items: { type: 'string', format: 'binary' },
      maxItems: 10,
    });
    expect(create.properties.property_type.enum).toContain('condominium');
    const edit = form('/api/properties/properties/{id}/', 'patch');
    for (const field of ['remove_images', 'image_order', 'primary_image', 'status', 'images'])
      expect(edit.properties[field], field).toMatchObject({});
    // Its own pattern, beside the one every text has (no U+0000).
    const image = edit.properties.primary_image as { allOf: Array<{ pattern: string }> };
    expect(image.allOf.map((p) => p.pattern).join(' ')).toContain('new:');
    expect(edit.properties.image_order.description).toContain('new:N');
    expect(form('/api/properties/{id}/videos/', 'post').properties.video.items.format).toBe('binary');
    for (const path of [
      '/api/properties/my-properties/',
      '/api/properties/saved-properties/',
      '/api/properties/properties/{id}/save/',
      '/api/properties/properties/{id}/remove-save/',
      '/api/properties/{id}/inquiries/',
      '/api/properties/inquiries/',
      '/api/properties/inquiries/my/',
      '/api/properties/{id}/videos/{videoId}/',
      '/api/admin/properties/pending/',
      '/api/admin/properties/{id}/approve/',
      '/api/admin/properties/{id}/reject/',
    ])
      expect(doc.paths[path], path).toBeDefined();
  });

  describe('review: who goes live at once', () => {
    it.each([
      ['a user', {}, 'pending'],
      ['an agent not yet verified', { isAgent: true }, 'pending'],
      ['a verified agent', { isAgent: true, isVerifiedAgent: true }, 'available'],
      ['staff', { isStaff: true }, 'available'],
    ] as const)('%s', async (_who, overrides, status) => {
      const { user, headers } = await signedIn(env().app, env().ctx, overrides);
      const res = await post(headers, await listingForm(places));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        status,
        review_state: status === 'pending' ? 'pending' : 'approved',
      });
      const stored = await row(res.json().id);
      expect(stored.agentId).toBe('isAgent' in overrides ? user.id : null);
      // The public sees only listings that went live.
      const pub = await env().app.inject({ url: `/api/properties/properties/${res.json().id}/` });
      expect(pub.statusCode).toBe(status === 'available' ? 200 : 404);
    });
  });

  describe('every rule of spec §5, with DRF field errors', () => {
    const cases: Array<[string, Record<string, string | undefined>, Record<string, string[]>]> = [
      ['title required', { title: undefined }, { title: ['This field is required.'] }],
      ['title not blank', { title: '  ' }, { title: ['This field may not be blank.'] }],
      [
        'property_type required',
        { property_type: undefined },
        { property_type: ['This field is required.'] },
      ],
      [
        'property_type a valid choice',
        { property_type: 'castle' },
        {
          property_type: [
            'Select a valid choice. Valid choices are: house, apartment, condominium, villa, commercial, land.',
          ],
        },
      ],
      ['listing_type required', { listing_type: undefined }, { listing_type: ['This field is required.'] }],
      [
        'listing_type a valid choice',
        { listing_type: 'lease' },
        { listing_type: ['Select a valid choice. Valid choices are: sale, rent.'] },
      ],
      ['price required', { price: undefined }, { price: ['This field is required.'] }],
      ['price a number', { price: 'a lot' }, { price: ['A valid integer is required.'] }],
      ['price at least 0', { price: '-1' }, { price: ['Ensure this value is greater than or equal to 0.'] }],
      ['area required', { area: undefined }, { area: ['This field is required.'] }],
      ['area at least 0', { area: '-5' }, { area: ['Ensure this value is greater than or equal to 0.'] }],
      ['bedrooms required', { bedrooms: '' }, { bedrooms: ['This field is required.'] }],
      [
        'bedrooms at least 0',
        { bedrooms: '-1' },
        { bedrooms: ['Ensure this value is greater than or equal to 0.'] },
      ],
      ['bathrooms required', { bathrooms: undefined }, { bathrooms: ['This field is required.'] }],
      [
        'bathrooms at least 0',
        { bathrooms: '-2' },
        { bathrooms: ['Ensure this value is greater than or equal to 0.'] },
      ],
      ['city required', { city: undefined }, { city: ['This field is required.'] }],
      ['address required', { address: undefined }, { address: ['This field is required.'] }],
      ['description required', { description: undefined }, { description: ['This field is required.'] }],
      [
        'description at least 50 characters',
        { description: 'Nice flat, call me.' },
        { description: ['Description must be at least 50 characters.'] },
      ],
      [
        'latitude within -90..90',
        { latitude: '91', longitude: '38' },
        { latitude: ['Latitude must be within -90..90.'] },
      ],
      [
        'longitude within -180..180',
        { latitude: '9', longitude: '-181' },
        { longitude: ['Longitude must be within -180..180.'] },
      ],
      [
        'both coordinates or neither',
        { latitude: '9' },
        { longitude: ['Provide both latitude and longitude, or neither.'] },
      ],
    ];
    it.each(cases)('%s', async (_name, overrides, errors) => {
      const { user, headers } = await signedIn(env().app, env().ctx);
      const res = await post(headers, await listingForm(places, overrides));
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual(errors);
      const mine = await env()
        .ctx.database.db.select()
        .from(properties)
        .where(eq(properties.ownerId, user.id));
      expect(mine).toEqual([]);
    });

    it('reports every mistake at once', async () => {
      const { headers } = await signedIn(env().app, env().ctx);
      const res = await post(headers, multipart({ title: 'x', price: '-1', description: 'short' }, []));
      expect(res.statusCode).toBe(400);
      expect(Object.keys(fieldErrorsOf(res)).sort()).toEqual(
        [
          'address',
          'area',
          'bathrooms',
          'bedrooms',
          'city',
          'description',
          'images',
          'listing_type',
          'price',
          'property_type',
        ].sort(),
      );
      expect(res.json().images).toEqual(['At least one image is required.']);
    });

    it('images: required, at most 10', async () => {
      const { headers } = await signedIn(env().app, env().ctx);
      const none = await post(headers, await listingForm(places, {}, []));
      expect(fieldErrorsOf(none)).toEqual({ images: ['At least one image is required.'] });
      const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => photoFile(`p${i}.jpg`)));
      const tooMany = await post(headers, await listingForm(places, {}, eleven));
      expect(tooMany.statusCode).toBe(400);
      expect(fieldErrorsOf(tooMany)).toEqual({ images: ['Maximum 10 files allowed for property images.'] });
    });

    it('a JSON body cannot carry photos', async () => {
      const { headers } = await signedIn(env().app, env().ctx);
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/properties/properties/',
        headers,
        payload: { ...validFields(places), images: [{ filename: 'x.jpg', path: '/etc/passwd' }] },
      });
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({ images: ['At least one image is required.'] });
    });

    it('the location cascade: each level inside the one above', async () => {
      const { headers } = await signedIn(env().app, env().ctx);
      const check = async (overrides: Record<string, string | undefined>) =>
        fieldErrorsOf(await post(headers, await listingForm(places, overrides)));
      expect(await check({ city: '999999' })).toEqual({ city: ['Select a valid city.'] });
      expect(await check({ subcity: undefined, kebele: undefined })).toEqual({
        subcity: ['This field is required.'],
      });
      expect(await check({ kebele: undefined })).toEqual({ kebele: ['This field is required.'] });
      expect(await check({ city: String(places.plainCity.id) })).toEqual({
        subcity: ['Select a sub-city of the chosen city.'],
      });
      expect(await check({ subcity: String(places.otherSubcity.id) })).toEqual({
        kebele: ['Select a kebele of the chosen sub-city.'],
      });
      // A city without sub-cities is listed without them.
      const plain = await post(
        headers,
        await listingForm(places, {
          city: String(places.plainCity.id),
          subcity: undefined,
          kebele: undefined,
        }),
      );
      expect(plain.statusCode).toBe(201);
      expect(plain.json()).toMatchObject({ city: { id: places.plainCity.id }, subcity: null, kebele: null });
    });

    it('features and amenities must exist', async () => {
      const { headers } = await signedIn(env().app, env().ctx);
      const res = await post(headers, await listingForm(places, { features: 'no-such-thing,999999' }));
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsOf(res)).toEqual({
        features: ['Unknown feature: no-such-thing.', 'Unknown feature: 999999.'],
      });
    });
  });

  describe('protected fields sent by a client are ignored', () => {
    it.each([
      ['is_featured', 'true', { isFeatured: false }],
      ['views_count', '5000', { viewsCount: 0 }],
      ['status', 'available', { status: 'pending' }],
      ['review_state', 'approved', { reviewState: 'pending' }],
      ['currency', 'USD', { currency: 'ETB' }],
    ] as const)('%s', async (field, value, expected) => {
      const { headers } = await signedIn(env().app, env().ctx);
      const res = await post(headers, await listingForm(places, { [field]: value }));
      expect(res.statusCode).toBe(201);
      expect(await row(res.json().id)).toMatchObject(expected);
    });

    it('owner and agent', async () => {
      const { user, headers } = await signedIn(env().app, env().ctx);
      const other = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true });
      const res = await post(
        headers,
        await listingForm(places, { owner: String(other.user.id), agent: String(other.user.id) }),
      );
      expect(res.statusCode).toBe(201);
      expect(await row(res.json().id)).toMatchObject({ ownerId: user.id, agentId: null });
      const links = await env()
        .ctx.database.db.select()
        .from(propertyFeatures)
        .where(eq(propertyFeatures.propertyId, res.json().id));
      expect(links).toEqual([]);
      expect(
        await env()
          .ctx.database.db.select()
          .from(propertyAmenities)
          .where(eq(propertyAmenities.propertyId, res.json().id)),
      ).toEqual([]);
    });
  });
});
