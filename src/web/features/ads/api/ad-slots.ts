import type { ApiTransport } from '@shared/runtime';
import type { adSlotsResponse } from '@shared/schemas/ads';
import { callApi } from '../../../lib/api';

/** `GET /properties/ads/slots/`: how many ads each placement and type can show now. */
export function listAdSlots(api: ApiTransport) {
  return callApi<typeof adSlotsResponse>(api, { method: 'GET', path: '/properties/ads/slots/' });
}
