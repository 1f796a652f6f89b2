import { Link, useLocation } from 'react-router';
import { adStats, getAd } from '../features/admin/api/ads';
import { staffData } from '../features/admin/api/guard';
import { AdForm } from '../features/admin/components/AdForm';
import { AdStatsTable, STATS_PERIODS } from '../features/admin/components/AdStatsTable';
import { STATE_TONE } from '../features/admin/components/AdsTable';
import { Pill } from '../features/admin/components/Controls';
import { i18nHandle } from '../lib/i18n';
import { useTranslation } from '../lib/translation';
import { Alert } from '../ui/Alert';
import type { Route } from './+types/admin-ad';

/** The catalogue namespaces this screen reads (decision 054). */
export const handle = i18nHandle('forms');

export async function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  if (params.id === 'new') return { ad: null, stats: null };
  const id = Number(params.id);
  const asked = Number(new URL(request.url).searchParams.get('days'));
  const days = (STATS_PERIODS as readonly number[]).includes(asked) ? asked : 30;
  return staffData(request, async () => {
    const [ad, stats] = await Promise.all([getAd(id), adStats(id, days)]);
    return { ad, stats };
  });
}
clientLoader.hydrate = true as const;

/** `/admin/ads/new` and `/admin/ads/{id}`: the ad form, and for an existing ad its figures per day. */
export default function AdminAd({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { ad, stats } = loaderData;
  const created = (location.state as { created?: boolean } | null)?.created;
  return (
    <div>
      <Link to="/admin/ads" className="text-sm font-medium text-primary hover:underline">
        ← {t('admin.ads.back')}
      </Link>
      <div className="mt-3 mb-4 flex flex-wrap items-center gap-3">
        <h2 className="text-xl font-semibold">{t(ad ? 'admin.ads.editHeading' : 'admin.ads.newHeading')}</h2>
        {ad && <Pill tone={STATE_TONE[ad.state]}>{t(`admin.ads.states.${ad.state}`)}</Pill>}
      </div>
      {created && (
        <div className="mb-4">
          <Alert tone="success">{t('admin.ads.form.created')}</Alert>
        </div>
      )}
      <AdForm key={ad?.id ?? 'new'} ad={ad} />
      {stats && <AdStatsTable stats={stats} />}
    </div>
  );
}
