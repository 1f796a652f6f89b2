import type { ListingType, PropertyStatus } from '@shared/enums';
import type { FreshnessSettings } from '../../config';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days a listing of this type stays listed without a confirmation (decision 036). */
export const lifetimeDays = (settings: FreshnessSettings, listingType: ListingType): number =>
  listingType === 'rent' ? settings.rentDays : settings.saleDays;

/**
 * When an available listing expires, or expired (an expired one: the moment it passed); null for
 * the other statuses, which do not expire.
 */
export function expiryOf(
  settings: FreshnessSettings,
  listing: { status: PropertyStatus; listing_type: ListingType; last_confirmed_at: string },
): string | null {
  if (listing.status !== 'available' && listing.status !== 'expired') return null;
  const at = Date.parse(listing.last_confirmed_at) + lifetimeDays(settings, listing.listing_type) * DAY_MS;
  return new Date(at).toISOString();
}

export const daysBefore = (at: Date, days: number): Date => new Date(at.getTime() - days * DAY_MS);
export const daysAfter = (at: Date, days: number): Date => new Date(at.getTime() + days * DAY_MS);
