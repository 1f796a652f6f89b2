import { mdiMapMarkerOutline } from '@mdi/js';
import { CARD_DESCRIPTION_CUT, LAYOUT } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import type { PropertyListItem } from '@shared/schemas/properties';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cut } from '../../../lib/format';
import { Icon } from '../../../ui/Icon';
import { Picture } from '../../../ui/Picture';
import { SaveButton } from '../../saved/SaveButton';
import { AgentChip, CallButton, ListingBadges, ListingFacts, ListingPrice } from './listing-parts';
import { listingText, locationLine } from './listing-text';

/** The width a card photo takes in a four- (home) or three-column (listings) grid. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * A listing card (spec §2): photo (220 high), sale/rent and Featured badges, title, location,
 * price ('/month' for rent), rooms and area, agent chip, cut description, 'Call Agent'.
 * The whole card opens the detail; the chip and the call button keep their own targets.
 * `priority` loads the photo at once (the first cards of a page); the others load lazily.
 */
export function PropertyCard({
  property: p,
  priority = false,
  sizes = CARD_SIZES,
}: {
  property: PropertyListItem;
  priority?: boolean;
  sizes?: string;
}) {
  const { t, i18n } = useTranslation();
  const text = listingText(p, i18n.language as LanguageCode);
  const location = locationLine(p, i18n.language);
  return (
    <article className="relative flex flex-col overflow-hidden rounded-lg bg-surface shadow-card transition-shadow hover:shadow-raised">
      <div className="relative bg-background" style={{ height: LAYOUT.cardImageHeight }}>
        {p.primary_image ? (
          <Picture
            image={p.primary_image}
            alt={t('card.photoOf', { title: text.title })}
            sizes={sizes}
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
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 text-base font-semibold leading-snug" lang={text.lang}>
          <Link
            to={`/properties/${p.id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary"
          >
            {text.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Icon path={mdiMapMarkerOutline} size={16} className="shrink-0" />
          <span className="truncate">{location || t('card.locationNotSpecified')}</span>
        </p>
        <ListingPrice property={p} />
        <ListingFacts property={p} />
        <p className="text-sm text-muted" lang={text.lang}>
          {cut(text.description, CARD_DESCRIPTION_CUT)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <AgentChip property={p} />
          <CallButton property={p} label={t('card.callAgent')} />
        </div>
      </div>
    </article>
  );
}
