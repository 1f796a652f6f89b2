import type { InquiryState } from '@shared/leads';
import type { ApiTransport } from '@shared/runtime';
import { type ListingStatsResponse, listingStatsResponse } from '@shared/schemas/leads';
import { z } from 'zod';
import { callApi } from '../../lib/api';

/** `GET /properties/properties/{id}/stats/?days=` (the listing's publishers and staff). */
export function listingStats(api: ApiTransport, id: number, days = 30): Promise<ListingStatsResponse> {
  return callApi(
    api,
    { method: 'GET', path: `/properties/properties/${id}/stats/?days=${days}` },
    listingStatsResponse,
  );
}

/** `PATCH /properties/inquiries/{id}/`: the receiver marks an inquiry new, contacted or closed. */
export function setInquiryState(api: ApiTransport, id: number, state: InquiryState) {
  return callApi(
    api,
    { method: 'PATCH', path: `/properties/inquiries/${id}/`, body: { state } },
    z.object({ id: z.number(), state: z.string() }).loose(),
  );
}
