import { mdiChartBar } from '@mdi/js';
import type { ListingStatsResponse, StatsDay } from '@shared/schemas/leads';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { authTransport } from '../../auth';
import { listingStats } from '../api';

const DAYS = 30;
const contactsOf = (d: StatsDay) => d.call + d.telegram + d.share + d.save;

/**
 * A listing's last 30 days on My Properties (decision 040): loaded when opened, so a list of many
 * listings costs no request until the publisher asks. A chart drawn as SVG (no chart library) and
 * the funnel views → contacts → inquiries, beside the publisher's similar listings when there are
 * enough of them.
 */
export function ListingStats({ id, title }: { id: number; title: string }) {
  const { t } = useTranslation();
  const [stats, setStats] = useState<ListingStatsResponse | 'loading' | 'failed' | null>(null);
  const load = () => {
    if (stats !== null && stats !== 'failed') return;
    setStats('loading');
    listingStats(authTransport, id, DAYS).then(setStats, () => setStats('failed'));
  };
  return (
    <details
      className="rounded-md border border-ink/15 text-sm"
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open) load();
      }}
    >
      <summary
        className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-semibold text-primary"
        aria-label={t('leads.stats.openOf', { title })}
      >
        <Icon path={mdiChartBar} size={18} />
        {t('leads.stats.open')}
      </summary>
      <div className="px-3 pb-3">
        {stats === 'loading' || stats === null ? (
          <p className="text-muted">{t('leads.stats.loading')}</p>
        ) : stats === 'failed' ? (
          <p className="text-error">{t('leads.stats.failed')}</p>
        ) : (
          <StatsBody stats={stats} />
        )}
      </div>
    </details>
  );
}

function StatsBody({ stats }: { stats: ListingStatsResponse }) {
  const { t } = useTranslation();
  const f = stats.funnel;
  const percent = (part: number, whole: number) => Math.round((part / whole) * 100);
  const steps = [
    { key: 'views', value: f.views, note: '' },
    {
      key: 'contacts',
      value: f.contacts,
      note: f.views ? t('leads.stats.ofViews', { percent: percent(f.contacts, f.views) }) : '',
    },
    {
      key: 'inquiries',
      value: f.inquiries,
      // Without views (taps from cards only) a share of views means nothing.
      note: f.views ? t('leads.stats.ofViews', { percent: percent(f.inquiries, f.views) }) : '',
    },
  ] as const;
  const top = Math.max(1, f.views, f.contacts, f.inquiries);
  const c = stats.comparison;
  return (
    <div className="flex flex-col gap-3" data-testid="listing-stats">
      <DailyChart days={stats.days} />
      <ul className="grid grid-cols-4 gap-1 text-center text-xs">
        {(['call', 'telegram', 'share', 'save'] as const).map((kind) => (
          <li key={kind} className="rounded bg-background px-1 py-1">
            <span className="block text-base font-bold" data-testid={`stat-${kind}`}>
              {stats.totals[kind]}
            </span>
            {t(`leads.kinds.${kind}`)}
          </li>
        ))}
      </ul>
      <div>
        <h3 className="mb-1 font-semibold">{t('leads.stats.funnel')}</h3>
        <ol className="flex flex-col gap-1">
          {steps.map((s) => (
            <li key={s.key} className="grid grid-cols-[6.5rem_1fr_auto] items-center gap-2">
              <span>{t(`leads.stats.${s.key}`)}</span>
              <span className="h-3 rounded bg-primary-light">
                <span
                  className="block h-3 rounded bg-primary"
                  style={{ width: `${(s.value / top) * 100}%` }}
                />
              </span>
              <span className="text-right tabular-nums" data-testid={`funnel-${s.key}`}>
                {s.value}
                {s.note && <span className="ml-1 text-xs text-muted">{s.note}</span>}
              </span>
            </li>
          ))}
        </ol>
      </div>
      <p className="text-xs text-muted">
        {c
          ? t('leads.stats.comparison', {
              count: c.listings,
              views: c.average.views,
              contacts: c.average.contacts,
              inquiries: c.average.inquiries,
            })
          : t('leads.stats.noComparison')}
      </p>
    </div>
  );
}

const W = 300;
const H = 72;

/** Views per day as bars, contacts per day as a darker bar inside each; the last day on the right. */
function DailyChart({ days }: { days: StatsDay[] }) {
  const { t } = useTranslation();
  const top = Math.max(1, ...days.map((d) => d.views), ...days.map(contactsOf));
  const slot = W / days.length;
  const height = (n: number) => (n / top) * (H - 12);
  const views = days.reduce((n, d) => n + d.views, 0);
  const contacts = days.reduce((n, d) => n + contactsOf(d), 0);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-20 w-full"
        role="img"
        aria-label={t('leads.stats.chartLabel', { days: days.length, views, contacts })}
        preserveAspectRatio="none"
      >
        <line x1="0" y1={H - 0.5} x2={W} y2={H - 0.5} stroke="currentColor" className="text-ink/20" />
        <text x="0" y="9" fontSize="9" fill="currentColor" className="text-muted">
          {top}
        </text>
        {days.map((d, i) => (
          <g key={d.date}>
            <title>{`${d.date}: ${t('leads.stats.dayTip', { views: d.views, contacts: contactsOf(d) })}`}</title>
            <rect
              x={i * slot + 1}
              y={H - height(d.views)}
              width={slot - 2}
              height={height(d.views)}
              className="fill-primary-light"
            />
            <rect
              x={i * slot + slot / 4}
              y={H - height(contactsOf(d))}
              width={slot / 2}
              height={height(contactsOf(d))}
              className="fill-accent"
            />
          </g>
        ))}
      </svg>
      <figcaption className="flex gap-4 text-xs text-muted">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-primary-light" />
          {t('leads.stats.views')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-accent" />
          {t('leads.stats.contacts')}
        </span>
      </figcaption>
    </figure>
  );
}
