import type { ApiTransport } from '@shared/runtime';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

/** `DELETE /properties/{propertyId}/videos/{videoId}/` (204, no body). */
export async function deleteVideo(api: ApiTransport, propertyId: number, videoId: number): Promise<void> {
  await callApi<z.ZodNull>(api, { method: 'DELETE', path: `/properties/${propertyId}/videos/${videoId}/` });
}
