import { z } from 'zod';
import { idParams, listOf } from './common';
import { priceChange, priceContext } from './prices';
import { agentContact, propertyImage, propertyListItem } from './properties';

/** A video of a listing (spec §3 "Property video"). */
export const propertyVideo = z.object({
  id: z.number().int(),
  video: z.string(),
  thumbnail: z.string().nullable(),
  title: z.string(),
  /** Seconds; null when neither the server nor the uploading browser could tell. */
  duration: z.number().nullable(),
  /** "m:ss" or "h:mm:ss"; null with `duration`. */
  duration_formatted: z.string().nullable(),
  file_size: z.number().int(),
  file_size_mb: z.number(),
  content_type: z.string(),
  is_primary: z.boolean(),
});
export type PropertyVideo = z.infer<typeof propertyVideo>;

const catalogueItem = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/**
 * `GET /properties/properties/{id}/`: everything the detail screen shows (spec §2): the list item
 * with the whole description, every photo in gallery order, videos, features, amenities and the
 * agent's e-mail for the contact card.
 */
export const propertyDetail = propertyListItem.extend({
  images: z.array(propertyImage),
  videos: z.array(propertyVideo),
  features: z.array(catalogueItem),
  amenities: z.array(catalogueItem),
  agent: agentContact
    .extend({
      email: z.string().nullable(),
      /** "Usually replies within N hours" (decision 040); null with too few inquiries to tell. */
      response_hours: z.number().int().nullable(),
    })
    .nullable(),
  /** The price against its sub-city's benchmark (decision 042); null when too few listings compare. */
  price_context: priceContext.nullable(),
  /** Every change of the published price, newest first. */
  price_history: z.array(priceChange),
});
export type PropertyDetail = z.infer<typeof propertyDetail>;

export const propertyIdParams = idParams;

/** `GET /properties/properties/{id}/similar/`: up to four listings like this one (DESIGN §4). */
export const similarPropertiesResponse = listOf(propertyListItem);
