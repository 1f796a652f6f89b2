import type { InquiryState } from '@shared/leads';
import type { ApiTransport } from '@shared/runtime';
import type { Inquiry, inquiry } from '@shared/schemas/inquiries';
import type { ListingStatsResponse, listingStatsResponse } from '@shared/schemas/leads';
import { callApi } from '../../lib/api';

/** `GET /properties/properties/{id}/stats/?days=` (the listing's publishers and staff). */
export function listingStats(api: ApiTransport, id: number, days = 30): Promise<ListingStatsResponse> {
  return callApi<typeof listingStatsResponse>(api, {
    method: 'GET',
    path: `/properties/properties/${id}/stats/?days=${days}`,
  });
}

/** `PATCH /properties/inquiries/{id}/`: the receiver marks an inquiry new, contacted or closed. */
export function setInquiryState(api: ApiTransport, id: number, state: InquiryState): Promise<Inquiry> {
  return callApi<typeof inquiry>(api, {
    method: 'PATCH',
    path: `/properties/inquiries/${id}/`,
    body: { state },
  });
}

/** `POST /properties/inquiries/{id}/reply/`: the answer goes by e-mail, the listing quoted. */
export function replyToInquiry(api: ApiTransport, id: number, message: string): Promise<Inquiry> {
  return callApi<typeof inquiry>(api, {
    method: 'POST',
    path: `/properties/inquiries/${id}/reply/`,
    body: { message },
  });
}
