import { beforeAll, describe, expect, it } from 'vitest';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { createPlaces, listingForm, type Places } from '../support/publishing';

type Headers = Record<string, string>;
const PROCLAMATION = /Proclamation 1320\/2024/;

describeWithDb('Ethiopian listing terms: publishing, reading and filtering', (env) => {
  let places: Places;
  let headers: Headers;
  beforeAll(async () => {
    places = await createPlaces(env().ctx);
    // A verified agent publishes at once: the listing is public and searchable straight away.
    ({ headers } = await signedIn(env().app, env().ctx, { isAgent: true, isVerifiedAgent: true }));
  });

  async function publish(fields: Record<string, string | undefined>) {
    const form = await listingForm(places, fields);
    return env().app.inject({
      method: 'POST',
      url: '/api/properties/properties/',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
      remoteAddress: randomIp(),
    });
  }
  const patch = (id: number, payload: object) =>
    env().app.inject({ method: 'PATCH', url: `/api/properties/properties/${id}/`, headers, payload });
  const get = (url: string) => env().app.inject({ method: 'GET', url });

  describe('publishing', () => {
    it('stores every term a condominium for rent has and shows them in the detail and the list', async () => {
      const res = await publish({
        property_type: 'condominium',
        furnished: 'semi_furnished',
        condominium_scheme: '40/60',
        floor: '3',
        building_floors: '7',
        price_negotiable: 'true',
        advance_months: '2',
        min_lease_months: '12',
        landmark: 'ከኤድና ሞል አጠገብ',
      });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json().id as number;
      const terms = {
        furnished: 'semi_furnished',
        condominium_scheme: '40/60',
        floor: 3,
        building_floors: 7,
        title_deed: null,
        price_negotiable: true,
        advance_months: 2,
        min_lease_months: 12,
        landmark: 'ከኤድና ሞል አጠገብ',
        // 45,000 birr a month for 110 m², whole birr.
        price_per_m2: 409,
      };
      expect(res.json()).toMatchObject(terms);
      expect((await get(`/api/properties/properties/${id}/`)).json()).toMatchObject(terms);
      const list = await get(`/api/properties/properties/?city=${places.cityId}&page_size=100`);
      expect(list.json().results.find((p: { id: number }) => p.id === id)).toMatchObject(terms);
    });

    it('leaves them empty when not given, as every listing published before them', async () => {
      const res = await publish({});
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        furnished: null,
        condominium_scheme: null,
        floor: null,
        building_floors: null,
        title_deed: null,
        price_negotiable: false,
        advance_months: null,
        min_lease_months: null,
        landmark: null,
      });
    });

    it('refuses more than two months of rent in advance for a home, citing the proclamation', async () => {
      const res = await publish({ advance_months: '3' });
      expect(res.statusCode).toBe(400);
      expect(res.json().advance_months[0]).toMatch(PROCLAMATION);
    });

    it('lets commercial property ask more in advance', async () => {
      const res = await publish({ property_type: 'commercial', bedrooms: '0', advance_months: '6' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().advance_months).toBe(6);
    });

    it.each([
      [{ furnished: 'yes' }, 'furnished', /Select a valid choice/],
      [{ condominium_scheme: '30/70' }, 'condominium_scheme', /Select a valid choice/],
      [{ title_deed: 'maybe' }, 'title_deed', /Select a valid choice/],
      [{ floor: '-1' }, 'floor', /greater than or equal to 0/],
      [{ floor: '8', building_floors: '7' }, 'floor', /above the building/],
      [{ min_lease_months: '1.5' }, 'min_lease_months', /valid integer/],
      [{ landmark: 'x'.repeat(201) }, 'landmark', /no more than 200/],
    ])('refuses %o with an error on %s', async (fields, field, message) => {
      const res = await publish(fields);
      expect(res.statusCode).toBe(400);
      expect(res.json()[field][0]).toMatch(message);
    });

    it('keeps only the terms that apply: no scheme outside condominiums, no deed for rent, no advance for sale', async () => {
      const rent = await publish({
        condominium_scheme: '20/80',
        title_deed: 'has_deed',
        advance_months: '1',
      });
      expect(rent.json()).toMatchObject({ condominium_scheme: null, title_deed: null, advance_months: 1 });
      const sale = await publish({ listing_type: 'sale', title_deed: 'in_process', advance_months: '1' });
      expect(sale.json()).toMatchObject({ title_deed: 'in_process', advance_months: null });
    });

    it('edits terms one at a time, checking them against the listing as it is', async () => {
      const created = await publish({ floor: '2', building_floors: '4', advance_months: '1' });
      const id = created.json().id as number;
      const higher = await patch(id, { floor: 5 });
      expect(higher.statusCode).toBe(400);
      expect(higher.json().floor[0]).toMatch(/above the building/);
      const advance = await patch(id, { advance_months: 4 });
      expect(advance.json().advance_months[0]).toMatch(PROCLAMATION);
      const ok = await patch(id, { floor: 0, furnished: 'furnished', landmark: 'near Bole Medhanialem' });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toMatchObject({
        floor: 0,
        building_floors: 4,
        furnished: 'furnished',
        advance_months: 1,
      });
      const cleared = await patch(id, { furnished: null, landmark: '' });
      expect(cleared.json()).toMatchObject({ furnished: null, landmark: null });
      // Becoming a sale drops the rent's terms.
      const sale = await patch(id, { listing_type: 'sale', title_deed: 'has_deed' });
      expect(sale.json()).toMatchObject({
        advance_months: null,
        min_lease_months: null,
        title_deed: 'has_deed',
      });
    });

    it('finds a listing by the words of its landmark, in either script', async () => {
      const res = await publish({ title: 'Quiet flat with a garden view', landmark: 'ከካዛንቺስ ቶታል አጠገብ' });
      const id = res.json().id as number;
      for (const words of ['kazanchis', 'ካዛንቺስ', 'KAZANCHIS total']) {
        const found = await get(
          `/api/properties/properties/?city=${places.cityId}&search=${encodeURIComponent(words)}`,
        );
        expect(found.json().results.map((p: { id: number }) => p.id)).toEqual([id]);
      }
    });
  });

  describe('filters', () => {
    const ids: Record<string, number> = {};
    let cityId: number;
    beforeAll(async () => {
      const f = factories(env().ctx);
      const subcity = await f.subcity({ name: 'Terms sub-city' });
      cityId = subcity.cityId;
      const at = { cityId, subcityId: subcity.id };
      const make = async (key: string, fields: Parameters<typeof f.property>[0]) => {
        ids[key] = (await f.property({ ...at, ...fields })).id;
      };
      await make('groundCondo', {
        propertyType: 'condominium',
        listingType: 'sale',
        furnished: 'unfurnished',
        condominiumScheme: '20/80',
        floor: 0,
        buildingFloors: 4,
        titleDeed: 'has_deed',
      });
      await make('thirdFlat', {
        propertyType: 'apartment',
        listingType: 'rent',
        furnished: 'furnished',
        floor: 3,
        buildingFloors: 7,
      });
      await make('highCondo', {
        propertyType: 'condominium',
        listingType: 'sale',
        furnished: 'furnished',
        condominiumScheme: '40/60',
        floor: 9,
        buildingFloors: 12,
        titleDeed: 'in_process',
      });
      await make('bare', { propertyType: 'house', listingType: 'sale' });
    });
    const found = async (query: string) => {
      const res = await get(`/api/properties/properties/?city=${cityId}&ordering=created_at&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((p: { id: number }) => p.id);
    };

    it.each([
      ['furnished=furnished', ['thirdFlat', 'highCondo']],
      ['furnished=unfurnished', ['groundCondo']],
      ['condominium_scheme=20/80', ['groundCondo']],
      ['condominium_scheme=40%2F60', ['highCondo']],
      ['max_floor=0', ['groundCondo']],
      ['max_floor=3', ['groundCondo', 'thirdFlat']],
      ['title_deed=has_deed', ['groundCondo']],
      ['furnished=furnished&max_floor=5', ['thirdFlat']],
      ['', ['groundCondo', 'thirdFlat', 'highCondo', 'bare']],
    ])('%s', async (query, expected) => {
      expect(await found(query)).toEqual(expected.map((k) => ids[k]));
    });

    it('sorts by price per m², each way, ties by id', async () => {
      const f = factories(env().ctx);
      const sub = await f.subcity({ name: 'Per m² sub-city' });
      const at = { cityId: sub.cityId, subcityId: sub.id };
      const cheap = await f.property({ ...at, price: 1_000_000, area: 100 });
      const dear = await f.property({ ...at, price: 9_000_000, area: 100 });
      const unknown = await f.property({ ...at, price: 500_000, area: 0 });
      const url = (o: string) => `/api/properties/properties/?city=${sub.cityId}&ordering=${o}`;
      const asc = (await get(url('price_per_m2'))).json().results;
      expect(asc.map((p: { id: number }) => p.id)).toEqual([unknown.id, cheap.id, dear.id]);
      expect(asc.map((p: { price_per_m2: number | null }) => p.price_per_m2)).toEqual([null, 10_000, 90_000]);
      const desc = (await get(url('-price_per_m2'))).json().results;
      expect(desc.map((p: { id: number }) => p.id)).toEqual([dear.id, cheap.id, unknown.id]);
    });

    it('refuses values it does not know, with the choices', async () => {
      const res = await get('/api/properties/properties/?furnished=sometimes');
      expect(res.statusCode).toBe(400);
      expect(res.json().furnished[0]).toMatch(/unfurnished/);
      expect((await get('/api/properties/properties/?max_floor=-1')).statusCode).toBe(400);
    });
  });
});
