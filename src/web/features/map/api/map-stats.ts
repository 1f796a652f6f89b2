import type { ApiTransport } from '@shared/runtime';
import type { propertyStatsResponse, subcityStatsResponse } from '@shared/schemas/stats';
import { callApi } from '../../../lib/api';

/** `GET /properties/stats/`: totals of the market (total, for sale, for rent, …). */
export function getPropertyStats(api: ApiTransport) {
  return callApi<typeof propertyStatsResponse>(api, { method: 'GET', path: '/properties/stats/' });
}

/** `GET /properties/addis-ababa-subcity-stats/`: every Addis Ababa sub-city with its centre and counts. */
export function getSubcityStats(api: ApiTransport) {
  return callApi<typeof subcityStatsResponse>(api, {
    method: 'GET',
    path: '/properties/addis-ababa-subcity-stats/',
  });
}
