import { mdiMapMarkerOutline } from '@mdi/js';
import type { PropertyDetail } from '@shared/schemas/property-detail';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { ConfirmedLine } from '../../freshness';
import { PriceContext, PriceReducedBadge } from '../../prices';
import { locationLine } from '../../properties';
import { PropertyActions } from './PropertyActions';

const STATUS_STYLE: Record<string, string> = {
  sold: 'bg-error text-white',
  rented: 'bg-error text-white',
  pending: 'bg-warning text-ink',
  unavailable: 'bg-muted text-white',
  expired: 'bg-muted text-white',
  reported: 'bg-warning text-ink',
};

/**
 * Title, location line (kebele, sub-city, city), the sale/rent, type, Featured and status badges,
 * the price ('per month' for rent) and the actions (spec §2).
 */
export function PropertySummary({
  property: p,
  title,
  titleLang,
  shareUrl,
}: {
  property: PropertyDetail;
  title: string;
  titleLang?: string;
  shareUrl: string;
}) {
  const { t, i18n } = useTranslation();
  const location = locationLine(p, i18n.language);
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-wrap gap-2 text-xs font-semibold" aria-label={t('detail.badges')}>
        <li
          className={`rounded px-2 py-1 text-white ${p.listing_type === 'sale' ? 'bg-primary' : 'bg-secondary'}`}
        >
          {t(`listingTypes.${p.listing_type}`)}
        </li>
        <li className="rounded bg-primary-light px-2 py-1 text-primary-dark">
          {t(`propertyTypes.${p.property_type}`)}
        </li>
        {p.is_featured && <li className="rounded bg-accent px-2 py-1 text-white">{t('card.featured')}</li>}
        {p.price_reduced_at && (
          <li className="flex">
            <PriceReducedBadge at={p.price_reduced_at} />
          </li>
        )}
        {p.status !== 'available' && (
          <li className={`rounded px-2 py-1 ${STATUS_STYLE[p.status]}`} data-testid="listing-status">
            {t(`detail.status.${p.status}`)}
          </li>
        )}
      </ul>
      <h1 className="text-2xl leading-tight font-bold md:text-3xl lg:text-2xl" lang={titleLang}>
        {title}
      </h1>
      <p className="flex items-start gap-1 text-muted">
        <Icon path={mdiMapMarkerOutline} size={20} className="mt-0.5 shrink-0" />
        <span>
          {location || t('card.locationNotSpecified')}
          {/* Where people say it is (few streets have addresses): "near Edna Mall". */}
          {p.landmark && <span data-testid="listing-landmark"> · {p.landmark}</span>}
        </span>
      </p>
      {p.status === 'available' && <ConfirmedLine at={p.last_confirmed_at} className="-mt-2 text-sm" />}
      <p className="text-3xl font-bold text-primary-dark" data-testid="listing-price">
        {formatPrice(p.price)}
        {p.listing_type === 'rent' && (
          <span className="ml-1 text-base font-medium text-muted">{t('card.perMonth')}</span>
        )}
      </p>
      {(p.price_per_m2 !== null || p.price_negotiable) && (
        <p className="-mt-2 flex flex-wrap items-center gap-2" data-testid="listing-price-terms">
          {p.price_per_m2 !== null && (
            <span className="text-base font-medium text-muted" data-testid="listing-price-per-m2">
              {t('terms.perM2', { amount: formatNumber(p.price_per_m2) })}
            </span>
          )}
          {p.price_negotiable && (
            <span className="inline-block rounded bg-primary-light px-2 py-0.5 align-middle text-sm font-semibold text-primary-dark">
              {t('terms.negotiableShort')}
            </span>
          )}
        </p>
      )}
      <PriceContext property={p} />
      <PropertyActions property={p} title={title} shareUrl={shareUrl} />
    </div>
  );
}
