import type { ApiTransport } from '@shared/runtime';
import type { backgroundsResponse } from '@shared/schemas/ads';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /properties/backgrounds/?page_type=` */
export function listBackgrounds(api: ApiTransport, pageType: string) {
  return callApi<typeof backgroundsResponse>(api, {
    method: 'GET',
    path: `/properties/backgrounds/${toQuery({ page_type: pageType })}`,
  });
}
