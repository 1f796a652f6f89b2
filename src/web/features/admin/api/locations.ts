import type {
  adminLocation,
  adminLocationsResponse,
  CreateLocationBody,
  LocationLevel,
  UpdateLocationBody,
} from '@shared/schemas/admin-locations';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/locations/{level}/?parent=` */
export const listLocations = (level: LocationLevel, parent?: number) =>
  callApi<typeof adminLocationsResponse>(api, {
    method: 'GET',
    path: `/admin/locations/${level}/${toQuery({ parent })}`,
  });

/** `POST /admin/locations/{level}/` */
export const createLocation = (level: LocationLevel, body: CreateLocationBody) =>
  callApi<typeof adminLocation>(api, { method: 'POST', path: `/admin/locations/${level}/`, body });

/** `PATCH /admin/locations/{level}/{id}/` */
export const updateLocation = (level: LocationLevel, id: number, body: UpdateLocationBody) =>
  callApi<typeof adminLocation>(api, { method: 'PATCH', path: `/admin/locations/${level}/${id}/`, body });
