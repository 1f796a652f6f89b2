import { CARD_DESCRIPTION_CUT, LAYOUT } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import type { CardListing } from '@shared/schemas/properties';
import { memo } from 'react';
import { cut } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { ConfirmedLine } from '../../freshness';
import { ListingLocation, ListingPhoto, ListingTitle } from './card-parts';
import { AgentChip, CallButton, ListingFacts, ListingPrice } from './listing-parts';
import { listingText, locationLine } from './listing-text';

/** The width a card photo takes in a four- (home) or three-column (listings) grid. */
const CARD_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw';

/**
 * A listing card (spec §2): photo (220 high), sale/rent and Featured badges, title, location,
 * price ('/month' for rent), rooms and area, agent chip, cut description, 'Call Agent'.
 * The whole card opens the detail; the chip and the call button keep their own targets.
 * `priority` loads the photo at once (the first cards of a page); the others load lazily, and are
 * laid out and painted only when near the screen (`render-near-screen`, decision 069).
 * Memoised: a card's listing does not change while its page shows, and a page's later renders
 * (the router's, an ad's arrival) must not render twelve cards again on a phone (decision 069).
 */
export const PropertyCard = memo(function PropertyCard({
  property: p,
  priority = false,
  sizes = CARD_SIZES,
}: {
  property: CardListing;
  priority?: boolean;
  sizes?: string;
}) {
  const { i18n } = useTranslation();
  const text = listingText(p, i18n.language as LanguageCode);
  const location = locationLine(p, i18n.language);
  return (
    <article
      className={`relative flex flex-col overflow-hidden rounded-lg bg-surface shadow-card transition-shadow hover:shadow-raised ${priority ? '' : 'render-near-screen'}`}
    >
      <ListingPhoto
        property={p}
        title={text.title}
        sizes={sizes}
        priority={priority}
        style={{ height: LAYOUT.cardImageHeight }}
      />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <ListingTitle
          id={p.id}
          lang={text.lang}
          className="line-clamp-2 text-base font-semibold leading-snug"
        >
          {text.title}
        </ListingTitle>
        <ListingLocation line={location} />
        <ListingPrice property={p} />
        <ListingFacts property={p} />
        <ConfirmedLine at={p.last_confirmed_at} />
        <p className="text-sm text-muted" lang={text.lang}>
          {cut(text.description, CARD_DESCRIPTION_CUT)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <AgentChip property={p} />
          <CallButton property={p} />
        </div>
      </div>
    </article>
  );
});
