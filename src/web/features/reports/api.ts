import type { ApiTransport } from '@shared/runtime';
import type {
  DecideReportBody,
  ReportListingBody,
  reportDecided,
  reportReceived,
  reportsQueue,
} from '@shared/schemas/reports';
import { callApi } from '../../lib/api';
import { authTransport } from '../auth';

/** `POST /properties/properties/{id}/report/` (signed in or not: the transport adds a token when there is one). */
export const reportListing = (api: ApiTransport, id: number, body: ReportListingBody) =>
  callApi<typeof reportReceived>(api, { method: 'POST', path: `/properties/properties/${id}/report/`, body });

/** `GET /admin/reports/` (staff). */
export const listReports = () =>
  callApi<typeof reportsQueue>(authTransport, { method: 'GET', path: '/admin/reports/' });

/** `POST /admin/reports/{id}/decide/` (staff). */
export const decideReports = (id: number, body: DecideReportBody) =>
  callApi<typeof reportDecided>(authTransport, {
    method: 'POST',
    path: `/admin/reports/${id}/decide/`,
    body,
  });
