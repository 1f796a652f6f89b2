import { mdiClose, mdiMapMarkerOutline } from '@mdi/js';
import type { LanguageCode } from '@shared/enums';
import type { MapMarker } from '@shared/schemas/map';
import type { CardListing } from '@shared/schemas/properties';
import { Link } from 'react-router';
import { formatPrice } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { Icon } from '../../../ui/Icon';
import { Picture } from '../../../ui/Picture';
import { listingText, locationLine } from '../../properties';

function PriceLine({ price, rent }: { price: number; rent: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="font-bold text-primary-dark">
      {formatPrice(price)}
      {rent && <span className="text-sm font-medium text-muted">{t('card.perMonthShort')}</span>}
    </p>
  );
}

const TYPE_BADGE = 'rounded px-1.5 py-0.5 text-[11px] font-semibold text-white';

/** A listing in the list beside the map: photo, type, price, title, place, rooms. Opens the detail. */
export function MapListingRow({ property: p }: { property: CardListing }) {
  const { t, i18n } = useTranslation();
  const text = listingText(p, i18n.language as LanguageCode);
  return (
    <article className="relative flex gap-3 rounded-lg bg-surface p-2 shadow-card hover:shadow-raised">
      <div className="h-[84px] w-28 shrink-0 overflow-hidden rounded-md bg-background">
        {p.primary_image ? (
          <Picture
            image={p.primary_image}
            alt={t('card.photoOf', { title: text.title })}
            sizes="112px"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <div className="flex items-center gap-2">
          <span className={`${TYPE_BADGE} ${p.listing_type === 'sale' ? 'bg-primary' : 'bg-secondary'}`}>
            {t(`listingTypes.${p.listing_type}`)}
          </span>
          <span className="truncate text-xs text-muted">{t(`propertyTypes.${p.property_type}`)}</span>
        </div>
        <PriceLine price={p.price} rent={p.listing_type === 'rent'} />
        <h3 className="truncate text-sm font-semibold" lang={text.lang}>
          <Link
            to={`/properties/${p.id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary"
          >
            {text.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 truncate text-xs text-muted">
          <Icon path={mdiMapMarkerOutline} size={14} className="shrink-0" />
          <span className="truncate">{locationLine(p, i18n.language) || t('card.locationNotSpecified')}</span>
        </p>
      </div>
    </article>
  );
}

/** On phones, the listing whose marker was tapped (instead of a popup): photo, price, title, link. */
export function SelectedListingCard({ marker: m, onClose }: { marker: MapMarker; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const text = listingText({ ...m, description: '', description_am: null }, i18n.language as LanguageCode);
  return (
    <section
      aria-label={t('mapPage.selected')}
      className="relative flex gap-3 rounded-lg border-2 border-primary bg-surface p-2 shadow-raised"
      data-testid="selected-listing"
    >
      <div className="h-[84px] w-28 shrink-0 overflow-hidden rounded-md bg-background">
        {m.thumbnail && (
          <img
            src={m.thumbnail}
            alt={t('card.photoOf', { title: text.title })}
            className="h-full w-full object-cover"
            width={112}
            height={84}
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5 pr-8">
        <span
          className={`${TYPE_BADGE} self-start ${m.listing_type === 'sale' ? 'bg-primary' : 'bg-secondary'}`}
        >
          {t(`listingTypes.${m.listing_type}`)}
        </span>
        <PriceLine price={m.price} rent={m.listing_type === 'rent'} />
        <p className="line-clamp-2 text-sm font-semibold" lang={text.lang}>
          {text.title}
        </p>
        <Link to={`/properties/${m.id}`} className="text-sm font-semibold text-primary hover:underline">
          {t('map.viewDetails')}
        </Link>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="absolute top-1 right-1 flex h-9 w-9 items-center justify-center rounded-full hover:bg-background"
        aria-label={t('app.close')}
      >
        <Icon path={mdiClose} size={20} />
      </button>
    </section>
  );
}
