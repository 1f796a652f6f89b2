import { adminBackground, adminBackgroundsResponse } from '@shared/schemas/admin-backgrounds';
import { callApi } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/backgrounds/` */
export const listBackgrounds = () =>
  callApi(api, { method: 'GET', path: '/admin/backgrounds/' }, adminBackgroundsResponse);

/** `POST /admin/backgrounds/` (multipart with the image) */
export const createBackground = (body: FormData) =>
  callApi(api, { method: 'POST', path: '/admin/backgrounds/', body }, adminBackground);

/** `PATCH /admin/backgrounds/{id}/` */
export const updateBackground = (id: number, body: FormData | { is_active?: boolean; credit?: string }) =>
  callApi(api, { method: 'PATCH', path: `/admin/backgrounds/${id}/`, body }, adminBackground);
