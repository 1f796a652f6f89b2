import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, kebeles, properties, regions, subcities } from '../../db/schema';
import { buildSearchText } from './search-text';

/** The location columns of a listing, by the level a place belongs to. */
const COLUMN = {
  region: properties.regionId,
  city: properties.cityId,
  subcity: properties.subcityId,
  kebele: properties.kebeleId,
} as const;
export type PlaceLevel = keyof typeof COLUMN;

const BATCH = 500;

/**
 * Recomputes the search keys (decision 009) of every listing in a place, after the place (or one
 * above it) was renamed: the keys hold the names of the listing's kebele, sub-city, city and region
 * in both scripts. Runs in the caller's transaction, a batch of listings at a time; answers how
 * many listings it rewrote.
 */
export async function reindexListingsIn(db: Db, level: PlaceLevel, placeId: number): Promise<number> {
  let after = 0;
  let total = 0;
  for (;;) {
    const rows = await db
      .select({
        id: properties.id,
        title: properties.title,
        titleAm: properties.titleAm,
        description: properties.description,
        descriptionAm: properties.descriptionAm,
        address: properties.address,
        landmark: properties.landmark,
        names: sql<
          Array<string | null>
        >`array[${kebeles.name}, ${kebeles.amharicName}, ${subcities.name}, ${subcities.amharicName}, ${cities.name}, ${cities.amharicName}, ${regions.name}, ${regions.amharicName}]`,
      })
      .from(properties)
      .leftJoin(kebeles, eq(kebeles.id, properties.kebeleId))
      .leftJoin(subcities, eq(subcities.id, properties.subcityId))
      .leftJoin(cities, eq(cities.id, properties.cityId))
      .leftJoin(regions, eq(regions.id, properties.regionId))
      .where(and(eq(COLUMN[level], placeId), gt(properties.id, after)))
      .orderBy(asc(properties.id))
      .limit(BATCH);
    if (rows.length === 0) return total;
    const values = rows.map((r) => {
      const keys = buildSearchText({ ...r, locationNames: r.names });
      return sql`(${r.id}::int, ${keys.searchText}::text, ${keys.searchTitle}::text)`;
    });
    await db.execute(sql`
      update ${properties} set search_text = v.search_text, search_title = v.search_title
      from (values ${sql.join(values, sql`, `)}) as v(id, search_text, search_title)
      where ${properties.id} = v.id`);
    total += rows.length;
    after = rows.at(-1)!.id;
  }
}
