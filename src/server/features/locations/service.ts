import type { AppContext } from '../../context';
import { locationIndex } from './location-index';
import { presentCity, presentKebele, presentRegion, presentSubcity } from './presenter';

const list = <T>(results: T[]) => ({ count: results.length, results });

/** Public, read-only: answered from the location index this process keeps (location-index.ts). */
export const locationsService = {
  regions: async (ctx: AppContext) => list((await locationIndex(ctx)).regions().map(presentRegion)),
  cities: async (ctx: AppContext, regionId?: number) =>
    list((await locationIndex(ctx)).cities(regionId).map(presentCity)),
  subcities: async (ctx: AppContext, cityId?: number) =>
    list((await locationIndex(ctx)).subcities(cityId).map(presentSubcity)),
  kebeles: async (ctx: AppContext, subcityId?: number) =>
    list((await locationIndex(ctx)).kebeles(subcityId).map(presentKebele)),
};
