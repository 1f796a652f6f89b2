import { doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

/** Region > city > sub-city > kebele (spec §3). Names in English with their Amharic spelling. */
export const regions = pgTable(
  'regions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    amharicName: text(),
    /** `region` or `chartered city`. */
    kind: text().notNull().default('region'),
  },
  (t) => [uniqueIndex('regions_name_key').on(t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    regionId: integer()
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    amharicName: text(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (t) => [uniqueIndex('cities_region_name_key').on(t.regionId, t.name)],
);

export const subcities = pgTable(
  'subcities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    amharicName: text(),
    /** Centre: the "approximate location" pin for listings without coordinates. */
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (t) => [uniqueIndex('subcities_city_name_key').on(t.cityId, t.name)],
);

/** The lowest level; in Addis Ababa these are the woredas of each sub-city. */
export const kebeles = pgTable(
  'kebeles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subcityId: integer()
      .notNull()
      .references(() => subcities.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    amharicName: text(),
  },
  (t) => [
    uniqueIndex('kebeles_subcity_name_key').on(t.subcityId, t.name),
    index('kebeles_subcity_idx').on(t.subcityId),
  ],
);
