import { z } from 'zod';
import { LANGUAGE_CODES } from '../enums';
import { intParam, query, text } from './common';

/**
 * Saved searches and their alerts (decision 038): `GET/POST /users/saved-searches/`,
 * `PATCH/DELETE /users/saved-searches/{id}/`. `query` is the query string of `/properties` (the
 * parameters of `GET /properties/properties/`, plus the map's `min_lat`…`max_lng`); sort and page
 * are ignored.
 */

const ALERT_FREQUENCIES = ['instant', 'daily'] as const;
const ALERT_CHANNELS = ['email', 'telegram'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];
/** How many searches one person may keep. */
export const SAVED_SEARCH_LIMIT = 20;
export const SAVED_SEARCH_NAME_MAX = 120;

const channels = z
  .array(z.enum(ALERT_CHANNELS, { message: 'Select a valid choice. Valid choices are: email, telegram.' }))
  .transform((v) => [...new Set(v)]);
const name = text()
  .trim()
  .min(1, { message: 'This field may not be blank.' })
  .max(SAVED_SEARCH_NAME_MAX, {
    message: `Ensure this field has no more than ${SAVED_SEARCH_NAME_MAX} characters.`,
  });

export const createSavedSearchBody = z.object({
  name: name.optional(),
  query: text().max(2000, { message: 'Ensure this field has no more than 2000 characters.' }),
  frequency: z.enum(ALERT_FREQUENCIES).default('instant'),
  channels: channels.default(['email']),
  /** The language alerts are written in (default: the request's). */
  language: z.enum(LANGUAGE_CODES as unknown as [string, ...string[]]).optional(),
});
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBody>;

export const updateSavedSearchBody = z.object({
  name: name.optional(),
  query: createSavedSearchBody.shape.query.optional(),
  frequency: z.enum(ALERT_FREQUENCIES).optional(),
  channels: channels.optional(),
  paused: z.boolean().optional(),
  /** Marks the search as seen now: "new since your last visit" starts again from zero. */
  visited: z.literal(true).optional(),
});
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBody>;

export const savedSearch = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  channels: z.array(z.enum(ALERT_CHANNELS)),
  language: z.string(),
  paused: z.boolean(),
  /** Listings that match now. */
  match_count: z.number().int(),
  /** Of those, listings that became public since the last visit. */
  new_count: z.number().int(),
  last_visited_at: z.string(),
  /** The last alert given up after its retries, if any. */
  last_failure: z.string().nullable(),
  last_failure_at: z.string().nullable(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearch>;

export const savedSearchList = z.object({
  count: z.number().int(),
  results: z.array(savedSearch),
  /** Whether Telegram alerts are offered (a bot is configured) and whether this account is linked. */
  telegram: z.object({ available: z.boolean(), linked: z.boolean() }),
});
export type SavedSearchList = z.infer<typeof savedSearchList>;

/** `POST /users/telegram/link/`: the one-time `https://t.me/<bot>?start=<token>` link. */
export const telegramLinkResponse = z.object({ url: z.string(), expires_at: z.string() });

/** `GET /admin/alerts/stats/?days=`: the staff's daily figures of alerts (decision 053). */
export const alertStatsQuery = query({
  days: intParam()
    .min(1, { message: 'Ensure this value is greater than or equal to 1.' })
    .max(90, { message: 'Ensure this value is less than or equal to 90.' })
    .default(14),
});
const perChannel = z.object({ email: z.number().int(), telegram: z.number().int() });
const alertDay = z.object({
  /** The day in Addis Ababa, `YYYY-MM-DD`. */
  date: z.string(),
  /** Messages handed to SMTP or Telegram (a digest is one). */
  sent: perChannel,
  /** Messages given up after their retries (or refused for good). */
  failed: perChannel,
  /** Clicks on alert links, through the counting redirect. */
  clicks: perChannel,
  /** Unsubscribe links used (e-mail) and /stop (Telegram). */
  unsubscribes: perChannel,
});
export const alertStats = z.object({
  /** Newest first, every day of the period (days without alerts are zeros). */
  days: z.array(alertDay),
  totals: alertDay.omit({ date: true }),
});
export type AlertStats = z.infer<typeof alertStats>;
