import { API_MAX_PAGE_SIZE } from '@shared/constants';
import type { ApiTransport } from '@shared/runtime';
import type { agentPropertiesResponse } from '@shared/schemas/agents';
import type { PropertyListItem } from '@shared/schemas/properties';
import { callApi } from '../../../lib/api';

/** A safety stop: no agency has ten thousand live listings. */
const MAX_PAGES = 100;

/**
 * `GET /users/agents/{id}/properties/`, every page: the company profile filters and pages the
 * agent's listings on the client (spec §2), so it needs them all.
 */
export async function listAllAgentProperties(api: ApiTransport, id: number): Promise<PropertyListItem[]> {
  const all: PropertyListItem[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await callApi<typeof agentPropertiesResponse>(api, {
      method: 'GET',
      path: `/users/agents/${id}/properties/?page=${page}&page_size=${API_MAX_PAGE_SIZE}`,
    });
    all.push(...answer.results);
    if (!answer.next) break;
  }
  return all;
}
