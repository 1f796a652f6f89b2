import {
  adminLocation,
  adminLocationsResponse,
  type CreateLocationBody,
  type LocationLevel,
  type UpdateLocationBody,
} from '@shared/schemas/admin-locations';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/locations/{level}/?parent=` */
export const listLocations = (level: LocationLevel, parent?: number) =>
  callApi(
    api,
    { method: 'GET', path: `/admin/locations/${level}/${toQuery({ parent })}` },
    adminLocationsResponse,
  );

/** `POST /admin/locations/{level}/` */
export const createLocation = (level: LocationLevel, body: CreateLocationBody) =>
  callApi(api, { method: 'POST', path: `/admin/locations/${level}/`, body }, adminLocation);

/** `PATCH /admin/locations/{level}/{id}/` */
export const updateLocation = (level: LocationLevel, id: number, body: UpdateLocationBody) =>
  callApi(api, { method: 'PATCH', path: `/admin/locations/${level}/${id}/`, body }, adminLocation);
