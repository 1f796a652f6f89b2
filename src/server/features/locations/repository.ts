import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, kebeles, regions, subcities } from '../../db/schema';

/** A row of one of the location tables, as selected here. */
export type Row<T extends { $inferSelect: unknown }> = T['$inferSelect'];

/**
 * Location tables: small, read whole by the location index (location-index.ts), which keeps them in
 * this order and answers every list by parent from memory.
 */
export const locationsRepository = {
  regions: (db: Db) => db.select().from(regions).orderBy(asc(regions.name)),
  cities: (db: Db) => db.select().from(cities).orderBy(asc(cities.name)),
  subcities: (db: Db) => db.select().from(subcities).orderBy(asc(subcities.name)),
  // Woredas are numbered ("Woreda 01"…), so name order is numeric order.
  kebeles: (db: Db) => db.select().from(kebeles).orderBy(asc(kebeles.name)),
};
