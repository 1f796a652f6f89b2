import { PROPERTY_PAGE_SIZE } from '@shared/constants';
import { LISTING_TYPES, PROPERTY_TYPE_ALIASES, PROPERTY_TYPES } from '@shared/enums';
import type { Ordering } from '@shared/schemas/properties';
import type { ListPropertiesParams } from '../properties/api/list-properties';

/**
 * The listing page's state lives in its URL (spec §2): these functions are the only translation
 * between the query string and that state, and from the state to the API's query.
 */

/**
 * URL `sort` values and their API orderings (spec §4, DESIGN §4). The URL keeps the spec's
 * values (`created_at` = Newest First); the API follows DRF, where newest is `-created_at`.
 * The order here is the order of the dropdown.
 */
export const SORTS = {
  created_at: '-created_at',
  '-created_at': 'created_at',
  price: 'price',
  '-price': '-price',
  views: '-views',
  '-area': '-area',
  area: 'area',
} as const satisfies Record<string, Ordering>;
export type SortValue = keyof typeof SORTS;
export const SORT_VALUES = Object.keys(SORTS) as SortValue[];
export const DEFAULT_SORT: SortValue = 'created_at';

/** Every filter of the listing page; numbers are numbers, absent ones are undefined. */
export interface ListingFilters {
  search?: string;
  property_type?: string;
  listing_type?: string;
  min_price?: number;
  max_price?: number;
  bedrooms?: number;
  bathrooms?: number;
  region?: number;
  city?: number;
  subcity?: number;
  kebele?: number;
}

export interface ListingQuery extends ListingFilters {
  sort: SortValue;
  page: number;
}

/** The URL's order of parameters (spec §2). */
const FILTER_KEYS = [
  'search',
  'property_type',
  'listing_type',
  'min_price',
  'max_price',
  'bedrooms',
  'bathrooms',
  'region',
  'city',
  'subcity',
  'kebele',
] as const satisfies ReadonlyArray<keyof ListingFilters>;
export type FilterKey = (typeof FILTER_KEYS)[number];

/** The location cascade, top to bottom: choosing one level clears the levels under it (spec §4). */
export const LOCATION_LEVELS = ['region', 'city', 'subcity', 'kebele'] as const;
export type LocationLevel = (typeof LOCATION_LEVELS)[number];

const NUMERIC = new Set<FilterKey>([
  'min_price',
  'max_price',
  'bedrooms',
  'bathrooms',
  'region',
  'city',
  'subcity',
  'kebele',
]);
/** Ids must be positive; counts and prices may be 0 (0 bedrooms = studio). */
const IDS = new Set<FilterKey>(['region', 'city', 'subcity', 'kebele']);

function readNumber(key: FilterKey, raw: string): number | undefined {
  if (!/^\d{1,15}$/.test(raw.trim())) return undefined;
  const n = Number(raw);
  if (IDS.has(key) && n < 1) return undefined;
  if ((key === 'bedrooms' || key === 'bathrooms') && n > 1000) return undefined;
  return n;
}

/**
 * Reads the listing state from a query string. Values the product cannot mean (a type that does
 * not exist, `bedrooms=abc`, `page=0`) are dropped rather than turned into an error page: a
 * shared or hand-edited link still shows listings.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const state: ListingQuery = { sort: DEFAULT_SORT, page: 1 };
  for (const key of FILTER_KEYS) {
    const raw = params.get(key)?.trim();
    if (!raw) continue;
    if (NUMERIC.has(key)) {
      const n = readNumber(key, raw);
      if (n !== undefined) (state as unknown as Record<string, number>)[key] = n;
    } else if (key === 'property_type') {
      const type = PROPERTY_TYPE_ALIASES[raw] ?? raw;
      if ((PROPERTY_TYPES as readonly string[]).includes(type)) state.property_type = type;
    } else if (key === 'listing_type') {
      if ((LISTING_TYPES as readonly string[]).includes(raw)) state.listing_type = raw;
    } else {
      state.search = raw.slice(0, 200);
    }
  }
  const sort = params.get('sort');
  if (sort && sort in SORTS) state.sort = sort as SortValue;
  const page = Number(params.get('page'));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

/**
 * Writes the state back as a query string, in the spec's order: empty filters are left out, the
 * default sort is left out, and `page` only appears above 1. A `lang` link parameter is kept, so
 * a visitor who came through a `?lang=am` link keeps reading in Amharic.
 */
export function listingSearchParams(state: ListingQuery, keep?: URLSearchParams): URLSearchParams {
  const out = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state[key];
    if (value === undefined || value === null || String(value).trim() === '') continue;
    out.set(key, String(value));
  }
  if (state.sort !== DEFAULT_SORT) out.set('sort', state.sort);
  if (state.page > 1) out.set('page', String(state.page));
  const lang = keep?.get('lang');
  if (lang) out.set('lang', lang);
  return out;
}

/** `?a=1&b=2`, or '' when there is nothing to say. */
export function queryString(params: URLSearchParams): string {
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * A change of filters or sort: page goes back to 1 (spec §2), and a location level that changes
 * clears every level under it (spec §4).
 */
export function applyChange(state: ListingQuery, change: Partial<ListingQuery>): ListingQuery {
  const next: ListingQuery = { ...state, ...change, page: change.page ?? 1 };
  const changed = LOCATION_LEVELS.findIndex((level) => level in change && change[level] !== state[level]);
  if (changed >= 0) for (const lower of LOCATION_LEVELS.slice(changed + 1)) delete next[lower];
  return next;
}

/**
 * The filters named in `params`, read as the URL's are (an empty or meaningless value clears its
 * filter): the fields of the filter form changed before hydration, applied as one change.
 */
export function filtersIn(params: URLSearchParams): Partial<ListingFilters> {
  const read = parseListingQuery(params);
  return Object.fromEntries(FILTER_KEYS.filter((key) => params.has(key)).map((key) => [key, read[key]]));
}

/** Everything back to the defaults (spec §4 'Clear all'). */
export function clearedQuery(): ListingQuery {
  return { sort: DEFAULT_SORT, page: 1 };
}

/** How many filters are set (the phone's 'Filters (n)' button). */
export function activeFilterCount(state: ListingFilters): number {
  return FILTER_KEYS.filter((key) => state[key] !== undefined && state[key] !== '').length;
}

/** The API query of a listing page: 12 per page (spec §9) in the chosen order. */
export function toApiParams(state: ListingQuery): ListPropertiesParams {
  const params: ListPropertiesParams = { page: state.page, page_size: PROPERTY_PAGE_SIZE };
  for (const key of FILTER_KEYS) params[key] = state[key];
  params.ordering = SORTS[state.sort];
  return params;
}
