import { LISTING_TYPES, type ListingType, PROPERTY_TYPES, type PropertyType } from '@shared/enums';

/** The map's own filters, kept in the page's query (`listing_type`, `property_type`). */
export interface MapFilters {
  listing_type?: ListingType;
  property_type?: PropertyType;
}

/** Reads the filters from a query, ignoring values that are not choices. */
export function readMapFilters(params: URLSearchParams): MapFilters {
  const listing = params.get('listing_type');
  const type = params.get('property_type');
  return {
    ...((LISTING_TYPES as readonly string[]).includes(listing ?? '')
      ? { listing_type: listing as ListingType }
      : {}),
    ...((PROPERTY_TYPES as readonly string[]).includes(type ?? '')
      ? { property_type: type as PropertyType }
      : {}),
  };
}
