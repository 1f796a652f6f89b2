import { staffData } from '../features/admin/api/guard';
import { listLocations } from '../features/admin/api/locations';
import { LocationTree } from '../features/admin/components/LocationTree';
import { useTranslation } from '../lib/translation';
import type { Route } from './+types/admin-locations';

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return staffData(request, () => listLocations('regions'));
}
clientLoader.hydrate = true as const;

/** Region → city → sub-city → kebele, opened level by level; add and rename in place. */
export default function AdminLocations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div>
      <h2 className="text-xl font-semibold">{t('admin.locations.heading')}</h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t('admin.locations.intro')}</p>
      <LocationTree regions={loaderData.results} />
    </div>
  );
}
