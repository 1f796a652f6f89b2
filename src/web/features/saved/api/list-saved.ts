import { API_MAX_PAGE_SIZE } from '@shared/constants';
import type { ApiTransport } from '@shared/runtime';
import type { savedPropertiesResponse } from '@shared/schemas/saved';
import { callApi, toQuery } from '../../../lib/api';

/** `GET /properties/saved-properties/`: newest saved first. */
export function listSaved(api: ApiTransport, page = 1, pageSize: number = API_MAX_PAGE_SIZE) {
  return callApi<typeof savedPropertiesResponse>(api, {
    method: 'GET',
    path: `/properties/saved-properties/${toQuery({ page, page_size: pageSize })}`,
  });
}

/** The ids of every saved listing, page after page (a person saves tens, rarely hundreds). */
export async function allSavedIds(api: ApiTransport): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const answer = await listSaved(api, page);
    ids.push(...answer.results.map((p) => p.id));
    if (!answer.next) return ids;
  }
}

/** Whether a listing is among the saved ones (spec §4: the detail checks the saved list on load). */
export async function isSaved(api: ApiTransport, id: number): Promise<boolean> {
  for (let page = 1; ; page++) {
    const answer = await listSaved(api, page);
    if (answer.results.some((p) => p.id === id)) return true;
    if (!answer.next) return false;
  }
}
