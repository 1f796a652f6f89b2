import type { AppContext } from '../../src/server/context';
import { factories } from './factories';

// The random market and queries of the listing index's equivalence test: the same filters, sorts,
// pages and search words answered by SQL and by the index must give the same pages.

/** A small deterministic random source, so a failing query can be found again. */
export function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  return { next, pick, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof random>;
export type Market = Awaited<ReturnType<typeof buildMarket>>;

/** 90 listings in their own region and city, with shared values and words on purpose. */
export async function buildMarket(ctx: AppContext) {
  const f = factories(ctx);
  const rnd = random(7);
  const region = await f.region({ name: 'Index region' });
  const city = await f.city({ regionId: region.id, name: 'Index city' });
  const subcities = [
    await f.subcity({ cityId: city.id, name: 'North' }),
    await f.subcity({ cityId: city.id, name: 'South' }),
    await f.subcity({ cityId: city.id, name: 'East' }),
  ];
  const kebeles = [
    await f.kebele({ subcityId: subcities[0]!.id, name: 'Woreda 01' }),
    await f.kebele({ subcityId: subcities[1]!.id, name: 'Woreda 02' }),
  ];
  const agents = [await f.user({ isAgent: true }), await f.user({ isAgent: true })];
  const owner = await f.user();
  // Shared values on purpose: equal dates, prices, views and areas test the id tie-break.
  const day = Date.UTC(2026, 9, 1);
  for (let i = 0; i < 90; i++) {
    const subcity = rnd.chance(0.1) ? null : rnd.pick(subcities);
    const agent = rnd.chance(0.4) ? null : rnd.pick(agents);
    const kebele = kebeles.find((k) => k.subcityId === subcity?.id && rnd.chance(0.7));
    await f.property({
      regionId: region.id,
      cityId: city.id,
      subcityId: subcity?.id ?? null,
      kebeleId: kebele?.id ?? null,
      ownerId: agent?.id ?? owner.id,
      agentId: agent?.id ?? null,
      listingType: rnd.pick(['sale', 'rent'] as const),
      propertyType: rnd.pick(['apartment', 'house', 'condominium', 'villa', 'commercial', 'land'] as const),
      status: rnd.pick([
        'available',
        'available',
        'available',
        'sold',
        'rented',
        'pending',
        'unavailable',
      ] as const),
      price: rnd.pick([8_000, 25_000, 25_000, 900_000, 5_000_000, 5_000_000, 40_000_000]),
      area: rnd.pick([40, 80, 80, 120, 300]),
      bedrooms: rnd.pick([0, 1, 2, 2, 3, 5]),
      bathrooms: rnd.pick([0, 1, 1, 2, 4]),
      latitude: rnd.chance(0.15) ? null : 8.9 + rnd.next() * 0.2,
      longitude: rnd.chance(0.15) ? null : 38.7 + rnd.next() * 0.2,
      isFeatured: rnd.chance(0.2),
      viewsCount: rnd.pick([0, 0, 3, 10, 10, 250]),
      createdAt: new Date(day + rnd.pick([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) * 86_400_000),
      photos: rnd.chance(0.3) ? 1 : 0,
      // Words in both scripts, in titles, descriptions or neither, for the search words.
      title: `${rnd.pick(['Bright', 'Quiet', 'ብሩህ', 'Garden'])} home ${rnd.pick(['in Bole', 'near ቦሌ', 'at Ayat', ''])} ${i}`,
      description: `Rooms with a ${rnd.pick(['garden', 'balcony', 'pool'])}, ${rnd.pick(['close to Kazanchis', 'near ካዛንቺስ', 'by the light rail', 'a walk from Bole'])}.`,
    });
  }
  return { region, city, subcities, kebeles, agents };
}

/** A random query in the market (or over everything), as a visitor's address would carry it. */
export function randomQuery(rnd: Random, market: Market): Record<string, string> {
  const q: Record<string, string> = {};
  const maybe = (p: number, key: string, value: () => string | number | boolean) => {
    if (rnd.chance(p)) q[key] = String(value());
  };
  maybe(0.7, 'city', () => market.city.id);
  maybe(0.15, 'region', () => market.region.id);
  maybe(0.35, 'subcity', () => rnd.pick(market.subcities).id);
  maybe(0.1, 'kebele', () => rnd.pick(market.kebeles).id);
  maybe(0.15, 'agent', () => rnd.pick(market.agents).id);
  maybe(0.3, 'listing_type', () => rnd.pick(['sale', 'rent']));
  maybe(0.3, 'property_type', () => rnd.pick(['apartment', 'house', 'condo', 'villa', 'land']));
  maybe(0.25, 'status', () => rnd.pick(['for_sale', 'for_rent', 'available', 'sold', 'rented']));
  maybe(0.25, 'min_price', () => rnd.pick([8_000, 25_000, 900_000, 5_000_000]));
  maybe(0.25, 'max_price', () => rnd.pick([25_000, 900_000, 5_000_000, 40_000_000]));
  maybe(0.25, 'bedrooms', () => rnd.pick([0, 1, 2, 3, 4, 6]));
  maybe(0.2, 'bathrooms', () => rnd.pick([0, 1, 2, 3]));
  maybe(0.15, 'is_featured', () => rnd.pick(['true', 'false']));
  maybe(0.2, 'min_lat', () => (8.95 + rnd.next() * 0.1).toFixed(3));
  maybe(0.2, 'max_lat', () => (9.0 + rnd.next() * 0.1).toFixed(3));
  maybe(0.2, 'min_lng', () => (38.75 + rnd.next() * 0.1).toFixed(3));
  maybe(0.2, 'max_lng', () => (38.8 + rnd.next() * 0.1).toFixed(3));
  maybe(0.35, 'search', () =>
    rnd.pick([
      'bole',
      'ቦሌ',
      'BOLE',
      'kazanchis',
      'ካዛንቺስ',
      'garden',
      'ayat balcony',
      'north',
      'home',
      'x',
      '?!',
    ]),
  );
  // Without an order, searches come in relevance order: the case most worth drawing.
  maybe(q.search ? 0.3 : 0.8, 'ordering', () =>
    rnd.pick(['created_at', '-created_at', 'price', '-price', 'views', '-views', 'area', '-area']),
  );
  maybe(0.4, 'page_size', () => rnd.pick([1, 3, 7, 20]));
  maybe(0.4, 'page', () => rnd.pick([1, 2, 3, 5]));
  return q;
}
