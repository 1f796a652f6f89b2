import type { alertStats } from '@shared/schemas/saved-searches';
import { callApi, toQuery } from '../../../lib/api';
import { authTransport as api } from '../../auth';

/** `GET /admin/alerts/stats/` */
export const getAlertStats = (days: number) =>
  callApi<typeof alertStats>(api, { method: 'GET', path: `/admin/alerts/stats/${toQuery({ days })}` });
