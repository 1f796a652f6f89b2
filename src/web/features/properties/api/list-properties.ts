import type { ApiTransport } from '@shared/runtime';
import { type ListPropertiesQuery, listPropertiesResponse } from '@shared/schemas/properties';
import { callApi, toQuery } from '../../../lib/api';

export type ListPropertiesParams = Partial<
  Record<keyof ListPropertiesQuery, string | number | boolean | undefined>
>;

/** `GET /properties/properties/` with filters; empty ones are not sent. */
export function listProperties(api: ApiTransport, params: ListPropertiesParams) {
  return callApi(
    api,
    { method: 'GET', path: `/properties/properties/${toQuery(params)}` },
    listPropertiesResponse,
  );
}
