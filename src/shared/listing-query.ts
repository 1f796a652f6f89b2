import {
  CONDOMINIUM_SCHEMES,
  FURNISHINGS,
  LISTING_TYPES,
  type ListingType,
  PROPERTY_TYPE_ALIASES,
  PROPERTY_TYPES,
  type PropertyStatus,
  TITLE_DEEDS,
} from './enums';
import {
  apiOnly,
  area,
  atLeast,
  choiceParam,
  countParam,
  equalsBoolean,
  equalsChoice,
  equalsId,
  moneyParam,
  type OrderingsOf,
  range,
  sortBy,
  text,
  within,
} from './listing-query-kit';

/**
 * The listing search, declared once (decision 032): its filters, its sorts and who may see what.
 * The API's query schema and OpenAPI, the SQL conditions and order, the in-memory index, the web
 * page's URL state, the saved-search matcher and the tests' random queries are all derived from
 * these three declarations. A new filter is one line here (plus its column and its label).
 *
 * Filters, in the order of the listing page's URL (spec §2); `apiOnly` ones are not in that URL.
 */
/** Words searched in either script (decision 009); owners search their own list with it too. */
export const SEARCH_FILTER = text('search', 200);

export const LISTING_FILTERS = [
  SEARCH_FILTER,
  equalsChoice('property_type', 'propertyType', PROPERTY_TYPES, PROPERTY_TYPE_ALIASES),
  equalsChoice('listing_type', 'listingType', LISTING_TYPES),
  range('price', { min: 'min_price', max: 'max_price' }, moneyParam),
  atLeast('bedrooms', 'bedrooms'),
  atLeast('bathrooms', 'bathrooms'),
  equalsId('region', 'regionId'),
  equalsId('city', 'cityId'),
  equalsId('subcity', 'subcityId'),
  equalsId('kebele', 'kebeleId'),
  // The Ethiopian terms (decision 035). "Ground floor" is `max_floor=0`; "has title deed" is
  // `title_deed=has_deed`.
  equalsChoice('furnished', 'furnished', FURNISHINGS),
  equalsChoice('condominium_scheme', 'condominiumScheme', CONDOMINIUM_SCHEMES),
  range('floor', { max: 'max_floor' }, countParam),
  equalsChoice('title_deed', 'titleDeed', TITLE_DEEDS),
  apiOnly(equalsId('agent', 'agentId')),
  apiOnly(equalsBoolean('is_featured', 'isFeatured')),
  apiOnly(area('latitude', 'longitude')),
  // Listings their publisher confirmed in the last N days (decision 036).
  apiOnly(within('confirmed_within', 'lastConfirmedAt')),
] as const;

/** Sorts: `ordering=price` ascending, `-price` descending; ties by id in the same direction. */
export const LISTING_SORTS = [
  sortBy('created_at', 'createdAt'),
  sortBy('price', 'price'),
  sortBy('views', 'viewsCount'),
  sortBy('area', 'area'),
  // Price per m² (decision 035): API only for now, not in the listing page's sort menu.
  sortBy('price_per_m2', 'pricePerM2'),
  // When the publisher last confirmed the listing (decision 036); `created_at` stays the first
  // publication, so a confirmation never moves a listing up "Newest".
  sortBy('confirmed_at', 'lastConfirmedAt'),
  // "Recommended" (decision 051): the stored listing quality (decision 041, freshness included),
  // ties by newest publication. An option of the sort menu; the default stays newest first.
  sortBy('recommended', 'qualityScore', 'createdAt'),
] as const;
export type Ordering = OrderingsOf<typeof LISTING_SORTS>;
export const ORDERINGS = LISTING_SORTS.flatMap((s) => [s.param, `-${s.param}`]) as [Ordering, ...Ordering[]];
/** The order without an `ordering` (and without search words): newest first. */
export const DEFAULT_ORDERING: Ordering = '-created_at';

/** The sort an ordering walks, and in which direction (absent: the default). */
export function sortOf(ordering: Ordering | undefined) {
  const chosen = ordering ?? DEFAULT_ORDERING;
  const param = chosen.replace(/^-/, '');
  return { sort: LISTING_SORTS.find((s) => s.param === param)!, descending: chosen.startsWith('-') };
}

/**
 * The listing page's sort menu (spec §4, DESIGN §4), in menu order: the URL's `sort` values and
 * the ordering each means. The URL keeps the spec's words (`created_at` is Newest First).
 */
export const SORT_MENU = {
  created_at: '-created_at',
  '-created_at': 'created_at',
  price: 'price',
  '-price': '-price',
  views: '-views',
  confirmed: '-confirmed_at',
  recommended: '-recommended',
  '-area': '-area',
  area: 'area',
} as const satisfies Record<string, Ordering>;

/** Who sees a listing, by its status (DESIGN §4). */
export const LISTING_VISIBILITY = {
  /** Anyone may see these: the detail page, saved lists, agents' pages, similar listings. */
  public: ['available', 'sold', 'rented'],
  /** What a list shows when no `status` is asked: on the market now. */
  listed: 'available',
  /**
   * Only the listing's owner and staff may list these. `expired` (not confirmed in time, decision
   * 036), `reported` (hidden until staff decide, decision 037) and `suspended` (its publisher's
   * account was suspended, decision 051) are here, so they leave every public surface through
   * this one line.
   */
  private: ['pending', 'unavailable', 'expired', 'reported', 'suspended'],
  /** The spec's other vocabulary (§3): on the market, of one listing type. */
  aliases: { for_sale: 'sale', for_rent: 'rent' },
} as const satisfies {
  public: readonly PropertyStatus[];
  listed: PropertyStatus;
  private: readonly PropertyStatus[];
  aliases: Record<string, ListingType>;
};

type StatusAlias = keyof typeof LISTING_VISIBILITY.aliases;
const STATUS_CHOICES = [
  ...LISTING_VISIBILITY.public,
  ...LISTING_VISIBILITY.private,
  ...(Object.keys(LISTING_VISIBILITY.aliases) as StatusAlias[]),
] as const;
/** The `status` parameter: a stored status, or an alias. */
export const STATUS_PARAM = choiceParam(STATUS_CHOICES as unknown as [PropertyStatus | StatusAlias]);
/** The `ordering` parameter: a sort, ascending or descending (`-`). */
export const ORDERING_PARAM = choiceParam(ORDERINGS);

/** What a `status` parameter asks for: one status, maybe one listing type, and whether it is private. */
export interface StatusRule {
  status: PropertyStatus;
  listingType: ListingType | null;
  private: boolean;
}

/** Reads a `status` parameter (absent: what is on the market). */
export function statusRule(status: PropertyStatus | StatusAlias | undefined): StatusRule {
  if (status === undefined) return { status: LISTING_VISIBILITY.listed, listingType: null, private: false };
  if (status in LISTING_VISIBILITY.aliases) {
    const listingType = LISTING_VISIBILITY.aliases[status as StatusAlias];
    return { status: LISTING_VISIBILITY.listed, listingType, private: false };
  }
  const stored = status as PropertyStatus;
  return { status: stored, listingType: null, private: isPrivateStatus(stored) };
}

/** Whether anyone may see a listing of this status. */
export const isPublicStatus = (status: string): boolean =>
  (LISTING_VISIBILITY.public as readonly string[]).includes(status);
const isPrivateStatus = (status: string): boolean =>
  (LISTING_VISIBILITY.private as readonly string[]).includes(status);
