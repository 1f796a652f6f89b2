import {
  type AdminUsersQuery,
  adminAgentListingsResponse,
  adminUserResponse,
  adminUsersResponse,
} from '@shared/schemas/admin';
import { suspensionLifted } from '@shared/schemas/reports';
import { agentVerificationResponse } from '@shared/schemas/users';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/users/` */
export const searchUsers = (q: Partial<AdminUsersQuery>) =>
  callApi(api, { method: 'GET', path: `/admin/users/${toQuery(q)}` }, adminUsersResponse);

/** `GET /admin/users/{id}/` */
export const getUser = (id: number) =>
  callApi(api, { method: 'GET', path: `/admin/users/${id}/` }, adminUserResponse);

/** `POST /admin/agents/{id}/verify/` or `/unverify/` */
export const setVerified = (id: number, verified: boolean) =>
  callApi(
    api,
    { method: 'POST', path: `/admin/agents/${id}/${verified ? 'verify' : 'unverify'}/` },
    agentVerificationResponse,
  );

/** `GET /admin/agents/{id}/listings/` */
export const agentListings = (id: number, page = 1) =>
  callApi(
    api,
    { method: 'GET', path: `/admin/agents/${id}/listings/${toQuery({ page })}` },
    adminAgentListingsResponse,
  );

/** `POST /admin/users/{id}/unsuspend/` */
export const liftSuspension = (id: number) =>
  callApi(api, { method: 'POST', path: `/admin/users/${id}/unsuspend/` }, suspensionLifted);
