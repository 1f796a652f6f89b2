import { z } from 'zod';
import { paginated, paginationQuery, query } from './common';
import { requiredText } from './form-fields';
import { propertyImage } from './properties';
import { myPropertyItem } from './publishing';

/**
 * Staff review of listings (DESIGN §4): listings of users who are not verified agents wait in a
 * queue; staff approve them (they go live) or reject them with a reason their owner reads.
 */

export const pendingListingsQuery = query({ ...paginationQuery });
export type PendingListingsQuery = z.infer<typeof pendingListingsQuery>;

/** Who published a listing under review: staff judge the listing and its publisher together. */
export const publisherAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  is_agent: z.boolean(),
  is_verified_agent: z.boolean(),
  date_joined: z.string(),
});

/**
 * A listing as staff judge it: the card with its review state, plus what a card leaves out and a
 * reviewer must see: the whole description (both languages) and every photo in gallery order.
 */
export const reviewedListing = myPropertyItem.extend({
  /** Whole, not cut as in lists. */
  description: z.string(),
  description_am: z.string().nullable(),
  images: z.array(propertyImage),
  publisher: publisherAccount,
});
export type ReviewedListing = z.infer<typeof reviewedListing>;

/** `GET /admin/properties/pending/`: the queue, oldest first (first come, first reviewed). */
export const pendingListingsResponse = paginated(reviewedListing);
export type PendingListingsResponse = z.infer<typeof pendingListingsResponse>;

/** `POST /admin/properties/{id}/reject/`: the reason is shown to the owner on My Properties. */
export const rejectListingBody = z.object({ reason: requiredText(1000) });
export type RejectListingBody = z.infer<typeof rejectListingBody>;
