import { staffData } from '../features/admin/api/guard';
import { listReports } from '../features/reports/api';
import { ReportsQueue } from '../features/reports/components/ReportsQueue';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/admin-reports';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return staffData(request, () => listReports());
}
clientLoader.hydrate = true as const;

/** Reported listings (decision 037): what people said, the publisher's history, and the decision. */
export default function AdminReports({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="mb-4 text-xl font-semibold">{t('reports.admin.heading')}</h2>
      <ReportsQueue initial={loaderData.results} />
    </div>
  );
}
