import type { LocationLevel } from '@shared/schemas/admin-locations';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';

/**
 * The four location tables differ only in their parent and their extra columns, so the console
 * handles them with one set of statements over this table of names (identifiers only come from
 * here, never from input).
 */
const LEVELS = {
  regions: {
    table: 'regions',
    parentFk: null,
    child: ['cities', 'region_id'],
    listingFk: 'region_id',
    extra: ['kind'],
  },
  cities: {
    table: 'cities',
    parentFk: 'region_id',
    child: ['subcities', 'city_id'],
    listingFk: 'city_id',
    extra: ['latitude', 'longitude'],
  },
  subcities: {
    table: 'subcities',
    parentFk: 'city_id',
    child: ['kebeles', 'subcity_id'],
    listingFk: 'subcity_id',
    extra: ['latitude', 'longitude'],
  },
  kebeles: { table: 'kebeles', parentFk: 'subcity_id', child: null, listingFk: 'kebele_id', extra: [] },
} as const satisfies Record<
  LocationLevel,
  {
    table: string;
    parentFk: string | null;
    child: readonly [string, string] | null;
    listingFk: string;
    extra: readonly string[];
  }
>;

/** The parent table of each level (where a new place's parent must exist). */
export const PARENT_TABLE = {
  regions: null,
  cities: 'regions',
  subcities: 'cities',
  kebeles: 'subcities',
} as const;

export interface LocationRow {
  id: number;
  name: string;
  amharic_name: string | null;
  kind: string | null;
  latitude: number | null;
  longitude: number | null;
  parent: number | null;
  children_count: number;
  listings_count: number;
}

export type LocationValues = Partial<{
  name: string;
  amharic_name: string | null;
  kind: string;
  latitude: number | null;
  longitude: number | null;
}>;

const id = (name: string) => sql.identifier(name);

function selectList(level: LocationLevel) {
  const l = LEVELS[level];
  const has = (c: string) => (l.extra as readonly string[]).includes(c);
  return sql`select t.id, t.name, t.amharic_name,
    ${has('kind') ? sql`t.kind` : sql`null::text`} as kind,
    ${has('latitude') ? sql`t.latitude` : sql`null::float8`} as latitude,
    ${has('longitude') ? sql`t.longitude` : sql`null::float8`} as longitude,
    ${l.parentFk ? sql`t.${id(l.parentFk)}` : sql`null::int`} as parent,
    ${l.child ? sql`(select count(*)::int from ${id(l.child[0])} c where c.${id(l.child[1])} = t.id)` : sql`0`} as children_count,
    (select count(*)::int from properties p where p.${id(l.listingFk)} = t.id) as listings_count
    from ${id(l.table)} t`;
}

/** Location rows for the console, with how many places and listings each holds. */
export const locationsAdminRepository = {
  list: async (db: Db, level: LocationLevel, parent?: number) => {
    const fk = LEVELS[level].parentFk;
    const where = fk && parent !== undefined ? sql` where t.${id(fk)} = ${parent}` : sql``;
    return rowsOf<LocationRow>(await db.execute(sql`${selectList(level)}${where} order by t.name, t.id`));
  },

  byId: async (db: Db, level: LocationLevel, placeId: number, lock = false) => {
    const [row] = rowsOf<LocationRow>(
      await db.execute(
        sql`${selectList(level)} where t.id = ${placeId}${lock ? sql` for update of t` : sql``}`,
      ),
    );
    return row;
  },

  exists: async (db: Db, table: string, placeId: number) =>
    rowsOf(await db.execute(sql`select 1 from ${id(table)} where id = ${placeId}`)).length > 0,

  insert: async (db: Db, level: LocationLevel, values: LocationValues, parent: number | null) => {
    const l = LEVELS[level];
    const cols: Array<SQL | ReturnType<typeof id>> = [id('name'), id('amharic_name')];
    const vals: SQL[] = [sql`${values.name}`, sql`${values.amharic_name ?? null}`];
    for (const c of l.extra) {
      const v = values[c as keyof LocationValues];
      if (v === undefined) continue;
      cols.push(id(c));
      vals.push(sql`${v}`);
    }
    if (l.parentFk) {
      cols.push(id(l.parentFk));
      vals.push(sql`${parent}`);
    }
    const [row] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into ${id(l.table)} (${sql.join(cols, sql`, `)}) values (${sql.join(vals, sql`, `)}) returning id`,
      ),
    );
    return row!.id;
  },

  update: async (db: Db, level: LocationLevel, placeId: number, values: LocationValues) => {
    const l = LEVELS[level];
    const allowed = ['name', 'amharic_name', ...l.extra];
    const sets = Object.entries(values)
      .filter(([c, v]) => v !== undefined && allowed.includes(c))
      .map(([c, v]) => sql`${id(c)} = ${v}`);
    if (sets.length === 0) return;
    await db.execute(sql`update ${id(l.table)} set ${sql.join(sets, sql`, `)} where id = ${placeId}`);
  },
};
