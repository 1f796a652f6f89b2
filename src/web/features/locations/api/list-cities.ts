import type { ApiTransport } from '@shared/runtime';
import type { listCitiesResponse } from '@shared/schemas/locations';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /locations/cities/?region=` (every one when no region is given). */
export function listCities(api: ApiTransport, region?: number) {
  return callApi<typeof listCitiesResponse>(api, {
    method: 'GET',
    path: `/locations/cities/${toQuery({ region })}`,
  });
}
