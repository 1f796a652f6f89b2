import type { ApiTransport } from '@shared/runtime';
import type { saveStateResponse } from '@shared/schemas/saved';
import { callApi } from '../../../lib/api';

/** `DELETE /properties/properties/{id}/remove-save/`: removing what is not saved is not an error. */
export function removeSavedProperty(api: ApiTransport, id: number) {
  return callApi<typeof saveStateResponse>(api, {
    method: 'DELETE',
    path: `/properties/properties/${id}/remove-save/`,
  });
}
