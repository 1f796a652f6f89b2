import type { ApiTransport } from '@shared/runtime';
import type { propertyVideo } from '@shared/schemas/property-detail';
import { callApi } from '../../../lib/api';

/** `PATCH /properties/{propertyId}/videos/{videoId}/` with a new title or `is_primary: true`. */
export function updateVideo(
  api: ApiTransport,
  propertyId: number,
  videoId: number,
  change: { title: string } | { is_primary: true },
) {
  return callApi<typeof propertyVideo>(api, {
    method: 'PATCH',
    path: `/properties/${propertyId}/videos/${videoId}/`,
    body: change,
  });
}
