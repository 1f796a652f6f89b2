import { ADS } from '@shared/constants';
import type { CardListing as Listing } from '@shared/schemas/properties';
import { Fragment, memo } from 'react';
import { AdSlot } from '../../ads';
import { PropertyCard, PropertyListItem } from '../../properties';
import type { ListingView } from './ResultsToolbar';

/** Cards in a three-column grid beside the filters: the photo's width at each screen size. */
const GRID_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw';
/** Photos of the first row load at once (they are in the first screen); the rest lazily. */
const EAGER = 2;

/** Whether an ad goes after the item at `index`: after every `every`-th, never after the last. */
export const adAfter = (index: number, every: number, total: number) =>
  (index + 1) % every === 0 && index < total - 1;

/** How many ad slots `adAfter` puts between `total` items. */
export const adSlotsBetween = (total: number, every: number) =>
  total > 0 ? Math.floor((total - 1) / every) : 0;

/** The ordinal (0, 1, …) of the ad slot after the item at `index`, when `adAfter` puts one there. */
export const adSlotOrdinal = (index: number, every: number) => (index + 1) / every - 1;

/**
 * One page of listings as cards or list items (spec §2). The ads go between them: a sponsored ad
 * after every 6th card, a banner after every 4th list item (spec §9, `ADS`). Each slot shows the
 * next ad of its kind, and none once every ad has been shown: an ad appears once per page.
 * List banners come after the page's top banner (ordinal 0), so they start at 1.
 *
 * Memoised: the screen around it renders again right after hydration (the session settles, the
 * controls come alive) while the page of listings stays the same; rendering 20 cards again then
 * was the largest task a phone ran on this screen (decision 019).
 */
export const ListingResults = memo(function ListingResults({
  results,
  view,
}: {
  results: Listing[];
  view: ListingView;
}) {
  if (view === 'list') {
    return (
      <div className="flex flex-col gap-4">
        {results.map((p, i) => (
          <Fragment key={p.id}>
            <PropertyListItem property={p} priority={i < 1} />
            {adAfter(i, ADS.bannerEveryNthListItem, results.length) && (
              <AdSlot
                placement="property_listings"
                type="banner"
                max={1}
                start={1 + adSlotOrdinal(i, ADS.bannerEveryNthListItem)}
                distinct
              />
            )}
          </Fragment>
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {results.map((p, i) => (
        <Fragment key={p.id}>
          <PropertyCard property={p} priority={i < EAGER} sizes={GRID_SIZES} />
          {adAfter(i, ADS.sponsoredEveryNthCard, results.length) && (
            <AdSlot
              placement="property_listings"
              type="sponsored"
              max={1}
              start={adSlotOrdinal(i, ADS.sponsoredEveryNthCard)}
              distinct
            />
          )}
        </Fragment>
      ))}
    </div>
  );
});
