import { z } from 'zod';
import { CONTACT_EVENT_KINDS, CONTACT_KINDS, INQUIRY_STATES, STATS_MAX_DAYS } from '../leads';
import { formDate } from './admin-form';
import { intParam, query } from './common';
import { requiredText } from './form-fields';

/**
 * `POST /properties/properties/{id}/contact-events/`. `navigator.sendBeacon` sends a string as
 * `text/plain`, so the JSON may arrive as text: it is read the same.
 */
export const contactEventBody = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  },
  z.object({ kind: z.enum(CONTACT_EVENT_KINDS, { message: 'Choose call, telegram or share.' }) }),
);

/** `GET /properties/properties/{id}/stats/?days=30` */
export const listingStatsQuery = query({
  days: intParam()
    .min(1, { message: 'Ensure this value is greater than or equal to 1.' })
    .max(STATS_MAX_DAYS, { message: `Ensure this value is less than or equal to ${STATS_MAX_DAYS}.` })
    .default(30),
});
export type ListingStatsQuery = z.infer<typeof listingStatsQuery>;

const counts = Object.fromEntries(CONTACT_KINDS.map((k) => [k, z.number().int()])) as Record<
  (typeof CONTACT_KINDS)[number],
  z.ZodNumber
>;

/** One day's figures: views (once per visitor), visitors (views or contacts) and each contact. */
export const statsDay = z.object({
  date: z.string(),
  views: z.number().int(),
  visitors: z.number().int(),
  ...counts,
});
export type StatsDay = z.infer<typeof statsDay>;

/** Views → contacts (call, Telegram, share, save) → inquiries. */
export const funnel = z.object({ views: z.number(), contacts: z.number(), inquiries: z.number() });
export type Funnel = z.infer<typeof funnel>;

export const listingStatsResponse = z.object({
  property: z.number().int(),
  days: z.array(statsDay).describe('Oldest first, one per day, days without anything included'),
  totals: z.object({ views: z.number().int(), visitors: z.number().int(), ...counts }),
  funnel,
  comparison: z
    .object({
      listings: z.number().int().describe("The publisher's other listings of this type in this sub-city"),
      average: funnel.describe('Per listing, over the same days'),
    })
    .nullable()
    .describe('Null when there are too few listings to compare with'),
});
export type ListingStatsResponse = z.infer<typeof listingStatsResponse>;

/** `PATCH /properties/inquiries/{id}/`: only its receiver changes its state. */
export const inquiryStateBody = z.object({ state: z.enum(INQUIRY_STATES) });
export type InquiryStateBody = z.infer<typeof inquiryStateBody>;

/** `POST /properties/inquiries/{id}/reply/`: the receiver answers by e-mail, the listing quoted. */
export const inquiryReplyBody = z.object({
  message: requiredText(5000, 2, 'Ensure this field has at least 2 characters.'),
});
export type InquiryReplyBody = z.infer<typeof inquiryReplyBody>;

/** `GET /properties/inquiries/new-count/`: the header's badge. */
export const newInquiriesResponse = z.object({ new: z.number().int() });

/**
 * `POST /admin/properties/{id}/feature/` (staff): featured until `until`, an ISO date-time or a
 * date (its end in Addis Ababa); null or absent: until staff end it.
 */
export const featureBody = z.object({ until: formDate('end').optional() });
export const featuringResponse = z.object({
  id: z.number().int(),
  is_featured: z.boolean(),
  featured_until: z.string().nullable(),
});
