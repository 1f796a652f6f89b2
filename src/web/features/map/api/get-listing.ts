import type { ApiTransport } from '@shared/runtime';
import type { propertyDetail } from '@shared/schemas/property-detail';
import { callApi } from '../../../lib/api';

/** `GET /properties/properties/{id}/`: the listing whose location is shown. */
export function getListing(api: ApiTransport, id: number) {
  return callApi<typeof propertyDetail>(api, { method: 'GET', path: `/properties/properties/${id}/` });
}
