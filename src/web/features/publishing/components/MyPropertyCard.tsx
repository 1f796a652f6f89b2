import { mdiDeleteOutline, mdiEyeOutline, mdiMapMarkerOutline, mdiPencilOutline } from '@mdi/js';
import { LAYOUT } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import type { FreshnessOutcome } from '@shared/schemas/freshness';
import type { MyPropertyItem } from '@shared/schemas/publishing';
import { Link } from 'react-router';
import { formatDate, formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Picture } from '../../../ui/Picture';
import { FreshnessBanner } from '../../freshness';
import { ListingStats, QualityScore } from '../../leads';
import { listingText, locationLine } from '../../properties';
import { ReviewBadge, ReviewReason } from './ReviewState';

/**
 * A listing on My Properties (spec §2): photo, title, place, price, its review state (with the
 * reason of a rejection), and Edit and Delete buttons. With changes waiting for review it shows
 * them, as its owner made them, and says so (decision 028).
 */
export function MyPropertyCard({
  item,
  highlight,
  onDelete,
  onConfirmed,
}: {
  item: MyPropertyItem;
  highlight: boolean;
  onDelete: () => void;
  onConfirmed: (outcome: FreshnessOutcome) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as LanguageCode;
  const text = listingText(item, lang);
  // Kebele, sub-city (in Ge'ez script for am/ti readers), city.
  const place = locationLine(item, lang);
  return (
    <article
      aria-label={text.title}
      className={`flex w-full flex-col overflow-hidden rounded-lg bg-surface shadow-card ${highlight ? 'ring-3 ring-accent' : ''}`}
    >
      <div className="relative bg-background" style={{ height: LAYOUT.cardImageHeight * 0.8 }}>
        {item.primary_image ? (
          <Picture
            image={item.primary_image}
            alt={t('card.photoOf', { title: text.title })}
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            className="h-full w-full object-cover"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-muted">{t('card.noPhoto')}</div>
        )}
        <div className="absolute top-3 left-3 flex flex-wrap gap-2">
          <span className="rounded bg-ink/80 px-2 py-1 text-xs font-semibold text-white">
            {t(`listingTypes.${item.listing_type}`)}
          </span>
        </div>
        <div className="absolute right-3 bottom-3">
          <ReviewBadge item={item} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="line-clamp-2 font-semibold leading-snug" lang={text.lang}>
          {text.title}
        </h2>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Icon path={mdiMapMarkerOutline} size={16} className="shrink-0" />
          <span className="truncate">{place || t('card.locationNotSpecified')}</span>
        </p>
        <p className="font-bold text-primary-dark">
          {formatPrice(item.price)}
          {item.listing_type === 'rent' && (
            <span className="text-sm font-medium text-muted">{t('card.perMonthShort')}</span>
          )}
        </p>
        <p className="text-xs text-muted">
          {t('myProperties.listedOn', { date: formatDate(item.created_at, lang) })}
          {item.review_state === 'approved' && ` · ${t('myProperties.views', { count: item.views })}`}
        </p>
        <ReviewReason item={item} />
        <FreshnessBanner item={item} onConfirmed={onConfirmed} />
        <QualityScore listing={item} />
        {item.review_state === 'approved' && <ListingStats id={item.id} title={text.title} />}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link
            to={`/my-properties/${item.id}/edit`}
            className="inline-flex h-10 items-center gap-1 rounded-md bg-primary px-4 text-sm font-semibold text-white hover:bg-primary-dark"
            aria-label={t('myProperties.editOf', { title: text.title })}
          >
            <Icon path={mdiPencilOutline} size={18} />
            {t('myProperties.edit')}
          </Link>
          <Link
            to={`/properties/${item.id}`}
            className="inline-flex h-10 items-center gap-1 rounded-md border border-primary px-3 text-sm font-semibold text-primary hover:bg-primary-light"
            aria-label={t('myProperties.viewOf', { title: text.title })}
          >
            <Icon path={mdiEyeOutline} size={18} />
            {t('myProperties.view')}
          </Link>
          <Button
            variant="ghost"
            className="ml-auto h-10! px-3! text-sm text-error!"
            onClick={onDelete}
            aria-label={t('myProperties.deleteOf', { title: text.title })}
          >
            <Icon path={mdiDeleteOutline} size={18} />
            {t('myProperties.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
