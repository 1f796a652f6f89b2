import { z } from 'zod';
import { PROPERTY_STATUSES } from '../enums';
import { text } from './common';

/** Listing freshness (decision 036): a confirmation, and the one-tap links of a reminder. */

export const REMINDER_ACTIONS = ['confirm', 'taken', 'remove'] as const;

/** What a confirmation or a reminder link did. */
export const freshnessOutcome = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  last_confirmed_at: z.string(),
});
export type FreshnessOutcome = z.infer<typeof freshnessOutcome>;

/** `POST /properties/reminder-links/`: the token of the link the publisher tapped. */
export const useReminderLinkBody = z.object({ token: text().max(400) });
export const reminderLinkOutcome = freshnessOutcome.extend({ action: z.enum(REMINDER_ACTIONS) });
export type ReminderLinkOutcome = z.infer<typeof reminderLinkOutcome>;
