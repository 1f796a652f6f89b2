import type { ApiTransport } from '@shared/runtime';
import {
  type CreateSavedSearchBody,
  savedSearch,
  savedSearchList,
  telegramLinkResponse,
  type UpdateSavedSearchBody,
} from '@shared/schemas/saved-searches';
import { z } from 'zod';
import { callApi } from '../../../lib/api';

/** `GET /users/saved-searches/`. */
export const listSavedSearches = (api: ApiTransport) =>
  callApi(api, { method: 'GET', path: '/users/saved-searches/' }, savedSearchList);

/** `POST /users/saved-searches/`. */
export const createSavedSearch = (
  api: ApiTransport,
  body: Partial<CreateSavedSearchBody> & { query: string },
) => callApi(api, { method: 'POST', path: '/users/saved-searches/', body }, savedSearch);

/** `PATCH /users/saved-searches/{id}/`. */
export const updateSavedSearch = (api: ApiTransport, id: number, body: UpdateSavedSearchBody) =>
  callApi(api, { method: 'PATCH', path: `/users/saved-searches/${id}/`, body }, savedSearch);

/** `DELETE /users/saved-searches/{id}/`. */
export const deleteSavedSearch = (api: ApiTransport, id: number) =>
  callApi(api, { method: 'DELETE', path: `/users/saved-searches/${id}/` }, z.unknown());

/** `POST /users/telegram/link/`: the one-time link that connects this account to the bot. */
export const telegramLink = (api: ApiTransport) =>
  callApi(api, { method: 'POST', path: '/users/telegram/link/' }, telegramLinkResponse);
