import type { ApiTransport } from '@shared/runtime';
import type { myInquiriesResponse } from '@shared/schemas/inquiries';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /properties/inquiries/my/`: received and sent inquiries, each newest first, paged together. */
export function listMyInquiries(api: ApiTransport, page = 1, pageSize = 20) {
  return callApi<typeof myInquiriesResponse>(api, {
    method: 'GET',
    path: `/properties/inquiries/my/${toQuery({ page, page_size: pageSize })}`,
  });
}
