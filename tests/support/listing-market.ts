import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context';
import { properties } from '../../src/server/db/schema';
import { LISTING_FILTERS, LISTING_VISIBILITY, ORDERINGS } from '../../src/shared/listing-query';
import type { ListingFilter } from '../../src/shared/listing-query-kit';
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
      // Equal scores and equal days: the "Recommended" sort's tie-break by newest, then by id.
      qualityScore: rnd.pick([0, 35, 35, 60, 60, 85, 100]),
      createdAt: new Date(day + rnd.pick([0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9]) * 86_400_000),
      photos: rnd.chance(0.3) ? 1 : 0,
      // The Ethiopian terms (decision 035), some missing (NULL matches no filter value).
      furnished: rnd.chance(0.1) ? null : rnd.pick(['unfurnished', 'semi_furnished', 'furnished'] as const),
      condominiumScheme: rnd.chance(0.3) ? null : rnd.pick(['20/80', '40/60', '10/90', 'other'] as const),
      floor: rnd.chance(0.15) ? null : rnd.pick([0, 0, 1, 3, 3, 7]),
      buildingFloors: rnd.pick([null, 4, 7, 12]),
      titleDeed: rnd.chance(0.2) ? null : rnd.pick(['has_deed', 'in_process', 'none'] as const),
      // Words in both scripts, in titles, descriptions or neither, for the search words.
      title: `${rnd.pick(['Bright', 'Quiet', 'ብሩህ', 'Garden'])} home ${rnd.pick(['in Bole', 'near ቦሌ', 'at Ayat', ''])} ${i}`,
      description: `Rooms with a ${rnd.pick(['garden', 'balcony', 'pool'])}, ${rnd.pick(['close to Kazanchis', 'near ካዛንቺስ', 'by the light rail', 'a walk from Bole'])}.`,
    });
  }
  return { region, city, subcities, kebeles, agents, values: await observed(ctx, region.id) };
}

/** Words in both scripts, some in titles, some in descriptions, some nowhere or unsearchable. */
const WORDS = [
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
];

/** The distinct values the market's listings hold in a declared column (NULLs left out). */
async function observed(ctx: AppContext, regionId: number): Promise<Map<string, unknown[]>> {
  const rows = await ctx.database.db.select().from(properties).where(eq(properties.regionId, regionId));
  const columns = new Map<string, unknown[]>();
  for (const row of rows)
    for (const [column, value] of Object.entries(row)) {
      if (value === null) continue;
      const seen = columns.get(column) ?? [];
      if (!seen.some((v) => String(v) === String(value))) seen.push(value);
      columns.set(column, seen);
    }
  return columns;
}

/**
 * A random query, as a visitor's address would carry it, drawn from the declaration
 * (`@shared/listing-query`): every declared filter and sort is exercised, with values the market
 * holds (so bounds fall exactly on listings), values it does not, other spellings and every
 * status the `status` parameter accepts. A new filter is drawn without a change here.
 */
export function randomQuery(rnd: Random, market: Market): Record<string, string> {
  const q: Record<string, string> = {};
  const values = (column: string) => market.values.get(column) ?? [];
  const number = (column: string) => {
    const seen = values(column).map(Number);
    // Mostly a value some listing holds (an edge of a range), sometimes one beside it.
    const n = rnd.pick(seen.length ? seen : [0]);
    return rnd.chance(0.8) ? n : n + rnd.pick([-1, 1]) * (Number.isInteger(n) ? 1 : 0.01);
  };
  const text = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v));
  // About 2.6 filters besides the words per query, however many the declaration holds: more
  // would leave most pages empty on 90 listings, and agreement on empty pages proves little.
  const others = LISTING_FILTERS.filter((f) => f.op !== 'text').length;
  for (const f of LISTING_FILTERS as readonly ListingFilter[]) {
    if (!rnd.chance(f.op === 'text' ? 0.35 : 2.6 / others)) continue;
    switch (f.op) {
      case 'text':
        q[f.param] = rnd.pick(WORDS);
        break;
      case 'equals':
        if (f.kind === 'enum') {
          q[f.param] = rnd.pick([...f.values, ...Object.keys(f.aliases)]);
        } else if (f.kind === 'boolean') q[f.param] = rnd.pick(['true', 'false']);
        else q[f.param] = text(rnd.chance(0.9) ? rnd.pick(values(f.column)) : 999_999);
        break;
      case 'set':
        q[f.param] = f.values.filter(() => rnd.chance(0.4)).join(',') || f.values[0]!;
        break;
      case 'atLeast':
        q[f.param] = String(Math.max(0, number(f.column)));
        break;
      case 'range':
        if (f.min && rnd.chance(0.6)) q[f.min] = String(Math.max(0, number(f.column)));
        if (f.max && (!q[f.min ?? ''] || rnd.chance(0.5))) q[f.max] = String(Math.max(0, number(f.column)));
        break;
      case 'area':
        for (const [param, column] of [
          ['min_lat', f.latitude],
          ['max_lat', f.latitude],
          ['min_lng', f.longitude],
          ['max_lng', f.longitude],
        ] as const)
          if (rnd.chance(0.5)) q[param] = number(column).toFixed(4);
        break;
      case 'within':
        q[f.param] = String(rnd.pick([0, 1, 7, 30, 1000]));
        break;
    }
  }
  if (rnd.chance(0.3)) q.status = rnd.pick(STATUSES);
  // Without an order, searches come in relevance order: the case most worth drawing.
  if (rnd.chance(q.search ? 0.3 : 0.8)) q.ordering = rnd.pick(ORDERINGS);
  if (rnd.chance(0.4)) q.page_size = String(rnd.pick([1, 3, 7, 20]));
  if (rnd.chance(0.4)) q.page = String(rnd.pick([1, 2, 3, 5]));
  return q;
}

const STATUSES = [
  ...LISTING_VISIBILITY.public,
  ...LISTING_VISIBILITY.private,
  ...Object.keys(LISTING_VISIBILITY.aliases),
];
