import type { AppContext } from '../../context';
import { presentCity, presentKebele, presentRegion, presentSubcity } from './presenter';
import { locationsRepository as repo } from './repository';

const list = <T>(results: T[]) => ({ count: results.length, results });

/** Public, read-only: served from the read replica when there is one. */
export const locationsService = {
  regions: async (ctx: AppContext) => list((await repo.regions(ctx.database.read)).map(presentRegion)),
  cities: async (ctx: AppContext, regionId?: number) =>
    list((await repo.cities(ctx.database.read, regionId)).map(presentCity)),
  subcities: async (ctx: AppContext, cityId?: number) =>
    list((await repo.subcities(ctx.database.read, cityId)).map(presentSubcity)),
  kebeles: async (ctx: AppContext, subcityId?: number) =>
    list((await repo.kebeles(ctx.database.read, subcityId)).map(presentKebele)),
};
