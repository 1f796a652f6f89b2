import type { ApiTransport } from '@shared/runtime';
import { catalogueResponse } from '@shared/schemas/publishing';
import { callApi } from '../../../lib/api';

/** `GET /properties/features/` or `/properties/amenities/`: what a listing may offer. */
export function listCatalogue(api: ApiTransport, kind: 'features' | 'amenities') {
  return callApi(api, { method: 'GET', path: `/properties/${kind}/` }, catalogueResponse);
}
