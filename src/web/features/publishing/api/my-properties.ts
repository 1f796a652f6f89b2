import { API_MAX_PAGE_SIZE } from '@shared/constants';
import { PROPERTY_STATUSES, type PropertyStatus } from '@shared/enums';
import { SEARCH_FILTER } from '@shared/listing-query';
import type { ApiTransport } from '@shared/runtime';
import type { myPropertiesResponse } from '@shared/schemas/publishing';
import { callApi, toQuery } from '../../../lib/api';

/** What the owner narrowed their list to (My Properties' URL: `?search=…&status=…`). */
export interface MyPropertiesFilter {
  search?: string;
  status?: PropertyStatus;
}

/** The filter of a My Properties URL; an unknown status is no filter, a blank search neither. */
export function myPropertiesFilter(params: URLSearchParams): MyPropertiesFilter {
  const search = params.get('search')?.trim().slice(0, SEARCH_FILTER.max) || undefined;
  const status = PROPERTY_STATUSES.find((s) => s === params.get('status'));
  return { search, status };
}

/** `GET /properties/my-properties/`: the signed-in user's listings, newest first, every state. */
export function listMyProperties(api: ApiTransport, page = 1, filter: MyPropertiesFilter = {}) {
  return callApi<typeof myPropertiesResponse>(api, {
    method: 'GET',
    path: `/properties/my-properties/${toQuery({ page, page_size: API_MAX_PAGE_SIZE, ...filter })}`,
  });
}

/**
 * One of the signed-in user's listings with its review state, found in My Properties page by
 * page (one page of 100 for nearly everyone); null when the listing is not theirs.
 */
export async function findMyProperty(api: ApiTransport, id: number) {
  for (let page = 1; ; page++) {
    const mine = await listMyProperties(api, page);
    const found = mine.results.find((p) => p.id === id);
    if (found) return found;
    if (!mine.next) return null;
  }
}
