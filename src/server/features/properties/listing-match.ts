import { LISTING_FILTERS, statusRule } from '@shared/listing-query';
import { type ListingFilter, withinSince } from '@shared/listing-query-kit';
import type { ListPropertiesQuery } from '@shared/schemas/properties';
import { searchTerms } from './search/normalize';

/**
 * Whether one listing matches a search, in memory: the saved-search alerts' matcher, derived from
 * the declaration (`@shared/listing-query`, decision 032) like the SQL conditions and the listing
 * index, and held to give the same answers as both by the equivalence test. `listing` carries the
 * declared columns under their declared names, its `status` and `listingType`, and `searchText`.
 */
export type MatchableListing = Record<string, unknown> & { status: string; searchText: string };

type Query = Partial<ListPropertiesQuery>;

/** Public searches only: a private status (awaiting review, unavailable) never alerts anyone. */
export function matchesListing(listing: MatchableListing, q: Query): boolean {
  const rule = statusRule(q.status);
  if (rule.private || listing.status !== rule.status) return false;
  if (rule.listingType && listing.listingType !== rule.listingType) return false;
  return (LISTING_FILTERS as readonly ListingFilter[]).every((f) => passes(f, listing, q));
}

const inside = (value: unknown, min: unknown, max: unknown) =>
  value !== null &&
  value !== undefined &&
  (min === undefined || Number(value) >= Number(min)) &&
  (max === undefined || Number(value) <= Number(max));

function passes(filter: ListingFilter, listing: MatchableListing, q: Query): boolean {
  const asked = (param: string | null) =>
    param === null ? undefined : (q as Record<string, unknown>)[param];
  switch (filter.op) {
    case 'text': {
      const typed = asked(filter.param) as string | undefined;
      const terms = searchTerms(typed ?? '');
      if (typed?.trim() && !terms.length) return false;
      return terms.every((term) => listing.searchText.includes(term));
    }
    case 'equals': {
      const v = asked(filter.param);
      return v === undefined || listing[filter.column] === v;
    }
    case 'set': {
      const v = asked(filter.param) as unknown[] | undefined;
      return v === undefined || v.includes(listing[filter.column]);
    }
    case 'atLeast': {
      const v = asked(filter.param);
      return v === undefined || inside(listing[filter.column], v, undefined);
    }
    case 'range': {
      const min = asked(filter.min);
      const max = asked(filter.max);
      return (min === undefined && max === undefined) || inside(listing[filter.column], min, max);
    }
    case 'area':
      return (
        ((q.min_lat === undefined && q.max_lat === undefined) ||
          inside(listing[filter.latitude], q.min_lat, q.max_lat)) &&
        ((q.min_lng === undefined && q.max_lng === undefined) ||
          inside(listing[filter.longitude], q.min_lng, q.max_lng))
      );
    case 'within': {
      const days = asked(filter.param) as number | undefined;
      const at = listing[filter.column];
      if (days === undefined) return true;
      if (at === null || at === undefined) return false;
      return new Date(at as string | Date).getTime() >= withinSince(days);
    }
  }
}
