import type { ApiTransport } from '@shared/runtime';
import type { filterOptionsResponse } from '@shared/schemas/stats';
import { callApi } from '../../../lib/api';

/** `GET /properties/filter-options/`: choices with counts, price ranges, places with listings. */
export function getFilterOptions(api: ApiTransport) {
  return callApi<typeof filterOptionsResponse>(api, { method: 'GET', path: '/properties/filter-options/' });
}
