import { LISTING_FILTERS, statusRule } from '@shared/listing-query';
import { type EqualsFilter, type ListingFilter, withinSince } from '@shared/listing-query-kit';
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
  let matches = compiledQueries.get(q);
  if (!matches) {
    matches = listingMatcher(q);
    compiledQueries.set(q, matches);
  }
  return matches(listing);
}

type Check = (listing: MatchableListing) => boolean;

/** A query asked of many listings is compiled once (held only as long as the query object is). */
const compiledQueries = new WeakMap<Query, Check>();

/**
 * A search compiled once into the checks it asks for (the alerts' fan-out runs each saved search
 * against every new listing: 10,000 searches × a burst of listings). Only the asked filters get a
 * check, the cheap exact ones first, so most searches fail at their first comparison.
 */
export function listingMatcher(q: Query): Check {
  const rule = statusRule(q.status);
  if (rule.private) return () => false;
  const checks: Check[] = [(l) => l.status === rule.status];
  if (rule.listingType) checks.push((l) => l.listingType === rule.listingType);
  const filters = LISTING_FILTERS as readonly ListingFilter[];
  const cost = (f: ListingFilter) => (f.op === 'equals' ? 0 : f.op === 'text' ? 2 : 1);
  for (const f of [...filters].sort((a, b) => cost(a) - cost(b))) {
    const check = checkOf(f, q);
    if (check) checks.push(check);
  }
  return (listing) => {
    for (const check of checks) if (!check(listing)) return false;
    return true;
  };
}

const EQUALS = (LISTING_FILTERS as readonly ListingFilter[]).filter(
  (f): f is EqualsFilter => f.op === 'equals',
);
/** How finely a filter splits listings: an id (a place, an agent) more than a short vocabulary. */
const fineness = (f: EqualsFilter) => (f.kind === 'id' ? Number.MAX_SAFE_INTEGER : f.values.length);

/**
 * Many searches held for many listings (the alerts' fan-out): each search is filed under the
 * value of its finest exact filter (its sub-city rather than its listing type), so a listing is
 * checked only against searches filed under its own values and those with no exact filter.
 * Answers in the order the searches were given.
 */
export function searchIndex<T>(searches: ReadonlyArray<{ item: T; query: Query; matches: Check }>) {
  type Entry = { at: number; item: T; matches: Check };
  const filed = EQUALS.map(() => new Map<unknown, Entry[]>());
  const unfiled: Entry[] = [];
  searches.forEach((s, at) => {
    const entry = { at, item: s.item, matches: s.matches };
    let best = -1;
    EQUALS.forEach((f, i) => {
      const asked = (s.query as Record<string, unknown>)[f.param] !== undefined;
      if (asked && (best < 0 || fineness(f) >= fineness(EQUALS[best]!))) best = i;
    });
    if (best < 0) unfiled.push(entry);
    else {
      const value = (s.query as Record<string, unknown>)[EQUALS[best]!.param];
      const list = filed[best]!.get(value);
      if (list) list.push(entry);
      else filed[best]!.set(value, [entry]);
    }
  });
  return (listing: MatchableListing): T[] => {
    const hits: Entry[] = unfiled.filter((e) => e.matches(listing));
    EQUALS.forEach((f, i) => {
      for (const e of filed[i]!.get(listing[f.column]) ?? []) if (e.matches(listing)) hits.push(e);
    });
    return hits.sort((a, b) => a.at - b.at).map((e) => e.item);
  };
}

const inside = (value: unknown, min: unknown, max: unknown) =>
  value !== null &&
  value !== undefined &&
  (min === undefined || Number(value) >= Number(min)) &&
  (max === undefined || Number(value) <= Number(max));

/** The check of one declared filter, or null when the search does not ask it. */
function checkOf(filter: ListingFilter, q: Query): Check | null {
  const asked = (param: string | null) =>
    param === null ? undefined : (q as Record<string, unknown>)[param];
  switch (filter.op) {
    case 'text': {
      const typed = asked(filter.param) as string | undefined;
      const terms = searchTerms(typed ?? '');
      if (typed?.trim() && !terms.length) return () => false;
      if (!terms.length) return null;
      return (l) => terms.every((term) => l.searchText.includes(term));
    }
    case 'equals': {
      const v = asked(filter.param);
      if (v === undefined) return null;
      return (l) => l[filter.column] === v;
    }
    case 'set': {
      const v = asked(filter.param) as unknown[] | undefined;
      if (v === undefined) return null;
      return (l) => v.includes(l[filter.column]);
    }
    case 'atLeast': {
      const v = asked(filter.param);
      if (v === undefined) return null;
      return (l) => inside(l[filter.column], v, undefined);
    }
    case 'range': {
      const min = asked(filter.min);
      const max = asked(filter.max);
      if (min === undefined && max === undefined) return null;
      return (l) => inside(l[filter.column], min, max);
    }
    case 'area': {
      const lat = q.min_lat !== undefined || q.max_lat !== undefined;
      const lng = q.min_lng !== undefined || q.max_lng !== undefined;
      if (!lat && !lng) return null;
      return (l) =>
        (!lat || inside(l[filter.latitude], q.min_lat, q.max_lat)) &&
        (!lng || inside(l[filter.longitude], q.min_lng, q.max_lng));
    }
    case 'within': {
      const days = asked(filter.param) as number | undefined;
      if (days === undefined) return null;
      return (l) => {
        const at = l[filter.column];
        // The window moves with the clock: read at each check, as the list reads it per request.
        return (
          at !== null && at !== undefined && new Date(at as string | Date).getTime() >= withinSince(days)
        );
      };
    }
  }
}
