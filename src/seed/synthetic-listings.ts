/**
 * The synthetic listings of `generate-listings`: where, what and by whom, drawn like the demo
 * data (seed/listings.ts) from the locations, people and pictures already in the database.
 */

import { UsageError } from '@server/cli/usage-error';
import { type Db, rowsOf } from '@server/db/client';
import type { properties } from '@server/db/schema';
import { buildSearchText } from '@server/features/properties/search-text';
import type { ListingType, PropertyStatus, PropertyType } from '@shared/enums';
import { sql } from 'drizzle-orm';
import {
  fitsNeighbourhood,
  type ListingContent,
  makeListing,
  pickAmenities,
  pickFeatures,
  pointInSubcity,
  type Rng,
  SUBCITY_BOUNDS,
} from './content';
import reference from './data/ethiopia-locations.json';

const DAYS_OF_HISTORY = 730;

type Named = { name: string; amharic_name: string };
interface Place {
  weight: number;
  regionId: number;
  cityId: number;
  subcityId: number | null;
  kebeleIds: number[];
  sub: Named;
  hoods: Named[];
  /** Location names the seed gives buildSearchText, in its order (after the neighbourhood's). */
  names: (hood: Named) => string[];
  point: (r: Rng) => { lat: number; lng: number };
}

export interface World {
  places: Place[];
  placeWeights: Array<[Place, number]>;
  typeWeights: Array<[PropertyType, number]>;
  agents: Array<{ id: number; verified: boolean }>;
  owners: number[];
  staffId: number | null;
  /** Image ids seen at each photo position of existing listings, by property type. */
  photos: Map<PropertyType, number[][]>;
  features: Map<string, number>;
  amenities: Map<string, number>;
}

function weighted<T>(r: Rng, items: Array<[T, number]>): T {
  let roll = r.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) {
    roll -= w;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}

/** As the seed decides: unreviewed listings may still wait; a few are sold, rented or withdrawn. */
function statusFor(r: Rng, listingType: ListingType, reviewed: boolean): PropertyStatus {
  if (!reviewed && r.chance(0.35)) return 'pending';
  const roll = r.next();
  if (roll < 0.07) return listingType === 'sale' ? 'sold' : 'rented';
  if (roll < 0.09) return 'unavailable';
  return 'available';
}

/**
 * Places, types, people and pictures as the demo data has them: each place (sub-city, or a city
 * outside Addis Ababa) and each property type is drawn as often as it occurs among the listings
 * already there, so a top-up keeps the demo data's spread.
 */
