import type {
  AdminUsersQuery,
  adminAgentListingsResponse,
  adminUserResponse,
  adminUsersResponse,
} from '@shared/schemas/admin';
import type { suspensionLifted } from '@shared/schemas/reports';
import type { agentVerificationResponse } from '@shared/schemas/users';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/users/` */
export const searchUsers = (q: Partial<AdminUsersQuery>) =>
  callApi<typeof adminUsersResponse>(api, { method: 'GET', path: `/admin/users/${toQuery(q)}` });

/** `GET /admin/users/{id}/` */
export const getUser = (id: number) =>
  callApi<typeof adminUserResponse>(api, { method: 'GET', path: `/admin/users/${id}/` });

/** `POST /admin/agents/{id}/verify/` or `/unverify/` */
export const setVerified = (id: number, verified: boolean) =>
  callApi<typeof agentVerificationResponse>(api, {
    method: 'POST',
    path: `/admin/agents/${id}/${verified ? 'verify' : 'unverify'}/`,
  });

/** `GET /admin/agents/{id}/listings/` */
export const agentListings = (id: number, page = 1) =>
  callApi<typeof adminAgentListingsResponse>(api, {
    method: 'GET',
    path: `/admin/agents/${id}/listings/${toQuery({ page })}`,
  });

/** `POST /admin/users/{id}/unsuspend/` */
export const liftSuspension = (id: number) =>
  callApi<typeof suspensionLifted>(api, { method: 'POST', path: `/admin/users/${id}/unsuspend/` });
