import type { ApiTransport } from '@shared/runtime';
import type { ListPropertiesQuery, listCardsResponse } from '@shared/schemas/properties';
import { callApi, toQuery } from '../../../lib/api';

export type ListPropertiesParams = Partial<
  Record<keyof ListPropertiesQuery, string | number | boolean | undefined>
>;

/**
 * `GET /properties/properties/` with filters (empty ones are not sent), answered as cards
 * (`fields=card`, decision 058): every list of the site shows cards, and whole listings are about
 * twice the bytes.
 */
export function listCards(api: ApiTransport, params: ListPropertiesParams) {
  return callApi<typeof listCardsResponse>(api, {
    method: 'GET',
    path: `/properties/properties/${toQuery({ ...params, fields: 'card' })}`,
  });
}
