import type { ApiTransport } from '@shared/runtime';
import type { CreateInquiryBody, inquiry } from '@shared/schemas/inquiries';
import { callApi } from '../../../lib/api';

/** `POST /properties/{id}/inquiries/`: a message to the listing's agent, else its owner. */
export function sendInquiry(api: ApiTransport, propertyId: number, body: CreateInquiryBody) {
  return callApi<typeof inquiry>(api, { method: 'POST', path: `/properties/${propertyId}/inquiries/`, body });
}