export async function loadWorld(db: Db): Promise<World> {
  const found = rowsOf<{
    city_id: number;
    region_id: number;
    city: string;
    city_am: string | null;
    city_lat: number | null;
    city_lng: number | null;
    subcity_id: number | null;
    sub: string | null;
    sub_am: string | null;
    sub_lat: number | null;
    sub_lng: number | null;
    kebele_ids: number[] | null;
    n: number;
  }>(
    await db.execute(sql`select c.id as city_id, c.region_id, c.name as city, c.amharic_name as city_am,
               c.latitude as city_lat, c.longitude as city_lng, s.id as subcity_id, s.name as sub,
               s.amharic_name as sub_am, s.latitude as sub_lat, s.longitude as sub_lng,
               (select array_agg(k.id order by k.id) from kebeles k where k.subcity_id = s.id) as kebele_ids,
               count(*)::int as n
          from properties p join cities c on c.id = p.city_id left join subcities s on s.id = p.subcity_id
         group by c.id, s.id order by c.id, s.id`),
  );
  if (!found.length)
    throw new UsageError('No listing with a city to take the spread from: load the demo data.');
  const hoodsBySubcity = new Map(reference.addis_ababa_subcities.map((s) => [s.name, s.neighbourhoods]));
  const places: Place[] = found.map((f) => {
    const city = { name: f.city, amharic_name: f.city_am ?? f.city };
    const sub = f.sub ? { name: f.sub, amharic_name: f.sub_am ?? f.sub } : city;
    const lat = f.sub_lat ?? f.city_lat ?? 9.0;
    const lng = f.sub_lng ?? f.city_lng ?? 38.76;
    // Outside the demo's sub-city boxes (other cities, a new sub-city): scatter around the centre.
    const spread = f.subcity_id ? 0.02 : 0.03;
    return {
      weight: f.n,
      regionId: f.region_id,
      cityId: f.city_id,
      subcityId: f.subcity_id,
      kebeleIds: f.kebele_ids ?? [],
      sub,
      hoods: (f.sub && hoodsBySubcity.get(f.sub)) || [sub],
      names: (hood) =>
        f.subcity_id
          ? [sub.name, sub.amharic_name, hood.name, hood.amharic_name, city.name, city.amharic_name]
          : [city.name, city.amharic_name],
      point: (r) =>
        f.sub && SUBCITY_BOUNDS[f.sub]
          ? pointInSubcity(f.sub, () => r.next())
          : {
              lat: +(lat + (r.next() - 0.5) * spread).toFixed(5),
              lng: +(lng + (r.next() - 0.5) * spread).toFixed(5),
            },
    };
  });
  const types = rowsOf<{ property_type: PropertyType; n: number }>(
    await db.execute(sql`select property_type, count(*)::int as n from properties group by 1 order by 1`),
  );

  const people = rowsOf<{
    id: number;
    is_agent: boolean;
    is_verified_agent: boolean;
    is_staff: boolean;
  }>(
    await db.execute(
      sql`select id, is_agent, is_verified_agent, is_staff from users where is_active order by id`,
    ),
  );
  const agents = people.filter((p) => p.is_agent).map((p) => ({ id: p.id, verified: p.is_verified_agent }));
  const owners = people.filter((p) => !p.is_agent && !p.is_staff).map((p) => p.id);
  if (!agents.length && !owners.length)
    throw new UsageError('The database has no agents or owners to list with.');

  // Pictures carry no kind; the demo listings show which suit which type (exterior first).
  const seen = rowsOf<{ property_type: PropertyType; position: number; ids: number[] }>(
    await db.execute(sql`select p.property_type, pi.position, array_agg(distinct pi.image_id) as ids
          from property_images pi join properties p on p.id = pi.property_id
         where pi.position < 4 group by 1, 2 order by 1, 2`),
  );
  const photos = new Map<PropertyType, number[][]>();
  for (const s of seen) {
    const pools = photos.get(s.property_type) ?? [];
    if (pools.length === s.position) pools.push(s.ids);
    photos.set(s.property_type, pools);
  }
  const catalogue = async (table: 'features' | 'amenities') =>
    new Map(
      rowsOf<{ id: number; slug: string }>(
        await db.execute(sql`select id, slug from ${sql.identifier(table)}`),
      ).map((x) => [x.slug, x.id]),
    );
  const [staff] = people.filter((p) => p.is_staff);
  return {
    places,
    placeWeights: places.map((p): [Place, number] => [p, p.weight]),
    typeWeights: types.map((t): [PropertyType, number] => [t.property_type, t.n]),
    agents,
    owners: owners.length ? owners : agents.map((a) => a.id),
    staffId: staff?.id ?? null,
    photos,
    features: await catalogue('features'),
    amenities: await catalogue('amenities'),
  };
}

export type Written = ListingContent & { searchText: string; searchTitle: string };
/** Kept by the database's trigger (decision 042): a new listing has no price history. */
type KeptByDatabase = 'priceReducedAt';
export type Listing = Required<
  Omit<typeof properties.$inferInsert, 'id' | 'currency' | 'reviewNote' | KeptByDatabase>
>;

