import type { ApiTransport } from '@shared/runtime';
import type { listRegionsResponse } from '@shared/schemas/locations';
import { callApi } from '../../../lib/api';

/** `GET /locations/regions/` */
export function listRegions(api: ApiTransport) {
  return callApi<typeof listRegionsResponse>(api, { method: 'GET', path: '/locations/regions/' });
}
