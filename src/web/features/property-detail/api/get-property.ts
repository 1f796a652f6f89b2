import type { ApiTransport } from '@shared/runtime';
import type { propertyDetail, similarPropertiesResponse } from '@shared/schemas/property-detail';
import { callApi } from '../../../lib/api';

/** `GET /properties/properties/{id}/`: the whole listing (the API counts the view). */
export function getProperty(api: ApiTransport, id: number) {
  return callApi<typeof propertyDetail>(api, { method: 'GET', path: `/properties/properties/${id}/` });
}

/** `GET /properties/properties/{id}/similar/`: up to four listings like this one. */
export function getSimilarProperties(api: ApiTransport, id: number) {
  return callApi<typeof similarPropertiesResponse>(api, {
    method: 'GET',
    path: `/properties/properties/${id}/similar/`,
  });
}
