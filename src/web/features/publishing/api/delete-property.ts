import type { ApiTransport } from '@shared/runtime';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

/** `DELETE /properties/properties/{id}/` (204, no body). */
export async function deleteProperty(api: ApiTransport, id: number): Promise<void> {
  await callApi<z.ZodNull>(api, { method: 'DELETE', path: `/properties/properties/${id}/` });
}
