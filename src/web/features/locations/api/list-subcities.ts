import type { ApiTransport } from '@shared/runtime';
import type { listSubcitiesResponse } from '@shared/schemas/locations';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /locations/subcities/?city=` (every one when no city is given). */
export function listSubcities(api: ApiTransport, city?: number) {
  return callApi<typeof listSubcitiesResponse>(api, {
    method: 'GET',
    path: `/locations/subcities/${toQuery({ city })}`,
  });
}
