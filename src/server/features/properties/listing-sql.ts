import {
  LISTING_FILTERS,
  type LISTING_SORTS,
  LISTING_VISIBILITY,
  type Ordering,
  sortOf,
  statusRule,
} from '@shared/listing-query';
import { type ListingFilter, sortColumns, withinSince } from '@shared/listing-query-kit';
import type { ListPropertiesQuery } from '@shared/schemas/properties';
import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { properties } from '../../db/schema';
import type { Viewer } from '../../lib/viewer';
import { keyPattern, searchTerms } from './search/normalize';

/**
 * The listing search in SQL, derived from its declaration (`@shared/listing-query`, decision 032):
 * nothing here names a filter or a sort.
 */

type Declared =
  | Extract<(typeof LISTING_FILTERS)[number], { column: string }>['column']
  | Extract<(typeof LISTING_FILTERS)[number], { op: 'area' }>['latitude' | 'longitude']
  | (typeof LISTING_SORTS)[number]['column']
  | NonNullable<(typeof LISTING_SORTS)[number]['then']>;
/** Every column the declaration names, checked against the table when this compiles. */
const COLUMNS: { [C in Declared]: PgColumn } = properties;

/** The table column a declaration names. */
export const listingColumn = (name: string): PgColumn => COLUMNS[name as Declared];

/** Listings anyone may see (detail, saved, agents' pages, similar, cards read by id). */
export const isPublicListing = (): SQL => inArray(properties.status, [...LISTING_VISIBILITY.public]);

type Query = Partial<ListPropertiesQuery>;

/** The condition of one filter, or nothing when the query does not use it. */
function condition(filter: ListingFilter, q: Query): SQL | undefined {
  const value = (param: string) => (q as Record<string, unknown>)[param];
  switch (filter.op) {
    case 'text': {
      const typed = value(filter.param) as string | undefined;
      const terms = searchTerms(typed ?? '');
      // Typed text that folds to nothing searchable ("zzzz" → "z", "?!") finds nothing, not everything.
      if (typed?.trim() && !terms.length) return sql`false`;
      return and(...terms.map((term) => sql`${properties.searchText} like ${keyPattern(term)}`));
    }
    case 'equals': {
      const v = value(filter.param);
      return v === undefined ? undefined : eq(listingColumn(filter.column), v);
    }
    case 'set': {
      const v = value(filter.param) as string[] | undefined;
      return v === undefined ? undefined : inArray(listingColumn(filter.column), v);
    }
    case 'atLeast': {
      const v = value(filter.param);
      return v === undefined ? undefined : gte(listingColumn(filter.column), v);
    }
    case 'range':
      return between(listingColumn(filter.column), value(filter.min ?? ''), value(filter.max ?? ''));
    case 'area':
      return and(
        between(listingColumn(filter.latitude), q.min_lat, q.max_lat),
        between(listingColumn(filter.longitude), q.min_lng, q.max_lng),
      );
    case 'within': {
      const days = value(filter.param) as number | undefined;
      return days === undefined ? undefined : gte(listingColumn(filter.column), new Date(withinSince(days)));
    }
  }
}

function between(column: PgColumn, min: unknown, max: unknown): SQL | undefined {
  return and(
    min === undefined ? undefined : gte(column, min),
    max === undefined ? undefined : lte(column, max),
  );
}

/**
 * The WHERE clause of a listing search. Without a `status` the list shows what is on the market;
 * private statuses (awaiting review, unavailable) only to staff and, of their own listings, to
 * owners.
 */
export function listConditions(q: Query, viewer: Viewer | null): SQL | undefined {
  const rule = statusRule(q.status);
  const c: Array<SQL | undefined> = [eq(properties.status, rule.status)];
  if (rule.listingType) c.push(eq(properties.listingType, rule.listingType));
  if (rule.private) {
    if (!viewer) c.push(sql`false`);
    else if (!viewer.isStaff) c.push(eq(properties.ownerId, viewer.id));
  }
  c.push(filterConditions(q));
  return and(...c);
}

/** The declared filters of `q` alone, without the visibility rule (an owner's own list). */
export function filterConditions(q: Query): SQL | undefined {
  return and(...LISTING_FILTERS.map((filter) => condition(filter, q)));
}

/**
 * The sort columns (the sort's, then its tie-break) and direction of an ordering; remaining ties
 * are broken by id in the same direction.
 */
export function orderOf(ordering: Ordering | undefined): { columns: PgColumn[]; direction: 'asc' | 'desc' } {
  const { sort, descending } = sortOf(ordering);
  return { columns: sortColumns(sort).map(listingColumn), direction: descending ? 'desc' : 'asc' };
}
