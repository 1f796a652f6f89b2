import type { AuditQuery, auditResponse } from '@shared/schemas/admin';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/audit/` */
export const listAudit = (q: Partial<AuditQuery>) =>
  callApi<typeof auditResponse>(api, { method: 'GET', path: `/admin/audit/${toQuery(q)}` });
