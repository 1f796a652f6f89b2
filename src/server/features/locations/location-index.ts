import type { AppContext } from '../../context';
import { createTtlCache } from '../../lib/ttl-cache';
import { locationsRepository as repo } from './repository';

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
}

const TTL_MS = 60_000;

/** Where the location index is kept (one per application context, `ReadModels.places`). */
export const createPlaceCache = () => createTtlCache(TTL_MS);

/**
 * The location index, kept in memory for a minute: listing pages show location names, and
 * reading them from memory instead of joining four tables makes each list query simpler and
 * cheaper to plan. A rename shows within a minute (or at once in this process, see below).
 */
export function locationIndex(ctx: AppContext): Promise<LocationIndex> {
  return ctx.reads.places.get('index', async () => {
    const db = ctx.database.read;
    const [regions, cities, subcities, kebeles] = await Promise.all([
      repo.regions(db),
      repo.cities(db),
      repo.subcities(db),
      repo.kebeles(db),
    ]);
    const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
    const r = byId(regions);
    const c = byId(cities);
    const s = byId(subcities);
    const k = byId(kebeles);
    const get = <T>(map: Map<number, T>, id: number | null) => (id === null ? null : (map.get(id) ?? null));
    return {
      region: (id) => get(r, id),
      city: (id) => get(c, id),
      subcity: (id) => get(s, id),
      kebele: (id) => get(k, id),
    };
  });
}

/** Forgets the index after locations change (staff console). */
export function invalidateLocationIndex(ctx: AppContext): void {
  ctx.reads.places.clear();
}
