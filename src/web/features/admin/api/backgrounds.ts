import type { adminBackground, adminBackgroundsResponse } from '@shared/schemas/admin-backgrounds';
import { callApi } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/backgrounds/` */
export const listBackgrounds = () =>
  callApi<typeof adminBackgroundsResponse>(api, { method: 'GET', path: '/admin/backgrounds/' });

/** `POST /admin/backgrounds/` (multipart with the image) */
export const createBackground = (body: FormData) =>
  callApi<typeof adminBackground>(api, { method: 'POST', path: '/admin/backgrounds/', body });

/** `PATCH /admin/backgrounds/{id}/` */
export const updateBackground = (id: number, body: FormData | { is_active?: boolean; credit?: string }) =>
  callApi<typeof adminBackground>(api, { method: 'PATCH', path: `/admin/backgrounds/${id}/`, body });
