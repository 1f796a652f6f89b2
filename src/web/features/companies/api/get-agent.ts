import type { ApiTransport } from '@shared/runtime';
import type { agentDetailResponse } from '@shared/schemas/agents';
import { callApi } from '../../../lib/api';

/** `GET /users/agents/{id}/`: an agent's public (company) profile. */
export function getAgent(api: ApiTransport, id: number) {
  return callApi<typeof agentDetailResponse>(api, { method: 'GET', path: `/users/agents/${id}/` });
}
