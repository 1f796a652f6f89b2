import type { ApiTransport } from '@shared/runtime';
import type { catalogueResponse } from '@shared/schemas/publishing';
import { callApi } from '../../../lib/api';

/** `GET /properties/features/` or `/properties/amenities/`: what a listing may offer. */
export function listCatalogue(api: ApiTransport, kind: 'features' | 'amenities') {
  return callApi<typeof catalogueResponse>(api, { method: 'GET', path: `/properties/${kind}/` });
}
