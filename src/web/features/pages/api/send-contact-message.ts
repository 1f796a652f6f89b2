import type { ApiTransport } from '@shared/runtime';
import type { ContactBody, contactResponse } from '@shared/schemas/contact';
import { callApi } from '../../../lib/api';

/** `POST /contact/` */
export function sendContactMessage(api: ApiTransport, body: ContactBody) {
  return callApi<typeof contactResponse>(api, { method: 'POST', path: '/contact/', body });
}
