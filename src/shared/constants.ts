/**
 * Business constants of the product (spec §9). Both the server and the web import these, so a
 * number written here is the only place that number is written.
 */

export const PRODUCT_NAME = 'Sefer';
/** The name in Ge'ez script, shown beside the Latin one (and as the name itself in am and ti). */
export const PRODUCT_NAME_GEEZ = 'ሰፈር';

/** HTTP */
export const REQUEST_TIMEOUT_MS = 10_000;

/** Pagination */
export const API_DEFAULT_PAGE_SIZE = 20;
export const API_MAX_PAGE_SIZE = 100;
export const PROPERTY_PAGE_SIZE = 12;
export const FEATURED_PROPERTIES_COUNT = 8;
export const COMPANY_PROFILE_PAGE_SIZE = 12;
export const PAGINATION_VISIBLE_PAGES = 7;

/** Advertisements */
export const ADS = {
  defaultPerSlot: 3,
  loaderDefault: 5,
  homeBanner: 2,
  homeMobile: 1,
  homeSponsoredDesktop: 3,
  homeSponsoredMobile: 2,
  sidebarGlobal: 1,
  sidebarHome: 2,
  detail: { banner: 1, featured: 1, sidebar: 2, sponsored: 3 },
  sponsoredEveryNthCard: 6,
  bannerEveryNthListItem: 4,
  defaultElevation: 2,
  descriptionCut: 100,
  preloadDelayMs: 2_000,
  /** Ad price validity in structured data. */
  priceValidityDays: 365,
} as const;

/** Placements preloaded 2 s after start, once (spec §9). */
export const AD_PRELOAD: ReadonlyArray<{ placement: string; adType: string }> = [
  { placement: 'home', adType: 'banner' },
  { placement: 'home', adType: 'sponsored' },
  { placement: 'global', adType: 'sidebar' },
  { placement: 'property_listings', adType: 'banner' },
  { placement: 'property_details', adType: 'sidebar' },
];

/** Listing rules (spec §5) */
export const MAX_PROPERTY_IMAGES = 10;
export const DESCRIPTION_MIN_LENGTH = 50;
export const PASSWORD_MIN_LENGTH = 8;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_EXTENSIONS = ['mp4', 'mov', 'avi', 'wmv', 'flv', 'webm', 'mkv'] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];
/** Not in the spec: a bound on the disk one listing may use (5 × 100 MB). */
export const MAX_PROPERTY_VIDEOS = 5;

/** Timings */
export const FILTER_OPTIONS_CACHE_MS = 5 * 60 * 1000;
export const TYPING_DELAY_MS = 500;
export const SNACKBAR_MS = 5_000;
export const TOAST = { durationMs: 5_000, max: 20, position: 'top-right' } as const;

/** Text cuts */
export const CARD_DESCRIPTION_CUT = 100;
export const LIST_ITEM_DESCRIPTION_CUT = 150;
export const PAGE_DESCRIPTION_CUT = 160;

/** Money */
export const CURRENCY = 'ETB';
export const PRICE_LOCALE = 'en-ET';

/** Map (spec §9) */
export const MAP = {
  defaultCenter: { lat: 9.032, lng: 38.7469 },
  defaultZoom: 12,
  exactZoom: 16,
  approximateZoom: 13,
  maxZoom: 19,
  fitPadding: 0.1,
  popupMaxWidth: 300,
  mobilePopupBreakpoint: 768,
  defaultCity: 'Addis Ababa',
  /** Most markers one map answer carries (the newest are kept); clusters keep them readable. */
  markerLimit: 2_000,
  /** The list beside the map follows the view once it has stopped moving this long. */
  moveDebounceMs: 400,
  /** Listings in the list beside the map (one page of the listing search). */
  listPageSize: 12,
  /** The location map starts loading when its section comes this close to the viewport. */
  lazyRootMargin: '300px',
} as const;

/** Layout */
export const LAYOUT = {
  headerHeight: 70,
  drawerWidth: 280,
  heroHeight: 600,
  cardImageHeight: 220,
  listImageHeight: 200,
} as const;

export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;

/** Image pipeline (DESIGN §1) */
export const IMAGE = {
  maxUploadBytes: 15 * 1024 * 1024,
  /** Refuse decompression bombs: width × height above this is rejected before decoding. */
  maxInputPixels: 40_000_000,
  widths: [320, 640, 1024, 1600] as const,
  formats: ['avif', 'webp'] as const,
} as const;

/** PostgreSQL's `integer`, the type of every id: no row has a larger one. */
export const MAX_ID = 2_147_483_647;

/**
 * Text a client may send: anything but U+0000, which PostgreSQL `text` cannot store. The API's
 * `text()` schema and the web's zod-free reading of the listing query both use this one pattern.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is exactly what is refused.
export const NUL_FREE = /^[^\u0000]*$/;
