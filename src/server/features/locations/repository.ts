import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, kebeles, regions, subcities } from '../../db/schema';

/** Location tables: small, read often, ordered by name. */
export const locationsRepository = {
  regions: (db: Db) => db.select().from(regions).orderBy(asc(regions.name)),
  cities: (db: Db, regionId?: number) =>
    db
      .select()
      .from(cities)
      .where(regionId ? eq(cities.regionId, regionId) : undefined)
      .orderBy(asc(cities.name)),
  subcities: (db: Db, cityId?: number) =>
    db
      .select()
      .from(subcities)
      .where(cityId ? eq(subcities.cityId, cityId) : undefined)
      .orderBy(asc(subcities.name)),
  // Woredas are numbered ("Woreda 01"…), so name order is numeric order.
  kebeles: (db: Db, subcityId?: number) =>
    db
      .select()
      .from(kebeles)
      .where(subcityId ? eq(kebeles.subcityId, subcityId) : undefined)
      .orderBy(asc(kebeles.name)),
};
