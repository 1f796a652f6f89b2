import type { Db } from '@server/db/client';
import {
  amenities,
  features,
  properties,
  propertyAmenities,
  propertyFeatures,
  propertyImages,
} from '@server/db/schema';
import { buildSearchText } from '@server/features/properties/search-text';
import type { ListingType, PropertyStatus, PropertyType } from '@shared/enums';
import {
  AMENITIES,
  FEATURES,
  fitsNeighbourhood,
  makeListing,
  pickAmenities,
  pickFeatures,
  pointInSubcity,
  type Rng,
} from './content';
import { listingPhotos, type SeededImages } from './images';
import type { SeededLocations } from './locations';
import type { SeededPeople } from './people';
import { daysAgo } from './people';

/** Listings per Addis Ababa sub-city: the busy markets (Bole, Yeka) get more. */
const PER_SUBCITY: Record<string, number> = {
  Bole: 26,
  Yeka: 20,
  Kirkos: 16,
  'Nifas Silk-Lafto': 16,
  'Lemi Kura': 14,
  'Kolfe Keranio': 13,
  'Akaky Kaliti': 12,
  Gullele: 12,
  Arada: 12,
  Lideta: 11,
  'Addis Ketema': 10,
};
const OUTSIDE_ADDIS = 20;

const TYPE_WEIGHTS: Array<[PropertyType, number]> = [
  ['apartment', 30],
  ['condominium', 20],
  ['house', 20],
  ['villa', 10],
  ['land', 10],
  ['commercial', 10],
];

function weighted<T>(r: Rng, items: Array<[T, number]>): T {
  let roll = r.next() * items.reduce((sum, [, w]) => sum + w, 0);
  for (const [item, w] of items) {
    roll -= w;
    if (roll < 0) return item;
  }
  return items[items.length - 1]![0];
}

function statusFor(r: Rng, listingType: ListingType, reviewed: boolean): PropertyStatus {
  if (!reviewed && r.chance(0.35)) return 'pending';
  const roll = r.next();
  if (roll < 0.07) return listingType === 'sale' ? 'sold' : 'rented';
  if (roll < 0.09) return 'unavailable';
  return 'available';
}

/** Inserts the features and amenities catalogues and returns their ids by slug. */
export async function seedCatalogue(db: Db) {
  const f = await db
    .insert(features)
    .values(FEATURES.map((x) => ({ slug: x.slug, name: x.name })))
    .returning();
  const a = await db
    .insert(amenities)
    .values(AMENITIES.map((x) => ({ slug: x.slug, name: x.name })))
    .returning();
  return {
    features: new Map(f.map((x) => [x.slug, x.id])),
    amenities: new Map(a.map((x) => [x.slug, x.id])),
  };
}

/**
 * At least 150 listings over Addis Ababa's sub-cities (and a few in other cities), each with
 * coordinates inside its sub-city, English and Amharic text, photos, features and amenities.
 */
