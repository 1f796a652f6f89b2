import type { AppContext } from '../../context';
import type { cities, kebeles, regions, subcities } from '../../db/schema';
import { createTtlCache } from '../../lib/ttl-cache';
import { type Row, locationsRepository as repo } from './repository';

export interface Named {
  id: number;
  name: string;
  amharicName: string | null;
}

/** Every region, city, sub-city and kebele by id: a few hundred rows, read on almost every page. */
export interface LocationIndex {
  region(id: number | null): Named | null;
  city(id: number | null): Named | null;
  subcity(id: number | null): (Named & { latitude: number | null; longitude: number | null }) | null;
  kebele(id: number | null): Named | null;
  /** Each level in name order (the database's collation), or the children of one parent. */
  regions(): Row<typeof regions>[];
  cities(regionId?: number): Row<typeof cities>[];
  subcities(cityId?: number): Row<typeof subcities>[];
  kebeles(subcityId?: number): Row<typeof kebeles>[];
}

const TTL_MS = 60_000;

/** Where the location index is kept (one per application context, `ReadModels.places`). */
export const createPlaceCache = () => createTtlCache(TTL_MS);

/**
 * The location index, kept in memory for a minute: listing pages show location names, and
 * reading them from memory instead of joining four tables makes each list query simpler and
 * cheaper to plan. The public location lists are answered from it too: every page's filters ask
 * for them, and four small statements per page cost the embedded database more than the page's
 * listings did (issue 24). A rename shows within a minute (or at once in this process, see below).
 */
export function locationIndex(ctx: AppContext): Promise<LocationIndex> {
  return ctx.reads.places.get('index', async () => {
    const db = ctx.database.read;
    const [regionRows, cityRows, subcityRows, kebeleRows] = await Promise.all([
      repo.regions(db),
      repo.cities(db),
      repo.subcities(db),
      repo.kebeles(db),
    ]);
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    const r = byId(regionRows);
    const c = byId(cityRows);
    const s = byId(subcityRows);
    const k = byId(kebeleRows);
    const get = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
    // The rows arrive in name order; a filter keeps that order.
    const under = <T>(rows: T[], parent: (row: T) => number, id: number | undefined) =>
      id ? rows.filter((row) => parent(row) === id) : rows;
    return {
      region: (id) => get(r, id),
      city: (id) => get(c, id),
      subcity: (id) => get(s, id),
      kebele: (id) => get(k, id),
      regions: () => regionRows,
      cities: (regionId) => under(cityRows, (row) => row.regionId, regionId),
      subcities: (cityId) => under(subcityRows, (row) => row.cityId, cityId),
      kebeles: (subcityId) => under(kebeleRows, (row) => row.subcityId, subcityId),
    };
  });
}

/** Forgets the index after locations change (staff console). */
export function invalidateLocationIndex(ctx: AppContext): void {
  ctx.reads.places.clear();
}
