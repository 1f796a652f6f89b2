import { z } from 'zod';
import {
  CONDOMINIUM_SCHEMES,
  FURNISHINGS,
  LISTING_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPES,
  TITLE_DEEDS,
} from '../enums';
import { CARD_FIELDS, type CardField } from '../listing-card';
import { LISTING_FILTERS, ORDERING_PARAM, STATUS_PARAM } from '../listing-query';
import { paginated, paginationQuery, query } from './common';
import { filterSchemas, paramSchema } from './listing-params';
import { apiImage } from './media';

const named = z.object({ id: z.number().int(), name: z.string() });
/** A place of the listing: its name, and its name in Ge'ez script when there is one (am, ti). */
const place = named.extend({ amharic_name: z.string().nullable() });

/** A listing photo: the image plus its place in the gallery. */
export const propertyImage = apiImage.extend({ caption: z.string(), is_primary: z.boolean() });
export type PropertyImage = z.infer<typeof propertyImage>;

/** The person to call about a listing (spec §3: agent, else owner). */
const contactPerson = z.object({
  id: z.number().int(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  phone_number: z.string().nullable(),
  telegram_username: z.string().nullable(),
});
export const agentContact = contactPerson.extend({
  company_name: z.string().nullable(),
  is_verified_agent: z.boolean(),
});
export type ContactPerson = z.infer<typeof contactPerson>;
export type AgentContact = z.infer<typeof agentContact>;

/** A listing in a list (cards, map, search): what a card shows, nothing more. */
export const propertyListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  title_am: z.string().nullable(),
  /** Cut to 300 characters in lists; the detail has the whole text. */
  description: z.string(),
  description_am: z.string().nullable(),
  listing_type: z.enum(LISTING_TYPES),
  property_type: z.enum(PROPERTY_TYPES),
  price: z.number().int(),
  currency: z.string(),
  area: z.number(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  parking_spaces: z.number().int(),
  address: z.string(),
  /** The Ethiopian terms (issue 19); null when not given or not applying to this kind of listing. */
  furnished: z.enum(FURNISHINGS).nullable(),
  /** Condominiums only. */
  condominium_scheme: z.enum(CONDOMINIUM_SCHEMES).nullable(),
  /** 0 is the ground floor ("G"). */
  floor: z.number().int().nullable(),
  /** Floors above the ground floor ("G+7"). */
  building_floors: z.number().int().nullable(),
  /** Sales only. */
  title_deed: z.enum(TITLE_DEEDS).nullable(),
  price_negotiable: z.boolean(),
  /** Rent only: months asked in advance (at most 2 for homes) and the shortest lease. */
  advance_months: z.number().int().nullable(),
  min_lease_months: z.number().int().nullable(),
  /** "Near Edna Mall", shown in the location line. */
  landmark: z.string().nullable(),
  /** Whole birr per m² (rent: per month); null when the area is not known. */
  price_per_m2: z.number().int().nullable(),
  /**
   * When the price last fell by 5 % or more (decision 042), null if never or if it rose since;
   * cards say "Price reduced" for 14 days after (`recentlyReduced`, shared/price-context.ts).
   */
  price_reduced_at: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  region: place.nullable(),
  city: place.nullable(),
  subcity: place.nullable(),
  kebele: place.nullable(),
  primary_image: propertyImage.nullable(),
  images_count: z.number().int(),
  agent: agentContact.nullable(),
  owner: contactPerson.nullable(),
  is_featured: z.boolean(),
  status: z.enum(PROPERTY_STATUSES),
  views: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** When the publisher last said the listing is current (decision 036). */
  last_confirmed_at: z.string(),
});
export type PropertyListItem = z.infer<typeof propertyListItem>;
/**
 * A listing as a card shows it: `GET /properties/properties/?fields=card` (decision 058), and what
 * pages keep of the cards they show (decision 056). Left out: what no card shows (coordinates,
 * parking, lease and deed terms, dates but the confirmation, the view count — which changes with
 * every visitor, so a page's data would never be the same twice and never answered 304); the
 * descriptions stop one character past the longest cut a card makes (`cardText`), and the photo
 * keeps the widths a card draws (`CARD_PHOTO_MAX_WIDTH`). Its fields are listed in `listing-card.ts`,
 * which the pages use without this schema's code.
 */
export const propertyCard = propertyListItem.pick(
  Object.fromEntries(CARD_FIELDS.map((key) => [key, true])) as { [K in CardField]: true },
);
export type CardListing = z.infer<typeof propertyCard>;

export type { Ordering } from '../listing-query';

/** `GET /properties/properties/`: every filter of the declaration (decision 032), blank values ignored. */
export const listPropertiesQuery = query({
  ...paginationQuery,
  ...filterSchemas(LISTING_FILTERS),
  status: paramSchema(STATUS_PARAM).optional(),
  ordering: paramSchema(ORDERING_PARAM).optional(),
  /** `card`: each result as a card shows it (`propertyCard`, decision 058); else every field. */
  fields: z
    .enum(['card'])
    .optional()
    .describe("'card': each result as a listing card shows it (PropertyCard), about half the bytes"),
});
export type ListPropertiesQuery = z.infer<typeof listPropertiesQuery>;

export const listPropertiesResponse = paginated(propertyListItem).extend({
  /** True when `count` is an estimate (very large result sets are not counted exactly). */
  count_is_estimate: z.boolean().optional(),
});
export type ListPropertiesResponse = z.infer<typeof listPropertiesResponse>;

/** `GET /properties/properties/?fields=card`: the same page, each result a card. */
export const listCardsResponse = listPropertiesResponse.extend({ results: z.array(propertyCard) });
export type ListCardsResponse = z.infer<typeof listCardsResponse>;
