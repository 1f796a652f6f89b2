import { mdiMapMarkerOutline } from '@mdi/js';
import { LAYOUT, LIST_ITEM_DESCRIPTION_CUT } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import type { PropertyListItem as Listing } from '@shared/schemas/properties';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cut } from '../../../lib/format';
import { Icon } from '../../../ui/Icon';
import { Picture } from '../../../ui/Picture';
import { SaveButton } from '../../saved/SaveButton';
import { AgentChip, CallButton, ListingBadges, ListingFacts, ListingPrice } from './listing-parts';
import { listingText, locationLine } from './listing-text';
import { ShareButton } from './ShareButton';

/**
 * A listing in the list view (spec §2): like the card, with the photo (200 high) beside the text
 * from tablets up, the description cut to 150, 'per month' for rent, share and 'Call'.
 */
export function PropertyListItem({
  property: p,
  priority = false,
}: {
  property: Listing;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const text = listingText(p, i18n.language as LanguageCode);
  const location = locationLine(p, i18n.language);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg bg-surface shadow-card transition-shadow hover:shadow-raised sm:flex-row">
      {/* 200 high (spec §2); beside a taller text the photo grows with it rather than leave a gap. */}
      <div
        className="relative h-(--list-image) shrink-0 bg-background sm:h-auto sm:min-h-(--list-image) sm:w-72 lg:w-80"
        style={{ '--list-image': `${LAYOUT.listImageHeight}px` } as CSSProperties}
      >
        {p.primary_image ? (
          <Picture
            image={p.primary_image}
            alt={t('card.photoOf', { title: text.title })}
            sizes="(min-width: 1024px) 320px, (min-width: 640px) 288px, 100vw"
            className="h-full w-full object-cover"
            priority={priority}
          />
        ) : (
          <div className="flex h-full items-center justify-center text-muted">{t('card.noPhoto')}</div>
        )}
        <ListingBadges property={p} />
        <SaveButton
          propertyId={p.id}
          propertyTitle={text.title}
          variant="card"
          className="absolute top-2 right-2 z-10"
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <h3 className="min-w-0 flex-1 text-lg font-semibold leading-snug" lang={text.lang}>
            <Link
              to={`/properties/${p.id}`}
              className="after:absolute after:inset-0 after:content-[''] hover:text-primary"
            >
              {text.title}
            </Link>
          </h3>
          <ListingPrice property={p} long />
        </div>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Icon path={mdiMapMarkerOutline} size={16} className="shrink-0" />
          <span className="truncate">{location || t('card.locationNotSpecified')}</span>
        </p>
        <ListingFacts property={p} />
        <p className="text-sm text-muted" lang={text.lang}>
          {cut(text.description, LIST_ITEM_DESCRIPTION_CUT)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <AgentChip property={p} />
          <div className="flex items-center gap-2">
            <ShareButton path={`/properties/${p.id}`} title={text.title} />
            <CallButton property={p} label={t('card.call')} />
          </div>
        </div>
      </div>
    </article>
  );
}
