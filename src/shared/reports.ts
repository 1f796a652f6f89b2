/** Reports of listings (issue "Trust II", decision 037): why a visitor reports, and what staff decide. */

/** Why a listing is reported, in the order the form offers them; `other` asks for words. */
export const REPORT_REASONS = [
  'rented_or_sold',
  'fake_photos',
  'wrong_price_or_place',
  'payment_before_viewing',
  'duplicate',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** A report waits (`open`) until staff dismiss it, take the listing down, or suspend its publisher. */
export const REPORT_STATES = ['open', 'dismissed', 'taken_down', 'suspended'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** The longest message a report may carry. */
export const REPORT_MESSAGE_MAX = 1000;
