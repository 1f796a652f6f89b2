import type { ApiTransport } from '@shared/runtime';
import { agentDetailResponse } from '@shared/schemas/agents';
import { callApi } from '../../../lib/api';

/** `GET /users/agents/{id}/`: an agent's public (company) profile. */
export function getAgent(api: ApiTransport, id: number) {
  return callApi(api, { method: 'GET', path: `/users/agents/${id}/` }, agentDetailResponse);
}
