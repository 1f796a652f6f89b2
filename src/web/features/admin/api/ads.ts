import type { AdminAdsQuery, adminAd, adminAdsResponse, adStatsResponse } from '@shared/schemas/admin-ads';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/ads/` */
export const listAds = (q: Partial<AdminAdsQuery>) =>
  callApi<typeof adminAdsResponse>(api, { method: 'GET', path: `/admin/ads/${toQuery(q)}` });

/** `GET /admin/ads/{id}/` */
export const getAd = (id: number) =>
  callApi<typeof adminAd>(api, { method: 'GET', path: `/admin/ads/${id}/` });

/** `GET /admin/ads/{id}/stats/` */
export const adStats = (id: number, days: number) =>
  callApi<typeof adStatsResponse>(api, {
    method: 'GET',
    path: `/admin/ads/${id}/stats/${toQuery({ days })}`,
  });

/** `POST /admin/ads/` or `PATCH /admin/ads/{id}/`, multipart (fields as text, the image as a file). */
export const saveAd = (id: number | null, body: FormData) =>
  callApi<typeof adminAd>(api, {
    method: id ? 'PATCH' : 'POST',
    path: id ? `/admin/ads/${id}/` : '/admin/ads/',
    body,
  });
