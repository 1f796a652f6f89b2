import type { ApiTransport } from '@shared/runtime';
import { listCitiesResponse } from '@shared/schemas/locations';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /locations/cities/?region=` (every one when no region is given). */
export function listCities(api: ApiTransport, region?: number) {
  return callApi(
    api,
    { method: 'GET', path: `/locations/cities/${toQuery({ region })}` },
    listCitiesResponse,
  );
}
