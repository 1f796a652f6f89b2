import type { ApiTransport } from '@shared/runtime';
import type { listKebelesResponse } from '@shared/schemas/locations';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /locations/kebeles/?subcity=` (every one when no subcity is given). */
export function listKebeles(api: ApiTransport, subcity?: number) {
  return callApi<typeof listKebelesResponse>(api, {
    method: 'GET',
    path: `/locations/kebeles/${toQuery({ subcity })}`,
  });
}