/** One listing and its rows, drawn from the world. */
export function drawListing(
  r: Rng,
  world: World,
  texts: (key: string, make: () => Written) => Written,
  now: number,
) {
  const place = weighted(r, world.placeWeights);
  const propertyType = weighted(r, world.typeWeights);
  const fitting = place.hoods.filter((n) => fitsNeighbourhood(propertyType, n.name));
  const hood = r.pick(fitting.length ? fitting : place.hoods);
  const saleBias = propertyType === 'land' ? 0.9 : propertyType === 'commercial' ? 0.6 : 0.55;
  const listingType: ListingType = r.chance(saleBias) ? 'sale' : 'rent';
  const key = `${place.cityId}/${place.subcityId}/${hood.name}/${propertyType}/${listingType}`;
  const content = texts(key, () => {
    const c = makeListing(r, { propertyType, listingType, subcity: place.sub, neighbourhood: hood });
    const names = place.names(hood);
    return {
      ...c,
      ...buildSearchText({
        title: c.title,
        titleAm: c.title_am,
        description: c.description,
        descriptionAm: c.description_am,
        address: c.address,
        landmark: c.terms.landmark,
        locationNames: names,
      }),
    };
  });
  const agent = world.agents.length && r.chance(0.7) ? r.pick(world.agents) : undefined;
  const status = statusFor(r, listingType, agent?.verified === true || r.chance(0.6));
  const created = new Date(now - r.range(0, DAYS_OF_HISTORY) * 86_400_000);
  const point = place.point(r);
  const listing: Listing = {
    title: content.title,
    titleAm: content.title_am,
    description: content.description,
    descriptionAm: content.description_am,
    listingType,
    propertyType,
    price: content.price,
    area: content.area,
    bedrooms: content.bedrooms,
    bathrooms: content.bathrooms,
    parkingSpaces: content.parking_spaces,
    ...content.terms,
    address: content.address,
    latitude: point.lat,
    longitude: point.lng,
    regionId: place.regionId,
    cityId: place.cityId,
    subcityId: place.subcityId,
    kebeleId: place.kebeleIds.length ? r.pick(place.kebeleIds) : null,
    ownerId: agent?.id ?? r.pick(world.owners),
    agentId: agent?.id ?? null,
    isFeatured: status !== 'pending' && r.chance(1 / 8),
    featuredUntil: null,
    status,
    heldStatus: null,
    reviewState: status === 'pending' ? 'pending' : 'approved',
    reviewedAt: status === 'pending' ? null : created,
    reviewedById: status === 'pending' || agent?.verified ? null : world.staffId,
    viewsCount: status === 'pending' ? 0 : Math.floor(r.next() ** 2 * 2000),
    // Scored by the next freshness pass, which rescores every listing never scored (decision 051).
    qualityScore: 0,
    qualityScoredAt: null,
    searchText: content.searchText,
    searchTitle: content.searchTitle,
    createdAt: created,
    // Confirmed within the last 20 days (no draw: every other value stays what it was).
    lastConfirmedAt: new Date(Math.max(created.getTime(), now - 20 * 86_400_000)),
    updatedAt: new Date(Math.min(now, created.getTime() + r.range(0, 5) * 86_400_000)),
  };
  const pools = world.photos.get(propertyType) ?? [];
  const photoIds: number[] = [];
  for (const pool of pools.slice(0, r.int(1, propertyType === 'land' ? 2 : 4))) {
    const free = pool.filter((id) => !photoIds.includes(id));
    if (free.length) photoIds.push(r.pick(free));
  }
  const featureIds = pickFeatures(r, propertyType).flatMap((s) => world.features.get(s) ?? []);
  const amenityIds = pickAmenities(r, propertyType).flatMap((s) => world.amenities.get(s) ?? []);
  return { listing, photoIds, featureIds, amenityIds };
}
export type Drawn = ReturnType<typeof drawListing>;

/**
 * The texts of the listings: at most `distinct` are written, spread over the (place, type, deal)
 * keys; past that a listing reuses one written for its own key, so text and place still agree.
 */
export function textPool(r: Rng, world: World, count: number, distinct: number) {
  const keys = world.places.reduce((sum, p) => sum + p.hoods.length, 0) * world.typeWeights.length * 2;
  const perKey = Math.max(1, Math.ceil(Math.min(count, distinct) / keys));
  const written = new Map<string, Written[]>();
  const text = (key: string, make: () => Written) => {
    const pool = written.get(key) ?? [];
    written.set(key, pool);
    if (pool.length >= perKey) return r.pick(pool);
    pool.push(make());
    return pool[pool.length - 1]!;
  };
  return { text, written: () => [...written.values()].reduce((sum, p) => sum + p.length, 0) };
}
