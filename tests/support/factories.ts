import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context';
import {
  agentProfiles,
  cities,
  images,
  kebeles,
  properties,
  propertyImages,
  regions,
  subcities,
  users,
} from '../../src/server/db/schema';
import { invalidateLocationIndex } from '../../src/server/features/locations';
import { buildSearchText } from '../../src/server/features/properties/search-text';

type Insert<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;

const unique = () => randomBytes(4).toString('hex');

/**
 * Factories for tests: each creates a valid row with overrides, creating the parents it needs
 * (a listing without a city gets one).
 */
export function factories(ctx: AppContext) {
  const db = ctx.database.db;
  /**
   * A new place is seen at once, as one added in the staff console is (the index is forgotten). A
   * context of a database alone (a test seeding a server's database before it starts) keeps none.
   */
  const placed = <T>(row: T) => {
    if ('reads' in ctx) invalidateLocationIndex(ctx);
    return row;
  };

  async function region(overrides: Insert<typeof regions> = {}) {
    const [row] = await db
      .insert(regions)
      .values({ name: `Region ${unique()}`, ...overrides })
      .returning();
    return placed(row!);
  }

  async function city(overrides: Insert<typeof cities> = {}) {
    const regionId = overrides.regionId ?? (await region()).id;
    const [row] = await db
      .insert(cities)
      .values({ name: `City ${unique()}`, latitude: 9.03, longitude: 38.75, ...overrides, regionId })
      .returning();
    return placed(row!);
  }

  async function subcity(overrides: Insert<typeof subcities> = {}) {
    const cityId = overrides.cityId ?? (await city()).id;
    const [row] = await db
      .insert(subcities)
      .values({ name: `Subcity ${unique()}`, latitude: 9.0, longitude: 38.78, ...overrides, cityId })
      .returning();
    return placed(row!);
  }

  async function kebele(overrides: Insert<typeof kebeles> = {}) {
    const subcityId = overrides.subcityId ?? (await subcity()).id;
    const [row] = await db
      .insert(kebeles)
      .values({ name: `Woreda ${unique()}`, ...overrides, subcityId })
      .returning();
    return placed(row!);
  }

  async function user(overrides: Insert<typeof users> & { companyName?: string } = {}) {
    const { companyName, ...fields } = overrides;
    const name = unique();
    const [row] = await db
      .insert(users)
      .values({
        username: `user_${name}`,
        email: `${name}@example.et`,
        fullName: `Test User ${name}`,
        ...fields,
      })
      .returning();
    if (row!.isAgent || companyName) {
      await db.insert(agentProfiles).values({ userId: row!.id, companyName: companyName ?? null });
    }
    return row!;
  }

  async function image(overrides: Insert<typeof images> = {}) {
    const key = `images/te/${unique()}`;
    const [row] = await db
      .insert(images)
      .values({
        storageKey: key,
        width: 1600,
        height: 1067,
        placeholder: 'data:image/webp;base64,UklGRjAAAABXRUJQVlA4ICQAAACQAQCdASoEAAMAAUAmJaQAA3AA/vuUAAA=',
        dominantColor: '#807060',
        variants: [
          { format: 'avif', width: 640, height: 427, key: `${key}-640.avif`, bytes: 1000 },
          { format: 'webp', width: 640, height: 427, key: `${key}-640.webp`, bytes: 1200 },
        ],
        ...overrides,
      })
      .returning();
    return row!;
  }

  async function property(overrides: Insert<typeof properties> & { photos?: number } = {}) {
    const { photos = 0, ...fields } = overrides;
    const ownerId = fields.ownerId ?? (await user()).id;
    let { regionId, cityId, subcityId } = fields;
    if (!cityId) {
      const s = await subcity();
      subcityId ??= s.id;
      cityId = s.cityId;
    }
    if (!regionId) {
      const [c] = await db.select().from(cities).where(eq(cities.id, cityId));
      regionId = c!.regionId;
    }
    const title = fields.title ?? `Apartment ${unique()}`;
    const description =
      fields.description ?? 'A bright apartment with two bedrooms, close to shops and the light rail.';
    // The search key includes the place names, as the application computes it.
    const [place] = await db
      .select({
        city: cities.name,
        cityAm: cities.amharicName,
        sub: subcities.name,
        subAm: subcities.amharicName,
      })
      .from(cities)
      .leftJoin(subcities, eq(subcities.id, subcityId ?? -1))
      .where(eq(cities.id, cityId));
    const [row] = await db
      .insert(properties)
      .values({
        listingType: 'sale',
        propertyType: 'apartment',
        price: 5_000_000,
        area: 120,
        bedrooms: 2,
        bathrooms: 1,
        status: 'available',
        // A hidden `pending` listing is one awaiting review (decision 013).
        reviewState: fields.status === 'pending' ? 'pending' : 'approved',
        ...buildSearchText({
          title,
          description,
          titleAm: fields.titleAm,
          descriptionAm: fields.descriptionAm,
          address: fields.address,
          landmark: fields.landmark,
          locationNames: [place?.sub, place?.subAm, place?.city, place?.cityAm],
        }),
        ...fields,
        title,
        description,
        ownerId,
        regionId,
        cityId,
        subcityId,
      })
      .returning();
    for (let i = 0; i < photos; i++) {
      const img = await image();
      await db
        .insert(propertyImages)
        .values({ propertyId: row!.id, imageId: img.id, position: i, isPrimary: i === 0 });
    }
    return row!;
  }

  return { region, city, subcity, kebele, user, image, property };
}
