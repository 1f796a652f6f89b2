import type { TFunction } from './translator';

/**
 * A feature's or amenity's name in the reader's language (`listingCatalogue.<slug>`), else the
 * name the server gave it (one added by staff since): the same words on the form and the listing.
 */
export const catalogueName = (t: TFunction, entry: { slug: string; name: string }): string =>
  t(`listingCatalogue.${entry.slug}`, { defaultValue: entry.name });
