import type { ApiTransport } from '@shared/runtime';
import type { saveStateResponse } from '@shared/schemas/saved';
import { callApi } from '../../../lib/api';

/** `POST /properties/properties/{id}/save/`: saving twice is not an error. */
export function saveProperty(api: ApiTransport, id: number) {
  return callApi<typeof saveStateResponse>(api, {
    method: 'POST',
    path: `/properties/properties/${id}/save/`,
  });
}
