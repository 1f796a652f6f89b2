import { PROPERTY_PAGE_SIZE } from '@shared/constants';
import { readParam } from '@shared/listing-params';
import { DEFAULT_ORDERING, LISTING_FILTERS, SORT_MENU } from '@shared/listing-query';
import type {
  FilterShape,
  ListingFilter,
  ParamSpec,
  ParamValue,
  WebFilters,
} from '@shared/listing-query-kit';
import type { ListPropertiesParams } from '../properties';

/**
 * The listing page's state lives in its URL (spec §2): these functions are the only translation
 * between the query string and that state, and from the state to the API's query.
 */

/** The URL's `sort` values, in menu order, and the ordering each means (spec §4, DESIGN §4). */
export const SORTS = SORT_MENU;
export type SortValue = keyof typeof SORTS;
export const SORT_VALUES = Object.keys(SORTS) as SortValue[];
/** The menu's entry for the API's default order (Newest First). */
const DEFAULT_SORT = SORT_VALUES.find((v) => SORTS[v] === DEFAULT_ORDERING)!;

/** The filters of the page's URL (spec §2), in its order; the others are the API's alone. */
const WEB_FILTERS = LISTING_FILTERS.filter((f) => f.web) as WebFilters<typeof LISTING_FILTERS>;
type WebShape = FilterShape<typeof WEB_FILTERS>;

/** Every filter of the listing page; numbers are numbers, absent ones are undefined. */
export type ListingFilters = { [K in keyof WebShape]?: ParamValue<WebShape[K]> };
export type FilterKey = keyof ListingFilters;

export interface ListingQuery extends ListingFilters {
  sort: SortValue;
  page: number;
}

/** Whether a filter's parameters are whole numbers (counts, prices, ids). */
const whole = (f: ListingFilter) =>
  f.op === 'atLeast' || f.op === 'range' || f.op === 'within' || (f.op === 'equals' && f.kind === 'id');

/** The URL's parameters of each filter, in the URL's order, and whether each is a whole number. */
const FILTER_KEYS = WEB_FILTERS.flatMap((f) =>
  Object.entries<ParamSpec>(f.params).map(([key, spec]) => [key, spec, whole(f)]),
) as Array<[FilterKey, ParamSpec, boolean]>;

/** The location cascade, top to bottom: choosing one level clears the levels under it (spec §4). */
const LOCATION_LEVELS = ['region', 'city', 'subcity', 'kebele'] as const satisfies FilterKey[];
export type LocationLevel = (typeof LOCATION_LEVELS)[number];

/**
 * Reads the listing state from a query string, each parameter checked as the API checks it.
 * Values the product cannot mean (a type that does not exist, `bedrooms=abc`, `page=0`) are
 * dropped rather than turned into an error page: a shared or hand-edited link still shows
 * listings. A search longer than allowed is cut.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const state: ListingQuery = { sort: DEFAULT_SORT, page: 1 };
  for (const [key, spec, whole] of FILTER_KEYS) {
    let raw = params.get(key)?.trim();
    // Numbers are written as digits: `1e9` or `0x10` is not what anybody typed.
    if (!raw || (whole && !/^\d{1,15}$/.test(raw))) continue;
    const text = WEB_FILTERS.find((f) => f.op === 'text' && f.param === key);
    if (text?.op === 'text') raw = raw.slice(0, text.max);
    const value = readParam(spec, raw);
    if (value !== undefined) Object.assign(state, { [key]: value });
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
  for (const [key] of FILTER_KEYS) {
    const value = state[key];
    if (value === undefined || value === null || String(value).trim() === '') continue;
    out.set(key, Array.isArray(value) ? value.join(',') : String(value));
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
  return Object.fromEntries(FILTER_KEYS.filter(([key]) => params.has(key)).map(([key]) => [key, read[key]]));
}

/** One field's value as the URL would carry it (blank or meaningless: the filter is cleared). */
export function readFilter(key: FilterKey, raw: string): Partial<ListingFilters> {
  return filtersIn(new URLSearchParams([[key, raw]]));
}

/** Everything back to the defaults (spec §4 'Clear all'). */
export function clearedQuery(): ListingQuery {
  return { sort: DEFAULT_SORT, page: 1 };
}

/** How many filters are set (the phone's 'Filters (n)' button). */
export function activeFilterCount(state: ListingFilters): number {
  return FILTER_KEYS.filter(([key]) => state[key] !== undefined && state[key] !== '').length;
}

/** The API query of a listing page: 12 per page (spec §9) in the chosen order. */
export function toApiParams(state: ListingQuery): ListPropertiesParams {
  const params: ListPropertiesParams = { page: state.page, page_size: PROPERTY_PAGE_SIZE };
  for (const [key] of FILTER_KEYS) {
    const value = state[key];
    params[key] = Array.isArray(value) ? value.join(',') : value;
  }
  params.ordering = SORTS[state.sort];
  return params;
}
