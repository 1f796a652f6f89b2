import type { ApiTransport } from '@shared/runtime';
import type { City, Kebele, Subcity } from '@shared/schemas/locations';
import { listCities, listKebeles, listSubcities } from '../locations';
import type { ListingFilters } from './query-state';

type Levels = Pick<ListingFilters, 'region' | 'city' | 'subcity' | 'kebele'>;

/** The choices of each level under the chosen ones; `failed` names the lists that did not load. */
export interface CascadeLists {
  cities: City[];
  subcities: Subcity[];
  kebeles: Kebele[];
  failed: Array<'cities' | 'subcities' | 'kebeles'>;
}

/**
 * The location cascade of a listing page, loaded on the server with the page (spec §4): the
 * children of every chosen level, so the selects arrive filled and the cascade works even
 * without JavaScript. Links from elsewhere may name a lower level alone (the footer and the home
 * search send `city` and `subcity` without `region`): its parents are looked up, so the cascade
 * shows the whole path.
 */
export async function loadCascade(
  api: ApiTransport,
  chosen: Levels,
): Promise<{ levels: Levels; lists: CascadeLists }> {
  const levels = { ...chosen };
  const failed: CascadeLists['failed'] = [];
  const quiet = <T>(promise: Promise<{ results: T[] }>, name: CascadeLists['failed'][number]) =>
    promise.then(
      (r) => r.results,
      () => {
        failed.push(name);
        return [] as T[];
      },
    );

  // Upwards: a kebele's sub-city, a sub-city's city, a city's region (rare, so one call each).
  if (levels.kebele && !levels.subcity) {
    const all = await quiet(listKebeles(api), 'kebeles');
    levels.subcity = all.find((k) => k.id === levels.kebele)?.subcity;
  }
  if (levels.subcity && !levels.city) {
    const all = await quiet(listSubcities(api), 'subcities');
    levels.city = all.find((s) => s.id === levels.subcity)?.city;
  }
  if (levels.city && !levels.region) {
    const all = await quiet(listCities(api), 'cities');
    levels.region = all.find((c) => c.id === levels.city)?.region;
  }
  failed.length = 0;

  // Downwards: the children of each chosen level, together.
  const none = Promise.resolve([]);
  const [cities, subcities, kebeles] = await Promise.all([
    levels.region ? quiet(listCities(api, levels.region), 'cities') : none,
    levels.city ? quiet(listSubcities(api, levels.city), 'subcities') : none,
    levels.subcity ? quiet(listKebeles(api, levels.subcity), 'kebeles') : none,
  ]);
  return { levels, lists: { cities, subcities, kebeles, failed } };
}
