import { z } from 'zod';
import { AD_PLACEMENT_ALIASES, AD_PLACEMENTS, AD_TYPES, BACKGROUND_PAGE_TYPES } from '../enums';
import { idParams, intParam, paginated, query, text } from './common';
import { apiImage } from './media';

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: `Select a valid choice. Valid choices are: ${values.join(', ')}.` });

/** Most ads a slot can ask for at once: the spec's largest slot shows 3, the preloader 5. */
const ADS_MAX_LIMIT = 20;

/**
 * `GET /properties/ads/active/?placement=&ad_type=&limit=&offset=` (DRF limit/offset pagination).
 * Placements of DESIGN §4, with the spec's `property_list` and `property_detail` accepted.
 */
export const activeAdsQuery = query({
  placement: text()
    .transform((v) => AD_PLACEMENT_ALIASES[v] ?? v)
    .pipe(choice(AD_PLACEMENTS))
    .optional(),
  ad_type: choice(AD_TYPES).optional(),
  limit: intParam()
    .min(1, { message: 'Ensure this value is greater than or equal to 1.' })
    .max(ADS_MAX_LIMIT, { message: `Ensure this value is less than or equal to ${ADS_MAX_LIMIT}.` })
    .default(3),
  offset: intParam().min(0, { message: 'Ensure this value is greater than or equal to 0.' }).default(0),
});
export type ActiveAdsQuery = z.infer<typeof activeAdsQuery>;

/**
 * An advertisement as the web shows it (spec §3). `image` is a ready URL (WebP); `picture` is the
 * same image with its AVIF/WebP variants for `srcset` and the placeholder that reserves its space.
 * Counts and dates stay on the server: they are the advertiser's business, not the visitor's.
 */
const advertisement = z.object({
  id: z.number().int(),
  /** banner, sidebar, featured or sponsored; a client shows anything else as sponsored. */
  ad_type: z.string(),
  placement: z.string(),
  image: z.string().nullable(),
  picture: apiImage.nullable(),
  alt_text: z.string(),
  headline: z.string(),
  description: z.string(),
  cta_text: z.string(),
  button_text: z.string(),
  /** A `mailto:` or `http(s)://` link. */
  target_action: z.string(),
  is_featured: z.boolean(),
});
export type Advertisement = z.infer<typeof advertisement>;

export const activeAdsResponse = paginated(advertisement);
export type ActiveAdsResponse = z.infer<typeof activeAdsResponse>;

/**
 * `GET /properties/ads/slots/`: how many ads each placement and type can show now, keyed
 * `placement:ad_type` (pairs with none left out). Every page carries it, so that a slot reserves
 * room for the ads it will get, and none where no ad will come.
 */
export const adSlotsResponse = z.object({ slots: z.record(z.string(), z.number().int()) });
export type AdSlotsResponse = z.infer<typeof adSlotsResponse>;

/** `POST /properties/advertisements/{id}/track_impression/` and `/track_click/`. */
export const trackAdParams = idParams;

/** `GET /properties/backgrounds/?page_type=home`. */
export const backgroundsQuery = query({ page_type: choice(BACKGROUND_PAGE_TYPES).optional() });

/** A hero background: `url` and `credit` (spec §3) plus the variants for `srcset`. */
const background = z.object({
  url: z.string(),
  credit: z.string(),
  page_type: z.string(),
  image: apiImage,
});
export type Background = z.infer<typeof background>;
export const backgroundsResponse = z.array(background);
