import {
  mdiBedKingOutline,
  mdiCalendarBlankOutline,
  mdiCarBack,
  mdiCheckCircleOutline,
  mdiEyeOutline,
  mdiRulerSquare,
  mdiShowerHead,
  mdiStarCircleOutline,
} from '@mdi/js';
import type { LanguageCode } from '@shared/enums';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import type { ReactNode } from 'react';
import { catalogueName } from '../../../lib/catalogue-name';
import { formatDate, formatNumber } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';

const RESIDENTIAL = new Set<string>(['house', 'apartment', 'condominium', 'villa']);

/** Stat cards: bedrooms, bathrooms, area in m², parking (0 when absent) (spec §2). */
export function StatCards({ property: p }: { property: PropertyDetail }) {
  const { t } = useTranslation();
  const stats = [
    {
      icon: mdiBedKingOutline,
      label: t('detail.stats.bedrooms'),
      // A home without a separate bedroom is a studio; offices and plots simply have none.
      value: p.bedrooms === 0 && RESIDENTIAL.has(p.property_type) ? t('card.studio') : p.bedrooms,
    },
    { icon: mdiShowerHead, label: t('detail.stats.bathrooms'), value: p.bathrooms },
    {
      icon: mdiRulerSquare,
      label: t('detail.stats.area'),
      value: t('card.area', { area: formatNumber(p.area) }),
    },
    { icon: mdiCarBack, label: t('detail.stats.parking'), value: p.parking_spaces ?? 0 },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map((s) => (
        <div
          key={s.label}
          className="flex flex-col items-center gap-1 rounded-lg bg-surface p-3 text-center shadow-card"
        >
          <Icon path={s.icon} size={28} className="text-primary" />
          <dt className="order-last text-sm text-muted">{s.label}</dt>
          <dd className="text-xl font-bold">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled block of the page. */
export function Section({
  title,
  id,
  children,
  className = '',
}: {
  title: string;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`scroll-mt-24 rounded-lg bg-surface p-4 shadow-card sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Features and amenities as a ticked list; nothing at all when the list is empty (spec §2). */
function NameList({
  title,
  id,
  items,
  icon,
}: {
  title: string;
  id: string;
  items: Array<{ id: number; name: string; slug: string }>;
  icon: string;
}) {
  const { t } = useTranslation();
  if (!items.length) return null;
  return (
    <Section title={title} id={id}>
      <ul className="grid gap-2 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.id} className="flex items-center gap-2">
            <Icon path={icon} size={20} className="shrink-0 text-secondary" />
            {catalogueName(t, item)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Description, features and amenities (each only when non-empty), views and the listing date. */
export function PropertyText({
  property: p,
  description,
  descriptionLang,
}: {
  property: PropertyDetail;
  description: string;
  descriptionLang?: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {description.trim() && (
        <Section title={t('detail.description')} id="description">
          <p className="leading-relaxed whitespace-pre-line" lang={descriptionLang}>
            {description}
          </p>
        </Section>
      )}
      <NameList title={t('detail.features')} id="features" items={p.features} icon={mdiCheckCircleOutline} />
      <NameList
        title={t('detail.amenities')}
        id="amenities"
        items={p.amenities}
        icon={mdiStarCircleOutline}
      />
      <p className="flex flex-wrap gap-x-6 gap-y-1 px-1 text-sm text-muted">
        <span className="flex items-center gap-1">
          <Icon path={mdiEyeOutline} size={18} />
          {t('detail.views', { count: p.views, formatted: formatNumber(p.views) })}
        </span>
        {/* The browser's date data may spell a month differently from the server's. */}
        <span className="flex items-center gap-1" suppressHydrationWarning>
          <Icon path={mdiCalendarBlankOutline} size={18} />
          {t('detail.listedOn', { date: formatDate(p.created_at, i18n.language as LanguageCode) })}
        </span>
      </p>
    </>
  );
}
