import { z } from 'zod';
import {
  LISTING_TYPES,
  PROPERTY_STATUSES,
  PROPERTY_TYPE_ALIASES,
  PROPERTY_TYPES,
  STATUS_FILTER_ALIASES,
} from '../enums';
import { boolParam, idParam, intParam, paginated, paginationQuery, query, text } from './common';
import { apiImage } from './media';

const named = z.object({ id: z.number().int(), name: z.string() });
/** A place of the listing: its name, and its name in Ge'ez script when there is one (am, ti). */
const place = named.extend({ amharic_name: z.string().nullable() });

/** A listing photo: the image plus its place in the gallery. */
export const propertyImage = apiImage.extend({ caption: z.string(), is_primary: z.boolean() });
export type PropertyImage = z.infer<typeof propertyImage>;

/** The person to call about a listing (spec §3: agent, else owner). */
export const contactPerson = z.object({
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
});
export type PropertyListItem = z.infer<typeof propertyListItem>;

export const ORDERINGS = [
  'created_at',
  '-created_at',
  'price',
  '-price',
  'views',
  '-views',
  'area',
  '-area',
] as const;
export type Ordering = (typeof ORDERINGS)[number];

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `Select a valid choice. Valid choices are: ${values.join(', ')}.` });

const money = () =>
  intParam()
    .min(0, { message: 'Ensure this value is greater than or equal to 0.' })
    .max(Number.MAX_SAFE_INTEGER);
const count = () =>
  intParam().min(0, { message: 'Ensure this value is greater than or equal to 0.' }).max(1000);
const latitude = () =>
  z.coerce
    .number({ message: 'A valid number is required.' })
    .min(-90, { message: 'Latitude must be within -90..90.' })
    .max(90, {
      message: 'Latitude must be within -90..90.',
    });
const longitude = () =>
  z.coerce
    .number({ message: 'A valid number is required.' })
    .min(-180, { message: 'Longitude must be within -180..180.' })
    .max(180, { message: 'Longitude must be within -180..180.' });
const id = idParam;

/** `GET /properties/properties/` — every filter optional; blank values ignored. */
export const listPropertiesQuery = query({
  ...paginationQuery,
  search: text().max(200, { message: 'Ensure this field has no more than 200 characters.' }).optional(),
  property_type: text()
    .transform((v) => PROPERTY_TYPE_ALIASES[v] ?? v)
    .pipe(choice(PROPERTY_TYPES))
    .optional(),
  listing_type: choice(LISTING_TYPES).optional(),
  status: choice([...PROPERTY_STATUSES, ...STATUS_FILTER_ALIASES] as const).optional(),
  min_price: money().optional(),
  max_price: money().optional(),
  bedrooms: count().optional(),
  bathrooms: count().optional(),
  region: id().optional(),
  city: id().optional(),
  subcity: id().optional(),
  kebele: id().optional(),
  agent: id().optional(),
  is_featured: boolParam().optional(),
  min_lat: latitude().optional(),
  max_lat: latitude().optional(),
  min_lng: longitude().optional(),
  max_lng: longitude().optional(),
  ordering: choice(ORDERINGS).optional(),
});
export type ListPropertiesQuery = z.infer<typeof listPropertiesQuery>;

export const listPropertiesResponse = paginated(propertyListItem).extend({
  /** True when `count` is an estimate (very large result sets are not counted exactly). */
  count_is_estimate: z.boolean().optional(),
});
export type ListPropertiesResponse = z.infer<typeof listPropertiesResponse>;
