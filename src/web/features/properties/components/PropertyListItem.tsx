import { LAYOUT, LIST_ITEM_DESCRIPTION_CUT } from '@shared/constants';
import type { LanguageCode } from '@shared/enums';
import type { CardListing as Listing } from '@shared/schemas/properties';
import type { CSSProperties } from 'react';
import { cut } from '../../../lib/format';
import { useTranslation } from '../../../lib/translation';
import { ListingLocation, ListingPhoto, ListingTitle } from './card-parts';
import { AgentChip, CallButton, ListingFacts, ListingPrice } from './listing-parts';
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
  const { i18n } = useTranslation();
  const text = listingText(p, i18n.language as LanguageCode);
  const location = locationLine(p, i18n.language);
  return (
    <article
      className={`relative flex flex-col overflow-hidden rounded-lg bg-surface shadow-card transition-shadow hover:shadow-raised sm:flex-row ${priority ? '' : 'render-near-screen'}`}
    >
      {/* 200 high at every width (spec §2); beside a taller text it keeps its height, at the top. */}
      <ListingPhoto
        property={p}
        title={text.title}
        sizes="(min-width: 1024px) 320px, (min-width: 640px) 288px, 100vw"
        priority={priority}
        className="h-(--list-image) shrink-0 sm:w-72 lg:w-80"
        style={{ '--list-image': `${LAYOUT.listImageHeight}px` } as CSSProperties}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
          <ListingTitle
            id={p.id}
            lang={text.lang}
            className="min-w-0 flex-1 text-lg font-semibold leading-snug"
          >
            {text.title}
          </ListingTitle>
          <ListingPrice property={p} long />
        </div>
        <ListingLocation line={location} />
        <ListingFacts property={p} />
        <p className="text-sm text-muted" lang={text.lang}>
          {cut(text.description, LIST_ITEM_DESCRIPTION_CUT)}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          <AgentChip property={p} />
          <div className="flex items-center gap-2">
            <ShareButton path={`/properties/${p.id}`} title={text.title} />
            <CallButton property={p} short />
          </div>
        </div>
      </div>
    </article>
  );
}
