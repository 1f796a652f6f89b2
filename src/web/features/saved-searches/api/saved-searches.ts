import type { ApiTransport } from '@shared/runtime';
import type {
  CreateSavedSearchBody,
  savedSearch,
  savedSearchList,
  telegramLinkResponse,
  UpdateSavedSearchBody,
} from '@shared/schemas/saved-searches';
import type { z } from 'zod';
import { callApi } from '../../../lib/api';

/** `GET /users/saved-searches/`. */
export const listSavedSearches = (api: ApiTransport) =>
  callApi<typeof savedSearchList>(api, { method: 'GET', path: '/users/saved-searches/' });

/** `POST /users/saved-searches/`. */
export const createSavedSearch = (
  api: ApiTransport,
  body: Partial<CreateSavedSearchBody> & { query: string },
) => callApi<typeof savedSearch>(api, { method: 'POST', path: '/users/saved-searches/', body });

/** `PATCH /users/saved-searches/{id}/`. */
export const updateSavedSearch = (api: ApiTransport, id: number, body: UpdateSavedSearchBody) =>
  callApi<typeof savedSearch>(api, { method: 'PATCH', path: `/users/saved-searches/${id}/`, body });

/** `DELETE /users/saved-searches/{id}/`. */
export const deleteSavedSearch = (api: ApiTransport, id: number) =>
  callApi<z.ZodUnknown>(api, { method: 'DELETE', path: `/users/saved-searches/${id}/` });

/** `POST /users/telegram/link/`: the one-time link that connects this account to the bot. */
export const telegramLink = (api: ApiTransport) =>
  callApi<typeof telegramLinkResponse>(api, { method: 'POST', path: '/users/telegram/link/' });
