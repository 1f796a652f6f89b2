import type { AdStats } from '@shared/schemas/admin-ads';
import { Form, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { AdCountCells, AdCountHeads } from './AdCounts';
import { SelectField, TableFrame } from './Controls';
import { useLanguage } from './use-language';

export const STATS_PERIODS = [7, 30, 90] as const;

/** Impressions, clicks and CTR of one ad per day (newest first), with the totals since its start. */
export function AdStatsTable({ stats }: { stats: AdStats }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const seen = stats.days.some((d) => d.impressions > 0 || d.clicks > 0);
  return (
    <section className="mt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h3 className="text-lg font-semibold">{t('admin.ads.stats.heading')}</h3>
        <Form method="get" className="flex items-end gap-2" onChange={(e) => e.currentTarget.requestSubmit()}>
          <SelectField
            label={t('admin.ads.stats.days')}
            name="days"
            defaultValue={params.get('days') ?? '30'}
            options={STATS_PERIODS.map((d) => ({
              value: String(d),
              label: t('admin.ads.stats.lastDays', { count: d }),
            }))}
          />
          <noscript>
            <button type="submit">{t('admin.search')}</button>
          </noscript>
        </Form>
      </div>
      <TableFrame label={t('admin.ads.stats.heading')}>
        <thead>
          <tr>
            <th scope="col">{t('admin.ads.stats.day')}</th>
            <AdCountHeads />
          </tr>
        </thead>
        <tbody>
          <tr className="bg-primary-light/50 font-semibold">
            <th scope="row" className="text-left">
              {t('admin.ads.stats.total')}
            </th>
            <AdCountCells counts={stats.totals} />
          </tr>
          {stats.days.map((d) => (
            <tr key={d.day}>
              <th scope="row" className="text-left font-normal text-ink">
                {formatDate(`${d.day}T12:00:00+03:00`, lang)}
              </th>
              <AdCountCells counts={d} />
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {!seen && <p className="mt-2 text-sm text-muted">{t('admin.ads.stats.noEvents')}</p>}
    </section>
  );
}
