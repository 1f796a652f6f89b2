/** Vocabularies shared by the database, the API and the web (spec §3, DESIGN §4). */

export const PROPERTY_TYPES = ['house', 'apartment', 'condominium', 'villa', 'commercial', 'land'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/** Spellings accepted on input and what they mean. */
export const PROPERTY_TYPE_ALIASES: Readonly<Record<string, PropertyType>> = { condo: 'condominium' };

export const LISTING_TYPES = ['sale', 'rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/**
 * Stored listing states; `pending` means awaiting staff review, `expired` that its publisher did
 * not confirm it in time (decision 036), `reported` that enough people reported it for it to wait
 * hidden for staff (decision 037).
 */
export const PROPERTY_STATUSES = [
  'available',
  'pending',
  'sold',
  'rented',
  'unavailable',
  'expired',
  'reported',
  'suspended',
] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
/** Statuses an owner may choose for a reviewed listing (`pending` belongs to the review). */
export const OWNER_STATUSES = ['available', 'sold', 'rented', 'unavailable'] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];

/**
 * Staff review of a listing (DESIGN §4): `pending` awaits review, `approved` may be public,
 * `rejected` is hidden with a reason shown to its owner. A listing is public only when approved.
 */
export const REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * Staff review of a change to a published listing (decision 028): `pending` waits for staff while
 * the approved version stays public; `rejected` was refused, with a reason its publisher reads.
 */
export const CHANGE_REVIEW_STATES = ['pending', 'rejected'] as const;
export type ChangeReviewState = (typeof CHANGE_REVIEW_STATES)[number];

export const AD_TYPES = ['banner', 'sidebar', 'featured', 'sponsored'] as const;
export type AdType = (typeof AD_TYPES)[number];

export const AD_PLACEMENTS = [
  'home',
  'global',
  'search_results',
  'property_listings',
  'property_details',
] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];
/**
 * Which ad types each placement shows: the slots the web app renders (its AdSlot accepts only
 * these pairs) and the demo data fills with at least two ads each.
 */
export const PLACEMENT_AD_TYPES = {
  global: ['sidebar'],
  home: ['banner', 'sponsored', 'sidebar'],
  search_results: ['banner', 'sponsored', 'sidebar'],
  property_listings: ['banner', 'sponsored', 'sidebar'],
  property_details: ['banner', 'featured', 'sidebar', 'sponsored'],
} as const satisfies Record<AdPlacement, readonly AdType[]>;
export const AD_PLACEMENT_ALIASES: Readonly<Record<string, AdPlacement>> = {
  property_list: 'property_listings',
  property_detail: 'property_details',
};

export const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English' },
  { code: 'am', name: 'Amharic', nativeName: 'አማርኛ' },
  { code: 'om', name: 'Oromo', nativeName: 'Afaan Oromoo' },
  { code: 'ti', name: 'Tigrinya', nativeName: 'ትግርኛ' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** `or` is the spec's code for Oromo (it is Odia in ISO 639-1); accepted as an alias. */
export const LANGUAGE_ALIASES: Readonly<Record<string, LanguageCode>> = { or: 'om' };
export const LANGUAGE_STORAGE_KEY = 'sefer.language';
export const LANGUAGE_COOKIE = 'lang';

/** Languages written in Ge'ez script (dates shown in the Ethiopian calendar). */
export const ETHIOPIC_LANGUAGES: readonly LanguageCode[] = ['am', 'ti'];

export const INQUIRY_CONTACT_METHODS = ['email', 'phone', 'telegram'] as const;
export type InquiryContactMethod = (typeof INQUIRY_CONTACT_METHODS)[number];

export const BACKGROUND_PAGE_TYPES = ['home', 'properties', 'map', 'about'] as const;

/** Whether a home comes with furniture (issue 19). */
export const FURNISHINGS = ['unfurnished', 'semi_furnished', 'furnished'] as const;
export type Furnishing = (typeof FURNISHINGS)[number];

/**
 * The government housing programme a condominium was built under: 20/80 (low income), 40/60
 * (savings), 10/90 (lowest income), or another one.
 */
export const CONDOMINIUM_SCHEMES = ['20/80', '40/60', '10/90', 'other'] as const;
export type CondominiumScheme = (typeof CONDOMINIUM_SCHEMES)[number];

/** Whether a property for sale has its title deed (ካርታ): the first question of a buyer. */
export const TITLE_DEEDS = ['has_deed', 'in_process', 'none'] as const;
export type TitleDeed = (typeof TITLE_DEEDS)[number];
