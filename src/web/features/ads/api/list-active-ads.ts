import type { ApiTransport } from '@shared/runtime';
import type { activeAdsResponse } from '@shared/schemas/ads';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /properties/ads/active/?placement=&ad_type=&limit=` */
export function listActiveAds(
  api: ApiTransport,
  params: { placement: string; ad_type?: string; limit?: number },
) {
  return callApi<typeof activeAdsResponse>(api, {
    method: 'GET',
    path: `/properties/ads/active/${toQuery(params)}`,
  });
}
