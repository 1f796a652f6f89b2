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
