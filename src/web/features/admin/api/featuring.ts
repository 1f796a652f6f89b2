import type { featuringResponse } from '@shared/schemas/leads';
import { callApi } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/**
 * `POST /admin/properties/{id}/feature/`: the 'Featured' badge and Featured Properties until the
 * end of `until` (a date, Addis Ababa), or until staff end it (null). In the audit log.
 */
export const featureListing = (id: number, until: string | null) =>
  callApi<typeof featuringResponse>(api, {
    method: 'POST',
    path: `/admin/properties/${id}/feature/`,
    body: until ? { until } : {},
  });

/** `POST /admin/properties/{id}/unfeature/`: featuring ends now. In the audit log. */
export const unfeatureListing = (id: number) =>
  callApi<typeof featuringResponse>(api, { method: 'POST', path: `/admin/properties/${id}/unfeature/` });
