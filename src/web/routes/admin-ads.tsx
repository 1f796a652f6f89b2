import { AD_PLACEMENTS, AD_TYPES } from '@shared/enums';
import { AD_STATES } from '@shared/schemas/admin-ads';
import { Form, Link, useSearchParams } from 'react-router';
import { listAds } from '../features/admin/api/ads';
import { staffData } from '../features/admin/api/guard';
import { AdsTable } from '../features/admin/components/AdsTable';
import { Pager, SelectField } from '../features/admin/components/Controls';
import { useTranslation } from '../lib/translation';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import type { Route } from './+types/admin-ads';

const PAGE_SIZE = 20;
const pick = <T extends string>(list: readonly T[], v: string | null) =>
  list.includes(v as T) ? (v as T) : undefined;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const q = new URL(request.url).searchParams;
  return staffData(request, () =>
    listAds({
      placement: pick(AD_PLACEMENTS, q.get('placement')),
      ad_type: pick(AD_TYPES, q.get('ad_type')),
      state: pick(AD_STATES, q.get('state')),
      search: q.get('search') ?? undefined,
      page: Math.max(1, Number(q.get('page')) || 1),
      page_size: PAGE_SIZE,
    }),
  );
}
clientLoader.hydrate = true as const;

/** Every ad with its impressions, clicks and CTR; filters by placement, type and state. */
export default function AdminAds({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const all = { value: '', label: t('admin.all') };
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t('admin.ads.heading')}</h2>
        <Link
          to="/admin/ads/new"
          className="inline-flex h-11 items-center rounded-md bg-primary px-5 font-semibold text-white hover:bg-primary-dark"
        >
          {t('admin.ads.new')}
        </Link>
      </div>
      <Form method="get" className="mb-4 grid grid-cols-2 items-end gap-3 md:flex md:flex-wrap" role="search">
        <div className="col-span-2 md:min-w-56 md:flex-1">
          <TextField
            label={t('admin.ads.searchLabel')}
            name="search"
            type="search"
            defaultValue={params.get('search') ?? ''}
          />
        </div>
        <SelectField
          label={t('admin.ads.placement')}
          name="placement"
          defaultValue={params.get('placement') ?? ''}
          options={[all, ...AD_PLACEMENTS.map((p) => ({ value: p, label: t(`admin.ads.placements.${p}`) }))]}
        />
        <SelectField
          label={t('admin.ads.type')}
          name="ad_type"
          defaultValue={params.get('ad_type') ?? ''}
          options={[all, ...AD_TYPES.map((p) => ({ value: p, label: t(`admin.ads.types.${p}`) }))]}
        />
        <SelectField
          label={t('admin.ads.state')}
          name="state"
          defaultValue={params.get('state') ?? ''}
          options={[all, ...AD_STATES.map((p) => ({ value: p, label: t(`admin.ads.states.${p}`) }))]}
        />
        <Button type="submit">{t('admin.search')}</Button>
      </Form>
      <p className="mb-2 text-sm text-muted" aria-live="polite">
        {t('admin.results', { count: loaderData.count })}
      </p>
      {loaderData.results.length === 0 ? (
        <p className="rounded-lg bg-surface p-6 text-center text-muted shadow-card">{t('admin.ads.empty')}</p>
      ) : (
        <AdsTable ads={loaderData.results} />
      )}
      <Pager
        page={Math.max(1, Number(params.get('page')) || 1)}
        count={loaderData.count}
        pageSize={PAGE_SIZE}
      />
    </div>
  );
}
