import type { ApiTransport } from '@shared/runtime';
import type { propertyDetail } from '@shared/schemas/property-detail';
import { callApi } from '../../../lib/api';

/**
 * `GET /properties/properties/{id}/` with the owner's token: the whole listing (photos in gallery
 * order, videos, features), also while it waits for review, to fill the edit form.
 */
export function getOwnProperty(api: ApiTransport, id: number) {
  return callApi<typeof propertyDetail>(api, { method: 'GET', path: `/properties/properties/${id}/` });
}
