import { z } from 'zod';
import { PROPERTY_STATUSES } from '../enums';
import { REPORT_MESSAGE_MAX, REPORT_REASONS } from '../reports';
import { text } from './common';

/** `POST /properties/properties/{id}/report/` (decision 037): why, and in words for `other`. */
export const reportListingBody = z.object({
  reason: z.enum(REPORT_REASONS),
  message: text().max(REPORT_MESSAGE_MAX).optional().default(''),
});
export type ReportListingBody = z.infer<typeof reportListingBody>;

export const reportReceived = z.object({ detail: z.string() });

/** A listing in the staff's Reports queue: its reports by reason, their words, its publisher's history. */
export const reportedListing = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  reports: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  messages: z.array(
    z.object({ reason: z.enum(REPORT_REASONS), message: z.string(), created_at: z.string() }),
  ),
  publisher: z.object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string(),
    is_active: z.boolean(),
    listings: z.number().int(),
    /** Reports of their listings staff upheld (taken down or suspended) and dismissed before. */
    upheld_reports: z.number().int(),
    dismissed_reports: z.number().int(),
  }),
});
export type ReportedListing = z.infer<typeof reportedListing>;
export const reportsQueue = z.object({ count: z.number().int(), results: z.array(reportedListing) });

/** What staff decide about a reported listing; taking down and suspending say why (the publisher reads it). */
export const REPORT_DECISIONS = ['dismiss', 'take_down', 'suspend'] as const;
export const decideReportBody = z.object({
  decision: z.enum(REPORT_DECISIONS),
  reason: text().max(REPORT_MESSAGE_MAX).optional().default(''),
});
export type DecideReportBody = z.infer<typeof decideReportBody>;
export const reportDecided = z.object({
  id: z.number().int(),
  decision: z.enum(REPORT_DECISIONS),
  status: z.enum(PROPERTY_STATUSES),
  reports_closed: z.number().int(),
});

/** `POST /admin/users/{id}/unsuspend/`: the account open again and the listings it got back. */
export const suspensionLifted = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  listings_restored: z.array(z.object({ id: z.number().int(), status: z.enum(PROPERTY_STATUSES) })),
});
export type SuspensionLifted = z.infer<typeof suspensionLifted>;
