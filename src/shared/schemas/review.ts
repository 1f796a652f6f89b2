import { z } from 'zod';
import { MATERIAL_CHANGES } from '../listing-changes';
import { paginated, paginationQuery, query, text } from './common';
import { requiredText } from './form-fields';
import { apiImage } from './media';
import { propertyImage } from './properties';
import { propertyDetail } from './property-detail';
import { myPropertyItem } from './publishing';

/**
 * Staff review of listings (DESIGN §4): listings of users who are not verified agents wait in a
 * queue; staff approve them (they go live) or reject them with a reason their owner reads.
 */

export const pendingListingsQuery = query({ ...paginationQuery });
export type PendingListingsQuery = z.infer<typeof pendingListingsQuery>;

/** Who published a listing under review: staff judge the listing and its publisher together. */
const publisherAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  full_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  is_agent: z.boolean(),
  is_verified_agent: z.boolean(),
  date_joined: z.string(),
});

/** One side of a change: the material fields of a listing (shared/listing-changes.ts), photos and videos. */
export const listingSide = propertyDetail.pick({
  title: true,
  title_am: true,
  description: true,
  description_am: true,
  price: true,
  listing_type: true,
  property_type: true,
  region: true,
  city: true,
  subcity: true,
  kebele: true,
  address: true,
  latitude: true,
  longitude: true,
  images: true,
  videos: true,
});
export type ListingSide = z.infer<typeof listingSide>;

/**
 * A change to a published listing as staff judge it: what it changes (in the order of
 * MATERIAL_CHANGES), the published version and the proposed one, photos side by side.
 */
const listingChange = z.object({
  changed: z.array(z.enum(MATERIAL_CHANGES)),
  before: listingSide,
  after: listingSide,
});
export type ListingChange = z.infer<typeof listingChange>;

/**
 * Another publisher's listing with a photo like one of this listing's (decision 050): the reason
 * a new listing waits for staff, shown side by side with it.
 */
export const possibleDuplicate = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  /** The listing's page on the site (`/properties/{id}`). */
  url: z.string(),
  created_at: z.string(),
  publisher: z.object({ id: z.number().int(), username: z.string(), full_name: z.string() }),
  /** The other listing's photo, and this listing's photo that looks like it. */
  photo: apiImage.nullable(),
  matched_photo: apiImage.nullable(),
  /** Bits the two photos' perceptual hashes differ by (0: the same picture; at most 14). */
  distance: z.number().int(),
});
export type PossibleDuplicate = z.infer<typeof possibleDuplicate>;

/**
 * A listing as staff judge it: the card with its review state, plus what a card leaves out and a
 * reviewer must see: the whole description (both languages) and every photo in gallery order.
 * A published listing with a change waiting shows its published version, and the change.
 */
export const reviewedListing = myPropertyItem.extend({
  /** Whole, not cut as in lists. */
  description: z.string(),
  description_am: z.string().nullable(),
  images: z.array(propertyImage),
  publisher: publisherAccount,
  /** The change waiting for review, when this is one; null for a new listing. */
  change: listingChange.nullable(),
  /** Other publishers' listings it looks like (empty for most). */
  possible_duplicates: z.array(possibleDuplicate),
  /**
   * What staff are looking at: sent back with a decision, which is refused (409) when the
   * listing or its change moved since (an owner cannot switch it under the reviewer's eyes).
   */
  review_version: z.string(),
});
export type ReviewedListing = z.infer<typeof reviewedListing>;

/** `GET /admin/properties/pending/`: the queue, oldest first (first come, first reviewed). */
export const pendingListingsResponse = paginated(reviewedListing);
export type PendingListingsResponse = z.infer<typeof pendingListingsResponse>;

const reviewVersion = text().max(64).optional().meta({
  description: 'The `review_version` staff decided on; refused with 409 when the listing moved since.',
});

/** `POST /admin/properties/{id}/approve/`: a new listing goes live, or a change is published. */
export const approveListingBody = z.preprocess((v) => v ?? {}, z.object({ version: reviewVersion }));
export type ApproveListingBody = z.infer<typeof approveListingBody>;

/**
 * `POST /admin/properties/{id}/reject/`: the reason is shown to the owner on My Properties. A
 * waiting change is refused (the approved version stays public); `take_down` hides the listing
 * itself, also when a change waits.
 */
export const rejectListingBody = z.object({
  reason: requiredText(1000),
  take_down: z.boolean().optional(),
  version: reviewVersion,
});
export type RejectListingBody = z.infer<typeof rejectListingBody>;
