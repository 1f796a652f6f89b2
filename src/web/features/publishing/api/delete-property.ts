import type { ApiTransport } from '@shared/runtime';
import { z } from 'zod';
import { callApi } from '../../../lib/api';

/** `DELETE /properties/properties/{id}/` (204, no body). */
export async function deleteProperty(api: ApiTransport, id: number): Promise<void> {
  await callApi(api, { method: 'DELETE', path: `/properties/properties/${id}/` }, z.null());
}