export async function seedListings(
  db: Db,
  r: Rng,
  ctx: {
    locations: SeededLocations;
    people: SeededPeople;
    media: SeededImages;
    catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  },
): Promise<number> {
  const { locations, people, media, catalogue } = ctx;
  const now = Date.now();
  type Named = { name: string; amharic_name: string };
  interface Place {
    regionId: number;
    cityId: number;
    subcityId: number | null;
    kebeleId: number | null;
    names: string[];
    point: () => { lat: number; lng: number };
    sub: Named;
    hood: Named;
    propertyType: PropertyType;
  }
  const places: Place[] = [];

  for (const s of locations.subcities) {
    for (let i = 0; i < (PER_SUBCITY[s.name] ?? 10); i++) {
      const propertyType = weighted(r, TYPE_WEIGHTS);
      // No villa in Merkato, no house inside a condominium site.
      const fitting = s.neighbourhoods.filter((n) => fitsNeighbourhood(propertyType, n.name));
      const hood = r.pick(fitting.length ? fitting : s.neighbourhoods);
      places.push({
        propertyType,
        regionId: locations.addis.regionId,
        cityId: locations.addis.cityId,
        subcityId: s.id,
        kebeleId: r.pick(s.kebeleIds),
        names: [s.name, s.amharicName, hood.name, hood.amharic_name, 'Addis Ababa', 'አዲስ አበባ'],
        point: () => pointInSubcity(s.name, () => r.next()),
        sub: { name: s.name, amharic_name: s.amharicName },
        hood,
      });
    }
  }
  for (let i = 0; i < OUTSIDE_ADDIS; i++) {
    const c = r.pick(locations.otherCities.slice(0, 12));
    const jitter = () => (r.next() - 0.5) * 0.03;
    places.push({
      propertyType: weighted(r, TYPE_WEIGHTS),
      regionId: c.regionId,
      cityId: c.id,
      subcityId: null,
      kebeleId: null,
      names: [c.name, c.amharicName],
      point: () => ({ lat: +(c.lat + jitter()).toFixed(5), lng: +(c.lng + jitter()).toFixed(5) }),
      sub: { name: c.name, amharic_name: c.amharicName },
      hood: { name: c.name, amharic_name: c.amharicName },
    });
  }

  // About one listing in eight is featured, drawn across all places (not the first ones seeded).
  const featuredPlaces = new Set(r.shuffle(places).slice(0, Math.ceil(places.length / 8)));
  for (const place of places) {
    const { propertyType } = place;
    const saleBias = propertyType === 'land' ? 0.9 : propertyType === 'commercial' ? 0.6 : 0.55;
    const listingType: ListingType = r.chance(saleBias) ? 'sale' : 'rent';
    const content = makeListing(r, {
      propertyType,
      listingType,
      subcity: place.sub,
      neighbourhood: place.hood,
    });
    const byAgent = r.chance(0.7);
    const agent = byAgent ? r.pick(people.agents) : undefined;
    const ownerId = agent?.id ?? r.pick(people.owners).id;
    // Listings of verified agents go live at once; the others were reviewed by staff (or wait).
    const status = statusFor(r, listingType, agent?.verified === true || r.chance(0.6));
    const isFeatured = featuredPlaces.has(place) && status !== 'pending';
    const created = daysAgo(r.range(0, 120), now);
    const point = place.point();

    const [row] = await db
      .insert(properties)
      .values({
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
        kebeleId: place.kebeleId,
        ownerId,
        agentId: agent?.id ?? null,
        isFeatured,
        status,
        reviewState: status === 'pending' ? 'pending' : 'approved',
        reviewedAt: status === 'pending' ? null : created,
        reviewedById: status === 'pending' || agent?.verified ? null : people.staff.id,
        viewsCount: status === 'pending' ? 0 : Math.floor(r.next() ** 2 * 900),
        ...buildSearchText({
          title: content.title,
          titleAm: content.title_am,
          description: content.description,
          descriptionAm: content.description_am,
          address: content.address,
          landmark: content.terms.landmark,
          locationNames: place.names,
        }),
        createdAt: created,
        updatedAt: new Date(created.getTime() + r.range(0, 5) * 86_400_000),
      })
      .returning({ id: properties.id });
    const id = row!.id;

    const photoIds = listingPhotos(
      media,
      propertyType,
      (items) => r.pick(items),
      propertyType === 'land' ? 2 : r.int(3, 5),
    );
    if (photoIds.length) {
      await db.insert(propertyImages).values(
        photoIds.map((imageId, position) => ({
          propertyId: id,
          imageId,
          position,
          isPrimary: position === 0,
        })),
      );
    }
    const featureIds = pickFeatures(r, propertyType).map((slug) => catalogue.features.get(slug)!);
    if (featureIds.length)
      await db
        .insert(propertyFeatures)
        .values(featureIds.map((featureId) => ({ propertyId: id, featureId })));
    const amenityIds = pickAmenities(r, propertyType).map((slug) => catalogue.amenities.get(slug)!);
    if (amenityIds.length)
      await db
        .insert(propertyAmenities)
        .values(amenityIds.map((amenityId) => ({ propertyId: id, amenityId })));
  }
  return places.length;
}
