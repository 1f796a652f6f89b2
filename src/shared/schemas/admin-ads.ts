import { z } from 'zod';
import { AD_PLACEMENT_ALIASES, AD_PLACEMENTS, AD_TYPES } from '../enums';
import { formBool, formDate } from './admin-form';
import { intParam, paginated, paginationQuery, query, text } from './common';
import { apiImage } from './media';

/** Staff console: advertisements (create, edit, list with impressions, clicks and CTR). */

/** What the console shows of an ad's schedule: is it on screen now? */
export const AD_STATES = ['running', 'scheduled', 'ended', 'inactive'] as const;
export type AdState = (typeof AD_STATES)[number];

const placement = z.preprocess(
  (v) => (typeof v === 'string' ? (AD_PLACEMENT_ALIASES[v] ?? v) : v),
  z.enum(AD_PLACEMENTS, { message: 'Choose a valid placement.' }),
);
const adType = z.enum(AD_TYPES, { message: 'Choose a valid ad type.' });

const MAILTO = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i;
/** Where a click goes: a `mailto:` address or an `http(s)` page (spec §7: ad click). */
const targetAction = text()
  .trim()
  .min(1, { message: 'This field may not be blank.' })
  .max(500, { message: 'Ensure this field has no more than 500 characters.' })
  .refine(
    (v) => {
      if (MAILTO.test(v)) return true;
      try {
        const url = new URL(v);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { message: 'Enter a mailto: address or an http(s):// link.' },
  );

const adText = (max: number) =>
  text()
    .trim()
    .max(max, { message: `Ensure this field has no more than ${max} characters.` });

const adFields = {
  ad_type: adType,
  placement,
  headline: adText(120).min(1, { message: 'This field may not be blank.' }),
  description: adText(500),
  alt_text: adText(200),
  cta_text: adText(80),
  button_text: adText(40),
  target_action: targetAction,
  is_featured: formBool,
  is_active: formBool,
  starts_at: formDate('start'),
  ends_at: formDate('end'),
};

const datesInOrder = (v: { starts_at?: string | null; ends_at?: string | null }) =>
  !v.starts_at || !v.ends_at || new Date(v.ends_at) > new Date(v.starts_at);
const DATES_MESSAGE = { message: 'The end must come after the start.', path: ['ends_at'] };

/**
 * `POST /admin/ads/` (JSON, or multipart with the file `image`). Dates are ISO date-times or
 * plain dates (a start date means the start of that day in Addis Ababa, an end date its end).
 */
export const createAdBody = z
  .object({
    ...adFields,
    description: adFields.description.default(''),
    alt_text: adFields.alt_text.default(''),
    cta_text: adFields.cta_text.default(''),
    button_text: adFields.button_text.default(''),
    is_featured: formBool.default(false),
    is_active: formBool.default(true),
    starts_at: adFields.starts_at.default(null),
    ends_at: adFields.ends_at.default(null),
  })
  .refine(datesInOrder, DATES_MESSAGE);
export type CreateAdBody = z.infer<typeof createAdBody>;

/** `PATCH /admin/ads/{id}/`: any of the fields; `remove_image` drops the picture. */
export const updateAdBody = z
  .object({ ...adFields, remove_image: formBool })
  .partial()
  .refine(datesInOrder, DATES_MESSAGE);
export type UpdateAdBody = z.infer<typeof updateAdBody>;

export const adminAd = z.object({
  id: z.number().int(),
  ad_type: adType,
  placement: z.enum(AD_PLACEMENTS),
  image: apiImage.nullable(),
  alt_text: z.string(),
  headline: z.string(),
  description: z.string(),
  cta_text: z.string(),
  button_text: z.string(),
  target_action: z.string(),
  is_featured: z.boolean(),
  is_active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  state: z.enum(AD_STATES),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** clicks ÷ impressions (0 when never shown). */
  ctr: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminAd = z.infer<typeof adminAd>;

/** `GET /admin/ads/?placement=&ad_type=&state=&search=` (newest first). */
export const adminAdsQuery = query({
  placement: placement.optional(),
  ad_type: adType.optional(),
  state: z.enum(AD_STATES, { message: 'Choose a valid state.' }).optional(),
  search: text().trim().max(100).optional(),
  ...paginationQuery,
});
export type AdminAdsQuery = z.infer<typeof adminAdsQuery>;
export const adminAdsResponse = paginated(adminAd);

/** Per-day figures are kept for at most this many days in one answer. */
const AD_STATS_MAX_DAYS = 366;

/** `GET /admin/ads/{id}/stats/?days=` : the last N days (Addis Ababa days), newest first. */
export const adStatsQuery = query({
  days: intParam()
    .min(1, { message: 'Ensure this value is greater than or equal to 1.' })
    .max(AD_STATS_MAX_DAYS, { message: `Ensure this value is less than or equal to ${AD_STATS_MAX_DAYS}.` })
    .default(30),
});
const figures = { impressions: z.number().int(), clicks: z.number().int(), ctr: z.number() };
export const adStatsResponse = z.object({
  ad_id: z.number().int(),
  /** Totals since the ad was created (not only the days below). */
  totals: z.object(figures),
  days: z.array(z.object({ day: z.string(), ...figures })),
});
export type AdStats = z.infer<typeof adStatsResponse>;
