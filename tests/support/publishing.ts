import { eq } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context';
import { amenities, features, subcities } from '../../src/server/db/schema';
import { factories } from './factories';
import { type FormFile, multipart, photoFile } from './uploads';

/** A city with one sub-city and one kebele in it, and a second city without sub-cities. */
export async function createPlaces(ctx: AppContext) {
  const f = factories(ctx);
  const kebele = await f.kebele({ name: 'Woreda 07', amharicName: 'ወረዳ 07' });
  const [subcity] = await ctx.database.db.select().from(subcities).where(eq(subcities.id, kebele.subcityId));
  const otherSubcity = await f.subcity({ cityId: subcity!.cityId });
  const plainCity = await f.city();
  return { cityId: subcity!.cityId, subcityId: subcity!.id, kebeleId: kebele.id, otherSubcity, plainCity };
}

export type Places = Awaited<ReturnType<typeof createPlaces>>;

/** A feature and an amenity with unique slugs. */
export async function createCatalogue(ctx: AppContext) {
  const tag = Math.random().toString(36).slice(2, 8);
  const [feature] = await ctx.database.db
    .insert(features)
    .values({ slug: `balcony-${tag}`, name: `Balcony ${tag}` })
    .returning();
  const [amenity] = await ctx.database.db
    .insert(amenities)
    .values({ slug: `school-${tag}`, name: `School nearby ${tag}` })
    .returning();
  return { feature: feature!, amenity: amenity! };
}

/** Every field of the add-property form, valid (spec §5). */
export function validFields(places: Places): Record<string, string> {
  return {
    title: 'Bright two-bedroom flat near Edna Mall',
    description:
      'A bright flat on the fourth floor with a lift, two bedrooms, a fitted kitchen and a balcony facing the hills.',
    property_type: 'apartment',
    listing_type: 'rent',
    price: '45000',
    bedrooms: '2',
    bathrooms: '1',
    area: '110',
    city: String(places.cityId),
    subcity: String(places.subcityId),
    kebele: String(places.kebeleId),
    address: 'Bole Road, behind Edna Mall',
  };
}

/** A listing form (fields and photo files) ready for `app.inject`. */
export async function listingForm(
  places: Places,
  overrides: Record<string, string | string[] | undefined> = {},
  files?: FormFile[],
) {
  const fields: Record<string, string | string[]> = { ...validFields(places) };
  for (const [k, v] of Object.entries(overrides)) {
    if (v === undefined) delete fields[k];
    else fields[k] = v;
  }
  return multipart(fields, files ?? [await photoFile('front.jpg')]);
}
