import type { AlertStats } from '@shared/schemas/saved-searches';
import { Form, useSearchParams } from 'react-router';
import { getAlertStats } from '../features/admin/api/alerts';
import { staffData } from '../features/admin/api/guard';
import { SelectField, TableFrame } from '../features/admin/components/Controls';
import { useLanguage } from '../features/admin/components/use-language';
import { intlDateLocale } from '../lib/calendar';
import { useTranslation } from '../lib/translation';
import { Button } from '../ui/Button';
import type { Route } from './+types/admin-alerts';

const PERIODS = [7, 14, 30, 90] as const;
const daysOf = (raw: string | null) => PERIODS.find((p) => String(p) === raw) ?? 14;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return staffData(request, () => getAlertStats(daysOf(new URL(request.url).searchParams.get('days'))));
}
clientLoader.hydrate = true as const;

type Figures = Omit<AlertStats['days'][number], 'date'>;
const FIGURES = ['sent', 'failed', 'clicks', 'unsubscribes'] as const;
const CHANNELS = ['email', 'telegram'] as const;

/** A day of Addis Ababa in the reader's calendar (Ethiopian for Amharic and Tigrinya). */
function useDay() {
  const lang = useLanguage();
  const format = new Intl.DateTimeFormat(intlDateLocale(lang), { dateStyle: 'medium', timeZone: 'UTC' });
  return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
}

/** Saved-search alerts per day (decision 053): sent per channel, failures, clicks, unsubscribes. */
export default function AdminAlerts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const day = useDay();
  const [params] = useSearchParams();
  const cells = (f: Figures, strong = false) =>
    FIGURES.flatMap((figure) =>
      CHANNELS.map((channel) => (
        <td
          key={`${figure}-${channel}`}
          className={`text-right tabular-nums ${strong ? 'font-semibold' : ''}`}
        >
          {f[figure][channel].toLocaleString('en-US')}
        </td>
      )),
    );
  return (
    <div>
      <h2 className="mb-2 text-xl font-semibold">{t('admin.alerts.heading')}</h2>
      <p className="mb-4 max-w-prose text-sm text-muted">{t('admin.alerts.intro')}</p>
      <Form method="get" className="mb-4 flex items-end gap-3">
        <SelectField
          label={t('admin.alerts.period')}
          name="days"
          defaultValue={String(daysOf(params.get('days')))}
          options={PERIODS.map((p) => ({ value: String(p), label: t('admin.alerts.days', { count: p }) }))}
        />
        <Button type="submit">{t('admin.alerts.show')}</Button>
      </Form>
      <TableFrame label={t('admin.alerts.table')} minWidth="min-w-[760px]">
        <thead>
          <tr>
            <th scope="col" rowSpan={2}>
              {t('admin.alerts.day')}
            </th>
            {FIGURES.map((figure) => (
              <th key={figure} scope="colgroup" colSpan={2} className="text-center">
                {t(`admin.alerts.${figure}`)}
              </th>
            ))}
          </tr>
          <tr>
            {FIGURES.flatMap((figure) =>
              CHANNELS.map((channel) => (
                <th key={`${figure}-${channel}`} scope="col" className="text-right">
                  {t(`admin.alerts.${channel}`)}
                </th>
              )),
            )}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('admin.alerts.total')}</th>
            {cells(loaderData.totals, true)}
          </tr>
          {loaderData.days.map((d) => (
            <tr key={d.date}>
              <th scope="row" className="whitespace-nowrap font-normal">
                <time dateTime={d.date}>{day(d.date)}</time>
              </th>
              {cells(d)}
            </tr>
          ))}
        </tbody>
      </TableFrame>
    </div>
  );
}
