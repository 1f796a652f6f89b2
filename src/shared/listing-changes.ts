/**
 * Changes to a published listing (DESIGN §7, decision 028). Declared once here; the server's
 * revisions (features/revisions) and the staff's before/after screen derive from it.
 */

/**
 * What of a listing is material: a change to any of these by a publisher whose listings need
 * review waits for staff while the approved version stays public. Each name groups the form
 * fields it covers (`location` is city, sub-city and kebele; `coordinates` both numbers;
 * `photos` the gallery and its order; `videos` new videos, their titles and the primary one).
 * Everything else (rooms, area, parking, features, amenities, availability) applies at once.
 */
export const MATERIAL_CHANGES = [
  'title',
  'title_am',
  'description',
  'description_am',
  'price',
  'listing_type',
  'property_type',
  'location',
  'address',
  'coordinates',
  'photos',
  'videos',
] as const;
export type MaterialChange = (typeof MATERIAL_CHANGES)[number];

/**
 * Whether a user's listings and changes go live without staff review: staff and verified agents
 * (DESIGN §4). Everyone else's new listings and material changes wait in the review queue.
 */
export function publishesAtOnce(user: { isStaff: boolean; isVerifiedAgent: boolean }): boolean {
  return user.isStaff || user.isVerifiedAgent;
}
