import type { ApiTransport } from '@shared/runtime';
import type { MapMarkersQuery, mapMarkersResponse } from '@shared/schemas/map';
import { callApi, toQuery } from '../../../lib/api';

export type MapMarkersParams = Partial<Record<keyof MapMarkersQuery, string | number | boolean | undefined>>;

/** `GET /properties/map-markers/`: the listings of a search as map markers (empty filters dropped). */
export function listMapMarkers(api: ApiTransport, params: MapMarkersParams) {
  return callApi<typeof mapMarkersResponse>(api, {
    method: 'GET',
    path: `/properties/map-markers/${toQuery(params)}`,
  });
}
