import { API_MAX_PAGE_SIZE } from '@shared/constants';
import type { ApiTransport } from '@shared/runtime';
import { myPropertiesResponse } from '@shared/schemas/publishing';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /properties/my-properties/`: the signed-in user's listings, newest first, every state. */
export function listMyProperties(api: ApiTransport, page = 1) {
  return callApi(
    api,
    { method: 'GET', path: `/properties/my-properties/${toQuery({ page, page_size: API_MAX_PAGE_SIZE })}` },
    myPropertiesResponse,
  );
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
